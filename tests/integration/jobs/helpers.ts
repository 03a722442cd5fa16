/**
 * Helpers of the job posting tests: calls of the `jobs` routes as a given user (or as a guest, through the guest
 * twin when the route has one), valid bodies for every posting step built from the seeded reference data, and
 * `postJob`, which runs every step (and confirm-post) in one go.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { Envelope } from '../../../common/api/envelope.js';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import type { jobDoc } from '../../../common/schemas/answers/jobs.js';
import type { TestApp } from '../helpers/app.js';
import { today } from '../../../server/modules/jobs/repository.js';

export type JobDoc = v.InferOutput<typeof jobDoc>;

/** Who calls: a session from signIn(), or null for a guest. */
export type Who = { userId?: number; headers: { authorization: string } } | null;

export interface Result<T> {
  status: number;
  body: Envelope<T>;
}

let ipCounter = 0;
/** A client address per call, so per-address rate limits never bite these tests. */
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * A call of `jobs.<action>`. A guest (`who` null) uses the guest twin of the route when it has one, and the
 * signed-in path (without a token) otherwise.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
export async function jobsCall<T = any>(
  app: FastifyInstance,
  action: string,
  who: Who,
  options: { body?: unknown; params?: Record<string, string | number>; lng?: 'en' | 'id' } = {},
): Promise<Result<T>> {
  const def = findRoute('jobs', action);
  if (!def) throw new Error(`no route jobs.${action}`);
  const res = await app.inject({
    method: def.method,
    url: routeUrl(def, options.params ?? {}, who === null && !!def.guestPath),
    remoteAddress: nextIp(),
    headers: {
      ...(options.lng ? { lng: options.lng } : {}),
      ...(who ? who.headers : {}),
    },
    ...(def.method === 'GET' ? {} : { payload: (options.body ?? {}) as object }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

/** The fields named by a 422 answer. */
export function errorFields(res: Result<unknown>): string[] {
  const data = res.body.data as { errors?: { field: string }[] } | null;
  return (data?.errors ?? []).map((e) => e.field);
}

/** Ids and codes of the seeded reference data the bodies use. */
export interface Refs {
  categoryId: number;
  otherCategoryId: number;
  employmentType: string;
  otherEmploymentType: string;
  positionLevel: string;
  jobDomain: string;
  qualification: string;
  /** Skills by code: ACCOUNTING ('Accounting' / 'Akuntansi'), FLUTTER, PYTHON, SEWING ('Sewing' / 'Menjahit'). */
  skills: { ACCOUNTING: number; FLUTTER: number; PYTHON: number; SEWING: number };
  skillNames: Record<number, string>;
  /** Two cities of Indonesia. */
  cities: { id: number; name: string }[];
}

async function approvedCodes(t: TestApp, codeType: string) {
  return t.app.deps.db
    .selectFrom('masters')
    .select(['id', 'code', 'nameEn'])
    .where('codeType', '=', codeType)
    .where('isApproved', '=', 1)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

export async function loadRefs(t: TestApp): Promise<Refs> {
  const db = t.app.deps.db;
  const categories = await db
    .selectFrom('categories')
    .select('id')
    .where('isActive', '=', 1)
    .orderBy('sortOrder')
    .execute();
  const types = await approvedCodes(t, 'TYPE_OF_EMPLOYMENT');
  const levels = await approvedCodes(t, 'POSITION_LEVEL');
  const domains = await approvedCodes(t, 'JOB_DOMAIN');
  const qualifications = await approvedCodes(t, 'EMPLOYEE_QUALIFICATION');
  const skills = await db
    .selectFrom('masters')
    .select(['id', 'code', 'nameEn'])
    .where('codeType', '=', 'SKILLS')
    .where('isApproved', '=', 1)
    .where('code', 'in', ['ACCOUNTING', 'FLUTTER', 'PYTHON', 'SEWING'])
    .execute();
  const skill = (code: string) => {
    const row = skills.find((s) => s.code === code);
    if (!row) throw new Error(`no approved skill ${code} in the seed`);
    return row.id;
  };
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name'])
    .where('countryCode', '=', 'ID')
    .orderBy('id')
    .limit(2)
    .execute();
  if (categories.length < 2 || types.length < 2 || !levels[0] || !domains[0] || !qualifications[0]) {
    throw new Error('the seed lacks categories or masters');
  }
  if (cities.length < 2) throw new Error('the seed lacks cities of Indonesia');
  return {
    categoryId: categories[0]!.id,
    otherCategoryId: categories[1]!.id,
    employmentType: types[0]!.code,
    otherEmploymentType: types[1]!.code,
    positionLevel: levels[0].code,
    jobDomain: domains[0].code,
    qualification: qualifications[0].code,
    skills: {
      ACCOUNTING: skill('ACCOUNTING'),
      FLUTTER: skill('FLUTTER'),
      PYTHON: skill('PYTHON'),
      SEWING: skill('SEWING'),
    },
    skillNames: Object.fromEntries(skills.map((s) => [s.id, s.nameEn])),
    cities,
  };
}

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' `days` from today, counted as the server counts days (in JOB_TIME_ZONE). */
export const dayFromToday = (days: number) => today(new Date(Date.now() + days * DAY_MS));

export const DESCRIPTION =
  '<p>We are looking for a careful person to keep our books and file the monthly taxes.</p>' +
  '<script>alert("x")</script><p onclick="steal()">Apply <strong>now</strong>.</p>';

export const jobTypeBody = (refs: Refs, overrides: Record<string, unknown> = {}) => ({
  title: 'Staf Akuntansi',
  categoryId: refs.categoryId,
  employmentType: refs.employmentType,
  positionLevel: refs.positionLevel,
  jobDomain: refs.jobDomain,
  openings: 2,
  ...overrides,
});

export const highlightsBody = (refs: Refs, overrides: Record<string, unknown> = {}) => ({
  description: DESCRIPTION,
  skills: [refs.skills.PYTHON],
  qualification: refs.qualification,
  experienceMin: 1,
  experienceMax: 3,
  salaryMin: '5,000,000',
  salaryMax: 8_000_000,
  salaryVisible: true,
  ...overrides,
});

export const locationBody = (refs: Refs, overrides: Record<string, unknown> = {}) => ({
  isRemote: true,
  cityIds: refs.cities.map((c) => c.id),
  ...overrides,
});

export const benefitsBody = (overrides: Record<string, unknown> = {}) => ({
  benefits: ['BPJS_HEALTH', 'THR', 'LAPTOP'],
  benefitsOther: 'Free lunch on Fridays',
  ...overrides,
});

export const QUESTIONS = [
  { kind: 'YES_NO', question: 'Do you have a driving licence?', isRequired: true, knockout: 'NO' },
  {
    kind: 'SINGLE_CHOICE',
    question: 'Which city do you live in?',
    isRequired: true,
    options: ['Jakarta', 'Bandung', 'Surabaya'],
    knockout: 'Surabaya',
  },
  { kind: 'TEXT', question: 'Why do you want this job?', isRequired: false },
];

export const questionsBody = (overrides: Record<string, unknown> = {}) => ({
  questions: QUESTIONS,
  ...overrides,
});

export interface PostOverrides {
  type?: Record<string, unknown>;
  highlights?: Record<string, unknown>;
  location?: Record<string, unknown>;
  benefits?: Record<string, unknown>;
  questions?: Record<string, unknown>;
  /** Stop after this step (a draft); by default every step is saved and the job is posted. */
  until?: 'jobType' | 'highlights' | 'location' | 'benefits' | 'questions' | 'posted';
}

/** A job through the API: every step in order (each must succeed), then confirm-post unless `until` says otherwise. */
export async function postJob(
  app: FastifyInstance,
  who: Who,
  refs: Refs,
  o: PostOverrides = {},
): Promise<JobDoc> {
  const until = o.until ?? 'posted';
  const must = (res: Result<unknown>, step: string, status = 200) => {
    if (res.status !== status) throw new Error(`${step}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as JobDoc;
  };
  let doc = must(
    await jobsCall(app, 'createJobType', who, { body: jobTypeBody(refs, o.type) }),
    'create-job-type',
    201,
  );
  const id = doc.id;
  const steps: [string, string, unknown][] = [
    ['highlights', 'createJobHighlights', highlightsBody(refs, o.highlights)],
    ['location', 'createJobLocation', locationBody(refs, o.location)],
    ['benefits', 'createJobBenefits', benefitsBody(o.benefits)],
    ['questions', 'createJobAdditionalQuestion', questionsBody(o.questions)],
  ];
  if (until === 'jobType') return doc;
  for (const [step, action, body] of steps) {
    doc = must(await jobsCall(app, action, who, { params: { id }, body }), action);
    if (until === step) return doc;
  }
  return must(await jobsCall(app, 'confirmPost', who, { body: { id } }), 'confirm-post');
}

/** The row of a job as stored (deleted ones included). */
export const jobRow = (t: TestApp, id: number) =>
  t.app.deps.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** Sets columns of a job straight in the database (a job that expired, an older posting date). */
export async function setJob(t: TestApp, id: number, values: Record<string, unknown>): Promise<void> {
  await t.app.deps.db.updateTable('jobs').set(values).where('id', '=', id).execute();
}
