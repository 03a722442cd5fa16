/**
 * One-time codes reach people in time, through a real SMTP server of the test's own (the smtp-server package on a
 * free port of 127.0.0.1):
 * - SMTP goes away while a sign-up code is queued and comes back: the code is delivered within 10 s of its return
 *   (and the ordinary mail that failed meanwhile too), not at the row's next back-off slot (10, 20, 40 s … 1 h);
 * - codes queued behind 1,000 ordinary mails are delivered first (priority), and all 1,000 follow;
 * - a code mail that can no longer arrive before the code expires is dropped and logged, not sent;
 * - a mail whose row could not be deleted after the server accepted it is sent again (at least once) with the same
 *   Message-ID, derived from the outbox row.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../../server/mail/mailer.js';
import { outboxHandlers } from '../../../server/worker/handlers.js';
import { createOutbox, EXPIRY_MARGIN_MS, PRIORITY } from '../../../server/worker/outbox.js';
import { OTP_EXPIRY_MS } from '../../../common/constants/limits.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { call, uniqueEmail, uniquePhone } from '../accounts/helpers.js';
import { until } from '../helpers/wait.js';

interface Received {
  to: string;
  messageId: string;
  raw: string;
  at: number;
}

/** An SMTP server that accepts everything and keeps what it got; it can be stopped and started on the same port. */
class SmtpSink {
  readonly received: Received[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // stop() ends the pooled connections of the mailer at once, as a server that goes away would.
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', '),
            messageId: /^Message-ID:\s*(.+?)\r?$/im.exec(raw)?.[1] ?? '',
            raw,
            at: Date.now(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): Received[] {
    return this.received.filter((mail) => mail.to === address.toLowerCase());
  }
}

const codeIn = (raw: string) => /^(\d{6})\r?$/m.exec(raw)?.[1];

async function requestCode(t: TestApp, email: string) {
  const res = await call(t.app, 'candidate', 'checkCredentials', { body: { email, phone: uniquePhone() } });
  expect(res.status).toBe(200);
}

async function outboxRows(t: TestApp) {
  return t.app.deps.db.selectFrom('outbox').selectAll().orderBy('id').execute();
}

