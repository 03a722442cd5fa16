/**
 * Rate limits when Redis goes away and comes back, against a redis-server of this test's own (never the shared one):
 * - while it is down the limits keep holding, counted in the instance (they used to fail open: 12 sign-ins from one
 *   address all passed the 10-a-minute limit, each waiting on ioredis' offline queue and retries);
 * - one warning when it goes, none for each reconnection attempt, one when it is back;
 * - once back it is used again by itself: two instances on it share one count;
 * - a Redis that hangs (SIGSTOP) is treated as gone: its commands time out once, then calls count locally.
 * Redis does not depend on the database, so this runs on SQLite only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newIp, uniqueEmail } from '../accounts/helpers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/wait.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A redis-server of this test on its own port, without persistence. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor('redis-server to accept connections', async () => {
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      retryStrategy: () => null,
      maxRetriesPerRequest: 0,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  });
  return child;
}

async function stopRedis(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const login = (t: TestApp, ip: string) =>
  call(t.app, 'candidate', 'login', { body: { email: uniqueEmail('guess'), password: 'Salah12345' }, ip });

describe('rate limits when Redis goes and comes back', () => {
  let port: number;
  let redisUrl: string;
  let server: ChildProcess | undefined;
  let a: TestApp;
  let b: TestApp | undefined;
  /**
   * The Redis warnings logged so far. The test apps share one silent logger, whose `warn` is wrapped for the whole
   * file (a vi.spyOn would be cleared between tests).
   */
  const warnings: string[] = [];
  const redisWarnings = () => warnings.filter((message) => message.includes('Redis'));
  let restoreWarn = () => {};

  beforeAll(async () => {
    port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    server = await startRedis(port);
    a = await createTestApp('sqlite', { REDIS_URL: redisUrl });
    const log = a.app.log;
    const original = log.warn;
    log.warn = ((message: unknown) => void warnings.push(String(message))) as typeof log.warn;
    restoreWarn = () => void (log.warn = original);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await stopRedis(server);
    restoreWarn();
  });

  it('counts in Redis while it is up', async () => {
    const ip = newIp();
    expect((await login(a, ip)).status).toBe(401);
    const probe = new Redis(redisUrl);
    try {
      const keys = await probe.keys(`jobportal-rl:*${ip}`);
      expect(keys).toHaveLength(1);
      expect(await probe.get(keys[0]!)).toBe('1');
    } finally {
      probe.disconnect();
    }
    expect(redisWarnings()).toEqual([]);
  });

  it('keeps the limits, per instance, while Redis is down, and warns once', async () => {
    await stopRedis(server);
    server = undefined;

    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(a, ip)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);

    await waitFor('the outage warning', () => redisWarnings().length > 0);

    // ioredis keeps retrying in the background (every 100 ms, then slower): still one warning.
    await sleep(1500);
    const warnings = redisWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/unreachable/);
  });

  it('uses Redis again by itself once it is back: two instances share one count', async () => {
    server = await startRedis(port);
    await waitFor('the recovery warning', () => redisWarnings().length > 1);
    expect(redisWarnings()).toHaveLength(2);
    expect(redisWarnings()[1]).toMatch(/back/);

    b = await createTestApp('sqlite', { REDIS_URL: redisUrl });
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(a, ip)).status);
    for (let i = 0; i < 5; i++) statuses.push((await login(b, ip)).status);
    statuses.push((await login(a, ip)).status, (await login(b, ip)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);

    const probe = new Redis(redisUrl);
    try {
      const keys = await probe.keys(`jobportal-rl:*${ip}`);
      expect(keys).toHaveLength(1);
      expect(await probe.get(keys[0]!)).toBe('12');
    } finally {
      probe.disconnect();
    }
    // The second instance connected at once: no more warnings.
    expect(redisWarnings()).toHaveLength(2);
  });

  it('treats a Redis that hangs like one that is gone, and comes back to it', async () => {
    const before = redisWarnings().length;
    server!.kill('SIGSTOP');
    try {
      const ip = newIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await login(a, ip)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
      expect(redisWarnings().slice(before)).toHaveLength(1);
      expect(redisWarnings()[before]).toMatch(/unreachable/);
    } finally {
      server!.kill('SIGCONT');
    }
    await waitFor('the recovery warning', () => redisWarnings().length > before + 1);
    expect(redisWarnings().slice(before)).toHaveLength(2);
    expect(redisWarnings()[before + 1]).toMatch(/back/);
  });
});
