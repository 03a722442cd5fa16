/**
 * The rules of job posting (spec §4): an approved employer's company owns its jobs; a job is created as a DRAFT by
 * its first step and each later step saves by id; confirm-post publishes a job whose every step is saved; a job is
 * closed, activated again or soft-deleted by its company. Another company's job is 404 (its existence is not
 * confirmed). Every step is one transaction: a step is saved whole or not at all.
 */
import { JOB_LIMITS } from '../../../common/constants/jobs.js';
import { IN_PROGRESS_STATUSES, NOTIFICATION_TYPES } from '../../../common/constants/notifications.js';
import { textOfHtml } from '../../../common/format/html.js';
import { jobDetailPath } from '../../../common/format/links.js';
import type { Language } from '../../../common/locales/index.js';
import type {
  JobBenefitsInput,
  JobHighlightsInput,
  JobListRequest,
  JobLocationInput,
  JobQuestionsInput,
  JobTypeInput,
} from '../../../common/schemas/jobs.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Deps } from '../../deps.js';
import { JOBS_POSTED } from '../../worker/handlers.js';
import type { Db } from '../../db/connect.js';
import type { Job } from '../../db/database.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import { sanitizeRichText } from '../../http/richText.js';
import { requireApprovedEmployer } from '../accounts/service.js';
import { vacancies } from '../billing/licence.js';
import { usableMasters } from '../masters/repository.js';
import { type Membership, membershipOf, uniqueSlug } from '../company/repository.js';
import { isComplete, isExpired, toJobCard, toJobDoc, type JobDoc } from './docs.js';
import { savedAmong } from '../jobTracks/repository.js';
import { applicantsInProgress } from '../notifications/repository.js';
import { notify } from '../notifications/notify.js';
import { searchLiveJobs } from './search/index.js';
import { refreshSearchRoots, searchRootsOf, skillsSearchText } from './search/searchText.js';
import {
  categoryExists,
  citiesByIds,
  copyJob,
  findJob,
  insertJob,
  jobRelations,
  liveJobTitles,
  pageOfCompanyJobs,
  replaceBenefits,
  replaceLocations,
  replaceQuestions,
  replaceSkills,
  today,
} from './repository.js';

const DAY_MS = 86_400_000;
const addDays = (days: number, from = new Date()) => today(new Date(from.getTime() + days * DAY_MS));

/** The company of an employer who may post (approved, member of a company); 403 otherwise. */
async function postingCompany(db: Db, user: AuthUser): Promise<Membership> {
  requireApprovedEmployer(user);
  const membership = await membershipOf(db, user.id);
  if (!membership) throw forbidden('errorMsg:noCompany');
  return membership;
}

/** The company's own job (not deleted); 404 for any other, so ids of other companies reveal nothing. */
async function ownJob(db: Db, companyId: number, id: number): Promise<Job> {
  const job = await findJob(db, id);
  if (!job || job.companyId !== companyId) throw notFound('errorMsg:jobNotFound');
  return job;
}

async function docOf(db: Db, id: number, lng: Language, member: boolean): Promise<JobDoc> {
  const job = await findJob(db, id);
  if (!job) throw notFound('errorMsg:jobNotFound');
  return toJobDoc(job, await jobRelations(db, [job]), lng, { member });
}

/** Codes of master lists must exist (approved, or the user's own suggestion); 422 naming the field otherwise. */
async function checkCodes(db: Db, lng: Language, userId: number, fields: [string, string, string][]) {
  const bad: string[] = [];
  for (const [field, codeType, code] of fields) {
    if ((await usableMasters(db, codeType, userId, { codes: [code] })).length === 0) bad.push(field);
  }
  if (bad.length > 0)
    throw validationError(
      lng,
      bad.map((field) => ({ field, key: 'oneOf' as const })),
    );
}

/** validTill must be a day from today to JOB_LIMITS.validityMaxDays ahead. */
function checkValidTill(lng: Language, validTill: string | undefined | null) {
  if (!validTill) return;
  if (validTill < today() || validTill > addDays(JOB_LIMITS.validityMaxDays)) {
    throw validationError(lng, [{ field: 'validTill', key: 'dateRange' }]);
  }
}

