/**
 * Bad input, generated with fast-check, for every route the server registers with a valibot schema.
 *
 * Which routes: a probe server's OpenAPI document (server/plugins/openapi.ts is built from defineRoute) lists every
 * call it registers and whether defineRoute validates a body for it. Each such call, and its guest twin, takes its
 * schema and one valid body from COVERED below. A body route missing from COVERED, a COVERED entry the server does
 * not register, or a schema whose fields differ from the documented ones fails the 'coverage' test, so a new route is
 * fuzzed the day it is registered. Routes without any input schema, and routes that validate their query string
 * (GET calls such as user-jobs/check-apply: only bodies are generated here), get a lighter pass (junk query strings
 * and path parameters, the documented query parameters among them). No registered route is left out; EXCLUDED would
 * name one with its reason (none today).
 *
 * What is sent, signed in with a token of the route's role (guest twins and public calls without one), each request
 * from its own client address (the rate limits count per address):
 * - the valid body with one or a few fields replaced by bad values: wrong types, huge strings (100k characters),
 *   huge and odd numbers (1e19, -1, 1.5, '1e400', 2^53 + 2), arrays and objects where strings are expected, arrays
 *   where objects are expected, null, deeply nested values, unicode (NUL, lone surrogates, bidi controls, emoji);
 *   a field left out; an extra field;
 * - whole bodies that are not objects: arrays (empty, or holding the valid body), null, strings, numbers, deep arrays;
 * - JSON text that is malformed, truncated, poisoned (`__proto__`), over the 1 MiB limit, holds numbers JSON allows
 *   but JavaScript cannot hold (1e400), or is sent with another content type.
 * Every field of each schema meets every named bad value once (fast-check `examples`), then RUNS random cases follow.
 *
 * What must come back (the oracle is the route's own schema, run here on the same JSON):
 * - never a 5xx, always JSON in the envelope `{ code, message, data }`;
 * - a body the schema refuses: 422, with `data.errors` naming exactly the fields the schema's issues name;
 * - a body that is not a JSON object, has an array where the schema expects an object, is not JSON, is poisoned,
 *   too large or of another content type: a 4xx (valibot's object schema takes arrays for objects, so this is checked
 *   here, not by the schema); a 422 for a whole body that is not an object must name the body, not fields inside it;
 * - any 422: `data.errors` non-empty, each with a `field` and a `message`;
 * - a body the schema accepts: any answer but a 5xx. Routes with effects (mail, rows, sign-out: `writes` in
 *   COVERED) are never sent one; their generated cases the schema accepts are counted as skipped.
 *
 * A failing route lists each distinct problem once, with one request and answer and how many cases hit it. Knobs:
 * BAD_INPUT_SEED (seed), BAD_INPUT_RUNS (random cases per route after the examples), BAD_INPUT_SHRINK=1 (stop at the
 * first problem of a route and let fast-check shrink it to a minimal case).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../../common/api/envelope.js';
import { type RouteDef, findRoute, routePattern } from '../../../common/api/routes.js';
import * as accounts from '../../../common/schemas/accounts.js';
import * as candidate from '../../../common/schemas/candidateProfile.js';
import { categoryAll } from '../../../common/schemas/category.js';
import * as company from '../../../common/schemas/company.js';
import { contactUsSave } from '../../../common/schemas/contactUs.js';
import { cityList, countryAll, stateList } from '../../../common/schemas/geo.js';
import { flattenIssues } from '../../../common/schemas/issues.js';
import * as importJobs from '../../../common/schemas/importJobs.js';
import * as jobs from '../../../common/schemas/jobs.js';
import { listRequest } from '../../../common/schemas/list.js';
import * as jobTracks from '../../../common/schemas/jobTracks.js';
import * as notifications from '../../../common/schemas/notifications.js';
import * as analytics from '../../../common/schemas/analytics.js';
import * as billing from '../../../common/schemas/billing.js';
import * as applications from '../../../common/schemas/applications.js';
import * as candidates from '../../../common/schemas/candidates.js';
import * as resumes from '../../../common/schemas/resumes.js';
import * as reviews from '../../../common/schemas/reviews.js';
import * as recommendations from '../../../common/schemas/recommendations.js';
import * as savedSearches from '../../../common/schemas/savedSearches.js';
import { mastersCreate, mastersList } from '../../../common/schemas/masters.js';
import * as team from '../../../common/schemas/team.js';
import type { Role } from '../../../server/auth/sessions.js';
import { newIp } from '../accounts/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_240_917);
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 120);
const SHRINK = process.env.BAD_INPUT_SHRINK === '1';
/** Random cases per route without an input schema. */
const LIGHT_RUNS = 40;

// --- The covered routes: schema and a valid body ----------------------------------------------------------------

/** `reads`: a body the schema accepts may be sent (it lists). `writes`: it would act (mail, row, sign-out): never. */
type Effects = 'reads' | 'writes';

interface Covered {
  /** The schema the route's defineRoute() validates with (server/modules/<module>/routes.ts). */
  schema: v.GenericSchema;
  /** A body the schema accepts; each case breaks it in one place, so the break is what the server sees. */
  valid: Record<string, unknown>;
  effects: Effects;
}

const EMAIL = 'budi.santoso@example.com';
const PHONE = { code: '+62', number: '81234567890' };
const PASSWORD = 'Quartz-orbit-47';
const NEW_PASSWORD = 'Nebula-harbor-58';
const TICKET = 'a-token-handed-out-by-an-earlier-step';
const LIST = { page: 1, limit: 10, search: '', filter: {}, sort: -1 };
const JOB_TYPE = {
  title: 'Staf Akuntansi',
  categoryId: 1,
  employmentType: 'FULL_TIME',
  positionLevel: 'STAFF',
  jobDomain: 'ACCOUNTING_FINANCE',
  openings: 2,
  validTill: '2026-12-31',
};

const COMPANY = {
  companyName: 'PT Maju Jaya',
  aboutHtml: '<p>We build <strong>roads</strong> across Java.</p>',
  industryCode: 'OTHER_INDUSTRY',
  otherIndustry: 'Road building',
  companySize: '51-200',
  foundedYear: 1998,
  website: 'majujaya.co.id',
  phone: PHONE,
  countryCode: 'ID',
  stateCode: 'JB',
  cityId: 1,
  address: 'Jl. Asia Afrika 8, Bandung',
  linkedinUrl: 'https://www.linkedin.com/company/majujaya',
  facebookUrl: 'https://facebook.com/majujaya',
  instagramUrl: 'instagram.com/majujaya',
  twitterUrl: 'https://x.com/majujaya',
};
const PERSONAL = { fullName: 'Budi Santoso', phone: PHONE, jobTitle: 'Founder' };

