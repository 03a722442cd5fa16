/**
 * The versions the database moves on by itself (migration 017): `board` whenever a guest's view of jobs and
 * companies changes, whoever wrote it.
 */
import type { CompiledQuery } from 'kysely';
import type { Db } from './connect.js';

type VersionQuery = CompiledQuery<{ version: string | number | bigint }>;

/** The board's version, as text (one primary-key read). */
export async function readBoardVersion(db: Db): Promise<string> {
  const query: VersionQuery = db
    .selectFrom('dataVersions')
    .select('version')
    .where('name', '=', 'board')
    .compile();
  const { rows } = await db.executeQuery(query);
  return String(rows[0]?.version ?? 0);
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
