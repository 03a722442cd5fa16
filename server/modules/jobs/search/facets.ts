/**
 * The counts beside the filters of the job search (jobs/facets): for each value of a filter, how many live jobs the
 * search would show with every *other* filter applied, so that ticking a second type of employment says what it
 * adds rather than 0 (the usual "disjunctive" facets). One grouped query per filter, all at once.
 *
 * Counting groups every matching job, which costs tens of milliseconds on a board of 100,000 (bench:search), and the
 * same few searches (the empty one first) are asked again and again: answers are kept for FACETS_TTL_MS per database,
 * so a new job shows in the counts within that time.
 */
import { sql } from 'kysely';
import { POSTED_WITHIN, type PostedWithin } from '../../../../common/constants/jobs.js';
import type { Language } from '../../../../common/locales/index.js';
import type { JobListRequest } from '../../../../common/schemas/jobs.js';
import type { Db } from '../../../db/connect.js';
import type { JobFilter } from './filters.js';
import { searchScope } from './index.js';

const FACETS_TTL_MS = 30_000;
const FACETS_CACHED_MAX = 500;
/** The cities listed: those with the most jobs (and any the search names). */
const CITY_FACETS = 12;
const DAY_MS = 86_400_000;

type Counted<K> = { key: K; n: number | string | bigint };

export interface JobFacets {
  total: number;
  categories: { id: number; name: string; count: number }[];
  employmentTypes: { code: string; name: string; count: number }[];
  positionLevels: { code: string; name: string; count: number }[];
  cities: { id: number; name: string; count: number }[];
  remote: number;
  postedWithin: Record<PostedWithin, number>;
}

const cached = new WeakMap<Db, Map<string, { at: number; facets: JobFacets }>>();

export async function jobFacets(
  db: Db,
  request: Pick<JobListRequest, 'search' | 'filter'>,
  lng: Language,
  now = new Date(),
): Promise<JobFacets> {
  const key = JSON.stringify([lng, request.search, request.filter]);
  let forDb = cached.get(db);
  if (!forDb) cached.set(db, (forDb = new Map()));
  const hit = forDb.get(key);
  if (hit && now.getTime() - hit.at < FACETS_TTL_MS) return hit.facets;

  const facets = await countFacets(db, request, lng, now);
  forDb.delete(key);
  forDb.set(key, { at: now.getTime(), facets });
  // The oldest entry goes first: a Map keeps the order of insertion.
  if (forDb.size > FACETS_CACHED_MAX) forDb.delete(forDb.keys().next().value!);
  return facets;
}

