import type { Language } from '../../../common/locales/index.js';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { likeContains } from '../../db/like.js';
import { codePointOrder, dialectOfDb, masterWords, parseSearch, startsWith } from '../../db/wordSearch.js';

export interface MasterDoc {
  id: number;
  codeType: string;
  code: string;
  /** In the request's language. */
  name: string;
  nameEn: string;
  nameId: string;
  parentCode: string | null;
  sortOrder: number;
  isApproved: boolean;
}

const COLUMNS = [
  'id',
  'codeType',
  'code',
  'nameEn',
  'nameId',
  'parentCode',
  'sortOrder',
  'isApproved',
  'createdBy',
] as const;

type MasterRow = {
  id: number;
  codeType: string;
  code: string;
  nameEn: string;
  nameId: string;
  parentCode: string | null;
  sortOrder: number;
  isApproved: number;
  createdBy: number | null;
};

export function toDoc(row: MasterRow, lng: Language): MasterDoc {
  return {
    id: row.id,
    codeType: row.codeType,
    code: row.code,
    name: lng === 'id' ? row.nameId : row.nameEn,
    nameEn: row.nameEn,
    nameId: row.nameId,
    parentCode: row.parentCode,
    sortOrder: row.sortOrder,
    isApproved: row.isApproved === 1,
  };
}

/**
 * Who may see and choose an entry: everyone an approved one; its author a suggestion not approved yet (and a guest,
 * `userId` undefined, only approved ones). The one rule of masters/list and of every form that stores a code.
 */
export function visibleTo(userId: number | undefined) {
  return (eb: ExpressionBuilder<Database, 'masters'>) =>
    userId === undefined
      ? eb('masters.isApproved', '=', 1)
      : eb.or([eb('masters.isApproved', '=', 1), eb('masters.createdBy', '=', userId)]);
}

/** The entries of one code type, named by codes or by ids, that `userId` may choose (see visibleTo). */
export function usableMasters(
  db: Db,
  codeType: string,
  userId: number,
  by: { codes: string[] } | { ids: number[] },
) {
  return db
    .selectFrom('masters')
    .select(['masters.id', 'masters.code', 'masters.nameEn', 'masters.nameId'])
    .where('masters.codeType', '=', codeType)
    .where((eb) => ('codes' in by ? eb('masters.code', 'in', by.codes) : eb('masters.id', 'in', by.ids)))
    .where(visibleTo(userId))
    .execute();
}

/** Every entry of a code type `userId` may choose, with both names (a resume's text is matched against them). */
export function usableMasterNames(db: Db, codeType: string, userId: number) {
  return db
    .selectFrom('masters')
    .select(['masters.id', 'masters.code', 'masters.nameEn', 'masters.nameId'])
    .where('masters.codeType', '=', codeType)
    .where(visibleTo(userId))
    .limit(5_000)
    .execute();
}

export interface MasterQuery {
  codeType: string;
  parentCode?: string | undefined;
  search: string;
  page: number;
  limit: number;
  /** The signed-in caller: sees its own unapproved suggestions besides the approved entries. */
  userId?: number | undefined;
  lng: Language;
}

/**
 * A page of one code type in display order (sortOrder, then the name in the request's language in code-point order,
 * then id), in one query: the total and the page come back together. A search is word-prefix on the index
 * master_words_search over the English and the Indonesian name together: every typed word starts a word of either
 * name, accents folded ('informatika' finds 'Teknik Informatika').
 */
export async function listMasters(db: Db, q: MasterQuery): Promise<{ docs: MasterDoc[]; total: number }> {
  const dialect = dialectOfDb(db);
  let scope = db.selectFrom('masters').where('masters.codeType', '=', q.codeType);
  scope = scope.where(visibleTo(q.userId));
  if (q.parentCode) scope = scope.where('masters.parentCode', '=', q.parentCode);
  if (q.search) {
    const search = parseSearch(q.search);
    if (!search) return { docs: [], total: 0 };
    const branches = search.words.map((word, index) =>
      db
        .selectFrom('masterWords')
        .select(['masterWords.masterId', sql.lit(index).as('tok')])
        .where('masterWords.codeType', '=', q.codeType)
        .where(({ ref }) => startsWith(ref('masterWords.word'), word)),
    );
    const matched = branches.slice(1).reduce((all, branch) => all.unionAll(branch), branches[0]!);
    let hits = db.selectFrom(matched.as('m')).select('m.masterId').groupBy('m.masterId');
    if (search.words.length > 1) {
      hits = hits.having(({ fn }) => fn.count('m.tok').distinct(), '=', search.words.length);
    }
    scope = scope.where('masters.id', 'in', hits);
  }
  const name = q.lng === 'id' ? 'masters.nameId' : 'masters.nameEn';

  const rows = await db
    .selectFrom(scope.select(({ fn }) => fn.countAll<number | string>().as('total')).as('t'))
    .leftJoin(
      scope
        .select(COLUMNS.map((column) => `masters.${column}` as const))
        .orderBy('masters.sortOrder')
        .orderBy(({ ref }) => codePointOrder(ref(name), dialect))
        .orderBy('masters.id')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .as('p'),
      (join) => join.onTrue(),
    )
    .select(['t.total', ...COLUMNS.map((column) => `p.${column}` as const)])
    .orderBy('p.sortOrder')
    .orderBy(({ ref }) => codePointOrder(ref(q.lng === 'id' ? 'p.nameId' : 'p.nameEn'), dialect))
    .orderBy('p.id')
    .execute();

  const docs: MasterDoc[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    docs.push(toDoc(row as MasterRow, q.lng));
  }
  return { docs, total: Number(rows[0]?.total ?? 0) };
}

/** Entries of a code type whose English or Indonesian name equals `name`, ignoring case. */
export async function findByName(db: Db, codeType: string, name: string): Promise<MasterRow[]> {
  const wanted = name.trim().toLowerCase();
  const candidates = await db
    .selectFrom('masters')
    .select(COLUMNS)
    .where('codeType', '=', codeType)
    .where(({ ref }) => likeContains(ref('searchName'), wanted))
    .execute();
  return candidates.filter(
    (row) => row.nameEn.toLowerCase() === wanted || row.nameId.toLowerCase() === wanted,
  );
}

export async function findById(db: Db, id: number): Promise<MasterRow | undefined> {
  return db.selectFrom('masters').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface NewMaster {
  codeType: string;
  code: string;
  nameEn: string;
  nameId: string;
  searchName: string;
  sortOrder: number;
  createdBy: number;
}

/**
 * Inserts an unapproved entry with its search words, in one transaction; undefined when the code is taken (the
 * unique index decides, race-free).
 */
export async function insertUnapproved(db: Db, entry: NewMaster): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('masters')
      .values({ ...entry, parentCode: null, isApproved: 0, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['codeType', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    const words = masterWords(entry.nameEn, entry.nameId);
    if (words.length) {
      await trx
        .insertInto('masterWords')
        .values(words.map((word) => ({ masterId: row.id, codeType: entry.codeType, word })))
        .execute();
    }
    return row.id;
  });
}
