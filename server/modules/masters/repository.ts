import type { Language } from '../../../common/locales/index.js';
import type { Db } from '../../db/connect.js';
import { likeContains } from '../../db/like.js';

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
 * A page of one code type (index masters_type_approved_order), in display order. A search matches the English or
 * the Indonesian name (`searchName` holds both, lower-cased).
 */
export async function listMasters(db: Db, q: MasterQuery): Promise<{ docs: MasterDoc[]; total: number }> {
  let base = db.selectFrom('masters').where('codeType', '=', q.codeType);
  const userId = q.userId;
  base =
    userId === undefined
      ? base.where('isApproved', '=', 1)
      : base.where(({ or, eb }) => or([eb('isApproved', '=', 1), eb('createdBy', '=', userId)]));
  if (q.parentCode) base = base.where('parentCode', '=', q.parentCode);
  if (q.search) base = base.where(({ ref }) => likeContains(ref('searchName'), q.search));

  const counted = await base.select(({ fn }) => fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select(COLUMNS)
    .orderBy('sortOrder')
    .orderBy(q.lng === 'id' ? 'nameId' : 'nameEn')
    .orderBy('id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { docs: rows.map((row) => toDoc(row, q.lng)), total: Number(counted?.n ?? 0) };
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

/** Inserts an unapproved entry; undefined when the code is taken (the unique index decides, race-free). */
export async function insertUnapproved(db: Db, entry: NewMaster): Promise<number | undefined> {
  const row = await db
    .insertInto('masters')
    .values({ ...entry, parentCode: null, isApproved: 0, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['codeType', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
