/**
 * The outbox: side effects (mail now; push and alerts later) are written as rows in the same transaction as the
 * change that causes them, then performed by a worker in this process. A row is deleted only after its effect
 * succeeded; a failure is retried with capped exponential back-off (10 s doubling up to 1 h; at most 1 min for urgent
 * rows, at most 3 s for rows that expire and after an unreachable service), so nothing is lost on a crash or an SMTP
 * outage. On PostgreSQL, rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes can drain
 * the same outbox without doing a job twice.
 *
 * - Order: rows are claimed by priority, then id: an 'urgent' row (a one-time code, a password reset, an invitation:
 *   somebody is waiting for it) goes ahead of every 'normal' one, however long the queue.
 * - Expiry: a row may carry expiresAt; a row that can no longer be performed in time (a code mail that would arrive
 *   after the code expired) is deleted and logged instead; the screen that waits for it offers a new code.
 * - Parallel: up to `concurrency` rows (5) are performed at once; the SMTP mailer keeps as many pooled connections.
 * - Leases: a claimed row is held for a short lease (30 s) that the worker renews while the job runs. A row claimed
 *   by a process that died (SIGKILL, power loss) is free again within one lease, not after minutes.
 * - Outages: a handler that fails because its service is unreachable (an error with `unavailable: true`, set by the
 *   SMTP mailer on refused or dropped connections and time-outs) puts the worker in "down" mode: one due row per
 *   drain (per tick of the worker) probes the service, instead of every row failing on its own and backing off for
 *   up to an hour. The first success ends it, and every row that failed meanwhile is due at once: the queue resumes
 *   within seconds of the service's return. (Down mode is per process and not per kind.)
 * - Kinds: mail, jobsPosted (saved-search alerts), notificationMail and notificationPush (a notification's e-mail, its
 *   push to one device). A process claims only
 *   the kinds it has handlers for.
 * - At least once: a job whose effect happened but whose row could not be deleted (a crash, a database error at that
 *   moment) is performed again when its lease runs out. Handlers make that harmless: every mail carries a Message-ID
 *   derived from its row (server/worker/handlers.ts), so a resend is the same message to the receiving side.
 */
import crypto from 'node:crypto';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Db, Dialect } from '../db/connect.js';
import type { Database, OutboxRow } from '../db/database.js';

/** What a handler learns about the row it performs (stable across attempts, except `attempts`). */
export interface OutboxJob {
  id: number;
  kind: string;
  /** Failed attempts before this one. */
  attempts: number;
  createdAt: string;
  priority: number;
  expiresAt: string | null;
}

export type OutboxHandler = (payload: unknown, job: OutboxJob) => Promise<void>;

export type OutboxPriority = 'urgent' | 'normal';
/** Stored priorities: higher is claimed first. */
export const PRIORITY: Record<OutboxPriority, number> = { normal: 0, urgent: 10 };

export interface EnqueueOptions {
  /** 'urgent' for effects somebody is waiting for (one-time codes, password resets, invitations). Default 'normal'. */
  priority?: OutboxPriority;
  /** After this moment the effect is worthless (e.g. the code in the mail has expired): the row is dropped unsent. */
  expiresAt?: Date | string;
}

