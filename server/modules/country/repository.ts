import type { Db } from '../../db/connect.js';
import { likeContains, lower, prefixFirst } from '../../db/like.js';

export interface CountryDoc {
  id: number;
  isoCode: string;
  name: string;
  phoneCode: string;
  currency: string | null;
  flag: string | null;
}

/** Every country (250 rows), or those whose name contains `search`, by name; prefix matches first when searching. */
export async function listCountries(db: Db, search: string): Promise<CountryDoc[]> {
  let query = db.selectFrom('countries').select(['id', 'isoCode', 'name', 'phoneCode', 'currency', 'flag']);
  if (search) {
    query = query
      .where(({ ref }) => likeContains(lower(ref('name')), search))
      .orderBy(({ ref }) => prefixFirst(lower(ref('name')), search));
  }
  return query.orderBy('name').orderBy('id').execute();
}