const SAVED_SEARCH = {
  name: 'Kasir Jakarta',
  search: 'kasir',
  filter: { remote: true, salaryMin: 5_000_000 },
  alert: true,
  frequency: 'DAILY',
};

const reads = (schema: v.GenericSchema, valid: Record<string, unknown>): Covered => ({
  schema,
  valid,
  effects: 'reads',
});
const writes = (schema: v.GenericSchema, valid: Record<string, unknown>): Covered => ({
  schema,
  valid,
  effects: 'writes',
});

function accountCalls(module: 'candidate' | 'employer'): Record<string, Covered> {
  const register = {
    registrationToken: TICKET,
    fullName: 'Budi Santoso',
    email: EMAIL,
    phone: PHONE,
    password: PASSWORD,
    termsAccepted: true,
    deviceToken: 'device-token',
  };
  return {
    [`${module}.checkCredentials`]: writes(accounts.checkCredentials, { email: EMAIL, phone: PHONE }),
    [`${module}.resendOtp`]: writes(accounts.resendOtp, { email: EMAIL, purpose: 'SIGN_UP' }),
    [`${module}.verifyEmailOtp`]: writes(accounts.verifyOtp, { email: EMAIL, otp: '123456' }),
    [`${module}.register`]:
      module === 'employer'
        ? writes(accounts.employerRegister, { ...register, companyName: 'PT Maju Jaya' })
        : writes(accounts.candidateRegister, register),
    [`${module}.login`]: writes(accounts.login, {
      email: EMAIL,
      password: PASSWORD,
      deviceToken: 'device-token',
    }),
    [`${module}.forgetPassword`]: writes(accounts.forgetPassword, { email: EMAIL }),
    [`${module}.verifyResetPasswordOtp`]: writes(accounts.verifyOtp, { email: EMAIL, otp: '123456' }),
    [`${module}.resetPassword`]: writes(accounts.resetPassword, {
      email: EMAIL,
      resetToken: TICKET,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
    [`${module}.changePassword`]: writes(accounts.changePassword, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }),
    [`${module}.logout`]: writes(accounts.logout, { fcmToken: 'device-token' }),
  };
}

/** The generic calls of a candidate profile's list section: list reads; create, update and soft-delete write. */
function entryRoutes(module: string, schema: v.GenericSchema, valid: Record<string, unknown>) {
  return {
    [`${module}.list`]: reads(listRequest, LIST),
    [`${module}.create`]: writes(schema, valid),
    [`${module}.update`]: writes(schema, valid),
    [`${module}.softDelete`]: writes(candidate.entryIdInput, { id: 1 }),
  };
}

/** By `module.action` of common/api/routes.ts; a guest twin uses its call's entry. */
const COVERED: Record<string, Covered> = {
  'country.all': reads(countryAll, { search: 'in' }),
  'state.getStateList': reads(stateList, { ...LIST, countryCode: 'ID' }),
  'city.getCityList': reads(cityList, { ...LIST, countryCode: 'ID', stateCode: 'JK' }),
  'category.all': reads(categoryAll, { search: 'a' }),
  'masters.list': reads(mastersList, { ...LIST, codeType: 'SKILLS' }),
  'masters.create': writes(mastersCreate, { codeType: 'SKILLS', name: 'Underwater basket weaving' }),
  'contactUs.save': writes(contactUsSave, {
    name: 'Budi Santoso',
    email: EMAIL,
    phone: PHONE,
    subject: 'Job postings',
    message: 'How do I post a job as a small company?',
  }),
  'notifications.saveDeviceToken': writes(accounts.saveDeviceToken, { deviceToken: 'device-token' }),
  'notifications.removeDeviceToken': writes(accounts.removeDeviceToken, { deviceToken: 'device-token' }),
  'jobs.createJobType': writes(jobs.jobTypeInput, JOB_TYPE),
  'jobs.updateJobType': writes(jobs.jobTypeInput, JOB_TYPE),
  'jobs.createJobHighlights': writes(jobs.jobHighlightsInput, {
    description: '<p>Prepare monthly reports and tax filings for our Jakarta office.</p>',
    skills: [1, 2],
    qualification: 'BACHELOR',
    experienceMin: 1,
    experienceMax: 3,
    salaryMin: '5,000,000',
    salaryMax: 8_000_000,
    salaryVisible: true,
  }),
  'jobs.createJobLocation': writes(jobs.jobLocationInput, { isRemote: false, cityIds: [1] }),
  'jobs.createJobBenefits': writes(jobs.jobBenefitsInput, { benefits: ['THR'], benefitsOther: 'Gym' }),
  'jobs.createJobAdditionalQuestion': writes(jobs.jobQuestionsInput, {
    questions: [
      {
        kind: 'SINGLE_CHOICE',
        question: 'Which city?',
        isRequired: true,
        options: ['Jakarta', 'Bandung'],
        knockout: 'Bandung',
      },
    ],
  }),
  'jobs.confirmPost': writes(jobs.jobIdInput, { id: 1 }),
  'jobs.activate': writes(jobs.jobActivateInput, { active: true }),
  'jobs.softDelete': writes(jobs.jobIdInput, { id: 1 }),
  'jobs.getJobList': reads(jobs.jobListRequest, { ...LIST, filter: { status: 'ACTIVE' } }),
  'jobs.facets': reads(jobs.jobListRequest, { search: 'kasir', filter: { remote: true } }),
  'jobs.jobroleList': reads(jobs.jobRoleListRequest, { search: 'akun', limit: 5 }),
  'candidateProfile.basicDetails': writes(candidate.candidateBasicDetails, {
    fullName: 'Siti Rahma',
    phone: { code: '+62', number: '81234567890' },
  }),
  'candidateProfile.personalDetails': writes(candidate.candidatePersonalDetails, {
    gender: 'FEMALE',
    dateOfBirth: '1998-04-17',
    countryCode: 'ID',
    stateCode: 'JB',
    cityId: 1,
    address: 'Jl. Braga 10',
    castCategory: '',
  }),
  'candidateProfile.industryDetails': writes(candidate.candidateIndustryDetails, {
    industryCode: 'AUTOMOTIVE',
    jobDomain: 'OTHER_JOB_DOMAIN',
    otherJobDomain: 'Fleet care',
    skills: [1, 2],
    yearsOfExperience: 3,
    expectedSalary: '8,500,000',
    preferredCityIds: [1],
    prefersRemote: false,
    openToWork: true,
  }),
  'candidateProfile.profilePictureUpdate': writes(candidate.candidatePicture, { picturePath: null }),
  'candidateProfile.setup': writes(candidate.candidateSetupInput, { step: 'educations' }),
  ...entryRoutes('education', candidate.educationInput, {
    instituteCode: 'OTHER_UNIVERSITY',
    otherInstitute: 'Politeknik Negeri Kupang',
    qualificationCode: 'DIPLOMA_3',
    fieldOfStudyCode: 'ACCOUNTING',
    startMonth: '2016-08',
    endMonth: '2019-07',
    grade: '3.4',
    details: 'Thesis on village cooperatives.',
  }),
  ...entryRoutes('project', candidate.projectInput, {
    name: 'Sistem kas koperasi',
    role: 'Developer',
    url: 'https://example.com',
    startMonth: '2020-01',
    endMonth: '2020-06',
    details: '',
  }),
  ...entryRoutes('experience', candidate.experienceInput, {
    companyName: 'Indomaret',
    jobTitle: 'Kasir',
    employmentType: 'FULL_TIME',
    location: 'Bandung',
    startMonth: '2019-08',
    isCurrent: false,
    endMonth: '2021-01',
    details: '',
  }),
  ...entryRoutes('certificate', candidate.certificateInput, {
    name: 'Brevet A dan B',
    issuer: 'IAI',
    startMonth: '2021-05',
    endMonth: '',
    credentialUrl: '',
    filePath: '',
  }),
  ...entryRoutes('accomplishment', candidate.accomplishmentInput, {
    name: 'Karyawan terbaik 2020',
    startMonth: '2020-12',
    details: '',
  }),
  'resumes.list': reads(listRequest, LIST),
  'resumes.create': writes(resumes.resumeCreateInput, {
    filePath: 'document/2026/abcdefghijklmnopqrstuv.pdf',
    name: 'CV',
  }),
  'resumes.update': writes(resumes.resumeUpdateInput, { name: 'CV 2026', isDefault: true }),
  'resumes.softDelete': writes(resumes.resumeIdInput, { id: 1 }),
  'resumes.updateHeader': writes(resumes.resumeHeaderInput, {
    name: 'CV akuntansi',
    fullName: 'Siti Rahma',
    headline: 'Staf akuntansi',
    contactLines: ['+62-81234567890', 'siti@example.com'],
    showPhoto: true,
    template: 'MODERN',
    language: 'id',
  }),
  'resumes.updateResume': writes(resumes.resumeContentInput, {
    id: 1,
    sections: ['experiences', 'skills'],
    entries: [{ key: 'experiences:1', hidden: false, title: 'Tax officer', details: '' }],
  }),
  'reviews.list': reads(reviews.reviewListRequest, { ...LIST, companyId: 1 }),
  'reviews.create': writes(reviews.reviewCreateInput, {
    companyId: 1,
    rating: 4,
    headline: 'Good place to learn',
    text: 'Friendly team and clear targets.',
  }),
  'reviews.update': writes(reviews.reviewUpdateInput, {
    rating: 3,
    headline: 'Good place to learn',
    text: 'Friendly team and clear targets.',
  }),
  'reviews.softDelete': writes(reviews.reviewIdInput, { id: 1 }),
  'jobRecommendation.getJobsRecommendation': reads(recommendations.recommendationRequest, { limit: 5 }),
  'search.add': writes(savedSearches.savedSearchInput, SAVED_SEARCH),
  'search.update': writes(savedSearches.savedSearchInput, SAVED_SEARCH),
  'search.list': reads(savedSearches.savedSearchListRequest, LIST),
  'search.unsubscribe': writes(savedSearches.savedSearchUnsubscribeInput, {
    id: 1,
    token: 'abcdefghijklmnopqrstuvwxyz012345',
  }),
  'licence.getPlans': reads(billing.plansRequest, { ...LIST, filter: { audience: 'EMPLOYER' } }),
  'licence.getTopupList': reads(billing.plansRequest, LIST),
  'order.create': writes(billing.orderCreateInput, { kind: 'PLAN', planId: 2 }),
  'order.paymentUrl': writes(billing.orderRef, { orderId: 1 }),
  'order.invoice': writes(billing.orderRef, { orderId: 1 }),
  'order.transactionList': reads(billing.transactionListRequest, { ...LIST, filter: { status: 'PAID' } }),
  'order.notification': writes(billing.midtransNotification, {
    order_id: 'ORD-20260101-00000000',
    status_code: '200',
    gross_amount: '553890.00',
    signature_key: 'f'.repeat(128),
    transaction_status: 'settlement',
  }),
  'jobsTracks.likeDislike': writes(jobTracks.likeDislikeInput, { jobId: 1, isLike: true }),
  'jobsTracks.likesList': reads(jobTracks.likesListRequest, LIST),
  'jobsTracks.create': writes(jobTracks.jobTrackInput, { jobId: 1, type: 3 }),
  'userJobs.create': writes(applications.applyInput, {
    jobId: 1,
    resumeId: 1,
    answers: [
      { questionId: 1, answer: 'YES' },
      { questionId: 2, answer: ['SQL', 'Excel'] },
    ],
    coverNote: 'I can start next month.',
  }),
  'userJobs.activeJobsList': reads(applications.myApplicationsRequest, {
    ...LIST,
    filter: { status: 'APPLIED' },
  }),
  'userJobs.list': reads(applications.responsesRequest, {
    ...LIST,
    search: 'python',
    filter: { jobId: 1, status: 'SHORTLIST' },
    sortBy: 'score',
  }),
  'userJobs.statusCounts': reads(applications.statusCountsRequest, { jobId: 1 }),
  // Only reads, but a job the fuzzing caller's company does not have (404): its valid body is never sent.
  'employerAnalytics.getByMonth': writes(analytics.analyticsByMonthRequest, { jobId: 1 }),
  // Only reads, but an application the fuzzing caller's company does not have (404): its valid body is never sent.
  'userJobs.candidateDetails': writes(applications.applicationIdInput, { id: 1 }),
  'userJobs.statusByEmployer': writes(applications.statusByEmployerInput, {
    id: 1,
    status: 'SHORTLIST',
    message: 'Please come on Monday.',
  }),
  'userJobs.update': writes(applications.statusChangeInput, { status: 'REJECTED', message: '' }),
  // Only reads, but of a job the fuzzing caller's company does not have (404): their valid bodies are never sent.
  'matchedCandidate.list': writes(candidates.matchedCandidatesRequest, { jobId: 1 }),
  'matchedCandidate.details': writes(candidates.matchedCandidateRequest, { candidateId: 1, jobId: 1 }),
  'trackUser.viewProfile': writes(candidates.viewProfileInput, { candidateId: 1, jobId: 1 }),
  'viewedCandidate.list': reads(candidates.viewedCandidatesRequest, { ...LIST, search: 'ayu' }),
  'trackUser.companyList': reads(candidates.profileViewersRequest, { ...LIST, search: 'maju' }),
  'notifications.list': reads(notifications.notificationListRequest, {
    ...LIST,
    filter: { unread: true },
    unreadFirst: true,
  }),
  'notifications.partialUpdate': writes(notifications.notificationReadInput, { isRead: true }),
  'notifications.updatePreferences': writes(notifications.notificationPreferencesInput, {
    preferences: [{ type: 'APPLICATION_STATUS', mail: false }],
  }),
  'employer.updateCompany': writes(company.companyUpdateInput, COMPANY),
  'company.update': writes(company.companyUpdateInput, COMPANY),
  'employer.update': writes(company.employerPersonalDetails, PERSONAL),
  'employer.personalDetails': writes(company.employerPersonalDetails, PERSONAL),
  'company.list': reads(company.companyListRequest, { ...LIST, filter: { industryCode: 'FOOD_BEVERAGE' } }),
  'teamMembers.list': reads(team.teamMemberListRequest, {
    ...LIST,
    filter: { role: 'ADMIN', status: 'ACTIVE' },
  }),
  'teamMembers.add': writes(team.teamMemberAdd, {
    fullName: 'Dewi Lestari',
    email: EMAIL,
    role: 'RECRUITER',
    jobTitle: 'HR Officer',
  }),
  'teamMembers.update': writes(team.teamMemberUpdate, {
    fullName: 'Dewi Lestari',
    role: 'ADMIN',
    jobTitle: 'Head of People',
  }),
  'teamMembers.partialUpdate': writes(team.teamMemberPartialUpdate, {
    fullName: 'Dewi Lestari',
    role: 'ADMIN',
    jobTitle: null,
  }),
  'teamMembers.softDelete': writes(team.teamMemberId, { id: 1 }),
  'employer.acceptInvitation': writes(team.acceptInvitation, {
    token: 'a-link-token_from-the-invitation-mail',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  }),
  'importHistory.list': reads(importJobs.importHistoryListRequest, { ...LIST, filter: { status: 'DONE' } }),
  'importHistory.start': writes(importJobs.importStartInput, {
    mapping: {
      title: 0,
      categoryId: 1,
      employmentType: 2,
      positionLevel: 3,
      jobDomain: 4,
      openings: 5,
      description: 6,
      skills: 7,
      qualification: 8,
      experienceMin: 9,
      experienceMax: 10,
      salaryMin: 11,
      salaryMax: 12,
      salaryVisible: null,
      isRemote: 13,
      cityIds: 14,
      benefits: null,
    },
    jobStatus: 'DRAFT',
  }),
  // Only reads, but of an import the fuzzing caller does not have (404): its valid body is never sent.
  'importHistory.errors': writes(importJobs.importErrorsRequest, { page: 2, limit: 20 }),
  ...accountCalls('candidate'),
  ...accountCalls('employer'),
};

/** Registered calls with an input schema that this file does not fuzz, with the reason. None today. */
const EXCLUDED: Record<string, string> = {};

// --- The routes the server registers -----------------------------------------------------------------------------

type Input = 'body' | 'query' | 'none';

interface Operation {
  /** `module.action` */
  key: string;
  guest: boolean;
  def: RouteDef;
  label: string;
  input: Input;
  /** The body's documented field names. */
  properties: string[];
  /** The documented query parameters (of a call that validates its query string). */
  queryNames: string[];
}

interface OpenApiOperation {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
}

/** Every call of the route table in the server's OpenAPI document (hidden routes are outside the table). */
async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/client/api/docs' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const found: Operation[] = [];
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      const match = /^(\w+)\.(\w+)( \(guest\))?$/.exec(operation.summary ?? '');
      const def = match && findRoute(match[1]!, match[2]!);
      if (!match || !def) continue;
      const guest = match[3] !== undefined;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const queryNames = (operation.parameters ?? [])
        .filter((p) => p.in === 'query' || p.in === 'querystring')
        .map((p) => p.name)
        .sort();
      const query = queryNames.length > 0;
      found.push({
        key: `${match[1]}.${match[2]}`,
        guest,
        def,
        label: `${match[1]}.${match[2]}${guest ? ' (guest)' : ''}: ${def.method} ${routePattern(def, guest)}`,
        input: body ? 'body' : query ? 'query' : 'none',
        properties: Object.keys(body?.properties ?? {}).sort(),
        queryNames,
      });
    }
  }
  return found.sort((a, b) => a.label.localeCompare(b.label));
}

