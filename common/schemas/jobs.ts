/**
 * The job posting steps (spec §4: create-job-type, create-job-highlights, create-job-location, create-job-benefits,
 * create-job-additional-question, then confirm-post), the status calls and the job lists. The posting screens and
 * the server validate with these same schemas. Codes of master lists (type of employment, level, domain,
 * qualification) and ids (category, skills, cities) are checked against the database by the server.
 */
import * as v from 'valibot';
import {
  BENEFIT_CODES,
  CHOICE_KINDS,
  JOB_FILTER_VALUES_MAX,
  JOB_LIMITS,
  JOB_LIST_TABS,
  JOB_SEARCH_ORDERS,
  KNOCKOUT_KINDS,
  MAX_SALARY_IDR,
  POSTED_WITHIN,
  QUESTION_KINDS,
  YES_NO,
} from '../constants/jobs';
import { textOfHtml } from '../format/html';
import { countryCode, stateCode } from './geo';
import { integerLike, listRequestWithFilter, recordId, searchText } from './list';
import { choiceMessage, msg, optionalText, requiredCode, requiredText, typeMessage } from './messages';
import { moneyAmount } from './money';

const id = recordId;
export const flag = v.boolean(typeMessage);
const count = (min: number, max: number) =>
  v.pipe(integerLike, v.minValue(min, msg('minValue')), v.maxValue(max, msg('maxValue')));
const boundedText = (min: number, max: number) =>
  v.pipe(requiredText(), v.minLength(min, msg('tooShort')), v.maxLength(max, msg('tooLong')));
/** Ids, each at most once. */
export const distinctIds = (min: number, max: number) =>
  v.pipe(
    v.array(id, typeMessage),
    v.minLength(min, msg('required')),
    v.maxLength(max, msg('tooMany')),
    v.check((ids) => new Set(ids).size === ids.length, msg('duplicate')),
  );

/** A calendar date 'YYYY-MM-DD' that exists (no 31 February). */
export const isoDate = v.pipe(
  requiredText(),
  v.maxLength(10, msg('date')),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, msg('date')),
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, msg('date')),
);

/** Whole rupiah: the money input's format, rounded, at most MAX_SALARY_IDR. */
export const salary = v.pipe(
  moneyAmount,
  v.transform(Math.round),
  v.maxValue(MAX_SALARY_IDR, msg('maxSalary')),
);

/** Step 1: what the job is (create-job-type, update-job-type/{id}). */
export const jobTypeInput = v.object(
  {
    title: boundedText(JOB_LIMITS.titleMin, JOB_LIMITS.titleMax),
    categoryId: id,
    employmentType: requiredCode(),
    positionLevel: requiredCode(),
    jobDomain: requiredCode(),
    openings: count(1, JOB_LIMITS.openingsMax),
    /**
     * The last day the job is shown; null (or absent, on create) for the default: JOB_LIMITS.validityDays after
     * posting. Absent on update keeps the day set before.
     */
    validTill: v.optional(v.nullable(isoDate)),
  },
  typeMessage,
);

/** Step 2: description, skills, requirements and pay (create-job-highlights/{id}). */
export const jobHighlightsInput = v.pipe(
  v.object(
    {
      description: v.pipe(
        requiredText(),
        v.maxLength(JOB_LIMITS.descriptionHtmlMax, msg('tooLong')),
        v.check(
          (html) => textOfHtml(html).length >= JOB_LIMITS.descriptionTextMin,
          msg('descriptionTooShort'),
        ),
      ),
      skills: distinctIds(JOB_LIMITS.skillsMin, JOB_LIMITS.skillsMax),
      qualification: requiredCode(),
      experienceMin: count(0, JOB_LIMITS.experienceMax),
      experienceMax: count(0, JOB_LIMITS.experienceMax),
      salaryMin: salary,
      salaryMax: salary,
      salaryVisible: flag,
    },
    typeMessage,
  ),
  v.forward(
    v.check((job) => job.experienceMax >= job.experienceMin, msg('notBelowMinimum')),
    ['experienceMax'],
  ),
  v.forward(
    v.check((job) => job.salaryMax >= job.salaryMin, msg('notBelowMinimum')),
    ['salaryMax'],
  ),
);

/** Step 3: remote, and/or up to ten cities (create-job-location/{id}). */
export const jobLocationInput = v.pipe(
  v.object(
    {
      isRemote: flag,
      cityIds: v.optional(distinctIds(0, JOB_LIMITS.locationsMax), []),
    },
    typeMessage,
  ),
  v.forward(
    v.check((job) => job.isRemote || job.cityIds.length > 0, msg('locationRequired')),
    ['cityIds'],
  ),
);

/** Step 4: benefits from the list, and anything else in words (create-job-benefits/{id}). */
export const jobBenefitsInput = v.object(
  {
    benefits: v.pipe(
      v.array(v.picklist(BENEFIT_CODES, choiceMessage), typeMessage),
      v.maxLength(BENEFIT_CODES.length, msg('tooMany')),
      v.check((codes) => new Set(codes).size === codes.length, msg('duplicate')),
    ),
    benefitsOther: optionalText(JOB_LIMITS.benefitsOtherMax),
  },
  typeMessage,
);

