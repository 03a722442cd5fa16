import type { Language } from '../../../common/locales/index.js';
import { DEFAULT_LANGUAGE } from '../../../common/locales/index.js';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { SeoTable } from '../../db/database.js';

/** A page's SEO row as the API returns it (the table's columns without its id). */
export type SeoDoc = Omit<Selectable<SeoTable>, 'id'>;

/** The row of a page in `lng`, else in English (unique index seo_module_page_lng); undefined when neither exists. */
export async function findSeo(
  db: Db,
  module: string,
  page: string,
  lng: Language,
): Promise<SeoDoc | undefined> {
  const rows = await db
    .selectFrom('seo')
    .select([
      'module',
      'page',
      'lng',
      'title',
      'description',
      'keywords',
      'author',
      'ogTitle',
      'ogDescription',
      'ogImage',
    ])
    .where('module', '=', module)
    .where('page', '=', page)
    .where('lng', 'in', [...new Set([lng, DEFAULT_LANGUAGE])])
    .execute();
  return rows.find((row) => row.lng === lng) ?? rows.find((row) => row.lng === DEFAULT_LANGUAGE);
}
