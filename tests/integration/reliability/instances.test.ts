/**
 * Several instances on one PostgreSQL and one Redis, as real processes (issue 17): a session made on one is valid
 * on the other; the per-address sign-in limit and the OTP attempt count are shared; 200 queued mails are sent exactly
 * once with both workers draining; an instance SIGKILLed mid-drain, or during a burst of writes, loses nothing.
 * Everything runs on 127.0.0.1: the test's own Redis (a redis-server on a free port), SMTP sink and server processes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../../server/db/connect.js';
import { hashPassword } from '../../../server/auth/passwords.js';
import { LEASE_MS } from '../../../server/worker/outbox.js';
import { adminQuery } from '../helpers/app.js';
import { pgUrlFor, PG_TEMPLATE, TMP_DIR } from '../helpers/paths.js';
import { freePort, until } from '../helpers/wait.js';

const base = process.env.TEST_DATABASE_URL;
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

interface Received {
  to: string;
  subject: string;
  messageId: string;
  raw: string;
}

/** A real SMTP server that keeps what it receives in memory. */
function smtpSink(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const header = (name: string) =>
          new RegExp(`^${name}: *(.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: header('Subject'),
          messageId: header('Message-ID'),
          raw,
        });
        callback();
      });
    },
  });
  // A sending process killed mid-conversation resets its connection: expected here, not a failure.
  server.on('error', () => undefined);
  return {
    received,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!base || !hasRedis)('two instances on one PostgreSQL and Redis', () => {
  const name = `it_multi_${crypto.randomBytes(4).toString('hex')}`;
  const dataDir = path.join(TMP_DIR, name);
  const secret = crypto.randomBytes(32).toString('hex');
  let redis: ChildProcess;
  let smtp: ReturnType<typeof smtpSink>;
  let env: Record<string, string>;
  let db: DbHandle;
  const servers = new Map<string, { child: ChildProcess; url: string; output: string[] }>();

  async function startServer(id: string): Promise<string> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: path.join(dataDir, id) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    servers.set(id, { child, url, output });
    await until(`${id} ready`, async () =>
      (await fetch(`${url}/readyz`)).status === 200 ? true : undefined,
    );
    return url;
  }

  function kill(id: string) {
    servers.get(id)?.child.kill('SIGKILL');
    servers.delete(id);
  }

  beforeAll(async () => {
    await adminQuery(base!, `CREATE DATABASE "${name}" TEMPLATE "${PG_TEMPLATE}"`);
    fs.mkdirSync(dataDir, { recursive: true });
    const redisPort = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const smtpPort = await freePort();
    smtp = smtpSink(smtpPort);
    await smtp.start();
    env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: pgUrlFor(base!, name),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Orbit Jobs <no-reply@orbitjobs.test>',
      JWT_SECRET: secret,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-dist'),
      // Requests in this test come from 127.0.0.1; it is the listed proxy, so each request can name its client.
      TRUST_PROXY: '127.0.0.1',
    };
    db = connect({ kind: 'postgres', url: env.DATABASE_URL! });
    await Promise.all([startServer('a'), startServer('b')]);
  }, 120_000);

  afterAll(async () => {
    for (const id of [...servers.keys()]) kill(id);
    redis?.kill('SIGKILL');
    await smtp?.stop();
    await db?.close();
    await adminQuery(base!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (id: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${servers.get(id)!.url}/client/api/v1/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('a session made on one instance is valid on the other', async () => {
    const email = `multi-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const now = new Date().toISOString();
    await db.db
      .insertInto('users')
      .values({
        role: 'CANDIDATE',
        email,
        fullName: 'Dewi Lestari',
        passwordHash: await hashPassword('Kopi-Tubruk42'),
        status: 'APPROVED',
        isEmailVerified: 1,
        lng: 'en',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const login = await api('a', 'candidate/login', { email, password: 'Kopi-Tubruk42' });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const view = await fetch(`${servers.get('b')!.url}/client/api/v1/candidate/view`, {
      headers: { authorization: `jwt ${token}` },
    });
    expect(view.status).toBe(200);
    expect(((await view.json()) as { data: { email: string } }).data.email).toBe(email);
  });

  it('shares the per-address sign-in limit and the OTP attempt count', async () => {
    const client = { 'x-forwarded-for': '203.0.113.50' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api(
        i % 2 ? 'b' : 'a',
        'candidate/login',
        { email: `nobody${i}@example.com`, password: 'Salah12345' },
        client,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);

    const email = `otp-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const check = await api(
      'a',
      'candidate/check-credentials',
      { email, phone: { code: '+62', number: '81299990000' } },
      {
        'x-forwarded-for': '203.0.113.51',
      },
    );
    expect(check.status).toBe(200);
    const mail = await until('the code mail', async () => smtp.received.find((m) => m.to === email));
    const code = /^(\d{6})\r?$/m.exec(mail.raw)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await api(
        i % 2 ? 'b' : 'a',
        'candidate/verify-email-otp',
        { email, otp: wrong },
        { 'x-forwarded-for': `203.0.113.${60 + i}` },
      );
    }
    const right = await api(
      'b',
      'candidate/verify-email-otp',
      { email, otp: code },
      { 'x-forwarded-for': '203.0.113.70' },
    );
    expect(right.status).toBe(400);
  });

  async function queueMails(count: number, tag: string) {
    const now = new Date().toISOString();
    const rows = Array.from({ length: count }, (_, i) => ({
      kind: 'mail',
      payload: JSON.stringify({
        to: `bulk-${tag}-${i}@example.com`,
        subject: `Bulk ${tag} ${i}`,
        text: `Mail ${i}`,
      }),
      attempts: 0,
      runAt: now,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
    }));
    for (let i = 0; i < rows.length; i += 50)
      await db.db
        .insertInto('outbox')
        .values(rows.slice(i, i + 50))
        .execute();
  }
  const delivered = (tag: string) => smtp.received.filter((m) => m.subject.startsWith(`Bulk ${tag} `));

  it('sends 200 queued mails exactly once with both workers draining', async () => {
    await queueMails(200, 'x');
    await until(
      '200 mails',
      async () => (new Set(delivered('x').map((m) => m.subject)).size === 200 ? true : undefined),
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(delivered('x')).toHaveLength(200);
    const left = await db.db.selectFrom('outbox').select('id').execute();
    expect(left).toHaveLength(0);
  }, 90_000);

  it('loses nothing when an instance is SIGKILLed mid-drain; a resend is the same message', async () => {
    await queueMails(200, 'k');
    await until('the first mails', async () => (delivered('k').length >= 20 ? true : undefined), 30_000);
    kill('a');
    await until(
      'all 200 mails',
      async () => (new Set(delivered('k').map((m) => m.subject)).size === 200 ? true : undefined),
      60_000,
    );
    // At least once: a mail in flight at the kill may come twice, but then as the same message (same Message-ID).
    const bySubject = new Map<string, Set<string>>();
    for (const mail of delivered('k'))
      bySubject.set(mail.subject, (bySubject.get(mail.subject) ?? new Set()).add(mail.messageId));
    for (const [subject, ids] of bySubject) expect(ids.size, subject).toBe(1);
    await startServer('a');
  }, 120_000);

  it('keeps every acknowledged write and its mail when killed during a burst of writes', async () => {
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 60 }, async (_, i) => {
      const text = `Pesan uji ${crypto.randomBytes(6).toString('hex')} nomor ${i}`;
      try {
        const res = await api(
          'b',
          'contact-us/save',
          { name: 'Budi Santoso', email: 'budi@example.com', message: text },
          {
            'x-forwarded-for': `198.51.100.${i + 1}`,
          },
        );
        if (res.status === 201) acknowledged.push(text);
      } catch {
        /* the connection died with the process: not acknowledged */
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    kill('b');
    await Promise.all(burst);
    await startServer('b');
    const stored = new Set(
      (await db.db.selectFrom('contactMessages').select('message').execute()).map((row) => row.message),
    );
    for (const text of acknowledged) expect(stored.has(text), text).toBe(true);
    // Each stored message's mail reaches the SMTP server: at once, or, when the killed instance had claimed its row,
    // once that claim's lease has run out (30 s after the kill) and a worker's next tick (2 s) has found it.
    await until(
      'the mail of every stored message',
      async () =>
        [...stored].every((text) => smtp.received.some((m) => m.raw.includes(text))) ? true : undefined,
      LEASE_MS + 15_000,
    );
  }, 90_000);
});
