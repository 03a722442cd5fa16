/**
 * The versions the database moves on by itself (migration 017): `board` whenever a guest's view of jobs and
 * companies changes, whoever wrote it.
 */
import type { Db } from './connect.js';

/** The board's version, as text (one primary-key read). */
export async function readBoardVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('dataVersions')
    .select('version')
    .where('name', '=', 'board')
    .executeTakeFirst();
  return String(row?.version ?? 0);
}