/** One screening question; choices only for choice kinds, a knock-out answer only where it can be one answer. */
export const jobQuestion = v.pipe(
  v.object(
    {
      kind: v.picklist(QUESTION_KINDS, choiceMessage),
      question: boundedText(JOB_LIMITS.questionMin, JOB_LIMITS.questionMax),
      isRequired: flag,
      options: v.optional(
        v.pipe(
          v.array(boundedText(1, JOB_LIMITS.optionMax), typeMessage),
          v.maxLength(JOB_LIMITS.optionsMax, msg('tooMany')),
        ),
        [],
      ),
      knockout: v.optional(
        v.nullable(v.pipe(requiredText(), v.maxLength(JOB_LIMITS.optionMax, msg('tooLong')))),
      ),
    },
    typeMessage,
  ),
  v.forward(
    v.check(
      (q) =>
        CHOICE_KINDS.includes(q.kind)
          ? q.options.length >= JOB_LIMITS.optionsMin &&
            new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length
          : q.options.length === 0,
      msg('options'),
    ),
    ['options'],
  ),
  v.forward(
    v.check((q) => {
      if (q.knockout == null) return true;
      if (!KNOCKOUT_KINDS.includes(q.kind)) return false;
      return q.kind === 'YES_NO'
        ? (YES_NO as readonly string[]).includes(q.knockout)
        : q.options.includes(q.knockout);
    }, msg('knockout')),
    ['knockout'],
  ),
);

/** Step 5: the screening questions, none to ten (create-job-additional-question/{id}). */
export const jobQuestionsInput = v.object(
  {
    questions: v.pipe(
      v.array(jobQuestion, typeMessage),
      v.maxLength(JOB_LIMITS.questionsMax, msg('tooMany')),
    ),
  },
  typeMessage,
);

/** confirm-post and soft-delete name the job in the body. */
export const jobIdInput = v.object({ id }, typeMessage);

/** activate/{id}: `active: false` closes the job; a closed or expired job is activated again. */
export const jobActivateInput = v.object({ active: v.optional(flag, true) }, typeMessage);

const distinctCodes = v.pipe(
  v.array(requiredCode(), typeMessage),
  v.maxLength(JOB_FILTER_VALUES_MAX, msg('tooMany')),
  v.check((codes) => new Set(codes).size === codes.length, msg('duplicate')),
);
const someIds = distinctIds(0, JOB_FILTER_VALUES_MAX);

/**
 * The filters of a job search (get-job-list, a saved search): every filter narrows (several values of one filter: any
 * of them); a location filter (cities, state, country) and `remote` together mean "there, or from anywhere". Salary
 * keeps the jobs whose range overlaps the one asked for; experience the jobs whose range includes those years.
 */
export const jobSearchFilterEntries = {
  categoryIds: someIds,
  employmentTypes: distinctCodes,
  positionLevels: distinctCodes,
  jobDomains: distinctCodes,
  skillIds: someIds,
  cityIds: someIds,
  countryCode,
  stateCode,
  remote: flag,
  salaryMin: salary,
  salaryMax: salary,
  experience: count(0, JOB_LIMITS.experienceMax),
  postedWithin: v.picklist(Object.keys(POSTED_WITHIN) as (keyof typeof POSTED_WITHIN)[], choiceMessage),
  companyId: id,
};

// A type, not an interface: valibot's paths need an object type with an implicit index signature.
type SearchFilterShape = {
  filter: { salaryMin?: number; salaryMax?: number; stateCode?: string; countryCode?: string };
};

/** The checks across filters (a salary range the right way round, a state within a country), named by field. */
export function withFilterChecks<TSchema extends v.GenericSchema<unknown, SearchFilterShape>>(
  schema: TSchema,
) {
  type T = v.InferOutput<TSchema>;
  const salaryOrder = (value: T) =>
    value.filter.salaryMin === undefined ||
    value.filter.salaryMax === undefined ||
    value.filter.salaryMax >= value.filter.salaryMin;
  const stateInCountry = (value: T) =>
    value.filter.stateCode === undefined || value.filter.countryCode !== undefined;
  return v.pipe(
    schema,
    v.forward<T, v.CheckIssue<T>, ['filter', 'salaryMax']>(v.check(salaryOrder, msg('notBelowMinimum')), [
      'filter',
      'salaryMax',
    ] as never),
    v.forward<T, v.CheckIssue<T>, ['filter', 'countryCode']>(v.check(stateInCountry, msg('required')), [
      'filter',
      'countryCode',
    ] as never),
  );
}

/**
 * get-job-list: for an employer the company's own jobs by tab (`status`); for everyone else the search of live jobs:
 * `search` is full text over title, description, company and skills (words as typed, the last one a prefix), with
 * the filters above. `sortBy`: relevance (the default with a search) or newest.
 */
export const jobListRequest = withFilterChecks(
  listRequestWithFilter(
    { status: v.picklist(JOB_LIST_TABS, choiceMessage), ...jobSearchFilterEntries },
    { sortBy: v.optional(v.picklist(JOB_SEARCH_ORDERS, choiceMessage)) },
  ),
);

/** jobrole-list: job titles starting with what is typed. */
export const jobRoleListRequest = v.object(
  {
    search: v.nullish(searchText, ''),
    limit: v.nullish(count(1, 20), 10),
  },
  typeMessage,
);

export type JobTypeInput = v.InferOutput<typeof jobTypeInput>;
export type JobHighlightsInput = v.InferOutput<typeof jobHighlightsInput>;
export type JobLocationInput = v.InferOutput<typeof jobLocationInput>;
export type JobBenefitsInput = v.InferOutput<typeof jobBenefitsInput>;
export type JobQuestionInput = v.InferOutput<typeof jobQuestion>;
export type JobQuestionsInput = v.InferOutput<typeof jobQuestionsInput>;
export type JobListRequest = v.InferOutput<typeof jobListRequest>;
