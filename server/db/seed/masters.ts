/** The master lists of spec §3 (all 19 code types), English and Indonesian. Entries users suggested are kept. */
import type { Db, Dialect } from '../connect.js';
import { masterSearchName } from '../../modules/masters/names.js';
import { insertInBatches } from './batch.js';
import { MASTER_SEEDS } from './data/masters/index.js';

export function masterRows(now: string) {
  return Object.entries(MASTER_SEEDS).flatMap(([codeType, items]) =>
    items.map((item, index) => ({
      codeType,
      code: item.code,
      nameEn: item.nameEn,
      nameId: item.nameId,
      searchName: masterSearchName(item.nameEn, item.nameId),
      parentCode: item.parentCode ?? null,
      sortOrder: item.sortOrder ?? (index + 1) * 10,
      isApproved: 1,
      createdBy: null,
      createdAt: now,
    })),
  );
}

/**
 * Compares codes rather than counts: administrators and users add entries of their own, so a count says nothing
 * about which seeded ones exist. Reading a few hundred (codeType, code) pairs takes a millisecond.
 */
export async function seedMasters(db: Db, dialect: Dialect): Promise<number> {
  const rows = masterRows(new Date().toISOString());
  const existing = await db.selectFrom('masters').select(['codeType', 'code']).execute();
  const keys = new Set(existing.map((r) => `${r.codeType}\u0000${r.code}`));
  const missing = rows.filter((r) => !keys.has(`${r.codeType}\u0000${r.code}`));
  if (missing.length === 0) return 0;
  return db.transaction().execute((trx) =>
    insertInBatches(dialect, missing, (batch) =>
      trx
        .insertInto('masters')
        .values(batch)
        .onConflict((oc) => oc.columns(['codeType', 'code']).doNothing())
        .execute(),
    ),
  );
}