const OPERATIONS: Operation[] = await (async () => {
  const probe = await createTestApp('sqlite');
  try {
    await probe.app.ready();
    return await operationsOf(probe.app);
  } finally {
    await probe.close();
  }
})();

const BODY_ROUTES = OPERATIONS.filter((op) => op.input === 'body' && COVERED[op.key] && !EXCLUDED[op.key]);
/** Routes without a body schema: those without any input schema, and those validating their query string. */
const NO_INPUT_ROUTES = OPERATIONS.filter((op) => op.input === 'none' || op.input === 'query');

// --- Schema helpers ----------------------------------------------------------------------------------------------

/** The parts of a valibot schema read here. */
interface Node {
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  value?: Node;
}

const WRAPPERS = new Set([
  'optional',
  'nullish',
  'nullable',
  'undefinedable',
  'exact_optional',
  'non_optional',
]);
const OBJECTS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

function unwrap(schema: unknown): Node {
  let node = schema as Node;
  while (WRAPPERS.has(node.type) && node.wrapped) node = node.wrapped;
  return node;
}

/** Every field path of an object schema, nested objects included; a record gets one made-up key (`filter.x`). */
function fieldPaths(schema: unknown, prefix: string[] = []): string[][] {
  const node = unwrap(schema);
  const paths: string[][] = [];
  for (const [key, entry] of Object.entries(node.entries ?? {})) {
    const path = [...prefix, key];
    paths.push(path);
    const inner = unwrap(entry);
    if (OBJECTS.has(inner.type)) paths.push(...fieldPaths(inner, path));
    if (inner.type === 'record') paths.push([...path, 'x']);
  }
  return paths;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where the value holds an array in place of an object or record of the schema ('the body' for the body itself). */
function arrayWhereObject(schema: unknown, value: unknown, path = ''): string | undefined {
  const node = unwrap(schema);
  if (!OBJECTS.has(node.type) && node.type !== 'record') return undefined;
  if (Array.isArray(value)) return path || 'the body';
  if (!isPlainObject(value)) return undefined;
  const children: [string, Node | undefined][] =
    node.type === 'record'
      ? Object.keys(value).map((key) => [key, node.value])
      : Object.entries(node.entries ?? {}).filter(([key]) => Object.hasOwn(value, key));
  for (const [key, child] of children) {
    const found = child && arrayWhereObject(child, value[key], path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/** An own `__proto__` key, or `constructor.prototype`, anywhere in the parsed JSON (Fastify refuses both). */
function poisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null) continue;
    if (Object.hasOwn(item, '__proto__')) return true;
    const ctor = (item as Record<string, unknown>).constructor;
    if (Object.hasOwn(item, 'constructor') && isPlainObject(ctor) && Object.hasOwn(ctor, 'prototype'))
      return true;
    stack.push(...Object.values(item));
  }
  return false;
}

// --- Cases -------------------------------------------------------------------------------------------------------

const JSON_TYPE = 'application/json';

interface Case {
  /** What was done to the valid body: `page = 1e19`, `email left out`, `body = []`, `JSON cut after 12 chars`. */
  label: string;
  /** The spot it hits, to group the report: `page`, `body`, `JSON text`. */
  spot: string;
  text: string;
  contentType: string;
  /** Refused whatever the schema says, and why. */
  refuse?: { why: string; wholeBody: boolean };
}

const nestedObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const nestedArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** The named bad values every field meets once. */
const NAMED_VALUES: (readonly [string, unknown])[] = [
  ['1e19', 1e19],
  ['-1e19', -1e19],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['2^53 + 2', 2 ** 53 + 2],
  ['Number.MAX_VALUE', Number.MAX_VALUE],
  ['5e-324', 5e-324],
  ["'1e400'", '1e400'],
  ["'-1'", '-1'],
  ["'1.5'", '1.5'],
  ["''", ''],
  ["'   '", '   '],
  ['100k characters', 'x'.repeat(100_000)],
  ['100k digits', '1'.repeat(100_000)],
  ['50k emoji', '🙂'.repeat(50_000)],
  ['a NUL character', 'a\u0000b'],
  ['a lone surrogate', 'ab\ud800'],
  ['unicode text', 'Ünïcödé 𝔘𝔫𝔦 مرحبا 你好 \u202eevil\u200b'],
  ['SQL text', "' OR 1=1; --"],
  ['LIKE wildcards', '%_\\%'],
  ['null', null],
  ['true', true],
  ['false', false],
  ['[]', []],
  ["['a', 1]", ['a', 1]],
  ['[{}]', [{}]],
  ['{}', {}],
  ["{ a: 'b' }", { a: 'b' }],
  ["{ $gt: '' }", { $gt: '' }],
  ['an object 1000 deep', nestedObject(1000)],
  ['an array 1000 deep', nestedArray(1000)],
  ['10k numbers', Array.from({ length: 10_000 }, (_, i) => i)],
];

/** JSON numbers JavaScript cannot hold as written. */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '1E+999',
  '123456789012345678901234567890',
  '-0',
  '1e-400',
  '9007199254740993',
];

