/**
 * Guests' view of the job board (the job search and its facets, a job, companies with their review counts) kept in
 * memory as it leaves the server (./answerCache.ts), under the board's version, which the database moves on at every
 * write that a guest could see (migration 017), plus the reference data's version (the names of skills, places and
 * categories in those answers) and the minute: a search of jobs "posted within 24 hours" or a job past its last day
 * changes with the clock alone.
 *
 * The board's version is read for every call (`freshVersion`: one primary-key read shared by the calls of the same
 * moment): an employer who closes a job, and everyone after, never gets it back from here, on any instance.
 * Signed-in callers are answered afresh (their answers say what they saved).
 */
import type { Db } from '../db/connect.js';
import { readBoardVersion } from '../db/dataVersions.js';
import { type AnswerCache, answerCache, freshVersion } from './answerCache.js';
import { encodeLazily } from './negotiate.js';

/** Searches people repeat, pages of jobs and companies, in two languages; at most 24 MB of them. */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 24 * 1024 * 1024;
const MINUTE_MS = 60_000;

export function boardCache(db: Db, reference: AnswerCache): AnswerCache {
  const boardVersion = freshVersion(() => readBoardVersion(db));
  return answerCache({
    version: async () => {
      const [board, referenceVersion] = await Promise.all([boardVersion(), reference.version()]);
      return `${board}.${referenceVersion}.${Math.floor(Date.now() / MINUTE_MS)}`;
    },
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    // Revalidated on every use (a 304 when nothing changed): a job closed a second ago must not be shown as open.
    cacheControl: 'no-cache',
    encode: encodeLazily,
  });
}
