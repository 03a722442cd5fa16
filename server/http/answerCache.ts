/**
 * Answers kept in memory as they leave the server: serialized once, compressed once per encoding, with an ETag so
 * that a client that has the answer gets 304. Each is kept under the version of the data it was made from
 * (`version`, read when asked); answers of an older version are never used again and age out of the cache.
 * Used for reference data (./referenceCache.ts) and for guests' view of the job board (./boardCache.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoded, sendEncoded } from './negotiate.js';

type Entry = Encoded & { etag: string };

export interface AnswerCacheOptions {
  /** The version of the data in force: answers made from older data are not used. */
  version: () => Promise<string>;
  /**
   * Answers kept per instance, and the bytes they may hold (their uncompressed size, which bounds the variants too),
   * the least recently used dropped first.
   */
  maxEntries: number;
  maxBytes: number;
  cacheControl: string;
  /** The variants of an answer, with its ETag (all made at once, or each when first asked for). */
  encode: (json: Buffer) => Entry;
}

/**
 * `read`, shared by every caller of the same turn of the event loop: one read, started after all of them asked, so
 * each still gets a value at least as new as the moment it asked (a write committed before a call is seen by it),
 * while a burst of calls costs one query instead of one each.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Callers from now on wait for a read that starts after them.
      next = undefined;
      return read();
    }));
}

/**
 * A version read afresh for the calls of each moment (one read for a burst of them, `sharedRead`), so a change
 * committed before a call is seen by it, on every instance. While the database cannot be reached, the last version
 * read: the answers in memory keep being served (one not in memory needs its own query, which fails as a 503).
 */
export function freshVersion(read: () => Promise<string>): () => Promise<string> {
  let last: string | undefined;
  return sharedRead(async () => {
    try {
      return (last = await read());
    } catch (err) {
      if (last === undefined) throw err;
      return last;
    }
  });
}

export function answerCache({ version, maxEntries, maxBytes, cacheControl, encode }: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  return {
    version,
    /**
     * Answers from the cache when it holds `key` for the current version; otherwise runs `make` (the envelope),
     * serializes it with the route's own serializer (so the answer schema still decides what leaves), keeps it and
     * answers it.
     */
    async answer(req: FastifyRequest, reply: FastifyReply, key: string, make: () => Promise<unknown>) {
      const fullKey = `${await version()}|${key}`;
      let entry = entries.get(fullKey);
      if (entry) {
        // Most recently used last: the first key of the Map is the one to evict.
        entries.delete(fullKey);
        entries.set(fullKey, entry);
      } else {
        const envelope = await make();
        reply.status(200);
        entry = encode(Buffer.from(reply.serialize(envelope) as string));
        entries.set(fullKey, entry);
        bytes += entry.identity.length;
        for (const [oldest, dropped] of entries) {
          if (entries.size <= maxEntries && bytes <= maxBytes) break;
          entries.delete(oldest);
          bytes -= dropped.identity.length;
        }
      }
      return sendEncoded(req, reply, entry, {
        type: 'application/json; charset=utf-8',
        cacheControl,
        vary: 'lng',
      });
    },
  };
}

export type AnswerCache = ReturnType<typeof answerCache>;
