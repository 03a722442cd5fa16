/**
 * Helpers of the application tests (issue 13): calls of the `userJobs` routes as a given user (or a guest), the
 * resume file of an application read raw, a live job posted through the API with its screening questions
 * (jobs/helpers.ts QUESTIONS: a YES/NO knock-out on 'NO', a single choice knocking out 'Surabaya', an optional text),
 * answers to them, a candidate with skills and a resume (an upload, or a built one), and an application that must be
 * accepted.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import type {
  checkApplyDoc,
  myApplicationDoc,
  responseDetailDoc,
  responseDoc,
  statusCountsDoc,
} from '../../../common/schemas/answers/applications.js';
import type { Auth } from '../candidateProfile/helpers.js';
import { type Employer, employer } from '../company/helpers.js';
import { signIn, type TestApp } from '../helpers/app.js';
import { type JobDoc, type PostOverrides, type Refs, postJob } from '../jobs/helpers.js';
import { type CallResult, call } from '../reference/api.js';
import { type ResumeDoc, pdfOf, resumes, uploadDocument } from '../resumes/helpers.js';

export type { Auth } from '../candidateProfile/helpers.js';
export type { Employer } from '../company/helpers.js';
export type MyApplicationDoc = v.InferOutput<typeof myApplicationDoc>;
export type ResponseDoc = v.InferOutput<typeof responseDoc>;
export type ResponseDetailDoc = v.InferOutput<typeof responseDetailDoc>;
export type CheckApplyDoc = v.InferOutput<typeof checkApplyDoc>;
export type StatusCountsDoc = v.InferOutput<typeof statusCountsDoc>;

export type UserJobsAction =
  | 'checkApply'
  | 'create'
  | 'activeJobsList'
  | 'withdraw'
  | 'list'
  | 'statusCounts'
  | 'candidateDetails'
  | 'statusByEmployer'
  | 'update';

export interface UserJobsOptions {
  body?: unknown;
  query?: Record<string, string>;
  id?: number | string;
  lng?: 'en' | 'id';
}

/** A call of `userJobs.<action>` as `who` (null: a guest, without a token). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
export function userJobs<T = any>(
  app: FastifyInstance,
  action: UserJobsAction,
  who: Auth | null,
  options: UserJobsOptions = {},
): Promise<CallResult<T>> {
  return call<T>(app, 'userJobs', action, {
    ...(options.id === undefined ? {} : { params: { id: options.id } }),
    ...(options.query ? { query: options.query } : {}),
    body: options.body ?? {},
    headers: who ? who.headers : {},
    lng: options.lng ?? 'en',
  });
}

/** user-jobs/resume/{id}: the raw answer (a file, or an error envelope). */
export function applicationResume(app: FastifyInstance, who: Auth | null, id: number | string) {
  return app.inject({
    method: 'GET',
    url: routeUrl(findRoute('userJobs', 'resume')!, { id }),
    headers: who ? who.headers : {},
  });
}

/** The fields a 422 names. */
export function errorFields(res: CallResult<unknown>): string[] {
  return ((res.body.data as { errors?: { field: string }[] } | null)?.errors ?? []).map((e) => e.field);
}

/** An employer (approved, with its company) whose live job takes applications, with QUESTIONS asked. */
export async function employerWithJob(
  t: TestApp,
  refs: Refs,
  o: PostOverrides = {},
): Promise<{ owner: Employer; job: JobDoc }> {
  const owner = await employer(t.app);
  return { owner, job: await postJob(t.app, owner, refs, o) };
}

/** The answers to QUESTIONS by question id: by default none is a knock-out ('YES', 'Jakarta', a text). */
export function answersTo(
  job: JobDoc,
  values: (string | string[] | number | null)[] = ['YES', 'Jakarta', 'I like keeping books.'],
) {
  return job.questions.map((q, i) => ({ questionId: q.id, answer: values[i] ?? null }));
}