/** `previous`: the day already stored (an unchanged day passes even once it is past: the job has expired, that is all). */
async function checkJobType(
  db: Db,
  lng: Language,
  userId: number,
  input: JobTypeInput,
  previous?: string | null,
) {
  if (!(await categoryExists(db, input.categoryId))) {
    throw validationError(lng, [{ field: 'categoryId', key: 'oneOf' }]);
  }
  await checkCodes(db, lng, userId, [
    ['employmentType', 'TYPE_OF_EMPLOYMENT', input.employmentType],
    ['positionLevel', 'POSITION_LEVEL', input.positionLevel],
    ['jobDomain', 'JOB_DOMAIN', input.jobDomain],
  ]);
  if (input.validTill !== previous) checkValidTill(lng, input.validTill);
}

export async function createJobType(db: Db, user: AuthUser, lng: Language, input: JobTypeInput) {
  const company = await postingCompany(db, user);
  await checkJobType(db, lng, user.id, input);
  const now = new Date().toISOString();
  const id = await insertJob(db, {
    companyId: company.companyId,
    createdBy: user.id,
    status: 'DRAFT',
    slug: uniqueSlug(input.title, 'job'),
    title: input.title,
    categoryId: input.categoryId,
    employmentType: input.employmentType,
    positionLevel: input.positionLevel,
    jobDomain: input.jobDomain,
    openings: input.openings,
    validTill: input.validTill ?? null,
    searchCompany: company.companyName,
    searchRoots: searchRootsOf(input.title, []),
    createdAt: now,
    updatedAt: now,
  });
  return docOf(db, id, lng, true);
}

export async function updateJobType(db: Db, user: AuthUser, lng: Language, id: number, input: JobTypeInput) {
  const company = await postingCompany(db, user);
  const job = await ownJob(db, company.companyId, id);
  await checkJobType(db, lng, user.id, input, job.validTill);
  const validTill = input.validTill === undefined ? job.validTill : input.validTill;
  // A later last day (or none) brings an expired job back to life: that takes a live job's place in the licence, as
  // posting it again would (else letting jobs expire and reviving them would go round the quota).
  const revives = job.status === 'ACTIVE' && isExpired(job) && (validTill === null || validTill >= today());
  await db.transaction().execute(async (trx) => {
    if (revives) await vacancies(trx, job.companyId, 1, true);
    await trx
      .updateTable('jobs')
      .set({
        title: input.title,
        // A posted job keeps its address (links to it are out there); a draft's follows its title.
        ...(job.postedAt ? {} : { slug: uniqueSlug(input.title, 'job') }),
        categoryId: input.categoryId,
        employmentType: input.employmentType,
        positionLevel: input.positionLevel,
        jobDomain: input.jobDomain,
        openings: input.openings,
        validTill,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await refreshSearchRoots(trx, [id]);
  });
  return docOf(db, id, lng, true);
}

export async function saveHighlights(
  db: Db,
  user: AuthUser,
  lng: Language,
  id: number,
  input: JobHighlightsInput,
) {
  const company = await postingCompany(db, user);
  await ownJob(db, company.companyId, id);
  await checkCodes(db, lng, user.id, [['qualification', 'EMPLOYEE_QUALIFICATION', input.qualification]]);
  const skills = await usableMasters(db, 'SKILLS', user.id, { ids: input.skills });
  if (skills.length !== input.skills.length) throw validationError(lng, [{ field: 'skills', key: 'oneOf' }]);
  const descriptionHtml = await sanitizeRichText(input.description);
  const descriptionText = textOfHtml(descriptionHtml);
  // What sanitizing removed (a description of scripts) no longer makes a description.
  if (descriptionText.length < JOB_LIMITS.descriptionTextMin) {
    throw validationError(lng, [{ field: 'description', key: 'descriptionTooShort' }]);
  }
  const byId = new Map(skills.map((s) => [s.id, s]));
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await replaceSkills(trx, id, input.skills);
    await trx
      .updateTable('jobs')
      .set({
        descriptionHtml,
        descriptionText,
        qualification: input.qualification,
        experienceMin: input.experienceMin,
        experienceMax: input.experienceMax,
        salaryMin: input.salaryMin,
        salaryMax: input.salaryMax,
        salaryVisible: input.salaryVisible ? 1 : 0,
        searchSkills: skillsSearchText(input.skills.map((skill) => byId.get(skill)!)),
        highlightsAt: now,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    await refreshSearchRoots(trx, [id]);
  });
  return docOf(db, id, lng, true);
}

export async function saveLocation(
  db: Db,
  user: AuthUser,
  lng: Language,
  id: number,
  input: JobLocationInput,
) {
  const company = await postingCompany(db, user);
  await ownJob(db, company.companyId, id);
  const found = input.cityIds.length > 0 ? await citiesByIds(db, input.cityIds) : [];
  if (found.length !== input.cityIds.length) throw validationError(lng, [{ field: 'cityIds', key: 'oneOf' }]);
  const byId = new Map(found.map((city) => [city.id, city]));
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await replaceLocations(
      trx,
      id,
      input.cityIds.map((cityId) => byId.get(cityId)!),
    );
    await trx
      .updateTable('jobs')
      .set({ isRemote: input.isRemote ? 1 : 0, locationAt: now, updatedAt: now })
      .where('id', '=', id)
      .execute();
  });
  return docOf(db, id, lng, true);
}

