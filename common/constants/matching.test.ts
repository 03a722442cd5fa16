import { describe, expect, it } from 'vitest';
import {
  MATCH_FACTORS,
  MATCH_WEIGHTS,
  type MatchCandidate,
  type MatchJob,
  experienceFit,
  locationMatch,
  matchBreakdown,
  matchReasons,
  matchWeights,
  salaryFit,
} from './matching';

const PYTHON = 1;
const SQL = 2;
const EXCEL = 3;
const FLUTTER = 4;
const JAKARTA = 10;
const BANDUNG = 11;
const SURABAYA = 12;

const JOB: MatchJob = {
  skillIds: [PYTHON, SQL, EXCEL],
  jobDomain: 'DATA',
  experienceMin: 2,
  experienceMax: 4,
  salaryMin: 8_000_000,
  salaryMax: 12_000_000,
  isRemote: false,
  cityIds: [JAKARTA, BANDUNG],
};

/** A candidate who fits every factor fully. */
const PERFECT: MatchCandidate = {
  skillIds: [PYTHON, SQL, EXCEL],
  jobDomain: 'DATA',
  yearsOfExperience: 3,
  expectedSalary: 10_000_000,
  cityId: JAKARTA,
  preferredCityIds: [],
  prefersRemote: false,
};

const NAMES = {
  skill: (id: number) => ({ 1: 'Python', 2: 'SQL', 3: 'Excel', 4: 'Flutter' })[id] ?? '?',
  city: (id: number) => ({ 10: 'Jakarta', 11: 'Bandung', 12: 'Surabaya' })[id] ?? '?',
  domain: 'Data',
};

const points = (b: ReturnType<typeof matchBreakdown>) =>
  Object.fromEntries(b.factors.map((f) => [f.factor, f.points]));

describe('match weights', () => {
  it('sum to 100 when the job says something about every factor', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(matchWeights(JOB)).toEqual(MATCH_WEIGHTS);
  });

  it('leave out what the job says nothing about and scale the rest back to 100', () => {
    const weights = matchWeights({ ...JOB, skillIds: [], salaryMin: null, salaryMax: null });
    expect(weights.skillCoverage).toBe(0);
    expect(weights.skillOverlap).toBe(0);
    expect(weights.salary).toBe(0);
    const sum = MATCH_FACTORS.reduce((total, f) => total + weights[f], 0);
    expect(sum).toBeCloseTo(100, 10);
    // The remaining factors keep their proportions: domain, experience and location weigh 15 each.
    expect(weights.jobDomain).toBeCloseTo(100 / 3, 10);
  });

  it('are all 0 when nothing applies', () => {
    const none = matchWeights({
      ...JOB,
      skillIds: [],
      jobDomain: null,
      experienceMin: null,
      experienceMax: null,
      salaryMin: null,
      salaryMax: null,
      cityIds: [],
    });
    expect(Object.values(none).every((w) => w === 0)).toBe(true);
  });
});

describe('the fits', () => {
  it('experience: within the range, a year outside (half), further (none), not said (none)', () => {
    expect(experienceFit(2, JOB)).toBe(1);
    expect(experienceFit(4, JOB)).toBe(1);
    expect(experienceFit(1, JOB)).toBe(0.5);
    expect(experienceFit(5, JOB)).toBe(0.5);
    expect(experienceFit(0, JOB)).toBe(0);
    expect(experienceFit(9, JOB)).toBe(0);
    expect(experienceFit(null, JOB)).toBe(0);
    // An open end: at least 3 years.
    expect(experienceFit(30, { experienceMin: 3, experienceMax: null })).toBe(1);
  });

  it('salary: up to the maximum (asking less is within budget), up to 10% above (half), more (none)', () => {
    expect(salaryFit(3_000_000, JOB)).toBe(1);
    expect(salaryFit(12_000_000, JOB)).toBe(1);
    expect(salaryFit(13_200_000, JOB)).toBe(0.5);
    expect(salaryFit(13_200_001, JOB)).toBe(0);
    expect(salaryFit(null, JOB)).toBe(0);
  });

  it('location: the city lived in first, then a preferred city, then working from anywhere on a WFH job', () => {
    expect(locationMatch(JOB, PERFECT)).toEqual({ kind: 'city', cityId: JAKARTA });
    expect(
      locationMatch(JOB, { ...PERFECT, cityId: SURABAYA, preferredCityIds: [SURABAYA, BANDUNG] }),
    ).toEqual({ kind: 'preferredCity', cityId: BANDUNG });
    expect(locationMatch(JOB, { ...PERFECT, cityId: SURABAYA, prefersRemote: true })).toBeNull();
    expect(
      locationMatch({ ...JOB, isRemote: true }, { ...PERFECT, cityId: SURABAYA, prefersRemote: true }),
    ).toEqual({ kind: 'remote' });
    // A WFH job does not fit someone who did not ask for remote work and lives elsewhere.
    expect(locationMatch({ ...JOB, isRemote: true }, { ...PERFECT, cityId: SURABAYA })).toBeNull();
  });
});

