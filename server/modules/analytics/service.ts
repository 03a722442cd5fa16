/**
 * The rules of the employer analytics (issue 13; spec §7 employer-analytics).
 *
 * - Any member of a company (ADMIN or RECRUITER, as for the responses) reads its figures; an employer in no company
 *   is 403. Only the caller's company is ever counted: a job named must be one of its own and not deleted, otherwise
 *   404, exactly as for a job that does not exist.
 * - By month: the last 12 calendar months in UTC, the current one last, every month present. Views are the job views
 *   (one per viewer, job and day: what `jobs.viewCount` counts), by the month of their day; applications by the month
 *   they were sent, withdrawn ones left out; shortlisted and hired are the SHORTLIST and HIRED steps of the
 *   applications' timelines taken in the month, whenever the application was sent.
 * - Counts: live jobs, applications not withdrawn, those sent in the last 7 days, hires, and views.
 * - A job deleted later still counts in the company's figures: what happened, happened. It can no longer be picked.
 */
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { notFound } from '../../http/errors.js';
import { requireCompanyRole } from '../company/access.js';
import { monthFirstDay, monthStart, monthsEnding, perMonth, weekBefore } from './months.js';
import {
  type Scope,
  applicationsByMonth,
  companyJob,
  currentCounts,
  stepsByMonth,
  viewsByMonth,
} from './repository.js';

/** The caller's company, and the job asked about if it is one of the company's. */
async function scopeOf(db: Db, user: AuthUser, jobId: number | undefined): Promise<Scope> {
  const { companyId } = await requireCompanyRole(db, user, 'RECRUITER', 'errorMsg:forbidden');
  if (jobId === undefined) return { companyId };
  if (!(await companyJob(db, companyId, jobId))) throw notFound('errorMsg:jobNotFound');
  return { companyId, jobId };
}

/** employer-analytics/get-by-month */
export async function byMonth(db: Db, user: AuthUser, jobId: number | undefined, now = new Date()) {
  const scope = await scopeOf(db, user, jobId);
  const months = monthsEnding(now);
  const first = months[0]!;
  const [views, applications, steps] = await Promise.all([
    viewsByMonth(db, scope, monthFirstDay(first)),
    applicationsByMonth(db, scope, monthStart(first)),
    stepsByMonth(db, scope, monthStart(first)),
  ]);
  const viewed = perMonth(months, views);
  const applied = perMonth(months, applications);
  const shortlisted = perMonth(
    months,
    steps.filter((row) => row.status === 'SHORTLIST'),
  );
  const hired = perMonth(
    months,
    steps.filter((row) => row.status === 'HIRED'),
  );
  return {
    jobId: scope.jobId ?? null,
    months: months.map((month, i) => ({
      month,
      views: viewed[i]!,
      applications: applied[i]!,
      shortlisted: shortlisted[i]!,
      hired: hired[i]!,
    })),
  };
}

/** employer-analytics/get-count */
export async function counts(db: Db, user: AuthUser, jobId: number | undefined, now = new Date()) {
  const scope = await scopeOf(db, user, jobId);
  return { jobId: scope.jobId ?? null, ...(await currentCounts(db, scope, weekBefore(now))) };
}