export async function saveBenefits(
  db: Db,
  user: AuthUser,
  lng: Language,
  id: number,
  input: JobBenefitsInput,
) {
  const company = await postingCompany(db, user);
  await ownJob(db, company.companyId, id);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await replaceBenefits(trx, id, input.benefits);
    await trx
      .updateTable('jobs')
      .set({ benefitsOther: input.benefitsOther || null, benefitsAt: now, updatedAt: now })
      .where('id', '=', id)
      .execute();
  });
  return docOf(db, id, lng, true);
}

export async function saveQuestions(
  db: Db,
  user: AuthUser,
  lng: Language,
  id: number,
  input: JobQuestionsInput,
) {
  const company = await postingCompany(db, user);
  await ownJob(db, company.companyId, id);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await replaceQuestions(trx, id, input.questions);
    await trx.updateTable('jobs').set({ questionsAt: now, updatedAt: now }).where('id', '=', id).execute();
  });
  return docOf(db, id, lng, true);
}

const incomplete = () => new AppError(400, 'ERROR', 'errorMsg:jobIncomplete');

/** Publishes a complete job. Asking again for a job already live answers it unchanged (a retried request). */
export async function confirmPost(deps: PublishDeps, user: AuthUser, lng: Language, id: number) {
  const { db } = deps;
  const company = await postingCompany(db, user);
  const job = await ownJob(db, company.companyId, id);
  if (!isComplete(job)) throw incomplete();
  if (job.status !== 'ACTIVE' || isExpired(job)) await publish(deps, job, lng);
  return docOf(db, id, lng, true);
}

/** What publishing needs besides the database: the outbox, which tells saved searches of the job (their alerts). */
export type PublishDeps = Pick<Deps, 'db' | 'outbox'>;

/**
 * ACTIVE from now, until the chosen last day if it is still ahead, else for the default period. The saved searches'
 * alerts learn of it through the outbox, in the same transaction: a job goes live and is announced, or neither.
 */
async function publish({ db, outbox }: PublishDeps, job: Job, lng: Language) {
  const validTill =
    job.validTill && job.validTill >= today() ? job.validTill : addDays(JOB_LIMITS.validityDays);
  checkValidTill(lng, validTill);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // The licence's live-job quota, counted and taken in this transaction (402 'no vacancy left' past it).
    await vacancies(trx, job.companyId, 1, true);
    await trx
      .updateTable('jobs')
      .set({ status: 'ACTIVE', validTill, postedAt: job.postedAt ?? now, closedAt: null, updatedAt: now })
      .where('id', '=', job.id)
      .execute();
    await outbox.enqueue(trx, JOBS_POSTED, { jobIds: [job.id] });
  });
}

/** activate/{id}: `active` true publishes (a draft, a closed or expired job) again; false closes the job. */
export async function setActive(
  deps: PublishDeps,
  user: AuthUser,
  lng: Language,
  id: number,
  active: boolean,
) {
  const { db } = deps;
  const company = await postingCompany(db, user);
  const job = await ownJob(db, company.companyId, id);
  if (active) {
    if (!isComplete(job)) throw incomplete();
    if (job.status !== 'ACTIVE' || isExpired(job)) await publish(deps, job, lng);
  } else if (job.status === 'ACTIVE') {
    // Only a posted job closes; a draft stays a draft. Its applicants in progress hear of it in the same transaction.
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const closed = await trx
        .updateTable('jobs')
        .set({ status: 'CLOSED', closedAt: now, updatedAt: now })
        .where('id', '=', id)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
      // Closed twice at once: the first one told them.
      if (Number(closed.numUpdatedRows) > 0)
        await tellApplicants(trx, deps.outbox, job, company.companyName, NOTIFICATION_TYPES.JOB_CLOSED);
    });
  }
  return docOf(db, id, lng, true);
}

