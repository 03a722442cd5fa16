/**
 * The job search of candidates and guests (get-job-list): full text over title, skills, company and description,
 * the filters of ./filters.ts, in order of relevance or newest first, a page at a time with the total.
 *
 * This is the one seam between discovery and how text is searched: SQLite's FTS5 index (bm25, the title weighing
 * most) or PostgreSQL's weighted tsvector (ts_rank), both kept by the database itself (migration 007). At millions of
 * jobs a search engine (OpenSearch, Meilisearch) would answer here instead, fed from the same rows.
 */
import { type RawBuilder, sql, type SelectQueryBuilder } from 'kysely';
import type { JobSearchOrder } from '../../../../common/constants/jobs.js';
import { SORT_ORDER } from '../../../../common/constants/list.js';
import type { JobListRequest } from '../../../../common/schemas/jobs.js';
import type { Db } from '../../../db/connect.js';
import { dialectOfDb } from '../../../db/wordSearch.js';
import type { Database, Job } from '../../../db/database.js';
import { jobsByIds, liveJobs } from '../repository.js';
import { applyFilters, type JobFilter } from './filters.js';
import { fts5Query, searchTerms, tsQuery } from './terms.js';

export type Jobs = SelectQueryBuilder<Database, 'jobs', object>;

/**
 * Column weights of bm25 in the FTS5 table's order: title, descriptionText, searchCompany, searchSkills,
 * searchRoots (a root found is a guess at what was meant: below the words themselves).
 */
const BM25_WEIGHTS = sql.raw('10.0, 1.0, 4.0, 6.0, 3.0');

/**
 * On SQLite, relevance orders the RELEVANCE_WINDOW newest jobs holding the words (by creation, live or not, whatever
 * the filters); the older ones that match follow, newest posted first. bm25 costs per match (it reads each match's
 * column sizes and word positions): a word in a quarter of 100,000 jobs took 37 ms to rank whole, 20 ms with the
 * window. Below the window every match is ranked. It is an engine's rescore window (Elasticsearch's `window_size`)
 * with freshness as the first pass: on a job board the best matches are recent ones. PostgreSQL ranks every match
 * (ts_rank on the GIN bitmap's rows meets the target as it is; the window's extra queries made it slower there).
 */
export const RELEVANCE_WINDOW = 2_000;

export interface JobSearchResult {
  jobs: Job[];
  total: number;
}

/**
 * SQLite: which ids a text match is narrowed to (the relevance window's or the older ones: from `from`, below
 * `below`), or, with `rankFrom`, which it ranks (older ones rank 0, after every ranked one: bm25 is negative).
 */
interface IdRange {
  from?: number;
  below?: number;
  rankFrom?: number;
}

/**
 * The text match, and the relevance to order by (smaller first), in the database's own dialect. On SQLite, narrowed
 * to an id range inside the full-text query, so bm25 runs for those jobs alone.
 */
function matchText(
  db: Db,
  query: Jobs,
  terms: string[],
  range: IdRange = {},
): { query: Jobs; rank: RawBuilder<number> } {
  if (dialectOfDb(db) === 'postgres') {
    const tsquery = sql`to_tsquery('simple', ${tsQuery(terms)})`;
    return {
      query: query.where(sql<boolean>`"searchVector" @@ ${tsquery}`),
      rank: sql<number>`-ts_rank("searchVector", ${tsquery})`,
    };
  }
  // One FTS query for the whole search, joined by rowid: bm25() exists only inside a query of the FTS table.
  const from = range.from ? sql` and rowid >= ${range.from}` : sql``;
  const below = range.below ? sql` and rowid < ${range.below}` : sql``;
  const bm25 = sql`bm25("jobsFts", ${BM25_WEIGHTS})`;
  const rank = range.rankFrom ? sql`case when rowid >= ${range.rankFrom} then ${bm25} else 0 end` : bm25;
  const matches = sql<{
    id: number;
    rank: number;
  }>`(select rowid as "id", ${rank} as "rank"
    from "jobsFts" where "jobsFts" match ${fts5Query(terms)}${from}${below})`;
  return {
    query: query.innerJoin(matches.as('fts'), (join) =>
      join.onRef(sql.ref('fts.id'), '=', 'jobs.id'),
    ) as unknown as Jobs,
    rank: sql<number>`"fts"."rank"`,
  };
}

/**
 * The id from which the relevance window starts: that of the `size`-th newest job holding the words (one walk of the
 * text index from its newest end, no ranking), or 0 when fewer hold them (all ranked).
 */
async function windowStart(db: Db, terms: string[], size: number): Promise<number> {
  const row = await sql<{ id: number }>`select rowid as "id" from "jobsFts"
    where "jobsFts" match ${fts5Query(terms)} order by rowid desc limit 1 offset ${size - 1}`.execute(db);
  return row.rows[0]?.id ?? 0;
}

