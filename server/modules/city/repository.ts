import type { Db } from '../../db/connect.js';
import { likeContains, prefixFirst } from '../../db/like.js';

export interface CityDoc {
  id: number;
  name: string;
  countryCode: string;
  stateCode: string;
  /** The state's (province's) name, e.g. 'Jawa Barat'; null if the state row is missing. */
  stateName: string | null;
  latitude: string | null;
  longitude: string | null;
}

export interface CityQuery {
  countryCode: string;
  stateCode?: string | undefined;
  search: string;
  page: number;
  limit: number;
}

/**
 * Cities of a country (and state), by name. Both filters and the order are covered by the indexes
 * cities_country_state_name / cities_country_name on the lower-cased `searchName`; a search matches anywhere in
 * the name, prefix matches first ('bandung' before 'kabupaten bandung').
 */
export async function listCities(db: Db, q: CityQuery): Promise<{ docs: CityDoc[]; total: number }> {
  let base = db.selectFrom('cities').where('cities.countryCode', '=', q.countryCode);
  if (q.stateCode) base = base.where('cities.stateCode', '=', q.stateCode);
  if (q.search) base = base.where(({ ref }) => likeContains(ref('cities.searchName'), q.search));

  const counted = await base.select(({ fn }) => fn.countAll<number | string>().as('n')).executeTakeFirst();
  let docs = base
    .leftJoin('states', (join) =>
      join
        .onRef('states.countryCode', '=', 'cities.countryCode')
        .onRef('states.isoCode', '=', 'cities.stateCode'),
    )
    .select([
      'cities.id',
      'cities.name',
      'cities.countryCode',
      'cities.stateCode',
      'states.name as stateName',
      'cities.latitude',
      'cities.longitude',
    ]);
  if (q.search) docs = docs.orderBy(({ ref }) => prefixFirst(ref('cities.searchName'), q.search));
  return {
    docs: await docs
      .orderBy('cities.searchName')
      .orderBy('cities.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    total: Number(counted?.n ?? 0),
  };
}
