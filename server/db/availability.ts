/**
 * Telling "the database cannot answer right now" apart from a bug. Such failures (PostgreSQL restarting or
 * unreachable, a dropped connection, a full disk or a read-only data folder) answer 503 with Retry-After instead of
 * 500, and the process keeps running: the pool reconnects by itself when the database is back.
 */
import { sql } from 'kysely';
import type { Db } from './connect.js';

/** Node's network errors and PostgreSQL's connection-exception (08), shutdown (57P0x) and capacity codes. */
const PG_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const PG_UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;
/** SQLite: disk full, I/O error, read-only file or folder, cannot open, busy past busy_timeout. */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|LOCKED|NOMEM)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (PG_UNAVAILABLE_CODES.has(code) || SQLITE_UNAVAILABLE.test(code))) return true;
  if (typeof message === 'string' && PG_UNAVAILABLE_MESSAGES.test(message)) return true;
  // A host with several addresses refuses each: Node throws an AggregateError of them.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

export interface WaitOptions {
  /** Give up after this long (default 60 s). */
  timeoutMs?: number;
  log: (line: string) => void;
}

/**
 * Start-up waits for the database (a container starting beside PostgreSQL, a database restarting) with a clear line
 * per try and a bounded total, instead of exiting with a stack trace at the first refused connection.
 */
export async function waitForDatabase(db: Db, { timeoutMs = 60_000, log }: WaitOptions): Promise<void> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) log('the database answers: starting');
      return;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (!isDatabaseUnavailable(err) || Date.now() - started >= timeoutMs) {
        throw new Error(`The database cannot be reached (${reason}); giving up after ${attempt} tries.`, {
          cause: err,
        });
      }
      const delay = Math.min(5_000, 500 * attempt);
      log(`waiting for the database (${reason}); trying again in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