/** JSON text with a JSON content type that is not JSON. */
const MALFORMED = [
  '',
  ' ',
  '{',
  '{"a":',
  '{bad}',
  "{'a': 1}",
  'nul',
  '[1,2',
  '"open',
  '{}}',
  '\u0000',
  'NaN',
];
const MALFORMED_WITH_VALUES = [
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": undefined}',
  '// note\n{}',
  '{"a": 1,}',
];

const POISONED = [
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"a": {"__proto__": {"polluted": true}}}',
];

function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return value.length > 40
      ? `a string of ${value.length} (${JSON.stringify(value.slice(0, 16))}…)`
      : JSON.stringify(value);
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60
    ? `${Array.isArray(value) ? 'an array' : typeof value} of ${text.length} JSON chars`
    : text;
}

/** A copy of a valid body (small and plain); bad values are put into it as they are, never copied. */
const copyOf = (valid: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(valid)) as Record<string, unknown>;

/** Puts the value at the path of the body, in place, making the objects on the way when missing. */
function setPath(
  body: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  let at: Record<string, unknown> = body;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      at[key] = value;
      return;
    }
    if (!isPlainObject(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  });
  return body;
}

function dropPath(valid: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  const copy = copyOf(valid);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((at, key) => (isPlainObject(at) ? at[key] : undefined), copy);
  if (isPlainObject(parent)) delete parent[path[path.length - 1]!];
  return copy;
}

