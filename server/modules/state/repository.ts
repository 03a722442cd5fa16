import type { Db } from '../../db/connect.js';
import { likeContains, lower, prefixFirst } from '../../db/like.js';

export interface StateDoc {
  id: number;
  countryCode: string;
  isoCode: string;
  name: string;
  latitude: string | null;
  longitude: string | null;
}

export interface StateQuery {
  countryCode: string;
  search: string;
  page: number;
  limit: number;
}

/** States of a country by name (index states_country_name); a search narrows and puts prefix matches first. */
export async function listStates(db: Db, q: StateQuery): Promise<{ docs: StateDoc[]; total: number }> {
  let base = db.selectFrom('states').where('countryCode', '=', q.countryCode);
  if (q.search) base = base.where(({ ref }) => likeContains(lower(ref('name')), q.search));

  const counted = await base.select(({ fn }) => fn.countAll<number | string>().as('n')).executeTakeFirst();
  let docs = base.select(['id', 'countryCode', 'isoCode', 'name', 'latitude', 'longitude']);
  if (q.search) docs = docs.orderBy(({ ref }) => prefixFirst(lower(ref('name')), q.search));
  return {
    docs: await docs
      .orderBy('name')
      .orderBy('id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    total: Number(counted?.n ?? 0),
  };
}
