import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { codePointOrder, dialectOfDb, parseSearch, startsWith } from '../../db/wordSearch.js';

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

type Page = { docs: StateDoc[]; total: number };

/**
 * States of a country by name (code-point order on both dialects), in one query: the total and the page come back
 * together. A search is word-prefix on the index state_words_search, as for cities (see listCities): every typed
 * word starts a word of the name, accents folded; names that start with the search come first.
 */
export async function listStates(db: Db, q: StateQuery): Promise<Page> {
  const dialect = dialectOfDb(db);
  let scope = db.selectFrom('states').where('states.countryCode', '=', q.countryCode);
  let rank = sql<number>`0`;
  if (q.search) {
    const search = parseSearch(q.search);
    if (!search) return { docs: [], total: 0 };
    const branches = search.words.map((word, index) =>
      db
        .selectFrom('stateWords')
        .select(['stateWords.stateId', sql.lit(index).as('tok')])
        .where('stateWords.countryCode', '=', q.countryCode)
        .where(({ ref }) => startsWith(ref('stateWords.word'), word)),
    );
    const matched = branches.slice(1).reduce((all, branch) => all.unionAll(branch), branches[0]!);
    let hits = db.selectFrom(matched.as('m')).select('m.stateId').groupBy('m.stateId');
    if (search.words.length > 1) {
      hits = hits.having(({ fn }) => fn.count('m.tok').distinct(), '=', search.words.length);
    }
    scope = scope.where('states.id', 'in', hits);
    // A country has at most a few hundred states: the rank reads the state's first-word row by its key.
    rank = sql<number>`case when exists ${db
      .selectFrom('stateWords as first')
      .select('first.stateId')
      .where('first.stateId', '=', sql.ref<number>('states.id'))
      .where('first.pos', '=', 0)
      .where(({ ref }) => startsWith(ref('first.word'), search.phrase))} then 0 else 1 end`;
  }

  const rows = await db
    .selectFrom(scope.select(({ fn }) => fn.countAll<number | string>().as('total')).as('t'))
    .leftJoin(
      scope
        .select([
          'states.id',
          'states.countryCode',
          'states.isoCode',
          'states.name',
          'states.latitude',
          'states.longitude',
        ])
        .select(rank.as('rank'))
        .orderBy('rank')
        .orderBy(({ ref }) => codePointOrder(ref('states.name'), dialect))
        .orderBy('states.id')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .as('p'),
      (join) => join.onTrue(),
    )
    .select(['t.total', 'p.id', 'p.countryCode', 'p.isoCode', 'p.name', 'p.latitude', 'p.longitude'])
    .orderBy('p.rank')
    .orderBy(({ ref }) => codePointOrder(ref('p.name'), dialect))
    .orderBy('p.id')
    .execute();

  const docs: StateDoc[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    docs.push({
      id: row.id,
      countryCode: row.countryCode!,
      isoCode: row.isoCode!,
      name: row.name!,
      latitude: row.latitude,
      longitude: row.longitude,
    });
  }
  return { docs, total: Number(rows[0]?.total ?? 0) };
}