async function countFacets(
  db: Db,
  { search, filter }: Pick<JobListRequest, 'search' | 'filter'>,
  lng: Language,
  now: Date,
): Promise<JobFacets> {
  const scope = (without: Partial<Record<keyof JobFilter, undefined>>) =>
    searchScope(db, search, { ...filter, ...without }, now).query;
  const n = sql<number>`count(*)`.as('n');
  const elsewhere = { cityIds: undefined, countryCode: undefined, stateCode: undefined, remote: undefined };
  const since = (within: PostedWithin) =>
    new Date(now.getTime() - POSTED_WITHIN[within] * DAY_MS).toISOString();
  const postedIn = (within: PostedWithin) =>
    sql<number>`sum(case when "postedAt" >= ${since(within)} then 1 else 0 end)`.as(`d${within}`);

  const [total, categories, types, levels, cities, chosenCities, remote, posted] = await Promise.all([
    scope({}).select(n).executeTakeFirstOrThrow(),
    scope({ categoryIds: undefined })
      .select(['categoryId as key', n])
      .groupBy('categoryId')
      .execute() as Promise<Counted<number>[]>,
    scope({ employmentTypes: undefined })
      .select(['employmentType as key', n])
      .groupBy('employmentType')
      .execute() as Promise<Counted<string>[]>,
    scope({ positionLevels: undefined })
      .select(['positionLevel as key', n])
      .groupBy('positionLevel')
      .execute() as Promise<Counted<string>[]>,
    scope(elsewhere)
      .innerJoin('jobLocations', 'jobLocations.jobId', 'jobs.id')
      .select(['jobLocations.cityId as key', n])
      .groupBy('jobLocations.cityId')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('jobLocations.cityId')
      .limit(CITY_FACETS)
      .execute() as Promise<Counted<number>[]>,
    filter.cityIds?.length
      ? (scope(elsewhere)
          .innerJoin('jobLocations', 'jobLocations.jobId', 'jobs.id')
          .where('jobLocations.cityId', 'in', filter.cityIds)
          .select(['jobLocations.cityId as key', n])
          .groupBy('jobLocations.cityId')
          .execute() as Promise<Counted<number>[]>)
      : [],
    scope(elsewhere).where('isRemote', '=', 1).select(n).executeTakeFirstOrThrow(),
    scope({ postedWithin: undefined })
      .select([postedIn('1d'), postedIn('7d'), postedIn('30d')])
      .executeTakeFirstOrThrow(),
  ]);

  const cityCounts = new Map<number, number>();
  for (const row of [...cities, ...chosenCities]) cityCounts.set(Number(row.key), Number(row.n));
  for (const id of filter.cityIds ?? []) if (!cityCounts.has(id)) cityCounts.set(id, 0);
  const codes = [...types, ...levels].map((row) => row.key);
  const [categoryNames, masterNames, cityNames] = await Promise.all([
    categories.length
      ? db
          .selectFrom('categories')
          .select(['id', 'nameEn', 'nameId'])
          .where(
            'id',
            'in',
            categories.map((row) => Number(row.key)),
          )
          .execute()
      : [],
    codes.length
      ? db
          .selectFrom('masters')
          .select(['codeType', 'code', 'nameEn', 'nameId'])
          .where('codeType', 'in', ['TYPE_OF_EMPLOYMENT', 'POSITION_LEVEL'])
          .where('code', 'in', codes)
          .execute()
      : [],
    cityCounts.size
      ? db
          .selectFrom('cities')
          .select(['id', 'name'])
          .where('id', 'in', [...cityCounts.keys()])
          .execute()
      : [],
  ]);
  const nameOf = (row: { nameEn: string; nameId: string }) => (lng === 'id' ? row.nameId : row.nameEn);
  const categoryName = new Map(categoryNames.map((row) => [row.id, nameOf(row)]));
  const masterName = new Map(masterNames.map((row) => [`${row.codeType}|${row.code}`, nameOf(row)]));
  const cityName = new Map(cityNames.map((row) => [row.id, row.name]));
  const byCount = <T extends { count: number; name: string }>(rows: T[]) =>
    rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const coded = (codeType: string, rows: Counted<string>[]) =>
    byCount(
      rows.map((row) => ({
        code: row.key,
        name: masterName.get(`${codeType}|${row.key}`) ?? row.key,
        count: Number(row.n),
      })),
    );
  const countOf = (row: Record<string, unknown>, column: string) => Number(row[column] ?? 0);

  return {
    total: Number(total.n),
    categories: byCount(
      categories.map((row) => ({
        id: Number(row.key),
        name: categoryName.get(Number(row.key)) ?? '',
        count: Number(row.n),
      })),
    ),
    employmentTypes: coded('TYPE_OF_EMPLOYMENT', types),
    positionLevels: coded('POSITION_LEVEL', levels),
    cities: byCount(
      [...cityCounts].map(([id, count]) => ({ id, name: cityName.get(id) ?? String(id), count })),
    ),
    remote: Number(remote.n),
    postedWithin: {
      '1d': countOf(posted, 'd1d'),
      '7d': countOf(posted, 'd7d'),
      '30d': countOf(posted, 'd30d'),
    },
  };
}
