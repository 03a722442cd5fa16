/**
 * Jobs as the API shows them (common/schemas/answers/jobs.ts): the detail (`jobDoc`) and the card of a list, in the
 * request's language. What only the company's own members see (a hidden salary, knock-out answers, the steps of a
 * draft) is left out for everyone else here, in one place.
 */
import type * as v from 'valibot';
import { BENEFIT_CODES, JOB_STEPS, type JobListTab, type JobStep } from '../../../common/constants/jobs.js';
import { WFH_CODE, WFH_LABELS } from '../../../common/constants/location.js';
import type { Language } from '../../../common/locales/index.js';
import type { jobCardDoc, jobDoc } from '../../../common/schemas/answers/jobs.js';
import type { Job } from '../../db/database.js';
import { publicUrl } from '../files/urls.js';
import { type JobRelations, today } from './repository.js';

export type JobDoc = v.InferOutput<typeof jobDoc>;
export type JobCardDoc = v.InferOutput<typeof jobCardDoc>;

const STEP_SAVED_AT: Record<JobStep, (job: Job) => string | null> = {
  jobType: (job) => job.createdAt,
  highlights: (job) => job.highlightsAt,
  location: (job) => job.locationAt,
  benefits: (job) => job.benefitsAt,
  questions: (job) => job.questionsAt,
};

/** The posting steps a job has saved, in order. */
export const savedSteps = (job: Job): JobStep[] =>
  JOB_STEPS.filter((step) => STEP_SAVED_AT[step](job) !== null);
export const isComplete = (job: Job) => savedSteps(job).length === JOB_STEPS.length;
export const isExpired = (job: Job, day = today()) =>
  job.status === 'ACTIVE' && job.validTill !== null && job.validTill < day;

export function tabOf(job: Job): JobListTab {
  if (job.status === 'ACTIVE') return isExpired(job) ? 'EXPIRED' : 'ACTIVE';
  return job.status as JobListTab;
}

/** Benefits in the order of the list the employer ticks them in (the rows have no order; each database has its own). */
const benefitRank = (code: string) => (BENEFIT_CODES as readonly string[]).indexOf(code);

const nameIn = (lng: Language, row: { nameEn: string; nameId: string }) =>
  lng === 'id' ? row.nameId : row.nameEn;

function lookups(relations: JobRelations, lng: Language) {
  const masters = new Map(relations.masters.map((m) => [`${m.codeType}|${m.code}`, nameIn(lng, m)]));
  const named = (codeType: string, code: string) => ({
    code,
    name: masters.get(`${codeType}|${code}`) ?? code,
  });
  const companies = new Map(relations.companies.map((c) => [c.id, c]));
  const company = (job: Job) => {
    const row = companies.get(job.companyId);
    return {
      id: job.companyId,
      compNm: row?.name ?? '',
      slug: row?.slug ?? '',
      logoPath: row?.logoPath ?? null,
      logoUrl: publicUrl(row?.logoPath ?? null),
    };
  };
  const locations = (job: Job) => [
    ...(job.isRemote
      ? [
          {
            code: WFH_CODE,
            cityId: null,
            cityName: WFH_LABELS[lng],
            stateName: null,
            countryCode: null,
            countryNm: '',
          },
        ]
      : []),
    ...relations.locations
      .filter((l) => l.jobId === job.id)
      .map((l) => ({
        code: String(l.cityId),
        cityId: l.cityId,
        cityName: l.cityName,
        stateName: l.stateName ?? null,
        countryCode: l.countryCode,
        countryNm: l.countryName ?? l.countryCode,
      })),
  ];
  return { named, company, locations };
}

/**
 * Whether the caller sees what only the company's members may (hidden salary, knock-outs, a draft's steps), and,
 * for a signed-in candidate, which of the jobs they saved (absent: not a candidate, `isSaved` is null).
 */
export interface Viewer {
  member: boolean;
  saved?: ReadonlySet<number>;
}

export function toJobDoc(job: Job, relations: JobRelations, lng: Language, viewer: Viewer): JobDoc {
  const { named, company, locations } = lookups(relations, lng);
  const category = relations.categories.find((c) => c.id === job.categoryId);
  const showSalary = viewer.member || job.salaryVisible === 1;
  return {
    id: job.id,
    slug: job.slug,
    status: job.status as JobDoc['status'],
    isExpired: isExpired(job),
    title: job.title,
    category: { id: job.categoryId, name: category ? nameIn(lng, category) : '' },
    employmentType: named('TYPE_OF_EMPLOYMENT', job.employmentType),
    positionLevel: named('POSITION_LEVEL', job.positionLevel),
    jobDomain: named('JOB_DOMAIN', job.jobDomain),
    openings: job.openings,
    descriptionHtml: job.descriptionHtml,
    qualification: job.qualification ? named('EMPLOYEE_QUALIFICATION', job.qualification) : null,
    experienceMin: job.experienceMin,
    experienceMax: job.experienceMax,
    minSalary: showSalary ? job.salaryMin : null,
    maxSalary: showSalary ? job.salaryMax : null,
    salaryVisible: job.salaryVisible === 1,
    isRemote: job.isRemote === 1,
    locations: locations(job),
    skills: relations.skills
      .filter((s) => s.jobId === job.id)
      .map((s) => ({ id: s.id, name: nameIn(lng, s) })),
    benefits: relations.benefits
      .filter((b) => b.jobId === job.id)
      .map((b) => b.code)
      .sort((a, b) => benefitRank(a) - benefitRank(b)),
    benefitsOther: job.benefitsOther,
    questions: relations.questions
      .filter((q) => q.jobId === job.id)
      .map((q) => ({
        id: q.id,
        kind: q.kind as JobDoc['questions'][number]['kind'],
        question: q.question,
        isRequired: q.isRequired === 1,
        options: JSON.parse(q.options) as string[],
        knockout: viewer.member && q.knockout !== null ? (JSON.parse(q.knockout) as string) : null,
      })),
    company: company(job),
    isSaved: viewer.saved ? viewer.saved.has(job.id) : null,
    steps: savedSteps(job),
    validTill: job.validTill,
    postedAt: job.postedAt,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

export function toJobCard(job: Job, relations: JobRelations, lng: Language, viewer: Viewer): JobCardDoc {
  const { named, company, locations } = lookups(relations, lng);
  const showSalary = viewer.member || job.salaryVisible === 1;
  return {
    id: job.id,
    slug: job.slug,
    status: job.status as JobCardDoc['status'],
    tab: tabOf(job),
    title: job.title,
    company: company(job),
    isSaved: viewer.saved ? viewer.saved.has(job.id) : null,
    employmentType: named('TYPE_OF_EMPLOYMENT', job.employmentType),
    minSalary: showSalary ? job.salaryMin : null,
    maxSalary: showSalary ? job.salaryMax : null,
    isRemote: job.isRemote === 1,
    locations: locations(job),
    steps: savedSteps(job),
    validTill: job.validTill,
    postedAt: job.postedAt,
    createdAt: job.createdAt,
    viewCount: viewer.member ? job.viewCount : null,
    responseCount: viewer.member ? job.responseCount : null,
  };
}