/**
 * Tells the job's applicants still in progress that it was closed or deleted (a notification each, and its mail);
 * in the caller's transaction.
 */
async function tellApplicants(
  db: Db,
  outbox: PublishDeps['outbox'],
  job: Job,
  company: string,
  type: typeof NOTIFICATION_TYPES.JOB_CLOSED | typeof NOTIFICATION_TYPES.JOB_DELETED,
) {
  await notify(db, outbox, {
    userIds: await applicantsInProgress(db, job.id, IN_PROGRESS_STATUSES),
    type,
    params: { jobTitle: job.title, company },
    link: jobDetailPath(job),
    jobId: job.id,
  });
}

/** soft-delete: the job is gone from every list; its applicants in progress are told, in the same transaction. */
export async function softDeleteJob(deps: PublishDeps, user: AuthUser, id: number): Promise<void> {
  const { db } = deps;
  const company = await postingCompany(db, user);
  const job = await ownJob(db, company.companyId, id);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable('jobs')
      .set({ deletedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    // Deleted twice at once: the first one told them.
    if (Number(deleted.numUpdatedRows) > 0)
      await tellApplicants(trx, deps.outbox, job, company.companyName, NOTIFICATION_TYPES.JOB_DELETED);
  });
}

/**
 * duplicate/{id}: a new draft with every step of one of the company's jobs (any state), to be edited and posted
 * like any draft; the copy has not been posted, has no last day and counts nothing yet. One transaction.
 */
export async function duplicateJob(db: Db, user: AuthUser, lng: Language, id: number) {
  const company = await postingCompany(db, user);
  const source = await ownJob(db, company.companyId, id);
  const now = new Date().toISOString();
  const copyId = await db.transaction().execute((trx) =>
    copyJob(trx, source, {
      companyId: company.companyId,
      createdBy: user.id,
      status: 'DRAFT',
      slug: uniqueSlug(source.title, 'job'),
      createdAt: now,
      updatedAt: now,
    }),
  );
  return docOf(db, copyId, lng, true);
}

/**
 * jobs/get: the company's members see their job in any state; everyone else a live job only (a draft, a closed,
 * expired or deleted job is 404 to them).
 */
export async function getJob(db: Db, user: AuthUser | undefined, lng: Language, id: number): Promise<JobDoc> {
  const job = await findJob(db, id);
  const membership = user?.role === 'EMPLOYER' ? await membershipOf(db, user.id) : undefined;
  const member = !!job && membership?.companyId === job.companyId;
  if (!job || (!member && (job.status !== 'ACTIVE' || isExpired(job))))
    throw notFound('errorMsg:jobNotFound');
  const saved = user?.role === 'CANDIDATE' ? await savedAmong(db, user.id, [job.id]) : undefined;
  return toJobDoc(job, await jobRelations(db, [job]), lng, { member, ...(saved ? { saved } : {}) });
}

/** get-job-list: an employer's own company's jobs (by tab); for everyone else the search of live jobs. */
export async function listJobs(db: Db, user: AuthUser | undefined, lng: Language, input: JobListRequest) {
  const membership = user?.role === 'EMPLOYER' ? await membershipOf(db, user.id) : undefined;
  const { jobs, total } = membership
    ? await pageOfCompanyJobs(db, membership.companyId, input.filter.status, input)
    : await searchLiveJobs(db, input);
  const [relations, saved] = await Promise.all([
    jobRelations(db, jobs, 'card'),
    user?.role === 'CANDIDATE'
      ? savedAmong(
          db,
          user.id,
          jobs.map((job) => job.id),
        )
      : undefined,
  ]);
  const viewer = { member: !!membership, ...(saved ? { saved } : {}) };
  return { docs: jobs.map((job) => toJobCard(job, relations, lng, viewer)), total };
}

export const jobRoles = (db: Db, search: string, limit: number) => liveJobTitles(db, search, limit);
