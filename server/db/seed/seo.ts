/** SEO rows of the public pages in English and Indonesian. Existing rows (edited by an admin) are kept. */
import type { Db } from '../connect.js';
import { seoSeeds } from './data/seo.js';

export async function seedSeo(db: Db, siteTitle: string): Promise<number> {
  const existing = await db.selectFrom('seo').select(['module', 'page', 'lng']).execute();
  const have = new Set(existing.map((r) => `${r.module}/${r.page}/${r.lng}`));
  const missing = seoSeeds(siteTitle).filter((s) => !have.has(`${s.module}/${s.page}/${s.lng}`));
  if (missing.length === 0) return 0;
  await db.transaction().execute((trx) =>
    trx
      .insertInto('seo')
      .values(missing)
      .onConflict((oc) => oc.columns(['module', 'page', 'lng']).doNothing())
      .execute(),
  );
  return missing.length;
}