describe.each(dialects)('mail delivery on %s', (dialect) => {
  let t: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await t?.close();
    await sink?.stop();
    t = undefined;
    sink = undefined;
  });

  async function setUp() {
    sink = new SmtpSink();
    await sink.start();
    t = await createTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    return { sink, t };
  }

  it('delivers a code queued while SMTP was down within 10 s of its return, and the mail that failed meanwhile', async () => {
    const { sink, t } = await setUp();
    await sink.stop();
    t.app.deps.outbox.start(250);

    // Ordinary mail queued before the code, and the code; all of it fails while the server is away.
    for (let i = 0; i < 20; i++)
      await t.app.deps.outbox.enqueue(t.app.deps.db, 'mail', {
        to: `news-${i}@example.com`,
        subject: 'News',
        text: 'Hello',
      });
    const email = uniqueEmail('outage');
    await requestCode(t, email);
    // The code has failed twice: long enough that the old back-off (10 s, then 20 s) would miss the bound below.
    await until(
      'the code mail to fail twice',
      async () => {
        const rows = await outboxRows(t);
        const code = rows.find((row) => row.payload.includes(email));
        return code && code.attempts >= 2 ? true : undefined;
      },
      15_000,
    );
    expect(sink.received).toEqual([]);

    await sink.start();
    const back = Date.now();
    const mail = await until('the code mail', () => sink.to(email)[0], 10_000);
    const codeDelay = mail.at - back;
    expect(codeDelay).toBeLessThan(10_000);
    // The queue as a whole resumes too.
    await until(
      'all 21 mails',
      () => (sink.received.length >= 21 ? true : undefined),
      10_000 - (Date.now() - back),
    );
    // A row is deleted just after its mail was accepted: give the last deletes a moment.
    await until(
      'an empty outbox',
      async () => ((await outboxRows(t)).length === 0 ? true : undefined),
      5_000,
    );
    console.log(
      `[${dialect}] code delivered ${codeDelay} ms after SMTP came back; all 21 mails after ${Date.now() - back} ms`,
    );

    // The code is still good.
    const otp = codeIn(mail.raw)!;
    const verified = await call(t.app, 'candidate', 'verifyEmailOtp', { body: { email, otp } });
    expect(verified.status).toBe(200);
  }, 45_000);

  it('delivers codes queued behind 1,000 ordinary mails first, then all the rest', async () => {
    const { sink, t } = await setUp();
    const { db, outbox } = t.app.deps;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 1000; i++)
        await outbox.enqueue(trx, 'mail', {
          to: `bulk-${i}@example.com`,
          subject: `Bulk ${i}`,
          text: 'Hello',
        });
    });
    const emails = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
    for (const email of emails) await requestCode(t, email);
    const codeRows = (await outboxRows(t)).filter((row) =>
      emails.some((email) => row.payload.includes(email)),
    );
    expect(codeRows.map((row) => row.priority)).toEqual([PRIORITY.urgent, PRIORITY.urgent, PRIORITY.urgent]);

    const started = Date.now();
    outbox.start(100);
    await until(
      'the three codes',
      () => (emails.every((email) => sink.to(email).length === 1) ? true : undefined),
      20_000,
    );
    const codesAt = Date.now() - started;
    const lastCode = Math.max(...emails.map((email) => sink.to(email)[0]!.at));
    const bulkBefore = sink.received.filter(
      (mail) => mail.to.startsWith('bulk-') && mail.at < lastCode,
    ).length;
    // The codes are in the first claim (5 rows at once, with 2 ordinary ones); the pool's few connections may let a
    // handful of ordinary mails land first, never the queue ahead of them.
    expect(bulkBefore).toBeLessThan(25);

    await until('all 1,003 mails', () => (sink.received.length >= 1003 ? true : undefined), 40_000);
    const allAt = Date.now() - started;
    expect(sink.received).toHaveLength(1003);
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(1003);
    expect(await outboxRows(t)).toEqual([]);
    console.log(
      `[${dialect}] 3 codes behind 1,000 mails: codes after ${codesAt} ms (${bulkBefore} ordinary before them), all after ${allAt} ms`,
    );
  }, 55_000);

  it('does not send a code mail that can no longer arrive before the code expires', async () => {
    const { sink, t } = await setUp();
    const logged: { obj: object; msg: string }[] = [];
    const log = {
      error: (obj: object, msg: string) => void logged.push({ obj, msg }),
      warn: (obj: object, msg: string) => void logged.push({ obj, msg }),
    };
    const mailer = smtpMailer(`smtp://127.0.0.1:${sink.port}`, t.config.mailFrom);
    const outbox = createOutbox(t.app.deps.db, t.app.deps.dialect, outboxHandlers({ mailer }), log);
    try {
      const late = uniqueEmail('late');
      const fresh = uniqueEmail('fresh');
      const before = Date.now();
      await requestCode(t, late);
      await requestCode(t, fresh);

      // The code mail expires with its code.
      const rows = await outboxRows(t);
      const lateRow = rows.find((row) => row.payload.includes(late))!;
      const otp = await t.app.deps.db
        .selectFrom('otps')
        .select('expiresAt')
        .where('email', '=', late)
        .executeTakeFirstOrThrow();
      expect(lateRow.priority).toBe(PRIORITY.urgent);
      expect(Math.abs(Date.parse(lateRow.expiresAt!) - Date.parse(otp.expiresAt))).toBeLessThan(1_000);
      expect(Date.parse(lateRow.expiresAt!) - before).toBeGreaterThanOrEqual(OTP_EXPIRY_MS - 1_000);

      // Time passes (an outage): the code has only a moment left, too little for the mail to be of use.
      await t.app.deps.db
        .updateTable('outbox')
        .set({ expiresAt: new Date(Date.now() + EXPIRY_MARGIN_MS - 1_000).toISOString() })
        .where('id', '=', lateRow.id)
        .execute();

      expect(await outbox.drain()).toBe(1);
      expect(sink.to(fresh)).toHaveLength(1);
      expect(sink.to(late)).toEqual([]);
      expect(await outboxRows(t)).toEqual([]);
      expect(logged).toEqual([
        expect.objectContaining({ obj: expect.objectContaining({ outboxId: lateRow.id, kind: 'mail' }) }),
      ]);
      expect(logged[0]!.msg).toMatch(/expire/);
    } finally {
      await outbox.stop();
      mailer.close();
    }
  });

  it('sends a mail whose row could not be deleted again, with the same Message-ID', async () => {
    const { sink, t } = await setUp();
    const { db } = t.app.deps;
    const mailer = smtpMailer(`smtp://127.0.0.1:${sink.port}`, t.config.mailFrom);
    const errors: string[] = [];
    const log = { error: (_obj: object, msg: string) => void errors.push(msg) };
    const outbox = createOutbox(db, t.app.deps.dialect, outboxHandlers({ mailer }), log, { leaseMs: 500 });
    // The database refuses the delete that follows the send (as when it goes away at that moment).
    if (dialect === 'sqlite') {
      await sql`create trigger outbox_no_delete before delete on outbox begin select raise(abort, 'no delete'); end`.execute(
        db,
      );
    } else {
      await sql`create function outbox_no_delete() returns trigger language plpgsql as $$ begin raise exception 'no delete'; end $$`.execute(
        db,
      );
      await sql`create trigger outbox_no_delete before delete on outbox for each row execute function outbox_no_delete()`.execute(
        db,
      );
    }
    try {
      const email = uniqueEmail('twice');
      await requestCode(t, email);
      const [row] = await outboxRows(t);

      expect(await outbox.drain()).toBe(1);
      expect(sink.to(email)).toHaveLength(1);
      expect(errors).toEqual([expect.stringMatching(/not deleted/)]);
      // Still there and still held: not sent again at once.
      expect(await outbox.drain()).toBe(0);
      expect(sink.to(email)).toHaveLength(1);

      if (dialect === 'sqlite') await sql`drop trigger outbox_no_delete`.execute(db);
      else await sql`drop trigger outbox_no_delete on outbox`.execute(db);
      // Its lease runs out; the row is sent again (at least once), and this time deleted.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await outbox.drain()).toBe(1);
      const [first, second] = sink.to(email);
      expect(second).toBeDefined();
      expect(second!.messageId).toBe(first!.messageId);
      expect(first!.messageId).toMatch(new RegExp(`^<outbox-${row!.id}-[0-9a-f]{16}@orbitjobs\\.local>$`));
      expect(codeIn(second!.raw)).toBe(codeIn(first!.raw));
      expect(await outboxRows(t)).toEqual([]);
    } finally {
      await outbox.stop();
      mailer.close();
    }
  });
});
