/**
 * The outbox: side effects (mail now; push and alerts later) are written as rows in the same transaction as the
 * change that causes them, then performed by a worker in this process. A row is deleted only after its effect
 * succeeded; a failure is retried with capped exponential back-off, so nothing is lost on a crash or an SMTP
 * outage. On PostgreSQL, rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes can drain
 * the same outbox without doing a job twice.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Db, Dialect } from '../db/connect.js';
import type { Database, OutboxRow } from '../db/database.js';

export type OutboxHandler = (payload: unknown) => Promise<void>;

export interface Outbox {
  /** Queue an effect; pass the transaction of the change it belongs to. */
  enqueue(db: Kysely<Database> | Transaction<Database>, kind: string, payload: unknown): Promise<void>;
  /** Perform every due row now (tests, shutdown). Returns how many succeeded. */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

const BATCH = 10;
const LOCK_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 2 ** Math.min(attempts, 20) * 5_000);
}

export function createOutbox(
  db: Db,
  dialect: Dialect,
  handlers: Record<string, OutboxHandler>,
  log: { error(obj: object, msg: string): void },
): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  async function claim(): Promise<OutboxRow[]> {
    const now = new Date();
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + LOCK_MS).toISOString();
    const due = db
      .selectFrom('outbox')
      .select('id')
      .where('runAt', '<=', nowIso)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', nowIso)]))
      .orderBy('id')
      .limit(BATCH);
    return db
      .updateTable('outbox')
      .set({ lockedUntil: until })
      .where('id', 'in', dialect === 'postgres' ? due.modifyEnd(sql`for update skip locked`) : due)
      .returningAll()
      .execute();
  }

  async function perform(row: OutboxRow): Promise<boolean> {
    const handler = handlers[row.kind];
    try {
      if (!handler) throw new Error(`no handler for outbox kind "${row.kind}"`);
      await handler(JSON.parse(row.payload));
      await db.deleteFrom('outbox').where('id', '=', row.id).execute();
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      log.error({ err, outboxId: row.id, kind: row.kind, attempts }, 'outbox job failed; will retry');
      await db
        .updateTable('outbox')
        .set({
          attempts,
          lockedUntil: null,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
          runAt: new Date(Date.now() + backoffMs(attempts)).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
  }

  async function drainOnce(): Promise<number> {
    let done = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return done;
      for (const row of rows) if (await perform(row)) done++;
      if (rows.length < BATCH) return done;
    }
  }

  // One drain at a time in this process: a call during a drain runs after it.
  function drain(): Promise<number> {
    const next = chain.then(drainOnce);
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    async enqueue(conn, kind, payload) {
      const now = new Date().toISOString();
      await conn
        .insertInto('outbox')
        .values({
          kind,
          payload: JSON.stringify(payload),
          attempts: 0,
          runAt: now,
          lockedUntil: null,
          lastError: null,
          createdAt: now,
        })
        .execute();
      // Nudge the worker rather than wait for its tick. Inside a transaction the row may not be committed yet when
      // the nudge runs; then the next tick picks it up.
      if (timer) setTimeout(() => void drain().catch(() => undefined), 5);
    },
    drain,
    start(intervalMs = 2_000) {
      if (timer) return;
      timer = setInterval(
        () => void drain().catch((err) => log.error({ err }, 'outbox drain failed')),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await chain;
    },
  };
}
