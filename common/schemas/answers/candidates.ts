/**
 * What the calls about found candidates answer (issue 13). A match carries its score with the factors it is made of
 * (common/constants/matching.ts) and the reasons worded in the reader's language; a candidate's page carries their
 * profile as the candidate keeps it (candidateProfileDoc). Candidates see only which companies viewed them, never
 * which member.
 */
import * as v from 'valibot';
import { MATCH_FACTORS } from '../../constants/matching';
import { candidateProfileDoc, educationDoc, experienceDoc } from './candidateProfile';

const integer = v.pipe(v.number(), v.integer());
const factor = v.picklist(MATCH_FACTORS);

/** Why a candidate matches, in the reader's language. */
export const matchReasonDoc = v.object({ factor, text: v.string() });

/** One factor of a score: its fit (0–1), what it is worth for this job, and the points it gave. */
export const matchFactorDoc = v.object({ factor, fit: v.number(), weight: v.number(), points: v.number() });

/** Who a candidate is, as lists show them. */
const candidateSummary = {
  id: integer,
  fullName: v.string(),
  pictureUrl: v.nullable(v.string()),
  cityName: v.nullable(v.string()),
  yearsOfExperience: v.nullable(integer),
  /** The job domain's name. */
  jobDomain: v.nullable(v.string()),
};

/** A candidate of matched-candidate/list, the best first. */
export const matchedCandidateDoc = v.object({
  ...candidateSummary,
  /** 0–100. */
  score: integer,
  /** The job's skills the candidate has, and those they lack, by name. */
  matchedSkills: v.array(v.string()),
  missingSkills: v.array(v.string()),
  reasons: v.array(matchReasonDoc),
  /** Whether the company's team opened their profile before. */
  viewed: v.boolean(),
  /** Whether they applied to this job. */
  applied: v.boolean(),
});

/** A candidate's match to one job, factor by factor. */
export const candidateMatchDoc = v.object({
  job: v.object({ id: integer, title: v.string() }),
  score: integer,
  factors: v.array(matchFactorDoc),
  matchedSkills: v.array(v.string()),
  missingSkills: v.array(v.string()),
  reasons: v.array(matchReasonDoc),
});

/** matched-candidate/details: the candidate's profile and, for a job, the match. */
export const matchedCandidateDetailDoc = v.object({
  candidate: v.object({
    ...candidateSummary,
    email: v.string(),
    phoneCode: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    profile: candidateProfileDoc,
    experiences: v.array(experienceDoc),
    educations: v.array(educationDoc),
  }),
  match: v.nullable(candidateMatchDoc),
  /** When the company's team last opened the profile; null if never. */
  lastViewedAt: v.nullable(v.string()),
  /** Whether they applied to the job (or, without one, to any of the company's jobs). */
  applied: v.boolean(),
});

/** A candidate of viewed-candidate/list: who, when the company last opened the profile, by whom, for which job. */
export const viewedCandidateDoc = v.object({
  candidate: v.object({ ...candidateSummary, skills: v.array(v.string()) }),
  lastViewedAt: v.string(),
  viewedBy: v.nullable(v.object({ id: integer, fullName: v.string() })),
  job: v.nullable(v.object({ id: integer, title: v.string() })),
  /** On how many days the company opened it. */
  views: integer,
});

/** track-user/view-profile: whether this opening was recorded (the first of the day), and when the last one was. */
export const profileViewDoc = v.object({ candidateId: integer, recorded: v.boolean(), viewedAt: v.string() });

/** track-user/viewed-count: how many companies viewed the candidate lately (`days`), and ever. */
export const profileViewCountDoc = v.object({ recent: integer, total: integer, days: integer });

/** A company of track-user/company-list. */
export const profileViewerDoc = v.object({
  company: v.object({ id: integer, name: v.string(), slug: v.string(), logoUrl: v.nullable(v.string()) }),
  lastViewedAt: v.string(),
  /** On how many days it opened the profile. */
  views: integer,
});