const bodyCase = (label: string, spot: string, body: unknown): Case => ({
  label,
  spot,
  text: JSON.stringify(body),
  contentType: JSON_TYPE,
});

const textCase = (label: string, text: string, contentType = JSON_TYPE, refuse?: Case['refuse']): Case => ({
  label,
  spot: contentType === JSON_TYPE ? 'JSON text' : 'content type',
  text,
  contentType,
  ...(refuse ? { refuse } : {}),
});

type Mutation = readonly [path: string[], name: string, value: unknown];

function fieldCase(valid: Record<string, unknown>, mutations: readonly Mutation[]): Case {
  const body = mutations.reduce((at, [path, , value]) => setPath(at, path, value), copyOf(valid));
  const label = mutations.map(([path, name]) => `${path.join('.')} = ${name}`).join(', ');
  const spot = mutations.length === 1 ? mutations[0]![0].join('.') : 'several fields';
  return bodyCase(label, spot, body);
}

const RAW_MARK = '__raw_number_goes_here__';
function rawNumberCase(valid: Record<string, unknown>, path: string[], literal: string): Case {
  const text = JSON.stringify(setPath(copyOf(valid), path, RAW_MARK)).replace(`"${RAW_MARK}"`, literal);
  return { ...textCase(`${path.join('.')} = ${literal} (a raw JSON number)`, text), spot: path.join('.') };
}

function topLevelValues(valid: Record<string, unknown>): (readonly [string, unknown])[] {
  return [
    ['[]', []],
    ['[the valid body]', [valid]],
    ['the valid values as an array', Object.values(valid)],
    ['null', null],
    ['"text"', 'text'],
    ['""', ''],
    ['0', 0],
    ['1e19', 1e19],
    ['true', true],
    ['an array 1000 deep', nestedArray(1000)],
    ['10k numbers', Array.from({ length: 10_000 }, (_, i) => i)],
  ];
}

const topCase = ([name, value]: readonly [string, unknown]) => bodyCase(`body = ${name}`, 'body', value);

