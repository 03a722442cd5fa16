/**
 * Jobs (spec §4 job posting, appendix messages): statuses, the posting steps, screening questions, benefits and the
 * limits every side checks. Salaries are whole rupiah per month.
 */
import { MAX_SALARY } from './limits';

export const JOB_STATUSES = ['DRAFT', 'ACTIVE', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** What the employer's list shows: a job past its `validTill` is EXPIRED while its row still says ACTIVE. */
export const JOB_LIST_TABS = ['DRAFT', 'ACTIVE', 'CLOSED', 'EXPIRED'] as const;
export type JobListTab = (typeof JOB_LIST_TABS)[number];

/** The posting steps in order (spec §4), each saved by its own call; the preview and confirm-post follow. */
export const JOB_STEPS = ['jobType', 'highlights', 'location', 'benefits', 'questions'] as const;
export type JobStep = (typeof JOB_STEPS)[number];

export const QUESTION_KINDS = ['TEXT', 'YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'NUMBER'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** Kinds whose answer is picked from `options`. */
export const CHOICE_KINDS: readonly QuestionKind[] = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'];
/** Kinds that may carry a knock-out answer (one answer that rules a candidate out). */
export const KNOCKOUT_KINDS: readonly QuestionKind[] = ['YES_NO', 'SINGLE_CHOICE'];
export const YES_NO = ['YES', 'NO'] as const;

/** Benefits an employer ticks (labels in the `jobs` catalog); anything else goes in the free text. */
export const BENEFIT_CODES = [
  'BPJS_HEALTH',
  'BPJS_EMPLOYMENT',
  'PRIVATE_INSURANCE',
  'THR',
  'ANNUAL_BONUS',
  'TRANSPORT_ALLOWANCE',
  'MEAL_ALLOWANCE',
  'FLEXIBLE_HOURS',
  'PAID_LEAVE',
  'TRAINING',
  'LAPTOP',
] as const;
export type BenefitCode = (typeof BENEFIT_CODES)[number];

/**
 * The spec's maximum salary (500000) read in thousands of rupiah: Rp 500 million a month. (A monthly salary in
 * Indonesia is millions of rupiah; "million multiplier 1e6" and the slider's 200 are in the same family of units.)
 */
export const MAX_SALARY_IDR = MAX_SALARY * 1000;

/**
 * A job's last day (`validTill`) is a calendar day where its employers are: it is shown until that day ends in
 * Jakarta, not in UTC. Western Indonesian Time is UTC+7 all year (no daylight saving since 1964), so the server finds
 * the day with that offset (JOB_UTC_OFFSET_MINUTES) instead of loading the time-zone database for it.
 */
export const JOB_TIME_ZONE = 'Asia/Jakarta';
export const JOB_UTC_OFFSET_MINUTES = 7 * 60;

export const JOB_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  openingsMax: 1000,
  /** The description as the editor sends it (HTML), and as plain text (what a reader sees). */
  descriptionHtmlMax: 20_000,
  descriptionTextMin: 30,
  experienceMax: 50,
  skillsMin: 1,
  skillsMax: 20,
  locationsMax: 10,
  benefitsOtherMax: 500,
  questionsMax: 10,
  questionMin: 5,
  questionMax: 300,
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 100,
  /** A job is posted for this many days unless the employer picks another end date (at most validityMaxDays). */
  validityDays: 30,
  validityMaxDays: 90,
} as const;

/** Who a company member is (team members): an admin also manages the team and the company profile. */
export const COMPANY_ROLES = ['ADMIN', 'RECRUITER'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * Job search (get-job-list for candidates and guests): how recently a job was posted, the two orders, and how many
 * values one filter takes (a filter chip each: more would be a search of everything anyway).
 */
export const POSTED_WITHIN = { '1d': 1, '7d': 7, '30d': 30 } as const;
export type PostedWithin = keyof typeof POSTED_WITHIN;
export const JOB_SEARCH_ORDERS = ['relevance', 'newest'] as const;
export type JobSearchOrder = (typeof JOB_SEARCH_ORDERS)[number];
export const JOB_FILTER_VALUES_MAX = 20;
