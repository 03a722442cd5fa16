/**
 * Site settings. A key that exists is never overwritten (an administrator may have changed it), except a default an
 * earlier version seeded that is still there unchanged (data/settings.ts `RETIRED_DEFAULTS`): it gets today's.
 */
import crypto from 'node:crypto';
import type { Db } from '../connect.js';
import { RETIRED_DEFAULTS, settingSeeds } from './data/settings.js';

export async function seedSettings(
  db: Db,
  config: { siteTitle: string; contactEmail: string },
): Promise<number> {
  const existing = await db.selectFrom('settings').select(['key', 'value']).execute();
  const stored = new Map(existing.map((r) => [r.key, r.value]));
  const now = new Date().toISOString();
  const seeds = settingSeeds(config);
  const missing = seeds
    .filter((s) => !stored.has(s.key))
    .map((s) => ({
      key: s.key,
      value: JSON.stringify(s.value),
      isPublic: s.isPublic ? 1 : 0,
      updatedAt: now,
    }));
  const retired = seeds.filter((s) => {
    const value = stored.get(s.key);
    return (
      value !== undefined &&
      RETIRED_DEFAULTS[s.key]?.includes(crypto.createHash('sha256').update(value).digest('hex'))
    );
  });
  if (missing.length === 0 && retired.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    if (missing.length > 0)
      await trx
        .insertInto('settings')
        .values(missing)
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    for (const s of retired)
      await trx
        .updateTable('settings')
        .set({ value: JSON.stringify(s.value), updatedAt: now })
        .where('key', '=', s.key)
        // Only if nobody changed it since it was read.
        .where('value', '=', stored.get(s.key)!)
        .execute();
  });
  return missing.length + retired.length;
}
