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

/** Column weights of bm25 in the FTS5 table's order: title, descriptionText, searchCompany, searchSkills. */
const BM25_WEIGHTS = sql.raw('10.0, 1.0, 4.0, 6.0');

export interface JobSearchResult {
  jobs: Job[];
  total: number;
}

/** The text match, and the relevance to order by (smaller first), in the database's own dialect. */
function matchText(db: Db, query: Jobs, terms: string[]): { query: Jobs; rank: RawBuilder<number> } {
  if (dialectOfDb(db) === 'postgres') {
    const tsquery = sql`to_tsquery('simple', ${tsQuery(terms)})`;
    return {
      query: query.where(sql<boolean>`"searchVector" @@ ${tsquery}`),
      rank: sql<number>`-ts_rank("searchVector", ${tsquery})`,
    };
  }
  // One FTS query for the whole search, joined by rowid: bm25() exists only inside a query of the FTS table.
  const matches = sql<{
    id: number;
    rank: number;
  }>`(select rowid as "id", bm25("jobsFts", ${BM25_WEIGHTS}) as "rank"
    from "jobsFts" where "jobsFts" match ${fts5Query(terms)})`;
  return {
    query: query.innerJoin(matches.as('fts'), (join) =>
      join.onRef(sql.ref('fts.id'), '=', 'jobs.id'),
    ) as unknown as Jobs,
    rank: sql<number>`"fts"."rank"`,
  };
}

/** The live jobs a search's words and filters select, and their relevance when there are words. */
export function searchScope(
  db: Db,
  search: string,
  filter: JobFilter,
  now: Date,
): { query: Jobs; rank: RawBuilder<number> | null } {
  const terms = searchTerms(search);
  const query = applyFilters(liveJobs(db, now), filter, now);
  return terms.length > 0 ? matchText(db, query, terms) : { query, rank: null };
}

export async function searchLiveJobs(
  db: Db,
  request: JobListRequest,
  now = new Date(),
): Promise<JobSearchResult> {
  const { query, rank } = searchScope(db, request.search, request.filter, now);
  const order: JobSearchOrder = request.sortBy ?? (rank ? 'relevance' : 'newest');

  // Newest first after relevance, and on its own unless the request asks for the oldest first (sort 1).
  const direction = order === 'newest' && request.sort === SORT_ORDER.OLDEST ? 'asc' : 'desc';
  // The page's ids first, the rows after: the order is found on narrow rows, not on whole jobs with their texts.
  let ids = query.select('jobs.id');
  if (order === 'relevance' && rank) ids = ids.orderBy(rank);
  ids = ids.orderBy('jobs.postedAt', direction).orderBy('jobs.id', direction);
  const paged = ids.limit(request.limit).offset((request.page - 1) * request.limit);
  const countAll = () =>
    query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  let pageIds: number[];
  let total: number;
  if (order === 'relevance' && rank && dialectOfDb(db) === 'sqlite') {
    // By relevance every match is ranked anyway: on SQLite (one connection, one query at a time) the count comes with
    // the page (a window) instead of from a second full-text search. PostgreSQL runs the two at once, on two
    // connections, which is faster there than one query that keeps every match until it has counted them.
    const rows = await paged.select(sql<number>`count(*) over ()`.as('matches')).execute();
    pageIds = rows.map((row) => row.id);
    total = rows.length > 0 ? Number(rows[0]!.matches) : request.page > 1 ? await countAll() : 0;
  } else {
    // The page and the count at once (newest first, the page comes from the date index in order).
    const [rows, count] = await Promise.all([paged.execute(), countAll()]);
    pageIds = rows.map((row) => row.id);
    total = count;
  }
  const byId = new Map((await jobsByIds(db, pageIds)).map((job) => [job.id, job]));
  // A job deleted between the two reads is left out.
  return { jobs: pageIds.flatMap((id) => byId.get(id) ?? []), total };
}
