import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, backoffMs } from '../../../server/worker/outbox.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';

describe.each(dialects)('outbox on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  const silent = { error: () => undefined };

  it('performs a queued job once and deletes its row', async () => {
    const seen: unknown[] = [];
    const outbox = createOutbox(
      t.app.deps.db,
      t.app.deps.dialect,
      { test: async (p) => void seen.push(p) },
      silent,
    );
    await outbox.enqueue(t.app.deps.db, 'test', { n: 1 });
    expect(await outbox.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await outbox.drain()).toBe(0);
    expect(await t.app.deps.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('keeps a failed job with its error and retries it later with back-off', async () => {
    let fail = true;
    const outbox = createOutbox(
      t.app.deps.db,
      t.app.deps.dialect,
      {
        test: async () => {
          if (fail) throw new Error('SMTP down');
        },
      },
      silent,
    );
    await outbox.enqueue(t.app.deps.db, 'test', { n: 2 });
    expect(await outbox.drain()).toBe(0);
    const row = await t.app.deps.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe('SMTP down');
    expect(row.lockedUntil).toBeNull();
    expect(row.runAt > new Date().toISOString()).toBe(true);

    // Not due yet: nothing happens, nothing is lost.
    fail = false;
    expect(await outbox.drain()).toBe(0);
    await t.app.deps.db
      .updateTable('outbox')
      .set({ runAt: new Date(0).toISOString() })
      .execute();
    expect(await outbox.drain()).toBe(1);
    expect(await t.app.deps.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('does not enqueue when the surrounding transaction rolls back', async () => {
    const outbox = createOutbox(t.app.deps.db, t.app.deps.dialect, { test: async () => undefined }, silent);
    await expect(
      t.app.deps.db.transaction().execute(async (trx) => {
        await outbox.enqueue(trx, 'test', { n: 3 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.app.deps.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});

describe('backoffMs', () => {
  it('doubles from 10 s and stops at an hour', () => {
    expect(backoffMs(1)).toBe(10_000);
    expect(backoffMs(2)).toBe(20_000);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});
