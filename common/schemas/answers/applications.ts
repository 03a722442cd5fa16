/**
 * What the application calls answer (issue 13). The candidate sees their applications with the job, the answers as
 * they sent them and the timeline; the employer's team sees each response with the candidate, the match score and
 * the knock-out flags (which the candidate is never shown as such).
 */
import * as v from 'valibot';
import { APPLICATION_STATUSES } from '../../constants/applicationStatus';
import { QUESTION_KINDS } from '../../constants/jobs';
import { candidateProfileDoc, educationDoc, experienceDoc } from './candidateProfile';
import { jobCardDoc } from './jobs';

const integer = v.pipe(v.number(), v.integer());
const status = v.picklist(APPLICATION_STATUSES);

/** A step of the timeline: the status taken, when, and the employer's message ('' for none). */
export const applicationEventDoc = v.object({ status, message: v.string(), at: v.string() });

export const applicationAnswerDoc = v.object({
  question: v.string(),
  kind: v.picklist(QUESTION_KINDS),
  /** As sent: text, or the ticked options; null when an optional question was left blank. */
  answer: v.nullable(v.union([v.string(), v.array(v.string())])),
  /** The employer's team only: whether this answer is the question's knock-out; null for the candidate. */
  isKnockout: v.nullable(v.boolean()),
});

/** user-jobs/check-apply: whether the candidate applied to the job (and when, and where it stands). */
export const checkApplyDoc = v.object({
  applied: v.boolean(),
  id: v.nullable(integer),
  status: v.nullable(status),
  appliedAt: v.nullable(v.string()),
});

/** One of the candidate's applications (user-jobs/create, active-jobs/list). */
export const myApplicationDoc = v.object({
  id: integer,
  status,
  job: jobCardDoc,
  resumeName: v.string(),
  coverNote: v.string(),
  answers: v.array(applicationAnswerDoc),
  events: v.array(applicationEventDoc),
  appliedAt: v.string(),
  statusAt: v.string(),
  /** Whether the candidate may still take it back (canWithdraw). */
  canWithdraw: v.boolean(),
});

/** Who applied, as a list of responses shows them. */
const applicantDoc = v.object({
  id: integer,
  fullName: v.string(),
  pictureUrl: v.nullable(v.string()),
  jobDomain: v.nullable(v.string()),
  cityName: v.nullable(v.string()),
  yearsOfExperience: v.nullable(integer),
  skills: v.array(v.string()),
});

/** A response of the employer's list (user-jobs/list). */
export const responseDoc = v.object({
  id: integer,
  status,
  job: v.object({ id: integer, title: v.string(), slug: v.string() }),
  candidate: applicantDoc,
  /** The share of the job's skills the candidate had when applying, 0–100. */
  matchScore: integer,
  /** Whether an answer was a knock-out. */
  knockedOut: v.boolean(),
  appliedAt: v.string(),
  statusAt: v.string(),
  /** Where it may go next (APPLICATION_NEXT). */
  nextStatuses: v.array(status),
});

/** One response in full (user-jobs/get/candidate/details, and the status calls' answer). */
export const responseDetailDoc = v.object({
  ...responseDoc.entries,
  candidate: v.object({
    ...applicantDoc.entries,
    email: v.string(),
    phoneCode: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    profile: candidateProfileDoc,
    experiences: v.array(experienceDoc),
    educations: v.array(educationDoc),
  }),
  answers: v.array(applicationAnswerDoc),
  coverNote: v.string(),
  /** The file the application was sent with (user-jobs/resume/{id} serves it). */
  resume: v.object({ name: v.string(), type: v.string() }),
  events: v.array(applicationEventDoc),
});

/** user-jobs/status-counts: applications per status, and all of them. */
export const statusCountsDoc = v.object({
  total: integer,
  APPLIED: integer,
  SHORTLIST: integer,
  IN_INTERVIEW: integer,
  HIRED: integer,
  REJECTED: integer,
});
