/** Imports, their waiting rows and their row errors (migration 2026_11_24_010): plain functions taking the database first. */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Database, ImportErrorTable, ImportHistoryTable } from '../../db/database.js';
import { likeContains, lower } from '../../db/like.js';
import { visibleTo } from '../masters/repository.js';
import { CODE_FIELDS, type CityEntry } from './rows.js';

export type ImportRecord = Selectable<ImportHistoryTable> & { createdByName: string };
export type ImportErrorRow = Selectable<ImportErrorTable>;

/** Rows per multi-row INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const CHUNK_PARAMETERS = 30_000;

/** Inserts many rows in as few statements as the parameter limits allow (in the caller's transaction). */
export async function insertMany<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(CHUNK_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot follow a table name chosen at run time through its generics.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

const withAuthor = (db: Db) =>
  db
    .selectFrom('importHistory as h')
    .innerJoin('users as u', 'u.id', 'h.createdBy')
    .selectAll('h')
    .select('u.fullName as createdByName');

/** A company's import by id; undefined when it is not theirs. */
export function findImport(db: Db, companyId: number, id: number): Promise<ImportRecord | undefined> {
  return withAuthor(db).where('h.id', '=', id).where('h.companyId', '=', companyId).executeTakeFirst();
}

/** A page of a company's imports, newest first (sort -1) or oldest, optionally in one state or by file name. */
export async function pageOfImports(
  db: Db,
  companyId: number,
  q: { page: number; limit: number; sort: number; search: string; status?: string | undefined },
): Promise<{ records: ImportRecord[]; total: number }> {
  let scope = withAuthor(db).where('h.companyId', '=', companyId);
  if (q.status) scope = scope.where('h.status', '=', q.status);
  if (q.search) scope = scope.where(likeContains(lower(sql.ref<string>('h.fileName')), q.search));
  const direction = q.sort === 1 ? 'asc' : 'desc';
  const [records, count] = await Promise.all([
    scope
      .orderBy('h.createdAt', direction)
      .orderBy('h.id', direction)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    scope
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.n) };
}

/** The first waiting rows of an import (the preview of a PENDING one). */
export function firstRows(db: Db, importId: number, limit: number) {
  return db
    .selectFrom('importRows')
    .select(['position', 'rowNumber', 'cells'])
    .where('importId', '=', importId)
    .orderBy('position')
    .limit(limit)
    .execute();
}

/** The rows of a batch: positions from `from`, at most `limit`. */
export function rowsFrom(db: Db, importId: number, from: number, limit: number) {
  return db
    .selectFrom('importRows')
    .select(['position', 'rowNumber', 'cells'])
    .where('importId', '=', importId)
    .where('position', '>=', from)
    .where('position', '<', from + limit)
    .orderBy('position')
    .execute();
}

export function deleteRows(db: Db, importId: number, below?: number) {
  let query = db.deleteFrom('importRows').where('importId', '=', importId);
  if (below !== undefined) query = query.where('position', '<', below);
  return query.execute();
}

/** A page of an import's row errors, in row order. */
export async function pageOfErrors(
  db: Db,
  importId: number,
  page: number,
  limit: number,
): Promise<ImportErrorRow[]> {
  return db
    .selectFrom('importErrors')
    .selectAll()
    .where('importId', '=', importId)
    .orderBy('rowNumber')
    .orderBy('id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

/** Active categories: id, slug and both names. */
export function activeCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'nameEn', 'nameId'])
    .where('isActive', '=', 1)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

/** The master entries an import may name (the job's codes and skills) that `userId` may choose. */
export function importMasters(db: Db, userId: number) {
  return db
    .selectFrom('masters')
    .select(['masters.id', 'masters.codeType', 'masters.code', 'masters.nameEn', 'masters.nameId'])
    .where('masters.codeType', 'in', [...Object.values(CODE_FIELDS), 'SKILLS'])
    .where(visibleTo(userId))
    .orderBy('masters.isApproved', 'desc')
    .orderBy('masters.sortOrder')
    .orderBy('masters.id')
    .execute();
}

/** Cities by lower-cased name within each country (index cities_country_name), and by id. */
export async function citiesNamed(
  db: Db,
  names: Map<string, Set<string>>,
  ids: Set<number>,
): Promise<{ byName: (CityEntry & { key: string })[]; byId: CityEntry[] }> {
  const byName: (CityEntry & { key: string })[] = [];
  for (const [countryCode, set] of names) {
    const rows = await db
      .selectFrom('cities')
      .select(['id', 'countryCode', 'stateCode', 'searchName'])
      .where('countryCode', '=', countryCode)
      .where('searchName', 'in', [...set])
      .orderBy('id')
      .execute();
    for (const row of rows) byName.push({ ...row, key: `${countryCode}|${row.searchName}` });
  }
  const byId =
    ids.size === 0
      ? []
      : await db
          .selectFrom('cities')
          .select(['id', 'countryCode', 'stateCode'])
          .where('id', 'in', [...ids])
          .execute();
  return { byName, byId };
}
