/**
 * The rules of saving and viewing jobs (spec §7 Tracks), for candidates: a live job can be saved (saving twice is one
 * save), a saved job taken back whatever its state; the saved list shows the jobs that still exist, the last saved
 * first; opening a live job counts a view once per day. A job that is not live is 404 to save or view.
 */
import type { Language } from '../../../common/locales/index.js';
import type { LikeDislikeInput } from '../../../common/schemas/jobTracks.js';
import type { ListRequest } from '../../../common/schemas/list.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { notFound } from '../../http/errors.js';
import { isExpired, toJobCard } from '../jobs/docs.js';
import { findJob, jobRelations, today } from '../jobs/repository.js';
import { pageOfSavedJobs, recordView, saveJob, unsaveJob } from './repository.js';

async function liveJob(db: Db, jobId: number) {
  const job = await findJob(db, jobId);
  if (!job || job.status !== 'ACTIVE' || isExpired(job)) throw notFound('errorMsg:jobNotFound');
  return job;
}

export async function likeDislike(db: Db, user: AuthUser, input: LikeDislikeInput) {
  if (input.isLike) {
    await liveJob(db, input.jobId);
    await saveJob(db, user.id, input.jobId, new Date().toISOString());
  } else {
    await unsaveJob(db, user.id, input.jobId);
  }
  return { jobId: input.jobId, isSaved: input.isLike };
}

export async function savedJobs(db: Db, user: AuthUser, lng: Language, input: ListRequest) {
  const { jobs, total } = await pageOfSavedJobs(db, user.id, input.page, input.limit);
  const relations = await jobRelations(db, jobs, 'card');
  const saved = new Set(jobs.map((job) => job.id));
  return { docs: jobs.map((job) => toJobCard(job, relations, lng, { member: false, saved })), total };
}

export async function viewJob(db: Db, user: AuthUser, jobId: number): Promise<void> {
  await liveJob(db, jobId);
  await recordView(db, jobId, user.id, today());
}
