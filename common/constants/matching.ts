/**
 * Matched candidates (issue 13; spec §7 matched-candidate/list and details): how well an open-to-work candidate fits
 * one job, as a score of 0–100 that explains itself. Written once here; the server's SQL
 * (server/modules/candidates/matchQuery.ts) computes the same sum to rank 50,000 candidates without loading them,
 * and the answer's score, breakdown and reasons come from these functions, so what is shown is what ranked.
 *
 * The score is a weighted sum of six fits, each 0–1:
 * - skillCoverage: the share of the job's skills the candidate has. Jobs name no 'required' skills apart from the
 *   others, so every skill of the job counts as required;
 * - skillOverlap: the share of the candidate's own skills that the job asks for (a profile focused on this work
 *   ranks above one that lists the same skills among many others);
 * - jobDomain: the candidate's job domain is the job's;
 * - experience: the candidate's years are within the job's range (1), or at most experienceSlackYears outside it
 *   (½);
 * - location: the candidate lives in one of the job's cities, wants to work in one, or wants to work from anywhere
 *   and the job allows it (WFH);
 * - salary: the candidate's expected pay is at most the job's maximum (1), or above it by at most salarySlack (½).
 * A fit the job says nothing about (no skills, no experience or pay range, no place) is left out and the remaining
 * weights are scaled back to 100, so every job's best candidate can reach 100. A candidate who did not say (no years,
 * no expected pay) fits 0 there.
 */
import { formatRupiah } from '../format/money';

export const MATCH_LIMITS = {
  /** matched-candidate/list answers at most this many (the original's matching service gave 25 per job). */
  candidates: 25,
  /** Years outside the job's experience range that still count half. */
  experienceSlackYears: 1,
  /** Expected pay above the job's maximum by at most this share still counts half. */
  salarySlack: 0.1,
  /** A reason names at most this many skills ('Python, SQL, Excel…'). */
  namedSkills: 3,
  /** track-user/viewed-count: the recent views are those of the last this many days. */
  recentViewDays: 30,
} as const;

export const MATCH_FACTORS = [
  'skillCoverage',
  'skillOverlap',
  'jobDomain',
  'experience',
  'location',
  'salary',
] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];

/** What each fit weighs when the job says something about all six (they sum to 100). */
export const MATCH_WEIGHTS = {
  skillCoverage: 35,
  skillOverlap: 10,
  jobDomain: 15,
  experience: 15,
  location: 15,
  salary: 10,
} as const satisfies Record<MatchFactor, number>;

/** What matching reads of a job. */
export interface MatchJob {
  skillIds: readonly number[];
  jobDomain: string | null;
  experienceMin: number | null;
  experienceMax: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  isRemote: boolean;
  cityIds: readonly number[];
}

/** What matching reads of a candidate's profile. */
export interface MatchCandidate {
  skillIds: readonly number[];
  jobDomain: string | null;
  yearsOfExperience: number | null;
  expectedSalary: number | null;
  cityId: number | null;
  preferredCityIds: readonly number[];
  prefersRemote: boolean;
}

/** Whether the job says anything a factor could judge. */
function applies(job: MatchJob, factor: MatchFactor): boolean {
  switch (factor) {
    case 'skillCoverage':
    case 'skillOverlap':
      return job.skillIds.length > 0;
    case 'jobDomain':
      return !!job.jobDomain;
    case 'experience':
      return job.experienceMin !== null || job.experienceMax !== null;
    case 'location':
      return job.isRemote || job.cityIds.length > 0;
    case 'salary':
      return job.salaryMin !== null || job.salaryMax !== null;
  }
}

/**
 * The points each factor is worth for this job: MATCH_WEIGHTS with the factors the job says nothing about at 0 and
 * the rest scaled to sum to 100 (all 0 when nothing applies).
 */
