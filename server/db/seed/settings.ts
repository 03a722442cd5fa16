/** Site settings. A key that exists is never overwritten: an administrator may have changed it. */
import type { Db } from '../connect.js';
import { settingSeeds } from './data/settings.js';

export async function seedSettings(
  db: Db,
  config: { siteTitle: string; contactEmail: string },
): Promise<number> {
  const existing = await db.selectFrom('settings').select('key').execute();
  const have = new Set(existing.map((r) => r.key));
  const now = new Date().toISOString();
  const missing = settingSeeds(config)
    .filter((s) => !have.has(s.key))
    .map((s) => ({
      key: s.key,
      value: JSON.stringify(s.value),
      isPublic: s.isPublic ? 1 : 0,
      updatedAt: now,
    }));
  if (missing.length === 0) return 0;
  await db.transaction().execute((trx) =>
    trx
      .insertInto('settings')
      .values(missing)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute(),
  );
  return missing.length;
}
