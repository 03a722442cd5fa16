/**
 * SEO rows of the pages in English and Indonesian. Existing rows (edited by an admin) are kept; a row still holding a
 * text this seed wrote before and has corrected since gets the current text.
 */
import type { Db } from '../connect.js';
import { RETIRED_TEXTS, SEO_MODULE_PAGE, seoSeeds, seoTitle } from './data/seo.js';

export async function seedSeo(db: Db, siteTitle: string): Promise<number> {
  const seeds = seoSeeds(siteTitle);
  const existing = await db.selectFrom('seo').select(['module', 'page', 'lng']).execute();
  const have = new Set(existing.map((r) => `${r.module}/${r.page}/${r.lng}`));
  const missing = seeds.filter((s) => !have.has(`${s.module}/${s.page}/${s.lng}`));
  let changed = 0;
  await db.transaction().execute(async (trx) => {
    for (const retired of RETIRED_TEXTS) {
      const seed = seeds.find((s) => s.page === retired.page && s.lng === retired.lng);
      if (!seed) continue;
      // The title and its og:title twin (likewise the descriptions) are checked one by one: either may have been edited.
      const [column, ogColumn, before] =
        retired.field === 'title'
          ? (['title', 'ogTitle', seoTitle(retired.text, siteTitle)] as const)
          : (['description', 'ogDescription', retired.text] as const);
      for (const name of [column, ogColumn]) {
        const result = await trx
          .updateTable('seo')
          .set({ [name]: seed[name] })
          .where('module', '=', SEO_MODULE_PAGE)
          .where('page', '=', retired.page)
          .where('lng', '=', retired.lng)
          .where(name, '=', before)
          .executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
    }
    if (missing.length > 0) {
      await trx
        .insertInto('seo')
        .values(missing)
        .onConflict((oc) => oc.columns(['module', 'page', 'lng']).doNothing())
        .execute();
    }
  });
  return missing.length + changed;
}
