/**
 * The versions the database moves on by itself (migration 017): `board` whenever a guest's view of jobs and
 * companies changes, whoever wrote it.
 */
import { compiledOnce } from './compiledOnce.js';
import type { Db } from './connect.js';

const boardVersionQuery = compiledOnce((db) =>
  db.selectFrom('dataVersions').select('version').where('name', '=', 'board'),
);

/** The board's version, as text (one primary-key read, read for every guest's call of the board). */
export async function readBoardVersion(db: Db): Promise<string> {
  const [row] = (await db.executeQuery(boardVersionQuery(db))).rows;
  return String(row?.version ?? 0);
}