/** Fixed cases of a route: each field with each named value, then whole bodies and JSON text. */
function examplesOf(covered: Covered): Case[] {
  const { valid } = covered;
  const validText = JSON.stringify(valid);
  const paths = fieldPaths(covered.schema);
  const notJson = { why: 'it is not sent as JSON', wholeBody: true };
  const poison = { why: 'it is prototype poisoning', wholeBody: true };
  return [
    ...paths.flatMap((path) => NAMED_VALUES.map(([name, value]) => fieldCase(valid, [[path, name, value]]))),
    ...paths.map((path) => ({
      ...bodyCase(`${path.join('.')} left out`, path.join('.'), dropPath(valid, path)),
    })),
    ...paths.map((path) => rawNumberCase(valid, path, '1e400')),
    ...topLevelValues(valid).map(topCase),
    ...[...MALFORMED, ...MALFORMED_WITH_VALUES].map((text) =>
      textCase(`JSON text ${JSON.stringify(text)}`, text),
    ),
    textCase('the valid body cut short', validText.slice(0, -1)),
    textCase('the valid body with a trailing "x"', `${validText}x`),
    ...POISONED.map((text) => textCase(`JSON text ${text}`, text, JSON_TYPE, poison)),
    textCase(
      'a body over the 1 MiB limit',
      JSON.stringify({ ...valid, pad: 'x'.repeat(1_100_000) }),
      JSON_TYPE,
      {
        why: 'it is over the body limit',
        wholeBody: true,
      },
    ),
    textCase('the valid body as text/plain', validText, 'text/plain', notJson),
    textCase('a form body', 'email=a%40b.c&page=1', 'application/x-www-form-urlencoded', notJson),
    textCase('a multipart body', '--x\r\n\r\nhello\r\n--x--', 'multipart/form-data; boundary=x', notJson),
    textCase('an XML body', '<body><page>1</page></body>', 'application/xml', notJson),
  ];
}

const badValue: fc.Arbitrary<readonly [string, unknown]> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAMED_VALUES) },
  {
    weight: 1,
    arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => [String(n), n] as const),
  },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.maxSafeInteger()).map((n) => [String(n), n] as const) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((s) => [describeValue(s), s] as const),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => [describeValue(s), s] as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('x', 'é', '1', '🙂', ' ', '\u0000'),
        fc.oneof(fc.nat(300), fc.integer({ min: 1000, max: 150_000 })),
      )
      .map(([char, n]) => [`${JSON.stringify(char)} × ${n}`, char.repeat(n)] as const),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((j) => [describeValue(j), j] as const) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2, max: 2000 })
      .map((d) => [`an object ${d} deep`, nestedObject(d)] as const),
  },
);

/** Random cases of a route. */
function caseArbitrary(covered: Covered): fc.Arbitrary<Case> {
  const { valid } = covered;
  const validText = JSON.stringify(valid);
  const paths = fieldPaths(covered.schema);
  const top = fc
    .oneof(
      fc.constantFrom(...topLevelValues(valid)),
      fc
        .jsonValue({ maxDepth: 2 })
        .filter((j) => !isPlainObject(j))
        .map((j) => [describeValue(j), j] as const),
      fc.array(badValue, { maxLength: 4 }).map((items) => {
        const values = items.map(([, value]) => value);
        return [describeValue(values), values] as const;
      }),
    )
    .map(topCase);
  const text = fc.oneof(
    fc
      .nat(validText.length - 1)
      .map((n) => textCase(`the valid body cut after ${n} chars`, validText.slice(0, n))),
    fc
      .tuple(
        fc.nat(validText.length),
        fc.constantFrom('{', '}', '[', '"', ',', ':', '\\', '\u0000', 'undefined', '//'),
      )
      .map(([at, junk]) =>
        textCase(
          `${JSON.stringify(junk)} inserted at ${at}`,
          validText.slice(0, at) + junk + validText.slice(at),
        ),
      ),
    fc
      .string({ unit: 'binary-ascii', maxLength: 40 })
      .map((s) => textCase(`JSON text ${JSON.stringify(s)}`, s)),
  );
  if (paths.length === 0) return fc.oneof(top, text);
  const path = fc.constantFrom(...paths);
  const mutation = fc.tuple(path, badValue).map(([p, [name, value]]): Mutation => [p, name, value]);
  const single = mutation.map((m) => fieldCase(valid, [m]));
  // Several fields at once, each at most once (a schema of one field has no such case).
  const several =
    paths.length > 1
      ? fc
          .uniqueArray(mutation, {
            minLength: 2,
            maxLength: Math.min(4, paths.length),
            selector: ([p]) => p.join('.'),
          })
          .map((ms) => fieldCase(valid, ms))
      : single;
  return fc.oneof(
    { weight: 6, arbitrary: single },
    { weight: 2, arbitrary: several },
    {
      weight: 1,
      arbitrary: path.map((p) => bodyCase(`${p.join('.')} left out`, p.join('.'), dropPath(valid, p))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom('constructor', 'toString', '__proto__', ''), fc.string({ maxLength: 12 })),
          badValue,
        )
        .map(([key, [name, value]]) =>
          bodyCase(`extra field ${JSON.stringify(key)} = ${name}`, 'extra field', {
            ...copyOf(valid),
            [key]: value,
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(path, fc.constantFrom(...RAW_NUMBERS))
        .map(([p, literal]) => rawNumberCase(valid, p, literal)),
    },
    { weight: 2, arbitrary: top },
    { weight: 2, arbitrary: text },
  );
}

// --- The oracle --------------------------------------------------------------------------------------------------

type Expectation =
  { verdict: 'refuse'; why: string; wholeBody?: boolean; fields?: string[] } | { verdict: 'accept' };

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** What the route must do with the case: its schema's verdict on the JSON the server parses. */
function expectationOf(schema: v.GenericSchema, c: Case): Expectation {
  if (c.refuse) return { verdict: 'refuse', ...c.refuse };
  let parsed: unknown;
  try {
    // Fastify's JSON parser drops a leading byte order mark, as here.
    parsed = JSON.parse(c.text.replace(/^\uFEFF/, ''));
  } catch {
    return { verdict: 'refuse', why: 'it is not JSON', wholeBody: true };
  }
  if (!isPlainObject(parsed))
    return { verdict: 'refuse', why: `the body is ${kindOf(parsed)}, not a JSON object`, wholeBody: true };
  if (poisoned(parsed)) return { verdict: 'refuse', why: 'it is prototype poisoning', wholeBody: true };
  const result = v.safeParse(schema, parsed);
  if (!result.success) {
    const fields = flattenIssues(result.issues, { firstPerField: true }).map((issue) => issue.field);
    return { verdict: 'refuse', why: 'the schema refuses it', fields };
  }
  const arrayAt = arrayWhereObject(schema, parsed);
  if (arrayAt) return { verdict: 'refuse', why: `${arrayAt} is an array where the schema expects an object` };
  return { verdict: 'accept' };
}

const RESPONSE_CODES = new Set<string>(Object.values(ResponseCode));

/** Why the answer breaks the expectation; empty when it keeps it. */
function problemsOf(expected: Expectation, res: LightMyRequestResponse): string[] {
  const status = res.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`a server error (${status})`);
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return [...problems, `an answer that is not JSON (${status})`];
  }
  if (
    !isPlainObject(body) ||
    typeof body.code !== 'string' ||
    !RESPONSE_CODES.has(body.code) ||
    typeof body.message !== 'string' ||
    !('data' in body)
  )
    problems.push('an answer that is not the envelope { code, message, data }');
  else if (status >= 400 && body.message === '') problems.push('an error answer without a message');
  if (expected.verdict === 'refuse' && status < 400)
    problems.push(`accepted (${status}) although ${expected.why}`);
  if (expected.verdict === 'refuse' && expected.fields && status >= 400 && status < 500 && status !== 422)
    problems.push(`${status}, not 422, although the schema refuses the body`);
  if (status === 422 && isPlainObject(body)) problems.push(...errorsProblems(expected, body.data));
  return problems;
}

