/** What recommendations read: a candidate's interests and the live jobs that share them. Plain functions, db first. */
import type { Db } from '../../db/connect.js';
import type { Job } from '../../db/database.js';
import { liveJobs, today } from '../jobs/repository.js';

/** Jobs the candidate saved (weight 3) or opened (weight 1) since `since`, the newest first; closed ones too. */
export async function interestWeights(db: Db, userId: number, since: Date): Promise<Map<number, number>> {
  const [saved, viewed] = await Promise.all([
    db
      .selectFrom('savedJobs')
      .select('jobId')
      .where('userId', '=', userId)
      .where('createdAt', '>=', since.toISOString())
      .orderBy('createdAt', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('jobViews')
      .select('jobId')
      .where('userId', '=', userId)
      .where('day', '>=', today(since))
      .orderBy('day', 'desc')
      .limit(100)
      .execute(),
  ]);
  const weights = new Map<number, number>();
  for (const { jobId } of viewed) weights.set(jobId, (weights.get(jobId) ?? 0) + 1);
  for (const { jobId } of saved) weights.set(jobId, (weights.get(jobId) ?? 0) + 3);
  return weights;
}

/** The jobs the candidate saved, whatever their age (never recommended back to them). */
export async function savedJobIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('savedJobs').select('jobId').where('userId', '=', userId).execute();
  return rows.map((row) => row.jobId);
}

/** The skills and cities of jobs, with the names of both languages. */
export async function skillsAndCities(db: Db, ids: number[]) {
  if (ids.length === 0) return { skills: [], cities: [] };
  const [skills, cities] = await Promise.all([
    db
      .selectFrom('jobSkills as s')
      .innerJoin('masters as m', 'm.id', 's.masterId')
      .select(['s.jobId', 'm.id', 'm.nameEn', 'm.nameId'])
      .where('s.jobId', 'in', ids)
      .execute(),
    db
      .selectFrom('jobLocations as l')
      .innerJoin('cities as c', 'c.id', 'l.cityId')
      .select(['l.jobId', 'l.cityId', 'c.name'])
      .where('l.jobId', 'in', ids)
      .execute(),
  ]);
  return { skills, cities };
}

export function categoryNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('categories').select(['id', 'nameEn', 'nameId']).where('id', 'in', ids).execute();
}

/**
 * The newest live jobs (at most `limit`) that ask for one of the skills, are in one of the categories or cities, or
 * (with `remote`) can be done from anywhere; none of `except`.
 */
export function jobsSharing(
  db: Db,
  interests: { skillIds: number[]; categoryIds: number[]; cityIds: number[]; remote: boolean },
  except: number[],
  limit: number,
  now: Date,
): Promise<Job[]> {
  const { skillIds, categoryIds, cityIds, remote } = interests;
  if (!skillIds.length && !categoryIds.length && !cityIds.length && !remote) return Promise.resolve([]);
  let query = liveJobs(db, now)
    .selectAll('jobs')
    .where((eb) =>
      eb.or([
        ...(skillIds.length
          ? [
              eb(
                'jobs.id',
                'in',
                db.selectFrom('jobSkills').select('jobId').where('masterId', 'in', skillIds),
              ),
            ]
          : []),
        ...(categoryIds.length ? [eb('jobs.categoryId', 'in', categoryIds)] : []),
        ...(cityIds.length
          ? [
              eb(
                'jobs.id',
                'in',
                db.selectFrom('jobLocations').select('jobId').where('cityId', 'in', cityIds),
              ),
            ]
          : []),
        ...(remote ? [eb('jobs.isRemote', '=', 1)] : []),
      ]),
    );
  if (except.length) query = query.where('jobs.id', 'not in', except);
  return query.orderBy('jobs.postedAt', 'desc').orderBy('jobs.id', 'desc').limit(limit).execute();
}

/** Live jobs posted since `since`, the most viewed first, then the newest; none of `except`. */
export function popularJobs(db: Db, since: Date, except: number[], limit: number, now: Date): Promise<Job[]> {
  let query = liveJobs(db, now).selectAll('jobs').where('jobs.postedAt', '>=', since.toISOString());
  if (except.length) query = query.where('jobs.id', 'not in', except);
  return query
    .orderBy('jobs.viewCount', 'desc')
    .orderBy('jobs.postedAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .execute();
}

/** The candidate's newest saved searches, with what they search for. */
export function newestSavedSearches(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('savedSearches')
    .select(['id', 'name', 'search', 'filter'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** Cities by id, with their names. */
export function cityNames(db: Db, ids: number[]) {
  return db.selectFrom('cities').select(['id', 'name']).where('id', 'in', ids).execute();
}
