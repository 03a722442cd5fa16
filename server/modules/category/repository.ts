import type { Language } from '../../../common/locales/index.js';
import type { Db } from '../../db/connect.js';
import { likeContains, lower } from '../../db/like.js';

export interface CategoryDoc {
  id: number;
  slug: string;
  /** In the request's language. */
  name: string;
  nameEn: string;
  nameId: string;
  icon: string;
  sortOrder: number;
}

/** Active categories in their display order (a dozen rows); a search matches either language. */
export async function listCategories(db: Db, lng: Language, search: string): Promise<CategoryDoc[]> {
  let query = db
    .selectFrom('categories')
    .select(['id', 'slug', 'nameEn', 'nameId', 'icon', 'sortOrder'])
    .where('isActive', '=', 1);
  if (search) {
    query = query.where(({ or, ref }) =>
      or([likeContains(lower(ref('nameEn')), search), likeContains(lower(ref('nameId')), search)]),
    );
  }
  const rows = await query.orderBy('sortOrder').orderBy('id').execute();
  return rows.map((row) => ({ ...row, name: lng === 'id' ? row.nameId : row.nameEn }));
}