function errorsProblems(expected: Expectation, data: unknown): string[] {
  const errors = isPlainObject(data) ? data.errors : undefined;
  if (!Array.isArray(errors) || errors.length === 0) return ['a 422 without data.errors'];
  const wellFormed = errors.every(
    (e) =>
      isPlainObject(e) && typeof e.field === 'string' && typeof e.message === 'string' && e.message !== '',
  );
  if (!wellFormed) return ['a 422 whose data.errors entries lack a field or a message'];
  const fields = (errors as { field: string }[]).map((e) => e.field);
  const list = (names: string[]) => names.map((f) => JSON.stringify(f)).join(', ');
  if (expected.verdict === 'refuse' && expected.wholeBody) {
    return fields.every((f) => f === '' || f === 'body')
      ? []
      : [
          `the body is not an object, yet data.errors names fields inside it (${list(fields)}): validated as an object`,
        ];
  }
  if (fields.some((f) => f === '')) return [`a 422 with an error that names no field (${list(fields)})`];
  if (expected.verdict === 'refuse' && expected.fields) {
    const want = [...new Set(expected.fields)].sort();
    const got = [...new Set(fields)].sort();
    if (want.join('\n') !== got.join('\n'))
      return [`data.errors names ${list(got)} but the schema's issues are at ${list(want)}`];
  }
  return [];
}

// --- Running a route ---------------------------------------------------------------------------------------------

interface Violation {
  problem: string;
  c: Case;
  /** The request as sent: method, URL, content type and body. */
  sent: string;
  status: number;
  answer: string;
}

interface RouteReport {
  label: string;
  examples: number;
  sent: number;
  skipped: number;
  statuses: Map<number, number>;
  violations: Violation[];
  ms: number;
}

/** JSON text for a report: long strings and deep nesting shortened. */
function preview(text: string, max = 260): string {
  const short = text.replace(
    /"((?:[^"\\]|\\.){24})((?:[^"\\]|\\.){24,})"/g,
    (_all, head: string, tail: string) => `"${head}…(+${tail.length} chars)"`,
  );
  return short.length > max ? `${short.slice(0, max)}… (${text.length} chars in all)` : short;
}

function formatReport(report: RouteReport): string {
  const groups = new Map<string, Violation[]>();
  for (const violation of report.violations) {
    const key = `${violation.problem} @ ${violation.c.spot}`;
    groups.set(key, [...(groups.get(key) ?? []), violation]);
  }
  const lines = [...groups.values()].map((group) => {
    const [first] = group as [Violation];
    return [
      `  ✗ ${first.problem}  [${first.c.spot}; ${group.length} case(s)]`,
      `      case: ${first.c.label}`,
      `      sent: ${first.sent}`,
      `      got:  ${first.status} ${preview(first.answer, 300)}`,
    ].join('\n');
  });
  return `${report.violations.length} of ${report.sent} cases broke the rules on ${report.label} (seed ${seedOf(report.label)}):\n${lines.join('\n')}\n`;
}

/** A seed per route, so one route's cases do not change when another route is added. */
function seedOf(label: string): number {
  let hash = SEED;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const sentLine = (op: Operation, target: string, c: Case) =>
  `${op.def.method} ${target} (${c.contentType}) ${preview(c.text)}`;

function callerOf(op: Operation): Role | undefined {
  if (op.guest || op.def.access === 'public') return undefined;
  return op.def.access === 'employer' ? 'EMPLOYER' : 'CANDIDATE';
}

async function fuzzBodies(app: FastifyInstance, op: Operation): Promise<RouteReport> {
  const started = performance.now();
  const covered = COVERED[op.key]!;
  const caller = callerOf(op);
  let session = caller ? await signIn(app, caller) : undefined;
  const url = () =>
    routePattern(op.def, op.guest).replace(/:(\w+)/g, (_all, name: string) =>
      name === 'id' ? String(session?.userId ?? 1) : '1',
    );
  const examples = examplesOf(covered);
  const report: RouteReport = {
    label: op.label,
    examples: examples.length,
    sent: 0,
    skipped: 0,
    statuses: new Map(),
    violations: [],
    ms: 0,
  };

  const send = async (c: Case) => {
    const target = url();
    const res = await app.inject({
      method: op.def.method,
      url: target,
      remoteAddress: newIp(),
      headers: { ...(session?.headers ?? {}), 'content-type': c.contentType },
      payload: c.text,
    });
    report.sent += 1;
    report.statuses.set(res.statusCode, (report.statuses.get(res.statusCode) ?? 0) + 1);
    return { res, target };
  };

  // The valid body must get through, or every case below would only test the first refusal on its way.
  if (covered.effects === 'reads') {
    const c = bodyCase('the valid body', 'valid body', covered.valid);
    const { res, target } = await send(c);
    if (res.statusCode >= 300)
      report.violations.push({
        problem: 'the valid body of COVERED is refused: fix COVERED, or the cases test nothing',
        c,
        sent: sentLine(op, target, c),
        status: res.statusCode,
        answer: res.body,
      });
  }

  const property = fc.asyncProperty(caseArbitrary(covered), async (c) => {
    const expected = expectationOf(covered.schema, c);
    if (expected.verdict === 'accept' && covered.effects === 'writes') {
      report.skipped += 1;
      return;
    }
    const { res, target } = await send(c);
    // A call with effects that went through (a sign-out among them) gets a fresh session for the next case.
    if (covered.effects === 'writes' && res.statusCode < 300 && caller) session = await signIn(app, caller);
    const polluted = Object.hasOwn(Object.prototype, 'polluted');
    const problems = [...problemsOf(expected, res), ...(polluted ? ['Object.prototype was polluted'] : [])];
    for (const problem of problems) {
      const violation = {
        problem,
        c,
        sent: sentLine(op, target, c),
        status: res.statusCode,
        answer: res.body,
      };
      report.violations.push(violation);
      if (SHRINK) throw new Error(formatReport({ ...report, violations: [violation] }));
    }
  });
  await fc.assert(property, {
    seed: seedOf(op.label),
    numRuns: examples.length + RUNS,
    examples: examples.map((c): [Case] => [c]),
    ...(SHRINK ? {} : { endOnFailure: true }),
  });
  report.ms = performance.now() - started;
  return report;
}

/** What a documented query parameter meets in the light pass. */
const QUERY_JUNK: (string | string[])[] = [
  '',
  '1e400',
  '-1',
  '1.5',
  '0x1',
  'a\u0000b',
  'x'.repeat(100_000),
  ['1', '2'],
  '1',
];

/**
 * Routes without a body schema (none at all, or one for the query string): junk query strings and path parameters must
 * not break them either.
 */
async function fuzzNoInput(app: FastifyInstance, op: Operation): Promise<RouteReport> {
  const started = performance.now();
  const caller = callerOf(op);
  const session = caller ? await signIn(app, caller) : undefined;
  const report: RouteReport = {
    label: op.label,
    examples: 0,
    sent: 0,
    skipped: 0,
    statuses: new Map(),
    violations: [],
    ms: 0,
  };
  const segment = fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 250 }).map(encodeURIComponent),
    fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2F', 'x'.repeat(201), '1e400', '-1'),
  );
  const query = fc.dictionary(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom('1e400', '-1', 'x'.repeat(100_000)),
      fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
    ),
    { maxKeys: 4 },
  );
  const examples: [string[], Record<string, string | string[]>][] = [
    [['x'.repeat(201), 'b'], {}],
    [['%E0%A4%A', '%'], { page: '1e400' }],
    [['a', 'b'], { search: 'x'.repeat(100_000), filter: ['a', 'b'] }],
    // A call that validates its query string: each documented parameter with each junk value.
    ...op.queryNames.flatMap((name) =>
      QUERY_JUNK.map((value): [string[], Record<string, string | string[]>] => [
        ['a', 'b'],
        { [name]: value },
      ]),
    ),
  ];
  const property = fc.asyncProperty(
    fc.array(segment, { minLength: 4, maxLength: 4 }),
    query,
    async (params, q) => {
      let i = 0;
      const target = routePattern(op.def, op.guest).replace(/:(\w+)/g, (_all, name: string) =>
        name === 'id' ? String(session?.userId ?? 1) : (params[i++] ?? 'x'),
      );
      const search = new URLSearchParams(
        Object.entries(q).flatMap(([key, value]) =>
          (Array.isArray(value) ? value : [value]).map((item) => [key, item]),
        ),
      ).toString();
      const url = search ? `${target}?${search}` : target;
      const res = await app.inject({
        method: op.def.method,
        url,
        remoteAddress: newIp(),
        headers: session?.headers ?? {},
      });
      report.sent += 1;
      report.statuses.set(res.statusCode, (report.statuses.get(res.statusCode) ?? 0) + 1);
      const c: Case = {
        label: `path parameters ${describeValue(params.slice(0, i))}, query ${describeValue(q)}`,
        spot: 'path and query',
        text: '',
        contentType: 'none',
      };
      for (const problem of problemsOf({ verdict: 'accept' }, res)) {
        const sent = `${op.def.method} ${preview(url, 400)}`;
        report.violations.push({ problem, c, sent, status: res.statusCode, answer: res.body });
        if (SHRINK) throw new Error(formatReport(report));
      }
    },
  );
  await fc.assert(property, {
    seed: seedOf(op.label),
    numRuns: examples.length + LIGHT_RUNS,
    examples: examples.map(([segments, q]) => [[...segments, 'c', 'd'], q]),
  });
  report.examples = examples.length;
  report.ms = performance.now() - started;
  return report;
}

