/**
 * Answers of reference data (countries, states, cities, categories, master lists, settings, page SEO) kept in memory
 * as they leave the server: serialized once, compressed once (brotli and gzip), with an ETag so a client that has
 * the answer gets 304. They change only when an administrator changes reference data (or a new seed runs), which
 * bumps a version stored in the database: every instance sees the new version within VERSION_TTL_MS and stops
 * using the answers made before it.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { readInternal, writeInternal } from '../db/internalSettings.js';
import { type Encoded, encodeAll, sendEncoded } from './negotiate.js';

const VERSION_KEY = 'internal.referenceVersion' as const;
/** How long an instance trusts the version it read (the delay before an admin's change shows everywhere). */
const VERSION_TTL_MS = 1_000;
/** Answers kept per instance (a few per list and language, plus the searches people repeat). */
const MAX_ENTRIES = 2_000;
/** Browsers and the service worker may reuse an answer for a minute, then revalidate it cheaply with its ETag. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

type Entry = Encoded & { etag: string };

/** Marks reference data as changed: every instance drops its cached answers within a second. */
export async function bumpReferenceVersion(db: Db): Promise<void> {
  await writeInternal(db, VERSION_KEY, crypto.randomUUID());
}

export function referenceCache(db: Db) {
  const entries = new Map<string, Entry>();
  let version: { value: string; readAt: number } | undefined;

  async function currentVersion(): Promise<string> {
    if (version && Date.now() - version.readAt < VERSION_TTL_MS) return version.value;
    try {
      version = { value: (await readInternal(db, VERSION_KEY)) ?? 'initial', readAt: Date.now() };
    } catch (err) {
      // The database is unreachable: keep answering what is in memory (reference data barely changes); an answer
      // not in memory yet needs its own query, which fails as a 503.
      if (!version) throw err;
    }
    return version.value;
  }

  return {
    /** The version of reference data in force (answers made from older data are not used). */
    version: currentVersion,
    /**
     * Answers from the cache when it holds `key` for the current version; otherwise runs `make` (the envelope),
     * serializes it with the route's own serializer (so the answer schema still decides what leaves), keeps it and
     * answers it.
     */
    async answer(req: FastifyRequest, reply: FastifyReply, key: string, make: () => Promise<unknown>) {
      const fullKey = `${await currentVersion()}|${key}`;
      let entry = entries.get(fullKey);
      if (entry) {
        // Most recently used last: the first key of the Map is the one to evict.
        entries.delete(fullKey);
        entries.set(fullKey, entry);
      } else {
        const envelope = await make();
        reply.status(200);
        const json = Buffer.from(reply.serialize(envelope) as string);
        entry = encodeAll(json);
        entries.set(fullKey, entry);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      return sendEncoded(req, reply, entry, {
        type: 'application/json; charset=utf-8',
        cacheControl: CACHE_CONTROL,
        vary: 'lng',
      });
    },
  };
}

export type ReferenceCache = ReturnType<typeof referenceCache>;
