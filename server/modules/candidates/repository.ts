/**
 * What matched and viewed candidates read and write (migration 2026_11_26_022): plain functions taking the db first.
 * The ranking itself is ./matchQuery.ts.
 */
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Job } from '../../db/database.js';
import { likeContains, lower } from '../../db/like.js';
import { candidateSummaries } from '../candidateProfile/repository.js';

/** A job of the company's, not deleted (any status: a draft can be matched too). */
export function companyJob(db: Db, companyId: number, jobId: number): Promise<Job | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('companyId', '=', companyId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** A job's skills in its order and its cities, with their names, and its domain's names. */
export async function jobFacts(db: Db, job: Job) {
  const [skills, cities, domain] = await Promise.all([
    db
      .selectFrom('jobSkills as s')
      .innerJoin('masters as m', 'm.id', 's.masterId')
      .select(['m.id', 'm.nameEn', 'm.nameId'])
      .where('s.jobId', '=', job.id)
      .orderBy('s.position')
      .execute(),
    db
      .selectFrom('jobLocations as l')
      .innerJoin('cities as c', 'c.id', 'l.cityId')
      .select(['c.id', 'c.name'])
      .where('l.jobId', '=', job.id)
      .orderBy('l.position')
      .execute(),
    db
      .selectFrom('masters')
      .select(['nameEn', 'nameId'])
      .where('codeType', '=', 'JOB_DOMAIN')
      .where('code', '=', job.jobDomain)
      .executeTakeFirst(),
  ]);
  return { skills, cities, domain };
}

/**
 * What matching and the lists show of these candidates: candidateSummaries (the account, the profile with its city
 * and domain names, their skills in their order) and their preferred cities (with names).
 */
export async function candidateFacts(db: Db, userIds: number[]) {
  if (userIds.length === 0) return { people: [], skills: [], preferred: [] };
  const [summaries, preferred] = await Promise.all([
    candidateSummaries(db, userIds),
    db
      .selectFrom('candidatePreferredCities as pc')
      .innerJoin('cities as c', 'c.id', 'pc.cityId')
      .select(['pc.userId', 'pc.cityId', 'c.name'])
      .where('pc.userId', 'in', userIds)
      .orderBy('pc.userId')
      .orderBy('pc.position')
      .execute(),
  ]);
  return { ...summaries, preferred };
}

/**
 * The company may see the candidate: discoverable (open to work with the setup done), or applied to one of the
 * company's jobs (an application shares the profile with its employer whatever the candidate's setting). Read where
 * `users` is the candidate's account and `candidateProfiles` their profile (left-joined).
 */
function seenBy(companyId: number) {
  return sql<SqlBool>`(("candidateProfiles"."openToWork" = 1 AND "candidateProfiles"."setupCompletedAt" IS NOT NULL)
    OR EXISTS (SELECT 1 FROM "applications" AS "a" WHERE "a"."companyId" = ${companyId}
      AND "a"."userId" = "users"."id" AND "a"."withdrawnAt" IS NULL))`;
}

/** Whether the company may see the candidate (seenBy), on a live candidate account that was not declined. */
export async function visibleTo(db: Db, companyId: number, candidateId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .leftJoin('candidateProfiles', 'candidateProfiles.userId', 'users.id')
    .select('users.id')
    .where('users.id', '=', candidateId)
    .where('users.role', '=', 'CANDIDATE')
    .where('users.deletedAt', 'is', null)
    .where('users.status', '<>', 'DECLINED')
    .where(seenBy(companyId))
    .executeTakeFirst();
  return !!row;
}

/** Which of these candidates the company viewed before (any day). */
export async function viewedBy(db: Db, companyId: number, candidateIds: number[]): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('profileViews')
    .select('candidateId')
    .distinct()
    .where('companyId', '=', companyId)
    .where('candidateId', 'in', candidateIds)
    .execute();
  return new Set(rows.map((row) => row.candidateId));
}

/** Which of these candidates have a live application to the job (or, without one, to any of the company's jobs). */
export async function appliedAmong(
  db: Db,
  target: { jobId: number } | { companyId: number },
  candidateIds: number[],
): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  let query = db
    .selectFrom('applications')
    .select('userId')
    .where('userId', 'in', candidateIds)
    .where('withdrawnAt', 'is', null);
  query =
    'jobId' in target
      ? query.where('jobId', '=', target.jobId)
      : query.where('companyId', '=', target.companyId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.userId));
}