// --- Tests -------------------------------------------------------------------------------------------------------

describe('coverage', () => {
  it('fuzzes every route the server registers with a body schema', () => {
    const problems: string[] = [];
    for (const op of OPERATIONS) {
      const covered = COVERED[op.key];
      if (EXCLUDED[op.key]) continue;
      if (op.input === 'body' && !covered)
        problems.push(`${op.label} validates a body but has no COVERED entry (its schema and a valid body)`);
      if (op.input === 'body' && covered) {
        const fields = Object.keys(unwrap(covered.schema).entries ?? {}).sort();
        if (fields.join() !== op.properties.join())
          problems.push(
            `${op.label}: COVERED's schema has fields ${fields.join(', ')}, the server documents ${op.properties.join(', ')}`,
          );
      }
    }
    for (const key of Object.keys(COVERED))
      if (!OPERATIONS.some((op) => op.key === key && op.input === 'body'))
        problems.push(`COVERED lists ${key}, which the server does not register with a body schema`);
    expect(
      BODY_ROUTES.length,
      'no body route found: the probe or the OpenAPI reading is broken',
    ).toBeGreaterThan(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('keeps a valid body per covered route', () => {
    const refused = Object.entries(COVERED).flatMap(([key, covered]) => {
      const result = v.safeParse(covered.schema, covered.valid);
      return result.success ? [] : [`${key}: ${JSON.stringify(flattenIssues(result.issues))}`];
    });
    expect(refused, `COVERED bodies the schemas refuse:\n${refused.join('\n')}`).toEqual([]);
  });
});

describe.each(dialects)('bad input (%s)', (dialect) => {
  let t: TestApp;
  const reports: RouteReport[] = [];

  beforeAll(async () => {
    // Hundreds of requests per route from one account: the limits counted per account (uploads, orders) are off;
    // those counted per address are met by giving each request its own address.
    t = await createTestApp(dialect, {}, { rateLimits: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    const width = Math.max(...reports.map((r) => r.label.length));
    const lines = reports.map((r) => {
      const statuses = [...r.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
      return `  ${r.label.padEnd(width)}  ${String(r.sent).padStart(4)} sent${skipped}, ${r.violations.length} bad, ${Math.round(r.ms)} ms  [${statuses}]`;
    });
    const sent = reports.reduce((n, r) => n + r.sent, 0);
    const skipped = reports.reduce((n, r) => n + r.skipped, 0);
    const bad = reports.reduce((n, r) => n + r.violations.length, 0);
    console.log(
      `bad input (${dialect}, seed ${SEED}, ${RUNS} random cases per route after the examples): ${sent} requests, ${skipped} skipped, ${bad} broke the rules\n${lines.join('\n')}`,
    );
  });

  it.each(BODY_ROUTES.map((op) => [op.label, op] as const))('%s', async (_label, op) => {
    const report = await fuzzBodies(t.app, op);
    reports.push(report);
    expect(report.violations.length, formatReport(report)).toBe(0);
  });

  it.each(
    NO_INPUT_ROUTES.map(
      (op) =>
        [
          `${op.label} (${op.input === 'query' ? 'query schema' : 'no input schema'}: query and path junk)`,
          op,
        ] as const,
    ),
  )('%s', async (_label, op) => {
    const report = await fuzzNoInput(t.app, op);
    reports.push(report);
    expect(report.violations.length, formatReport(report)).toBe(0);
  });
});