/**
 * The live jobs a search's words and filters select, and their relevance when there are words; with the words and
 * the filtered jobs before the text match (`terms`, `scope`), which SQLite's relevance window matches again.
 */
export function searchScope(
  db: Db,
  search: string,
  filter: JobFilter,
  now: Date,
): { query: Jobs; rank: RawBuilder<number> | null; terms: string[]; scope: Jobs } {
  const terms = searchTerms(search);
  const scope = applyFilters(liveJobs(db, now), filter, now);
  const matched = terms.length > 0 ? matchText(db, scope, terms) : { query: scope, rank: null };
  return { ...matched, terms, scope };
}

const countOf = (query: Jobs) =>
  query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

/**
 * The ids of a page: by `rank` first when given, then newest posted first (`asc`: oldest). The ids first, the rows
 * after: the order is found on narrow rows, not on whole jobs with their texts.
 */
function pageIds(
  query: Jobs,
  rank: RawBuilder<number> | null,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  let ids = query.select('jobs.id');
  if (rank) ids = ids.orderBy(rank);
  return ids.orderBy('jobs.postedAt', direction).orderBy('jobs.id', direction).limit(limit).offset(offset);
}

export async function searchLiveJobs(
  db: Db,
  request: JobListRequest,
  now = new Date(),
  window = RELEVANCE_WINDOW,
): Promise<JobSearchResult> {
  const { query, rank, terms, scope } = searchScope(db, request.search, request.filter, now);
  const order: JobSearchOrder = request.sortBy ?? (rank ? 'relevance' : 'newest');
  const offset = (request.page - 1) * request.limit;
  let ids: number[];
  let total: number;
  if (order === 'relevance' && rank && dialectOfDb(db) === 'sqlite') {
    ({ ids, total } = await byRelevanceWindow(db, scope, terms, request, offset, window));
  } else {
    // Newest first (sort 1: oldest first), or PostgreSQL's relevance: the page and the count at once, on two
    // connections (newest first, the page comes from the date index in order).
    const direction = order === 'newest' && request.sort === SORT_ORDER.OLDEST ? 'asc' : 'desc';
    const byRank = order === 'relevance' ? rank : null;
    const [rows, count] = await Promise.all([
      pageIds(query, byRank, direction, request.limit, offset).execute(),
      countOf(query),
    ]);
    ids = rows.map((row) => row.id);
    total = count;
  }
  const byId = new Map((await jobsByIds(db, ids)).map((job) => [job.id, job]));
  // A job deleted between the two reads is left out.
  return { jobs: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/** Whether a request narrows the search by any filter. */
const isFiltered = (filter: JobFilter) =>
  Object.values(filter).some(
    (value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0),
  );

/**
 * A page's ids, newest posted first after `rank`, and how many rows the query selects: counted with the page (a
 * window function: one search, not two), or on its own for a page past the end.
 */
async function pageWithTotal(query: Jobs, rank: RawBuilder<number> | null, limit: number, offset: number) {
  const rows = await pageIds(query, rank, 'desc', limit, offset)
    .select(sql<number>`count(*) over ()`.as('matches'))
    .execute();
  const total = rows.length > 0 ? Number(rows[0]!.matches) : offset > 0 ? await countOf(query) : 0;
  return { ids: rows.map((row) => row.id), total };
}

/**
 * SQLite's page in order of relevance within the window (RELEVANCE_WINDOW), then the older matches newest posted
 * first. The counts come with the pages (SQLite has one connection, one query at a time).
 */
async function byRelevanceWindow(
  db: Db,
  scope: Jobs,
  terms: string[],
  request: JobListRequest,
  offset: number,
  window: number,
): Promise<{ ids: number[]; total: number }> {
  const from = await windowStart(db, terms, window);
  if (from && isFiltered(request.filter)) {
    // Filters leave few of the window's jobs to fill a page: one query over every match, the window's ranked, is
    // cheaper than the window's page, then the older ones' (a word and three filters: 21 → 18 ms).
    const all = matchText(db, scope, terms, { rankFrom: from });
    return pageWithTotal(all.query, all.rank, request.limit, offset);
  }
  const ranked = matchText(db, scope, terms, { from });
  const page = await pageWithTotal(ranked.query, ranked.rank, request.limit, offset);
  if (!from) return page;

  // The older matches follow the window, newest posted first.
  const older = matchText(db, scope, terms, { below: from }).query;
  if (page.ids.length === request.limit) return { ids: page.ids, total: page.total + (await countOf(older)) };
  // The window ran out on this page or before it: `total` is then how many it holds.
  const inWindow = page.total;
  const rest = await pageWithTotal(
    older,
    null,
    request.limit - page.ids.length,
    Math.max(0, offset - inWindow),
  );
  return { ids: [...page.ids, ...rest.ids], total: inWindow + rest.total };
}