export interface Outbox {
  /** Queue an effect; pass the transaction of the change it belongs to. */
  enqueue(
    db: Kysely<Database> | Transaction<Database>,
    kind: string,
    payload: unknown,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Perform every due row now (tests, shutdown). Returns how many succeeded. */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface OutboxOptions {
  /** Rows performed at once (default 5, the SMTP pool's connections). */
  concurrency?: number;
  /** How long a claim holds a row without renewal (default 30 s); renewed every third of it while the job runs. */
  leaseMs?: number;
}

export interface OutboxLog {
  error(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

const DEFAULT_CONCURRENCY = 5;
export const LEASE_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** When the worker looks for a row just enqueued (ms after the enqueue). */
const NUDGE_DELAYS_MS = [5, 200];

/** The longest wait before retrying a row whose service was unreachable, or a row that expires (retry soon or never). */
export const QUICK_RETRY_MS = 3_000;
/** The longest wait before retrying an urgent row (somebody waits for it). */
export const URGENT_MAX_BACKOFF_MS = 60_000;
/** A row with an expiry is dropped when it would be performed later than this before it: a code that arrives with
 * seconds left cannot be typed in time. */
export const EXPIRY_MARGIN_MS = 5_000;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 2 ** Math.min(attempts, 20) * 5_000);
}

/** The wait before the next try of a row after its attempts-th failure. */
export function retryDelayMs(
  attempts: number,
  failure: { unavailable: boolean; expires: boolean; urgent: boolean },
): number {
  const delay = backoffMs(attempts);
  if (failure.unavailable || failure.expires) return Math.min(delay, QUICK_RETRY_MS);
  return failure.urgent ? Math.min(delay, URGENT_MAX_BACKOFF_MS) : delay;
}

/** A handler's failure that says its service is unreachable, not that this job is wrong. */
export function isUnavailable(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { unavailable?: unknown }).unavailable === true;
}

type Outcome = 'done' | 'failed' | 'unavailable' | 'dropped';

export function createOutbox(
  db: Db,
  dialect: Dialect,
  handlers: Record<string, OutboxHandler>,
  log: OutboxLog,
  options: OutboxOptions = {},
): Outbox {
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const leaseMs = options.leaseMs ?? LEASE_MS;
  /** This worker's name on the rows it holds; only it renews or releases them. */
  const owner = crypto.randomBytes(9).toString('base64url');
  /** Ids this worker is performing right now (their leases are renewed; they are never claimed twice here). */
  const inFlight = new Set<number>();
  /** Set while a service was unreachable at the last try: one probe per drain until a job succeeds. */
  let down = false;
  /** Set by stop(): drains finish the jobs they started and claim no more. */
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | undefined;

  const kinds = Object.keys(handlers);

  async function claim(limit: number): Promise<OutboxRow[]> {
    const now = new Date();
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    let due = db
      .selectFrom('outbox')
      .select('id')
      .where('runAt', '<=', nowIso)
      // Only the kinds this process performs (the admin CLI sends mail and leaves the rest to a server).
      .where('kind', 'in', kinds)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', nowIso)]))
      .orderBy('priority', 'desc')
      .orderBy('id')
      .limit(limit);
    // A lease of ours that ran out (a stalled event loop) is not taken again while we still perform the row.
    if (inFlight.size > 0) due = due.where('id', 'not in', [...inFlight]);
    const rows = await db
      .updateTable('outbox')
      .set({ lockedUntil: until, lockedBy: owner })
      .where('id', 'in', dialect === 'postgres' ? due.modifyEnd(sql`for update skip locked`) : due)
      .returningAll()
      .execute();
    // RETURNING keeps no order: start the most urgent first.
    return rows.sort((a, b) => b.priority - a.priority || a.id - b.id);
  }

  async function renewLeases(): Promise<void> {
    if (inFlight.size === 0) return;
    await db
      .updateTable('outbox')
      .set({ lockedUntil: new Date(Date.now() + leaseMs).toISOString() })
      .where('id', 'in', [...inFlight])
      .where('lockedBy', '=', owner)
      .execute();
  }

  function jobOf(row: OutboxRow): OutboxJob {
    const { id, kind, attempts, createdAt, priority, expiresAt } = row;
    return { id, kind, attempts, createdAt, priority, expiresAt };
  }

  async function perform(row: OutboxRow): Promise<Outcome> {
    if (row.expiresAt && Date.now() + EXPIRY_MARGIN_MS >= Date.parse(row.expiresAt)) {
      await db.deleteFrom('outbox').where('id', '=', row.id).execute();
      const info = { outboxId: row.id, kind: row.kind, attempts: row.attempts, expiresAt: row.expiresAt };
      const msg = 'outbox job dropped unperformed: it could no longer be done before it expires';
      if (log.warn) log.warn(info, msg);
      else log.error(info, msg);
      return 'dropped';
    }
    const handler = handlers[row.kind];
    try {
      if (!handler) throw new Error(`no handler for outbox kind "${row.kind}"`);
      await handler(JSON.parse(row.payload), jobOf(row));
    } catch (err) {
      return fail(row, err);
    }
    try {
      await db.deleteFrom('outbox').where('id', '=', row.id).execute();
    } catch (err) {
      // At least once: the row is performed again after its lease; for mail the resend has the same Message-ID.
      log.error(
        { err, outboxId: row.id, kind: row.kind },
        'outbox job done but its row was not deleted; it will run again',
      );
    }
    return 'done';
  }

  async function fail(row: OutboxRow, err: unknown): Promise<Outcome> {
    const attempts = row.attempts + 1;
    const unavailable = isUnavailable(err);
    if (!unavailable) {
      log.error({ err, outboxId: row.id, kind: row.kind, attempts }, 'outbox job failed; will retry');
    } else if (!down) {
      // Logged once per outage, not once per row and try.
      log.error(
        { err, outboxId: row.id, kind: row.kind, attempts },
        'outbox: service unreachable; probing it every few seconds, the queue waits',
      );
    }
    if (unavailable) down = true;
    const delay = retryDelayMs(attempts, {
      unavailable,
      expires: row.expiresAt !== null,
      urgent: row.priority >= PRIORITY.urgent,
    });
    await db
      .updateTable('outbox')
      .set({
        attempts,
        lockedUntil: null,
        lockedBy: null,
        lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
        runAt: new Date(Date.now() + delay).toISOString(),
      })
      .where('id', '=', row.id)
      // Not a row whose lease ran out and that another worker holds now.
      .where('lockedBy', '=', owner)
      .execute();
    return unavailable ? 'unavailable' : 'failed';
  }

  /** The service answered again: every row that failed meanwhile is due now instead of at its back-off slot. */
  async function recovered(kind: string): Promise<void> {
    down = false;
    const now = new Date().toISOString();
    const result = await db
      .updateTable('outbox')
      .set({ runAt: now })
      .where('kind', '=', kind)
      .where('attempts', '>', 0)
      .where('runAt', '>', now)
      .executeTakeFirst();
    const info = { kind, due: Number(result.numUpdatedRows) };
    const msg = 'outbox: service reachable again; rows that failed meanwhile are due now';
    if (log.warn) log.warn(info, msg);
    else log.error(info, msg);
  }

  async function drainOnce(): Promise<number> {
    let done = 0;
    let more = true; // the last claim may have left due rows
    let probed = false; // while down, one row per drain probes the service
    let failure: unknown;
    const running = new Set<Promise<void>>();
    const renewal = setInterval(
      () => void renewLeases().catch((err) => log.error({ err }, 'outbox lease renewal failed')),
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renewal.unref();

    const launch = (row: OutboxRow) => {
      inFlight.add(row.id);
      const job: Promise<void> = perform(row)
        .then(async (outcome) => {
          // The outage began in this drain: no probe after the rows that just met it. A dropped row probed nothing.
          if (outcome === 'unavailable') probed = true;
          if (outcome === 'dropped' && down) probed = false;
          if (outcome !== 'done') return;
          done++;
          if (down) {
            await recovered(row.kind);
            more = true;
          }
        })
        .catch((err: unknown) => {
          log.error(
            { err, outboxId: row.id, kind: row.kind },
            'outbox job could not be recorded; it runs again after its lease',
          );
        })
        .finally(() => {
          inFlight.delete(row.id);
          running.delete(job);
        });
      running.add(job);
    };

    try {
      for (;;) {
        while (more && !stopping && failure === undefined && running.size < concurrency) {
          if (down && (probed || running.size > 0)) break;
          const limit = down ? 1 : concurrency - running.size;
          if (down) probed = true;
          let rows: OutboxRow[];
          try {
            rows = await claim(limit);
          } catch (err) {
            failure = err; // the database is away: finish what runs, then report it
            break;
          }
          if (rows.length < limit) more = false;
          for (const row of rows) launch(row);
        }
        if (running.size === 0) break;
        await Promise.race(running);
      }
    } finally {
      clearInterval(renewal);
    }
    if (failure !== undefined) throw failure;
    return done;
  }

  // One drain at a time in this process: a call during a drain is served by one more drain after it (calls that
  // arrive while that one waits share it).
  function drain(): Promise<number> {
    if (queued) return queued;
    const next = chain.then(() => {
      queued = undefined;
      return drainOnce();
    });
    queued = next;
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    async enqueue(conn, kind, payload, options = {}) {
      const now = new Date().toISOString();
      const expiresAt = options.expiresAt === undefined ? null : new Date(options.expiresAt).toISOString();
      await conn
        .insertInto('outbox')
        .values({
          kind,
          payload: JSON.stringify(payload),
          attempts: 0,
          runAt: now,
          lockedUntil: null,
          lockedBy: null,
          lastError: null,
          createdAt: now,
          priority: PRIORITY[options.priority ?? 'normal'],
          expiresAt,
        })
        .execute();
      // Nudge the worker rather than wait for its tick. Inside a transaction the row may not be committed yet when
      // the first nudge runs: the second finds it once the transaction committed (a push is due within a second of
      // the change that caused it, issue 14); a longer transaction leaves it to the next tick.
      if (timer)
        for (const delay of NUDGE_DELAYS_MS) setTimeout(() => void drain().catch(() => undefined), delay);
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
      stopping = true;
      try {
        await chain;
      } finally {
        stopping = false;
      }
    },
  };
}
