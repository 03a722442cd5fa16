/**
 * The server's own bookkeeping values (the seed's fingerprint, the reference data's version), kept as private rows of
 * `settings` (isPublic 0, keys `internal.*`), so every instance reads the same value.
 */
import type { Db } from './connect.js';

export type InternalKey = 'internal.seedFingerprint' | 'internal.referenceVersion';

export async function readInternal(db: Db, key: InternalKey): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
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