/** candidate-profile/industry-details: the candidate's skills (master ids), which must be saved. */
export async function setSkills(app: FastifyInstance, who: Auth, skills: number[]): Promise<void> {
  const res = await call(app, 'candidateProfile', 'industryDetails', {
    params: { id: who.userId },
    body: { skills },
    headers: who.headers,
  });
  if (res.status !== 200) throw new Error(`industry-details: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Sets the account's full name straight in the database (what the employer's list shows and searches). */
export async function setFullName(app: FastifyInstance, userId: number, fullName: string): Promise<void> {
  await app.deps.db.updateTable('users').set({ fullName }).where('id', '=', userId).execute();
}

/** An uploaded PDF of these lines added to the candidate's resumes: the resume and the bytes uploaded. */
export async function uploadedResume(
  app: FastifyInstance,
  who: Auth,
  lines = ['Budi Santoso', 'Accounting Staff'],
  name = 'CV Budi',
): Promise<{ resume: ResumeDoc; bytes: Buffer }> {
  const bytes = await pdfOf(lines);
  const file = await uploadDocument(app, who, bytes);
  const res = await resumes(app, 'create', who, { body: { filePath: file.path, name } });
  if (res.status !== 201) throw new Error(`resumes/create: ${res.status} ${JSON.stringify(res.body)}`);
  return { resume: res.body.data, bytes };
}

/** The header of a built resume (resumes/update-header). */
export const BUILT_HEADER = {
  name: 'Built CV',
  fullName: 'Rina Kusuma Wardani',
  headline: 'Data Analyst',
  contactLines: ['0813 2222 3333', 'rina@example.com'],
  template: 'ATS',
  language: 'en',
};

/** A new built resume of the candidate's (no file yet: it is rendered from the profile). */
export async function builtResume(
  app: FastifyInstance,
  who: Auth,
  header: Record<string, unknown> = {},
): Promise<ResumeDoc> {
  const res = await resumes(app, 'updateHeader', who, { body: { ...BUILT_HEADER, ...header } });
  if (res.status !== 201) throw new Error(`resumes/update-header: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A signed-in candidate with an uploaded resume. */
export async function candidateWithResume(app: FastifyInstance): Promise<Auth & { resumeId: number }> {
  const who = await signIn(app, 'CANDIDATE');
  const { resume } = await uploadedResume(app, who);
  return { ...who, resumeId: resume.id };
}

/** user-jobs/create, which must be accepted (201): the candidate's view of the application. */
export async function applyTo(
  app: FastifyInstance,
  who: Auth & { resumeId?: number },
  job: JobDoc,
  body: Record<string, unknown> = {},
): Promise<MyApplicationDoc> {
  const res = await userJobs<MyApplicationDoc>(app, 'create', who, {
    body: { jobId: job.id, resumeId: who.resumeId, answers: answersTo(job), ...body },
  });
  if (res.status !== 201) throw new Error(`user-jobs/create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** An application's row as stored (withdrawn ones too). */
export function applicationRow(app: FastifyInstance, id: number) {
  return app.deps.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The stored `responseCount` of a job. */
export async function responseCount(app: FastifyInstance, jobId: number): Promise<number> {
  const row = await app.deps.db
    .selectFrom('jobs')
    .select('responseCount')
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.responseCount);
}

/** The employer's list (user-jobs/list), which must answer 200. */
export async function responsesOf(app: FastifyInstance, who: Auth, body: Record<string, unknown> = {}) {
  const res = await userJobs<ResponseDoc[]>(app, 'list', who, { body });
  if (res.status !== 200) throw new Error(`user-jobs/list: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** user-jobs/status-counts, which must answer 200. */
export async function countsOf(app: FastifyInstance, who: Auth, jobId?: number): Promise<StatusCountsDoc> {
  const res = await userJobs<StatusCountsDoc>(app, 'statusCounts', who, {
    body: jobId === undefined ? {} : { jobId },
  });
  if (res.status !== 200)
    throw new Error(`user-jobs/status-counts: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** user-jobs/update/{id}, which must be accepted. */
export async function moveTo(
  app: FastifyInstance,
  who: Auth,
  id: number,
  status: string,
  message?: string,
): Promise<ResponseDetailDoc> {
  const res = await userJobs<ResponseDetailDoc>(app, 'update', who, {
    id,
    body: { status, ...(message === undefined ? {} : { message }) },
  });
  if (res.status !== 200) throw new Error(`user-jobs/update: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
