/**
 * Helpers of the employer analytics tests (issue 13): the two calls as a given user (or a guest), which must answer
 * 200 where named so; a job view as the job page records it; an application moved along the pipeline; and rows
 * written in the past straight to the database (views, applications and their steps months ago), since the calls
 * only ever write "now".
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { analyticsByMonthDoc, analyticsCountDoc } from '../../../common/schemas/answers/analytics.js';
import type { Auth } from '../candidateProfile/helpers.js';
import { type CallResult, call } from '../reference/api.js';
import { moveTo } from '../applications/helpers.js';

export type ByMonthDoc = v.InferOutput<typeof analyticsByMonthDoc>;
export type CountDoc = v.InferOutput<typeof analyticsCountDoc>;
export type MonthDoc = ByMonthDoc['months'][number];

/** employer-analytics/get-by-month as `who` (null: a guest). */
export function byMonthCall(
  app: FastifyInstance,
  who: Auth | null,
  body: Record<string, unknown> = {},
  lng: 'en' | 'id' = 'en',
): Promise<CallResult<ByMonthDoc>> {
  return call<ByMonthDoc>(app, 'employerAnalytics', 'getByMonth', {
    body,
    headers: who ? who.headers : {},
    lng,
  });
}

/** employer-analytics/get-count as `who` (null: a guest), with its query string. */
export function countCall(
  app: FastifyInstance,
  who: Auth | null,
  query: Record<string, string> = {},
  lng: 'en' | 'id' = 'en',
): Promise<CallResult<CountDoc>> {
  return call<CountDoc>(app, 'employerAnalytics', 'getCount', {
    query,
    headers: who ? who.headers : {},
    lng,
  });
}

/** The 12 months, which must be answered (200). */
export async function monthsOf(app: FastifyInstance, who: Auth, jobId?: number): Promise<MonthDoc[]> {
  const res = await byMonthCall(app, who, jobId === undefined ? {} : { jobId });
  if (res.status !== 200) throw new Error(`get-by-month: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.months;
}

/** The counts, which must be answered (200). */
export async function countsOf(app: FastifyInstance, who: Auth, jobId?: number): Promise<CountDoc> {
  const res = await countCall(app, who, jobId === undefined ? {} : { jobId: String(jobId) });
  if (res.status !== 200) throw new Error(`get-count: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A month of the answer by 'YYYY-MM', without its name (to compare figures). */
export function figuresOf(months: MonthDoc[], month: string) {
  const found = months.find((m) => m.month === month);
  if (!found) throw new Error(`no month ${month} in ${months.map((m) => m.month).join(', ')}`);
  const { views, applications, shortlisted, hired } = found;
  return { views, applications, shortlisted, hired };
}

export const ZERO = { views: 0, applications: 0, shortlisted: 0, hired: 0 };

/** The month the server counts now in (UTC), 'YYYY-MM'. */
export const thisMonth = () => new Date().toISOString().slice(0, 7);

/** 'YYYY-MM' of `back` months before the current one (UTC). */
export function monthsAgo(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

/** jobs-tracks/create-jobs-tracks type 3, as the job page records a candidate's view; must be accepted. */
export async function viewJob(app: FastifyInstance, who: Auth, jobId: number): Promise<void> {
  const res = await call(app, 'jobsTracks', 'create', { body: { jobId, type: 3 }, headers: who.headers });
  if (res.status !== 200) throw new Error(`create-jobs-tracks: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The employer moves an application to HIRED along the pipeline (shortlist, interview, hire). */
export async function hire(app: FastifyInstance, who: Auth, applicationId: number): Promise<void> {
  for (const status of ['SHORTLIST', 'IN_INTERVIEW', 'HIRED']) await moveTo(app, who, applicationId, status);
}

/** Moves an application's sending date and its steps `back` months into the past (the 15th, midday UTC). */
export async function backdate(app: FastifyInstance, applicationId: number, back: number): Promise<string> {
  const at = `${monthsAgo(back)}-15T12:00:00.000Z`;
  const db = app.deps.db;
  await db.updateTable('applications').set({ appliedAt: at }).where('id', '=', applicationId).execute();
  await db
    .updateTable('applicationEvents')
    .set({ createdAt: at })
    .where('applicationId', '=', applicationId)
    .execute();
  return at;
}

/** A view of the job by a viewer on the 15th `back` months ago, written as the job page would have then. */
export async function pastView(
  app: FastifyInstance,
  jobId: number,
  userId: number,
  back: number,
): Promise<void> {
  await app.deps.db
    .insertInto('jobViews')
    .values({ jobId, userId, day: `${monthsAgo(back)}-15` })
    .execute();
}
