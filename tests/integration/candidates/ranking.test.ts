/**
 * The SQL ranking (server/modules/candidates/matchQuery.ts) against the rule it implements (matchBreakdown in
 * common/constants/matching.ts), on SQLite and PostgreSQL: for several jobs over a few hundred varied candidates
 * (written deterministically), the top 25 the query returns are the best 25 by the rule applied to every listable
 * candidate in JavaScript, each with the rule's score. The query leaves out candidates whose bound cannot reach the
 * 25th score: this checks that it never leaves out one that could.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MatchJob, matchBreakdown } from '../../../common/constants/matching.js';
import { rankCandidates } from '../../../server/modules/candidates/matchQuery.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { masterIds } from './helpers.js';

function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

describe.each(dialects)('matched candidates: the SQL ranking is the rule (%s)', (dialect) => {
  let t: TestApp;
  let skills: number[];
  let domains: string[];
  let cities: number[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.deps.db;
    skills = (await masterIds(t.app, 'SKILLS', 12)).map((m) => m.id);
    domains = (await masterIds(t.app, 'JOB_DOMAIN', 4)).map((m) => m.code);
    cities = (
      await db
        .selectFrom('cities')
        .select('id')
        .where('countryCode', '=', 'ID')
        .orderBy('id')
        .limit(5)
        .execute()
    ).map((c) => c.id);
    const pick = random(2026);
    const now = Date.now();
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          role: 'CANDIDATE',
          email: `rank-${i}@example.com`,
          fullName: `Rank ${i}`,
          status: pick(40) === 0 ? 'DECLINED' : 'APPROVED',
          isEmailVerified: 1,
          lng: 'en',
          createdAt: new Date(now).toISOString(),
          updatedAt: new Date(now).toISOString(),
        })),
      )
      .returning('id')
      .execute();
    for (const { id: userId } of users) {
      // Few distinct values, so many candidates tie on score and the recency order is exercised.
      const updatedAt = new Date(now - pick(20) * 86_400_000).toISOString();
      await db
        .insertInto('candidateProfiles')
        .values({
          userId,
          jobDomain: pick(5) === 0 ? null : domains[pick(domains.length)]!,
          yearsOfExperience: pick(6) === 0 ? null : pick(12),
          expectedSalary: pick(6) === 0 ? null : (3 + pick(12)) * 1_000_000,
          cityId: pick(4) === 0 ? null : cities[pick(cities.length)]!,
          prefersRemote: pick(4) === 0 ? 1 : 0,
          openToWork: pick(8) === 0 ? 0 : 1,
          setupCompletedAt: pick(10) === 0 ? null : updatedAt,
          createdAt: updatedAt,
          updatedAt,
        })
        .execute();
      const own = [...new Set(Array.from({ length: pick(6) }, () => skills[pick(skills.length)]!))];
      if (own.length)
        await db
          .insertInto('candidateSkills')
          .values(own.map((masterId, position) => ({ userId, masterId, position })))
          .execute();
      const preferred = [...new Set(Array.from({ length: pick(3) }, () => cities[pick(cities.length)]!))];
      if (preferred.length)
        await db
          .insertInto('candidatePreferredCities')
          .values(preferred.map((cityId, position) => ({ userId, cityId, position })))
          .execute();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every listable candidate scored by the rule, the best first (ties: the most recently updated, then the newest). */
  async function byTheRule(job: MatchJob) {
    const db = t.app.deps.db;
    const [profiles, own, preferred] = await Promise.all([
      db
        .selectFrom('candidateProfiles as p')
        .innerJoin('users as u', 'u.id', 'p.userId')
        .selectAll('p')
        .where('p.openToWork', '=', 1)
        .where('p.setupCompletedAt', 'is not', null)
        .where('u.deletedAt', 'is', null)
        .where('u.status', '<>', 'DECLINED')
        .execute(),
      db.selectFrom('candidateSkills').selectAll().execute(),
      db.selectFrom('candidatePreferredCities').selectAll().execute(),
    ]);
    return profiles
      .map((p) => {
        const skillIds = own.filter((s) => s.userId === p.userId).map((s) => s.masterId);
        const b = matchBreakdown(job, {
          skillIds,
          jobDomain: p.jobDomain,
          yearsOfExperience: p.yearsOfExperience,
          expectedSalary: p.expectedSalary,
          cityId: p.cityId,
          preferredCityIds: preferred.filter((c) => c.userId === p.userId).map((c) => c.cityId),
          prefersRemote: p.prefersRemote === 1,
        });
        const inPool = b.matchedSkillIds.length > 0 || (!!job.jobDomain && p.jobDomain === job.jobDomain);
        return { userId: p.userId, score: b.factors.reduce((sum, f) => sum + f.points, 0), inPool };
      })
      .filter((c) => c.inPool)
      .sort((a, b) => b.score - a.score);
  }

  const JOBS: MatchJob[] = [
    {
      skillIds: [],
      jobDomain: null,
      experienceMin: 2,
      experienceMax: 5,
      salaryMin: 5_000_000,
      salaryMax: 9_000_000,
      isRemote: false,
      cityIds: [],
    },
    {
      skillIds: [],
      jobDomain: null,
      experienceMin: 0,
      experienceMax: 3,
      salaryMin: null,
      salaryMax: null,
      isRemote: true,
      cityIds: [],
    },
    {
      skillIds: [],
      jobDomain: null,
      experienceMin: 4,
      experienceMax: null,
      salaryMin: 8_000_000,
      salaryMax: 12_000_000,
      isRemote: false,
      cityIds: [],
    },
  ];

  it('returns the best 25 by the rule, with the rule’s scores, for varied jobs', async () => {
    const jobs: MatchJob[] = [
      { ...JOBS[0]!, skillIds: skills.slice(0, 3), jobDomain: domains[0]!, cityIds: [cities[0]!] },
      {
        ...JOBS[1]!,
        skillIds: skills.slice(2, 7),
        jobDomain: domains[1]!,
        cityIds: [cities[1]!, cities[2]!],
      },
      { ...JOBS[2]!, skillIds: [skills[9]!], jobDomain: domains[2]!, cityIds: [cities[3]!] },
      // Domain only, and skills only.
      { ...JOBS[0]!, skillIds: [], jobDomain: domains[3]!, cityIds: [cities[4]!] },
      { ...JOBS[1]!, skillIds: skills.slice(0, 12), jobDomain: null },
    ];
    for (const [n, job] of jobs.entries()) {
      const expected = await byTheRule(job);
      const got = await rankCandidates(t.app.deps.db, job, 25);
      expect(got.length, `job ${n}`).toBe(Math.min(25, expected.length));
      const round = (x: number) => Math.round(x * 1e6) / 1e6;
      // The same scores, best first: no candidate who could be in the answer was left out.
      expect(
        got.map((g) => round(g.score)),
        `job ${n}`,
      ).toEqual(expected.slice(0, 25).map((e) => round(e.score)));
      const rule = new Map(expected.map((e) => [e.userId, e.score]));
      for (const g of got)
        expect(round(rule.get(g.userId) ?? Number.NaN), `job ${n} candidate ${g.userId}`).toBe(
          round(g.score),
        );
    }
  });
});
