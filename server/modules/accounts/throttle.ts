/**
 * Per-account brake on password guessing (ASVS 2.2.1), on top of the per-address rate limit: an attacker with many
 * addresses still gets only LOGIN_FREE_FAILURES guesses at one account before sign-in to it pauses. The pause grows
 * with each further failure (1, 2, 4, 8 … minutes) but never passes LOGIN_MAX_LOCK_MS, so nobody can lock a user
 * out for long; a password reset (which proves the mailbox) lifts it at once, and a quiet day forgets the count.
 * Counted per address typed, existing or not, so the answer never tells which addresses have accounts.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { AppError } from '../../http/errors.js';

export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_FIRST_LOCK_MS = 60_000;
export const LOGIN_MAX_LOCK_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** How long sign-in pauses after the given number of consecutive failures (0 while below the free ones). */
export function lockDuration(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_LOCK_MS, LOGIN_FIRST_LOCK_MS * 2 ** (failures - LOGIN_FREE_FAILURES));
}

/** 429 while sign-in to this address is paused: checked before the password, so a paused guess costs nothing. */
export async function assertNotLocked(db: Db, email: string, now = Date.now()): Promise<void> {
  const row = await db
    .selectFrom('loginThrottle')
    .select('lockedUntil')
    .where('email', '=', email)
    .executeTakeFirst();
  const until = row?.lockedUntil ? Date.parse(row.lockedUntil) : 0;
  if (until > now) {
    throw new AppError(429, 'ERROR', 'account:loginLocked', { count: Math.ceil((until - now) / 60_000) });
  }
}

/**
 * Counts a wrong password in one atomic upsert (parallel guesses each get their own number) and pauses sign-in when
 * the count calls for it. Returns the count and whether this failure started a pause (to tell the owner once).
 */
export async function recordFailure(
  db: Db,
  email: string,
  now = Date.now(),
): Promise<{ failures: number; locked: boolean }> {
  const at = new Date(now).toISOString();
  const staleBefore = new Date(now - FORGET_AFTER_MS).toISOString();
  const row = await db
    .insertInto('loginThrottle')
    .values({ email, failures: 1, lastFailureAt: at, lockedUntil: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql<number>`case when "loginThrottle"."lastFailureAt" < ${staleBefore} then 1 else "loginThrottle"."failures" + 1 end`,
        lastFailureAt: at,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const pause = lockDuration(row.failures);
  if (pause > 0) {
    await db
      .updateTable('loginThrottle')
      .set({ lockedUntil: new Date(now + pause).toISOString() })
      .where('email', '=', email)
      .execute();
  }
  return { failures: row.failures, locked: row.failures === LOGIN_FREE_FAILURES };
}

/** A successful sign-in or password reset starts the count again. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('email', '=', email).execute();
}
