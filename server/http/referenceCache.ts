/**
 * Answers of reference data (countries, states, cities, categories, master lists, settings, page SEO) kept in memory
 * (./answerCache.ts), compressed at the highest level up front: a few dozen answers sent millions of times. They
 * change only when an administrator changes reference data (or a new seed runs), which bumps a version stored in the
 * database, read for every call (./answerCache.ts `freshVersion`): no instance uses an answer made before it.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/connect.js';
import { readInternal, writeInternal } from '../db/internalSettings.js';
import { type AnswerCache, answerCache, freshVersion } from './answerCache.js';
import { encodeAll } from './negotiate.js';

const VERSION_KEY = 'internal.referenceVersion' as const;
/** Answers kept per instance (a few per list and language, plus the searches people repeat). */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 16 * 1024 * 1024;
/** Browsers and the service worker may reuse an answer for a minute, then revalidate it cheaply with its ETag. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Marks reference data as changed: every instance stops using the answers made before, from its next call. */
export async function bumpReferenceVersion(db: Db): Promise<void> {
  await writeInternal(db, VERSION_KEY, crypto.randomUUID());
}

export function referenceCache(db: Db): AnswerCache {
  return answerCache({
    version: freshVersion(async () => (await readInternal(db, VERSION_KEY)) ?? 'initial'),
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    cacheControl: CACHE_CONTROL,
    encode: encodeAll,
  });
}
