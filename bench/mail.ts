/**
 * `npm run bench:mail`: how fast the outbox gets one-time codes out when ordinary mail is queued ahead of them.
 * Queues 1,000 ordinary mails, then 20 codes (urgent, expiring like OTP mail), in a fresh SQLite database (or, with
 * BENCH_DATABASE_URL, in a PostgreSQL database that the bench creates on that server and drops again), drains them through the real SMTP mailer to
 * a local smtp-server, and prints how long until every code was delivered, until everything was, and mails/s. Run
 * once with an instant server and once with one that takes BENCH_SMTP_DELAY_MS (default 20 ms) per message, as real
 * servers do. Prints figures; asserts nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { OTP_EXPIRY_MS } from '../common/constants/limits.js';
import { connect } from '../server/db/connect.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { smtpMailer } from '../server/mail/mailer.js';
import { outboxHandlers } from '../server/worker/handlers.js';
import { createOutbox } from '../server/worker/outbox.js';

const ORDINARY = 1000;
const CODES = 20;
const delays = [0, Number(process.env.BENCH_SMTP_DELAY_MS ?? 20)];

async function sink(delayMs: number) {
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        setTimeout(() => {
          for (const rcpt of session.envelope.rcptTo) arrivals.set(rcpt.address, Date.now());
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { arrivals, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function admin(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A database of the bench's own: a SQLite file, or a new PostgreSQL database next to BENCH_DATABASE_URL. */
async function database(dir: string) {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base)
    return { config: { kind: 'sqlite' as const, file: path.join(dir, 'bench.db') }, drop: async () => {} };
  const name = `bench_mail_${crypto.randomBytes(4).toString('hex')}`;
  await admin(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres' as const, url: url.toString() },
    drop: () => admin(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function run(delayMs: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mail-'));
  const db = await database(dir);
  const handle = connect(db.config);
  const smtp = await sink(delayMs);
  const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Bench <bench@bench.local>');
  const errors: string[] = [];
  const outbox = createOutbox(handle.db, handle.dialect, outboxHandlers({ mailer }), {
    error: (_obj, msg) => void errors.push(msg),
  });
  try {
    await migrateToLatest(handle.db);
    await handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < ORDINARY; i++)
        await outbox.enqueue(trx, 'mail', {
          to: `news-${i}@bench.local`,
          subject: `News ${i}`,
          text: 'Hello',
        });
      for (let i = 0; i < CODES; i++)
        await outbox.enqueue(
          trx,
          'mail',
          { to: `code-${i}@bench.local`, subject: 'Your code', text: `${String(i).padStart(6, '0')}\n` },
          { priority: 'urgent', expiresAt: new Date(Date.now() + OTP_EXPIRY_MS) },
        );
    });

    const started = Date.now();
    const sent = await outbox.drain();
    const total = Date.now() - started;
    const codeTimes = [...smtp.arrivals]
      .filter(([to]) => to.startsWith('code-'))
      .map(([, at]) => at - started);
    const allCodes = Math.max(...codeTimes);
    console.log(
      `SMTP ${delayMs} ms per message, ${handle.dialect}: ${CODES} codes behind ${ORDINARY} mails — ` +
        `all codes delivered after ${allCodes} ms (${codeTimes.length}/${CODES}); ` +
        `everything (${sent}/${ORDINARY + CODES}) after ${total} ms; ${Math.round((sent / total) * 1000)} mails/s` +
        (errors.length ? `; ${errors.length} errors, first: ${errors[0]}` : ''),
    );
  } finally {
    await outbox.stop();
    mailer.close();
    await smtp.close();
    await handle.close();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const delayMs of delays) await run(delayMs);