export function matchWeights(job: MatchJob): Record<MatchFactor, number> {
  const used = MATCH_FACTORS.filter((factor) => applies(job, factor));
  const total = used.reduce((sum, factor) => sum + MATCH_WEIGHTS[factor], 0);
  const weights = Object.fromEntries(MATCH_FACTORS.map((factor) => [factor, 0])) as Record<
    MatchFactor,
    number
  >;
  for (const factor of used) weights[factor] = (MATCH_WEIGHTS[factor] * 100) / total;
  return weights;
}

/** The job's experience range as [lowest, highest] years (an open end is 0 or unbounded). */
export function experienceRange(job: Pick<MatchJob, 'experienceMin' | 'experienceMax'>): [number, number] {
  return [job.experienceMin ?? 0, job.experienceMax ?? Number.POSITIVE_INFINITY];
}

/** 1 within the job's range, ½ within experienceSlackYears of it, else 0 (and 0 when the candidate did not say). */
export function experienceFit(years: number | null, job: Pick<MatchJob, 'experienceMin' | 'experienceMax'>) {
  if (years === null) return 0;
  const [low, high] = experienceRange(job);
  if (years >= low && years <= high) return 1;
  const slack = MATCH_LIMITS.experienceSlackYears;
  return years >= low - slack && years <= high + slack ? 0.5 : 0;
}

/** The most the job pays (its maximum, or its only figure). */
export const salaryCap = (job: Pick<MatchJob, 'salaryMin' | 'salaryMax'>) => job.salaryMax ?? job.salaryMin;

/**
 * 1 when the expected pay is at most the job's maximum (asking less than the minimum is within the budget too), ½ when
 * above it by at most salarySlack, else 0 (and 0 when the candidate did not say).
 */
export function salaryFit(expected: number | null, job: Pick<MatchJob, 'salaryMin' | 'salaryMax'>) {
  const cap = salaryCap(job);
  if (expected === null || cap === null) return 0;
  if (expected <= cap) return 1;
  return expected <= cap * (1 + MATCH_LIMITS.salarySlack) ? 0.5 : 0;
}

/** How the candidate fits the job's place: lives in one of its cities, wants to work in one, or works from anywhere. */
export type LocationMatch =
  { kind: 'city'; cityId: number } | { kind: 'preferredCity'; cityId: number } | { kind: 'remote' } | null;

export function locationMatch(job: MatchJob, candidate: MatchCandidate): LocationMatch {
  const cities = new Set(job.cityIds);
  if (candidate.cityId !== null && cities.has(candidate.cityId))
    return { kind: 'city', cityId: candidate.cityId };
  const preferred = candidate.preferredCityIds.find((id) => cities.has(id));
  if (preferred !== undefined) return { kind: 'preferredCity', cityId: preferred };
  if (job.isRemote && candidate.prefersRemote) return { kind: 'remote' };
  return null;
}

export interface FactorScore {
  factor: MatchFactor;
  /** 0–1. */
  fit: number;
  /** What the factor is worth for this job (matchWeights). */
  weight: number;
  /** fit × weight. */
  points: number;
}

export interface MatchBreakdown {
  /** 0–100, the rounded sum of the factors' points. */
  score: number;
  /** The factors the job says something about, in MATCH_FACTORS order. */
  factors: FactorScore[];
  /** The job's skills the candidate has, and those they lack, in the job's order. */
  matchedSkillIds: number[];
  missingSkillIds: number[];
  location: LocationMatch;
}

