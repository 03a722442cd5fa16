/**
 * The database misbehaves; the server keeps serving (issue 17, findings 1 and 7):
 * - PostgreSQL drops every connection of the server and refuses new ones for a while: the process stays up, calls
 *   answer 503 in the envelope with Retry-After (never 500), and 2xx again by themselves when it is back;
 * - the server starts while PostgreSQL refuses connections: it says it is waiting, and starts when it can;
 * - SQLite runs out of space (PRAGMA max_page_count stands in for a full disk; file permissions do not stop root):
 *   503, and the error that reaches the log is SQLite's own, not "cannot rollback".
 * The shared PostgreSQL of the machine is never restarted: only the test's own database is closed to connections.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, createTestApp, type TestApp } from '../helpers/app.js';
import { pgUrlFor, PG_TEMPLATE, TMP_DIR } from '../helpers/paths.js';
import { newIp } from '../accounts/helpers.js';
import { until } from '../helpers/wait.js';

const base = process.env.TEST_DATABASE_URL;
const countries = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/client/api/v1/country/all/guest',
    payload: {},
    headers: { lng: 'id' },
  });
/** A call that needs the database every time (sign-in). */
const login = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/client/api/v1/candidate/login',
    payload: { email: 'nobody@example.com', password: 'Salah12345' },
    headers: { lng: 'id' },
  });

async function closeDatabase(name: string) {
  await adminQuery(base!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  await adminQuery(base!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
}
const openDatabase = (name: string) => adminQuery(base!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);

describe.skipIf(!base)('PostgreSQL outages', () => {
  const opened: string[] = [];
  afterAll(async () => {
    for (const name of opened) await openDatabase(name).catch(() => undefined);
  });

  it('answers 503 with Retry-After while the database refuses connections, and 2xx again when it is back', async () => {
    const t = await createTestApp('postgres');
    const name = new URL((t.config.database as { url: string }).url).pathname.slice(1);
    opened.push(name);
    try {
      expect((await countries(t)).statusCode).toBe(200);
      // Idle pooled clients are killed: without an 'error' listener on the pool this crashes the process.
      await closeDatabase(name);
      await new Promise((resolve) => setTimeout(resolve, 300));

      // Reference data already in memory is still served (it barely changes)…
      expect((await countries(t)).statusCode).toBe(200);
      // …what needs the database answers 503.
      for (let i = 0; i < 3; i++) {
        const res = await login(t);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          code: 'ERROR',
          message: 'Layanan sedang tidak tersedia sebentar. Silakan coba lagi sesaat lagi.',
          data: null,
        });
      }
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // The outbox worker's poll meets the same outage and survives it.
      await expect(t.app.deps.outbox.drain()).rejects.toThrow();

      await openDatabase(name);
      await until('an answer from the database after it returned', async () =>
        (await login(t)).statusCode === 401 ? true : undefined,
      );
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await t.app.deps.outbox.drain();
    } finally {
      await openDatabase(name);
      await t.close();
    }
  });

  it('starts while the database refuses connections: waits with a clear line, then serves', async () => {
    const name = `it_wait_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(base!, `CREATE DATABASE "${name}" TEMPLATE "${PG_TEMPLATE}"`);
    opened.push(name);
    const dataDir = path.join(TMP_DIR, name);
    fs.mkdirSync(dataDir, { recursive: true });
    let child: ChildProcess | undefined;
    try {
      await closeDatabase(name);
      const port = 20_000 + crypto.randomInt(20_000);
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          STATIC_DIR: path.join(dataDir, 'no-dist'),
          DATABASE_URL: pgUrlFor(base!, name),
          SEED_DEMO: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));

      await until('the waiting line', async () =>
        output.includes('waiting for the database') ? true : undefined,
      );
      expect(child.exitCode).toBeNull();
      await openDatabase(name);
      const ready = await until(
        'readiness',
        async () => {
          const res = await fetch(`http://127.0.0.1:${port}/readyz`);
          return res.status === 200 ? res : undefined;
        },
        30_000,
      );
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(output).toContain('the database answers: starting');
    } finally {
      child?.kill('SIGKILL');
      await openDatabase(name);
      await adminQuery(base!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SQLite out of space', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 in the envelope, and the error logged is SQLite\'s "database or disk is full"', async () => {
    t = await createTestApp('sqlite');
    const errors: unknown[] = [];
    t.app.addHook('onError', async (_req, _reply, err) => {
      errors.push(err);
    });
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.deps.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(t.app.deps.db);

    let res;
    for (let i = 0; i < 500; i++) {
      res = await t.app.inject({
        method: 'POST',
        url: '/client/api/v1/contact-us/save',
        remoteAddress: newIp(),
        payload: {
          name: 'Budi Santoso',
          email: 'budi@example.com',
          message: `Pesan ${i} `.padEnd(1900, 'x'),
        },
      });
      if (res.statusCode !== 201) break;
    }
    expect(res!.statusCode).toBe(503);
    expect(res!.headers['retry-after']).toBe('5');
    expect(res!.json()).toMatchObject({ code: 'ERROR', data: null });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    // Nothing half-written: every stored message has its mail in the outbox.
    const messages = await t.app.deps.db
      .selectFrom('contactMessages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const mails = await t.app.deps.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(mails.n)).toBe(Number(messages.n));
  });
});