describe('match breakdown', () => {
  it('gives 100 to a candidate who fits everything', () => {
    const b = matchBreakdown(JOB, PERFECT);
    expect(b.score).toBe(100);
    expect(b.matchedSkillIds).toEqual([PYTHON, SQL, EXCEL]);
    expect(b.missingSkillIds).toEqual([]);
    expect(b.factors.map((f) => f.factor)).toEqual([...MATCH_FACTORS]);
  });

  it('adds up each factor as fit × weight', () => {
    const candidate: MatchCandidate = {
      ...PERFECT,
      skillIds: [PYTHON, FLUTTER, EXCEL, 99], // 2 of the job's 3; 2 of their 4 are asked
      jobDomain: 'OTHER',
      yearsOfExperience: 5, // a year above: half
      expectedSalary: 20_000_000, // far above: none
      cityId: SURABAYA,
      preferredCityIds: [BANDUNG],
    };
    const b = matchBreakdown(JOB, candidate);
    expect(b.matchedSkillIds).toEqual([PYTHON, EXCEL]);
    expect(b.missingSkillIds).toEqual([SQL]);
    const p = points(b);
    expect(p.skillCoverage).toBeCloseTo((35 * 2) / 3, 10);
    expect(p.skillOverlap).toBeCloseTo(5, 10);
    expect(p.jobDomain).toBe(0);
    expect(p.experience).toBe(7.5);
    expect(p.location).toBe(15);
    expect(p.salary).toBe(0);
    expect(b.score).toBe(Math.round((35 * 2) / 3 + 5 + 7.5 + 15));
  });

  it('ranks a focused profile above one listing the same skills among many', () => {
    const focused = matchBreakdown(JOB, PERFECT);
    const broad = matchBreakdown(JOB, { ...PERFECT, skillIds: [PYTHON, SQL, EXCEL, 20, 21, 22, 23, 24, 25] });
    expect(focused.score).toBeGreaterThan(broad.score);
  });

  it('scores a candidate with nothing in common 0', () => {
    const b = matchBreakdown(JOB, {
      skillIds: [],
      jobDomain: null,
      yearsOfExperience: null,
      expectedSalary: null,
      cityId: null,
      preferredCityIds: [],
      prefersRemote: false,
    });
    expect(b.score).toBe(0);
    expect(b.missingSkillIds).toEqual([PYTHON, SQL, EXCEL]);
  });
});

describe('match reasons', () => {
  it('explain every factor that scored, the one worth most first', () => {
    const reasons = matchReasons(JOB, PERFECT, matchBreakdown(JOB, PERFECT), NAMES);
    expect(reasons.map((r) => r.factor)).toEqual([
      'skillCoverage',
      'jobDomain',
      'experience',
      'location',
      'skillOverlap',
      'salary',
    ]);
    expect(reasons[0]).toEqual({
      factor: 'skillCoverage',
      key: 'messages:matchReason.allSkills',
      vars: { count: 3, skills: 'Python, SQL, Excel' },
    });
    expect(reasons.find((r) => r.factor === 'location')?.vars).toEqual({ city: 'Jakarta' });
    expect(reasons.find((r) => r.factor === 'experience')?.vars).toEqual({ count: 3, range: '2–4' });
    expect(reasons.find((r) => r.factor === 'salary')).toMatchObject({
      key: 'messages:matchReason.salary',
      vars: { salary: 'Rp 10,000,000' },
    });
    expect(reasons.find((r) => r.factor === 'jobDomain')?.vars).toEqual({ domain: 'Data' });
  });

  it('say what is partial, and leave out what did not score', () => {
    const candidate: MatchCandidate = {
      ...PERFECT,
      skillIds: [SQL],
      jobDomain: null,
      yearsOfExperience: 1,
      expectedSalary: 13_000_000,
      cityId: null,
      preferredCityIds: [BANDUNG],
    };
    const reasons = matchReasons(JOB, candidate, matchBreakdown(JOB, candidate), NAMES);
    const byFactor = Object.fromEntries(reasons.map((r) => [r.factor, r]));
    expect(byFactor.skillCoverage).toMatchObject({
      key: 'messages:matchReason.skills',
      vars: { count: 1, total: 3, skills: 'SQL' },
    });
    expect(byFactor.skillOverlap?.vars).toEqual({ percent: 100 });
    expect(byFactor.experience?.key).toBe('messages:matchReason.experienceNear');
    expect(byFactor.salary?.key).toBe('messages:matchReason.salaryNear');
    expect(byFactor.location).toMatchObject({
      key: 'messages:matchReason.wantsCity',
      vars: { city: 'Bandung' },
    });
    expect(byFactor.jobDomain).toBeUndefined();
  });

  it("say 'the skill' for a job that asks for one", () => {
    const job = { ...JOB, skillIds: [SQL] };
    const [first] = matchReasons(job, PERFECT, matchBreakdown(job, PERFECT), NAMES);
    expect(first).toEqual({
      factor: 'skillCoverage',
      key: 'messages:matchReason.theSkill',
      vars: { skills: 'SQL' },
    });
  });

  it('name at most three skills, and say when there are more', () => {
    const job = { ...JOB, skillIds: [1, 2, 3, 4, 5] };
    const candidate = { ...PERFECT, skillIds: [1, 2, 3, 4] };
    const [first] = matchReasons(job, candidate, matchBreakdown(job, candidate), NAMES);
    expect(first?.vars.skills).toBe('Python, SQL, Excel…');
  });

  it('say when a WFH job suits someone who wants to work from anywhere', () => {
    const job = { ...JOB, isRemote: true, cityIds: [] };
    const candidate = { ...PERFECT, cityId: SURABAYA, prefersRemote: true };
    const reasons = matchReasons(job, candidate, matchBreakdown(job, candidate), NAMES);
    expect(reasons.find((r) => r.factor === 'location')?.key).toBe('messages:matchReason.remote');
  });
});
