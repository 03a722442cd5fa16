import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { codePointOrder, dialectOfDb, parseSearch, startsWith } from '../../db/wordSearch.js';

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

type Page = { docs: CityDoc[]; total: number };

/**
 * Cities of a country (and state), by name, in one query: the total and the page come back together (one row with
 * a null page when the page is past the end). Without a search, the index cities_country_(state_)name gives both
 * the count and the order. A search is word-prefix (see parseSearch): every typed word starts a word of the name,
 * accents folded ('bandung' finds 'Kabupaten Bandung', 'sao paulo' 'São Paulo'); each word is one range of the
 * index city_words_search. Names that start with the search come first ('bandung' before 'kabupaten bandung'),
 * then by name (code-point order on both dialects) and id.
 */
export async function listCities(db: Db, q: CityQuery): Promise<Page> {
  const query = cityListQuery(db, q);
  return query ? toPage(await query.execute()) : { docs: [], total: 0 };
}

/** The one query of listCities (exported for EXPLAIN in tests); undefined for a search with no letter or digit. */
export function cityListQuery(db: Db, q: CityQuery): PageQuery | undefined {
  if (!q.search) return listAll(db, q);
  const search = parseSearch(q.search);
  if (!search) return undefined;
  const dialect = dialectOfDb(db);

  const branches = search.words.map((word, index) => {
    let branch = db
      .selectFrom('cityWords')
      .select(({ ref }) => [
        'cityWords.cityId',
        'cityWords.searchName',
        sql.lit(index).as('tok'),
        // Only the first typed word's matches can start the name (the phrase starts with that word).
        (index === 0
          ? sql<number>`case when ${ref('cityWords.pos')} = 0 and ${startsWith(ref('cityWords.word'), search.phrase)} then 0 else 1 end`
          : sql.lit(1)
        ).as('rank'),
      ])
      .where('cityWords.countryCode', '=', q.countryCode)
      .where(({ ref }) => startsWith(ref('cityWords.word'), word));
    if (q.stateCode) branch = branch.where('cityWords.stateCode', '=', q.stateCode);
    return branch;
  });
  const matched = branches.slice(1).reduce((all, branch) => all.unionAll(branch), branches[0]!);
  // One row per matching city, from the words index alone (searchName is the same on every row of a city).
  let hits = db
    .selectFrom(matched.as('m'))
    .select(({ fn }) => [
      'm.cityId',
      fn.min<number>('m.rank').as('rank'),
      fn.min<string>('m.searchName').as('searchName'),
    ])
    .groupBy('m.cityId');
  if (search.words.length > 1) {
    hits = hits.having(({ fn }) => fn.count('m.tok').distinct(), '=', search.words.length);
  }

  return (
    db
      .with('hits', () => hits)
      .selectFrom((eb) =>
        eb
          .selectFrom('hits')
          .select(({ fn }) => fn.countAll<number | string>().as('total'))
          .as('t'),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('hits')
            .select(['hits.cityId', 'hits.rank', 'hits.searchName'])
            .orderBy('hits.rank')
            .orderBy(({ ref }) => codePointOrder(ref('hits.searchName'), dialect))
            .orderBy('hits.cityId')
            .limit(q.limit)
            .offset((q.page - 1) * q.limit)
            .as('p'),
        (join) => join.onTrue(),
      )
      // Only the page's rows are read from cities and states.
      .leftJoin('cities', 'cities.id', 'p.cityId')
      .leftJoin('states', (join) =>
        join
          .onRef('states.countryCode', '=', 'cities.countryCode')
          .onRef('states.isoCode', '=', 'cities.stateCode'),
      )
      .select([
        't.total',
        'cities.id',
        'cities.name',
        'cities.countryCode',
        'cities.stateCode',
        'states.name as stateName',
        'cities.latitude',
        'cities.longitude',
      ])
      .orderBy('p.rank')
      .orderBy(({ ref }) => codePointOrder(ref('p.searchName'), dialect))
      .orderBy('p.cityId')
  );
}

/** No search: the count and the page of the country (or state) in name order, both read from an index. */
function listAll(db: Db, q: CityQuery): PageQuery {
  const dialect = dialectOfDb(db);
  let scope = db.selectFrom('cities').where('cities.countryCode', '=', q.countryCode);
  if (q.stateCode) scope = scope.where('cities.stateCode', '=', q.stateCode);
  return db
    .selectFrom(scope.select(({ fn }) => fn.countAll<number | string>().as('total')).as('t'))
    .leftJoin(
      scope
        .select([
          'cities.id',
          'cities.name',
          'cities.countryCode',
          'cities.stateCode',
          'cities.latitude',
          'cities.longitude',
          'cities.searchName',
        ])
        .orderBy(({ ref }) => codePointOrder(ref('cities.searchName'), dialect))
        .orderBy('cities.id')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .as('p'),
      (join) => join.onTrue(),
    )
    .leftJoin('states', (join) =>
      join.onRef('states.countryCode', '=', 'p.countryCode').onRef('states.isoCode', '=', 'p.stateCode'),
    )
    .select([
      't.total',
      'p.id',
      'p.name',
      'p.countryCode',
      'p.stateCode',
      'states.name as stateName',
      'p.latitude',
      'p.longitude',
    ])
    .orderBy(({ ref }) => codePointOrder(ref('p.searchName'), dialect))
    .orderBy('p.id');
}

/** One row per city of the page, each with the total; a single row of nulls beside the total past the end. */
type PageRow = { total: number | string } & { [K in keyof CityDoc]: CityDoc[K] | null };

export interface PageQuery {
  execute(): Promise<PageRow[]>;
  compile(): CompiledQuery<PageRow>;
}

function toPage(rows: PageRow[]): Page {
  const docs: CityDoc[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    docs.push({
      id: row.id,
      name: row.name!,
      countryCode: row.countryCode!,
      stateCode: row.stateCode!,
      stateName: row.stateName,
      latitude: row.latitude,
      longitude: row.longitude,
    });
  }
  return { docs, total: Number(rows[0]?.total ?? 0) };
}

/** Whether a country of the reference data has this ISO code. */
export async function countryExists(db: Db, isoCode: string): Promise<boolean> {
  const row = await db.selectFrom('countries').select('id').where('isoCode', '=', isoCode).executeTakeFirst();
  return !!row;
}

export async function stateExists(db: Db, countryCode: string, isoCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('states')
    .select('id')
    .where('countryCode', '=', countryCode)
    .where('isoCode', '=', isoCode)
    .executeTakeFirst();
  return !!row;
}

export function findCity(db: Db, id: number) {
  return db
    .selectFrom('cities')
    .select(['id', 'countryCode', 'stateCode'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The names of a place (each null when not set). */
export async function placeNames(
  db: Db,
  place: { countryCode: string | null; stateCode: string | null; cityId: number | null },
) {
  const [country, state, city] = await Promise.all([
    place.countryCode
      ? db.selectFrom('countries').select('name').where('isoCode', '=', place.countryCode).executeTakeFirst()
      : undefined,
    place.countryCode && place.stateCode
      ? db
          .selectFrom('states')
          .select('name')
          .where('countryCode', '=', place.countryCode)
          .where('isoCode', '=', place.stateCode)
          .executeTakeFirst()
      : undefined,
    place.cityId
      ? db.selectFrom('cities').select('name').where('id', '=', place.cityId).executeTakeFirst()
      : undefined,
  ]);
  return { countryName: country?.name ?? null, stateName: state?.name ?? null, cityName: city?.name ?? null };
}