/** The candidate's score for the job, factor by factor. */
export function matchBreakdown(job: MatchJob, candidate: MatchCandidate): MatchBreakdown {
  const weights = matchWeights(job);
  const own = new Set(candidate.skillIds);
  const matchedSkillIds = job.skillIds.filter((id) => own.has(id));
  const missingSkillIds = job.skillIds.filter((id) => !own.has(id));
  const location = locationMatch(job, candidate);
  const fits: Record<MatchFactor, number> = {
    skillCoverage: job.skillIds.length ? matchedSkillIds.length / job.skillIds.length : 0,
    skillOverlap: candidate.skillIds.length ? matchedSkillIds.length / own.size : 0,
    jobDomain: !!job.jobDomain && candidate.jobDomain === job.jobDomain ? 1 : 0,
    experience: experienceFit(candidate.yearsOfExperience, job),
    location: location ? 1 : 0,
    salary: salaryFit(candidate.expectedSalary, job),
  };
  const factors = MATCH_FACTORS.filter((factor) => weights[factor] > 0).map((factor) => ({
    factor,
    fit: fits[factor],
    weight: weights[factor],
    points: fits[factor] * weights[factor],
  }));
  const total = factors.reduce((sum, f) => sum + f.points, 0);
  return {
    score: Math.min(100, Math.round(total)),
    factors,
    matchedSkillIds,
    missingSkillIds,
    location,
  };
}

/** A reason as a message key of the `messages` catalog and what fills it; the server words it in the reader's language. */
export interface MatchReason {
  factor: MatchFactor;
  key: string;
  vars: Record<string, string | number>;
}

/** Names of what the reasons mention, in the reader's language. */
export interface MatchNames {
  skill(id: number): string;
  city(id: number): string;
  /** The job domain's name. */
  domain: string;
}

const rangeText = (low: number, high: number) =>
  high === Number.POSITIVE_INFINITY ? `${low}+` : low === high ? String(low) : `${low}–${high}`;

/**
 * Why the candidate matches: one reason per factor that scored, the factor worth most first. Skills the candidate
 * lacks are not reasons; the answer lists them apart (missingSkills).
 */
export function matchReasons(
  job: MatchJob,
  candidate: MatchCandidate,
  breakdown: MatchBreakdown,
  names: MatchNames,
): MatchReason[] {
  const reasons: (MatchReason & { points: number })[] = [];
  const named = (ids: number[]) =>
    ids
      .slice(0, MATCH_LIMITS.namedSkills)
      .map((id) => names.skill(id))
      .join(', ') + (ids.length > MATCH_LIMITS.namedSkills ? '…' : '');
  for (const { factor, fit, points } of breakdown.factors) {
    if (fit <= 0) continue;
    const add = (key: string, vars: Record<string, string | number> = {}) =>
      reasons.push({ factor, key: `messages:matchReason.${key}`, vars, points });
    const matched = breakdown.matchedSkillIds;
    switch (factor) {
      case 'skillCoverage':
        // The job's one skill, all of its skills, or some of them (three sentences, as no plural form of either
        // language reads well for all three).
        if (job.skillIds.length === 1) add('theSkill', { skills: named(matched) });
        else if (matched.length === job.skillIds.length)
          add('allSkills', { count: matched.length, skills: named(matched) });
        else add('skills', { count: matched.length, total: job.skillIds.length, skills: named(matched) });
        break;
      case 'skillOverlap':
        add('focus', { percent: Math.round(fit * 100) });
        break;
      case 'jobDomain':
        add('domain', { domain: names.domain });
        break;
      case 'experience': {
        const [low, high] = experienceRange(job);
        add(fit === 1 ? 'experience' : 'experienceNear', {
          count: candidate.yearsOfExperience ?? 0,
          range: rangeText(low, high),
        });
        break;
      }
      case 'location': {
        const where = breakdown.location;
        if (where?.kind === 'city') add('livesIn', { city: names.city(where.cityId) });
        else if (where?.kind === 'preferredCity') add('wantsCity', { city: names.city(where.cityId) });
        else add('remote');
        break;
      }
      case 'salary':
        add(fit === 1 ? 'salary' : 'salaryNear', { salary: formatRupiah(candidate.expectedSalary ?? 0) });
        break;
    }
  }
  // The factor worth most first; a stable sort keeps MATCH_FACTORS order between equals.
  return reasons.sort((a, b) => b.points - a.points).map(({ points: _points, ...reason }) => reason);
}
