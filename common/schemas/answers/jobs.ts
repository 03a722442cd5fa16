/**
 * What the job calls answer. `jobDoc` is the one shape of a job's detail: the posting preview, the job page and the
 * API all read it. Names of master codes come in the request's language.
 */
import * as v from 'valibot';
import { JOB_LIST_TABS, JOB_STATUSES, JOB_STEPS, QUESTION_KINDS } from '../../constants/jobs';

const integer = v.pipe(v.number(), v.integer());
const named = v.object({ code: v.string(), name: v.string() });

/** A place of work as spec §3's `loc`: `code` WFH ('Work From Anywhere') or the city's id; city and country names. */
export const jobLocationDoc = v.object({
  code: v.string(),
  cityId: v.nullable(integer),
  cityName: v.string(),
  stateName: v.nullable(v.string()),
  countryCode: v.nullable(v.string()),
  countryNm: v.string(),
});

export const jobQuestionDoc = v.object({
  id: integer,
  kind: v.picklist(QUESTION_KINDS),
  question: v.string(),
  isRequired: v.boolean(),
  options: v.array(v.string()),
  /** Only the company's own members see which answer rules a candidate out. */
  knockout: v.nullable(v.string()),
});

export const jobCompanyDoc = v.object({
  id: integer,
  /** The company's name (spec §3 `compNm`). */
  compNm: v.string(),
  slug: v.string(),
  logoPath: v.nullable(v.string()),
  /** Where the logo is served (MEDIA_BASE_URL or /media, and the path). */
  logoUrl: v.nullable(v.string()),
});

export const jobDoc = v.object({
  id: integer,
  slug: v.string(),
  status: v.picklist(JOB_STATUSES),
  /** ACTIVE but past its last day. */
  isExpired: v.boolean(),
  title: v.string(),
  category: v.object({ id: integer, name: v.string() }),
  employmentType: named,
  positionLevel: named,
  jobDomain: named,
  openings: integer,
  descriptionHtml: v.nullable(v.string()),
  qualification: v.nullable(named),
  experienceMin: v.nullable(integer),
  experienceMax: v.nullable(integer),
  /** Null to others than the company's members when the employer hides the salary (spec §3 minSalary/maxSalary). */
  minSalary: v.nullable(integer),
  maxSalary: v.nullable(integer),
  salaryVisible: v.boolean(),
  isRemote: v.boolean(),
  locations: v.array(jobLocationDoc),
  skills: v.array(v.object({ id: integer, name: v.string() })),
  benefits: v.array(v.string()),
  benefitsOther: v.nullable(v.string()),
  questions: v.array(jobQuestionDoc),
  company: jobCompanyDoc,
  /** Whether the signed-in candidate saved it (like-dislike); null for guests and employers. */
  isSaved: v.nullable(v.boolean()),
  /** The steps saved so far, in JOB_STEPS order (a draft resumes at the first one missing). */
  steps: v.array(v.picklist(JOB_STEPS)),
  validTill: v.nullable(v.string()),
  postedAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});

/** A job in a list: what a card shows. */
export const jobCardDoc = v.object({
  id: integer,
  slug: v.string(),
  status: v.picklist(JOB_STATUSES),
  /** The employer's tab this job is in. */
  tab: v.picklist(JOB_LIST_TABS),
  title: v.string(),
  company: jobCompanyDoc,
  /** Whether the signed-in candidate saved it (like-dislike); null for guests and employers. */
  isSaved: v.nullable(v.boolean()),
  employmentType: named,
  minSalary: v.nullable(integer),
  maxSalary: v.nullable(integer),
  isRemote: v.boolean(),
  locations: v.array(jobLocationDoc),
  steps: v.array(v.picklist(JOB_STEPS)),
  validTill: v.nullable(v.string()),
  postedAt: v.nullable(v.string()),
  createdAt: v.string(),
  /** For the company's own members (the jobs home); null for everyone else. */
  viewCount: v.nullable(integer),
  responseCount: v.nullable(integer),
});

export const jobRoles = v.array(v.string());

/** like-dislike: where the job stands for the candidate now. */
export const savedJobDoc = v.object({ jobId: integer, isSaved: v.boolean() });

const facetCount = v.object({ count: integer });
/**
 * How many live jobs of a search each value of a filter would give, counted with every other filter applied (so
 * ticking one more type shows what it adds). Values with no job are left out, except those the search asks for.
 */
export const jobFacetsDoc = v.object({
  total: integer,
  categories: v.array(v.object({ id: integer, name: v.string(), ...facetCount.entries })),
  employmentTypes: v.array(v.object({ ...named.entries, ...facetCount.entries })),
  positionLevels: v.array(v.object({ ...named.entries, ...facetCount.entries })),
  /** The cities with the most jobs, and those the search names. */
  cities: v.array(v.object({ id: integer, name: v.string(), ...facetCount.entries })),
  remote: integer,
  postedWithin: v.object({ '1d': integer, '7d': integer, '30d': integer }),
});
