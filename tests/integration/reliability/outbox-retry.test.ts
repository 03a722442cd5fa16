/**
 * How the outbox waits after failures:
 * - while the service is unreachable, one row per drain probes it (the queue does not hammer a dead server, nor log
 *   a line per row), and every row is retried within seconds, not at back-off slots of up to an hour;
 * - the first success makes every row that failed meanwhile due at once;
 * - rows are performed several at a time;
 * - an ordinary failure (the job itself is refused) still backs off as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  backoffMs,
  createOutbox,
  QUICK_RETRY_MS,
  retryDelayMs,
  URGENT_MAX_BACKOFF_MS,
} from '../../../server/worker/outbox.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';

const unreachable = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET', unavailable: true });

describe('retryDelayMs', () => {
  it('backs ordinary failures off from 10 s to an hour, urgent ones to a minute, and retries within 3 s when the service was away or the row expires', () => {
    const plain = { unavailable: false, expires: false, urgent: false };
    expect(retryDelayMs(1, plain)).toBe(backoffMs(1));
    expect(retryDelayMs(30, plain)).toBe(3_600_000);
    expect(retryDelayMs(30, { ...plain, urgent: true })).toBe(URGENT_MAX_BACKOFF_MS);
    expect(retryDelayMs(30, { ...plain, unavailable: true })).toBe(QUICK_RETRY_MS);
    expect(retryDelayMs(30, { ...plain, expires: true })).toBe(QUICK_RETRY_MS);
    expect(QUICK_RETRY_MS).toBeLessThanOrEqual(5_000);
  });
});

describe.each(dialects)('outbox retries on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('probes an unreachable service with one row per drain, and resumes every row at its first success', async () => {
    t = await createTestApp(dialect);
    const { db } = t.app.deps;
    let up = false;
    let tries = 0;
    let running = 0;
    let mostAtOnce = 0;
    const errors: string[] = [];
    const outbox = createOutbox(
      db,
      t.app.deps.dialect,
      {
        test: async () => {
          tries++;
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running--;
          if (!up) throw unreachable();
        },
      },
      { error: (_obj, msg) => void errors.push(msg) },
    );
    for (let i = 0; i < 30; i++) await outbox.enqueue(db, 'test', { i });

    // The first drain meets the outage with the rows of one claim, at once, and stops there.
    expect(await outbox.drain()).toBe(0);
    expect(tries).toBe(5);
    expect(mostAtOnce).toBe(5);
    expect(errors).toHaveLength(1);
    const failed = await db.selectFrom('outbox').selectAll().where('attempts', '=', 1).execute();
    expect(failed).toHaveLength(5);
    for (const row of failed) expect(Date.parse(row.runAt) - Date.now()).toBeLessThanOrEqual(QUICK_RETRY_MS);

    // While it is down: one probe per drain.
    expect(await outbox.drain()).toBe(0);
    expect(await outbox.drain()).toBe(0);
    expect(tries).toBe(7);
    expect(errors).toHaveLength(1);

    // Back: the probe succeeds and everything follows in the same drain, rows that were backing off included.
    up = true;
    expect(await outbox.drain()).toBe(30);
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('still backs an ordinary failure off for 10 s and more', async () => {
    t = await createTestApp(dialect);
    const { db } = t.app.deps;
    const outbox = createOutbox(
      db,
      t.app.deps.dialect,
      {
        test: async () => {
          throw new Error('550 mailbox unavailable');
        },
      },
      { error: () => undefined },
    );
    await outbox.enqueue(db, 'test', {});
    expect(await outbox.drain()).toBe(0);
    const row = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(Date.parse(row.runAt) - Date.now()).toBeGreaterThan(9_000);
    expect(row.lockedUntil).toBeNull();
    expect(row.lockedBy).toBeNull();
  });
});
