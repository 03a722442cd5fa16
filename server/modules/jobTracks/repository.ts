/** Saved jobs and job views: plain functions taking the database first. */
import type { Db } from '../../db/connect.js';
import type { Job } from '../../db/database.js';

/** Saves a job for a candidate; saving it again changes nothing. */
export async function saveJob(db: Db, userId: number, jobId: number, now: string): Promise<void> {
  await db
    .insertInto('savedJobs')
    .values({ userId, jobId, createdAt: now })
    .onConflict((oc) => oc.columns(['userId', 'jobId']).doNothing())
    .execute();
}

export async function unsaveJob(db: Db, userId: number, jobId: number): Promise<void> {
  await db.deleteFrom('savedJobs').where('userId', '=', userId).where('jobId', '=', jobId).execute();
}

/** Which of `jobIds` the candidate saved (one indexed lookup for a page of cards). */
export async function savedAmong(db: Db, userId: number, jobIds: number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('savedJobs')
    .select('jobId')
    .where('userId', '=', userId)
    .where('jobId', 'in', jobIds)
    .execute();
  return new Set(rows.map((row) => row.jobId));
}

/** A page of the candidate's saved jobs that still exist (closed and expired ones too), the last saved first. */
export async function pageOfSavedJobs(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<{ jobs: Job[]; total: number }> {
  const base = db
    .selectFrom('savedJobs')
    .innerJoin('jobs', 'jobs.id', 'savedJobs.jobId')
    .where('savedJobs.userId', '=', userId)
    .where('jobs.deletedAt', 'is', null);
  const [jobs, count] = await Promise.all([
    base
      .selectAll('jobs')
      .orderBy('savedJobs.createdAt', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { jobs, total: Number(count.n) };
}

/**
 * A candidate opened a job on `day`: counted in `jobs.viewCount` once per viewer and day, in one transaction (two
 * tabs opening it at once count once).
 */
export async function recordView(db: Db, jobId: number, userId: number, day: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('jobViews')
      .values({ jobId, userId, day })
      .onConflict((oc) => oc.columns(['jobId', 'userId', 'day']).doNothing())
      .executeTakeFirst();
    const counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (counted) {
      await trx
        .updateTable('jobs')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', jobId)
        .execute();
    }
    return counted;
  });
}
