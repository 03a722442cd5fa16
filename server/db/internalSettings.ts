/**
 * The server's own bookkeeping values (the seed's fingerprint, the reference data's version), kept as private rows of
 * `settings` (isPublic 0, keys `internal.*`), so every instance reads the same value.
 */
import { compiledOnce } from './compiledOnce.js';
import type { Db } from './connect.js';

export type InternalKey = 'internal.seedFingerprint' | 'internal.referenceVersion';

const valueOf = (key: InternalKey) =>
  compiledOnce((db) => db.selectFrom('settings').select('value').where('key', '=', key));
/** The reference data's version is read for nearly every call (server/http/referenceCache.ts). */
const READS: Record<InternalKey, ReturnType<typeof valueOf>> = {
  'internal.seedFingerprint': valueOf('internal.seedFingerprint'),
  'internal.referenceVersion': valueOf('internal.referenceVersion'),
};

export async function readInternal(db: Db, key: InternalKey): Promise<string | undefined> {
  const [row] = (await db.executeQuery(READS[key](db))).rows;
  return row ? (JSON.parse(row.value) as string) : undefined;
}

export async function writeInternal(db: Db, key: InternalKey, value: string): Promise<void> {
  const row = { key, value: JSON.stringify(value), isPublic: 0, updatedAt: new Date().toISOString() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updatedAt: row.updatedAt }))
    .execute();
}