/** When the company last opened the candidate's profile, or undefined. */
export async function lastViewOf(
  db: Db,
  companyId: number,
  candidateId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('profileViews')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('companyId', '=', companyId)
    .where('candidateId', '=', candidateId)
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** Records the company's view of the candidate on `day`; false when it already had one that day (nothing changes). */
export async function recordProfileView(
  db: Db,
  view: { companyId: number; candidateId: number; viewerUserId: number; jobId: number | null; day: string },
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('profileViews')
    .values({ ...view, createdAt: now })
    .onConflict((oc) => oc.columns(['companyId', 'candidateId', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A page of the candidates the company viewed and may still see (viewedCandidates' visibility: discoverable, or an
 * applicant), the latest viewed first: when, and on how many days.
 */
export async function pageOfViewedCandidates(
  db: Db,
  companyId: number,
  q: { search: string; page: number; limit: number },
) {
  let base = db
    .selectFrom('profileViews as v')
    .innerJoin('users', 'users.id', 'v.candidateId')
    .leftJoin('candidateProfiles', 'candidateProfiles.userId', 'v.candidateId')
    .where('v.companyId', '=', companyId)
    .where('users.deletedAt', 'is', null)
    .where('users.status', '<>', 'DECLINED')
    .where(seenBy(companyId));
  if (q.search) {
    const search = q.search;
    base = base.where((eb) => likeContains(lower(eb.ref('users.fullName')), search));
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'v.candidateId',
        (eb) => eb.fn.max('v.createdAt').as('lastViewedAt'),
        (eb) => eb.fn.countAll<number>().as('views'),
      ])
      .groupBy('v.candidateId')
      .orderBy('lastViewedAt', 'desc')
      .orderBy('v.candidateId', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.count<number>('v.candidateId').distinct().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, views: Number(row.views) })),
    total: Number(count.n),
  };
}

/** The company's views of these candidates made at these moments (each candidate's last), with who and which job. */
export async function lastViews(db: Db, companyId: number, last: { candidateId: number; at: string }[]) {
  if (last.length === 0) return [];
  const rows = await db
    .selectFrom('profileViews as v')
    .leftJoin('users as u', 'u.id', 'v.viewerUserId')
    .leftJoin('jobs as j', 'j.id', 'v.jobId')
    .select([
      'v.candidateId',
      'v.createdAt',
      'v.viewerUserId',
      'u.fullName as viewerName',
      'v.jobId',
      'j.title',
    ])
    .where('v.companyId', '=', companyId)
    .where(
      'v.candidateId',
      'in',
      last.map((l) => l.candidateId),
    )
    .where(
      'v.createdAt',
      'in',
      last.map((l) => l.at),
    )
    .execute();
  const wanted = new Set(last.map((l) => `${l.candidateId}@${l.at}`));
  return rows.filter((row) => wanted.has(`${row.candidateId}@${row.createdAt}`));
}

/** How many companies (not deleted) viewed the candidate since `sinceDay`, and ever. */
export async function viewCounts(db: Db, candidateId: number, sinceDay: string) {
  const row = await db
    .selectFrom('profileViews as v')
    .innerJoin('companies as c', 'c.id', 'v.companyId')
    .select((eb) => [
      eb.fn.count<number>('v.companyId').distinct().as('total'),
      eb.fn
        .count<number>(eb.case().when('v.day', '>=', sinceDay).then(eb.ref('v.companyId')).end())
        .distinct()
        .as('recent'),
    ])
    .where('v.candidateId', '=', candidateId)
    .where('c.deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), recent: Number(row.recent) };
}

/** A page of the companies (not deleted) that viewed the candidate, the latest first; `search` in the name. */
export async function pageOfViewers(
  db: Db,
  candidateId: number,
  q: { search: string; page: number; limit: number },
) {
  let base = db
    .selectFrom('profileViews as v')
    .innerJoin('companies as c', 'c.id', 'v.companyId')
    .where('v.candidateId', '=', candidateId)
    .where('c.deletedAt', 'is', null);
  if (q.search) {
    const search = q.search;
    base = base.where((eb) => likeContains(lower(eb.ref('c.name')), search));
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'c.id',
        'c.name',
        'c.slug',
        'c.logoPath',
        (eb) => eb.fn.max('v.createdAt').as('lastViewedAt'),
        (eb) => eb.fn.countAll<number>().as('views'),
      ])
      .groupBy(['c.id', 'c.name', 'c.slug', 'c.logoPath'])
      .orderBy('lastViewedAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.count<number>('v.companyId').distinct().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, views: Number(row.views) })), total: Number(count.n) };
}
