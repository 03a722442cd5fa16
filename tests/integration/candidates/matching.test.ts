/**
 * Matched candidates (issue 13) on SQLite and PostgreSQL: on a small crafted set, the order of
 * matched-candidate/list is the score of common/constants/matching.ts (skills, domain, experience, city or remote,
 * pay), with the skills had and lacked and the reasons in the reader's language; who is never listed (not open to
 * work, setup not done, declined, nothing in common); at most 25; the same score in details, which also shows the
 * profile; a job and a WFH job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Employer, employer } from '../company/helpers.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { type JobDoc, type Refs, loadRefs, postJob } from '../jobs/helpers.js';
import {
  type Auth,
  type MatchedCandidateDoc,
  craftCandidate,
  idsOf,
  masterIds,
  matchedDetails,
  matchedList,
} from './helpers.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe.each(dialects)('matched candidates: ranking (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;
  let owner: Employer;
  let job: JobDoc;
  let wfhJob: JobDoc;
  let others: number[];
  let otherDomain: string;
  const people: Record<string, Auth> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
    owner = await employer(t.app);
    const { PYTHON, ACCOUNTING, FLUTTER } = refs.skills;
    const [home, away] = refs.cities.map((c) => c.id) as [number, number];
    job = await postJob(t.app, owner, refs, {
      highlights: {
        skills: [PYTHON, ACCOUNTING, FLUTTER],
        experienceMin: 2,
        experienceMax: 4,
        salaryMin: 5_000_000,
        salaryMax: 8_000_000,
      },
      location: { isRemote: false, cityIds: [home] },
    });
    wfhJob = await postJob(t.app, owner, refs, {
      highlights: {
        skills: [FLUTTER],
        experienceMin: 0,
        experienceMax: 10,
        salaryMin: 1_000_000,
        salaryMax: 2_000_000,
      },
      location: { isRemote: true, cityIds: [] },
    });
    others = (await masterIds(t.app, 'SKILLS', 3, [PYTHON, ACCOUNTING, FLUTTER])).map((m) => m.id);
    otherDomain = (await masterIds(t.app, 'JOB_DOMAIN', 5)).find((m) => m.code !== refs.jobDomain)!.code;
    const domain = refs.jobDomain;
    const craft = async (key: string, p: Parameters<typeof craftCandidate>[1]) => {
      people[key] = await craftCandidate(t.app, p);
    };
    // Everything fits: 100.
    await craft('ayu', {
      fullName: 'Ayu Lestari',
      skills: [PYTHON, ACCOUNTING, FLUTTER],
      jobDomain: domain,
      yearsOfExperience: 3,
      expectedSalary: 6_000_000,
      cityId: home,
      updatedAt: daysAgo(3),
    });
    // 2 of 3 skills (and both of theirs), domain, a year too many (half), pay a little above (half), wants the city.
    await craft('bima', {
      fullName: 'Bima Saputra',
      skills: [PYTHON, ACCOUNTING],
      jobDomain: domain,
      yearsOfExperience: 5,
      expectedSalary: 8_500_000,
      cityId: away,
      preferredCityIds: [home],
      updatedAt: daysAgo(3),
    });
    // Only the domain (no shared skill), years and pay within: 15 + 15 + 10.
    await craft('dewi', {
      fullName: 'Dewi Anggraini',
      skills: [others[0]!],
      jobDomain: domain,
      yearsOfExperience: 2,
      expectedSalary: 5_000_000,
      cityId: away,
      updatedAt: daysAgo(3),
    });
    // One shared skill among four, nothing else: 35/3 + 10/4.
    await craft('citra', {
      fullName: 'Citra Wulandari',
      skills: [PYTHON, ...others],
      jobDomain: otherDomain,
      updatedAt: daysAgo(3),
    });
    // The same as Citra, saved more recently: ranks just before her.
    await craft('citra2', {
      fullName: 'Citra Permata',
      skills: [PYTHON, ...others],
      jobDomain: otherDomain,
      updatedAt: daysAgo(1),
    });
    // Would be 100, but never listed.
    const perfect = {
      skills: [PYTHON, ACCOUNTING, FLUTTER],
      jobDomain: domain,
      yearsOfExperience: 3,
      expectedSalary: 6_000_000,
      cityId: home,
    };
    await craft('closed', { ...perfect, fullName: 'Eko Closed', openToWork: false });
    await craft('unfinished', { ...perfect, fullName: 'Fajar Unfinished', setupDone: false });
    await craft('declined', { ...perfect, fullName: 'Gita Declined' });
    await t.app.deps.db
      .updateTable('users')
      .set({ status: 'DECLINED' })
      .where('id', '=', people.declined!.userId)
      .execute();
    // Lives in the job's city and fits the pay, but shares neither a skill nor the domain: not in the pool.
    await craft('stranger', {
      fullName: 'Hadi Stranger',
      skills: [others[1]!],
      jobDomain: otherDomain,
      cityId: home,
      yearsOfExperience: 3,
      expectedSalary: 6_000_000,
    });
    // For the WFH job: wants to work from anywhere.
    await craft('remote', {
      fullName: 'Indah Remote',
      skills: [FLUTTER],
      jobDomain: otherDomain,
      yearsOfExperience: 1,
      expectedSalary: 1_500_000,
      cityId: away,
      prefersRemote: true,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const id = (key: string) => people[key]!.userId;

  it('ranks by the explainable score, the most recently updated first between equals', async () => {
    const res = await matchedList(t.app, owner, job.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('List fetched successfully.');
    expect(idsOf(res)).toEqual([id('ayu'), id('bima'), id('dewi'), id('remote'), id('citra2'), id('citra')]);
    const byId = new Map(res.body.data.map((d) => [d.id, d]));
    const score = (key: string) => byId.get(id(key))!.score;
    expect(score('ayu')).toBe(100);
    expect(score('bima')).toBe(Math.round((35 * 2) / 3 + 10 + 15 + 7.5 + 15 + 5));
    expect(score('dewi')).toBe(40);
    expect(score('citra')).toBe(Math.round(35 / 3 + 10 / 4));
    expect(score('citra2')).toBe(score('citra'));
    // One shared skill (Flutter, their only one), a year below the range, pay within; remote does not count here.
    expect(score('remote')).toBe(Math.round(35 / 3 + 10 + 7.5 + 10));
  });

  it('shows as many of the best matches as the company’s plan gives (the free plan five)', async () => {
    const licences = await t.app.deps.db
      .selectFrom('licences')
      .selectAll()
      .where('companyId', '=', owner.companyId)
      .execute();
    await t.app.deps.db.deleteFrom('licences').where('companyId', '=', owner.companyId).execute();
    try {
      const res = await matchedList(t.app, owner, job.id);
      expect(idsOf(res)).toEqual([id('ayu'), id('bima'), id('dewi'), id('remote'), id('citra2')]);
    } finally {
      await t.app.deps.db
        .insertInto('licences')
        .values(licences.map(({ id: _id, ...row }) => row))
        .execute();
    }
    expect(idsOf(await matchedList(t.app, owner, job.id))).toHaveLength(6);
  });

  it('lists each candidate with who they are, the skills they have and lack, and why', async () => {
    const res = await matchedList(t.app, owner, job.id);
    const bima = res.body.data.find((d) => d.id === id('bima'))!;
    expect(bima).toMatchObject({
      fullName: 'Bima Saputra',
      pictureUrl: null,
      cityName: refs.cities[1]!.name,
      yearsOfExperience: 5,
      matchedSkills: ['Python', 'Accounting'],
      missingSkills: ['Flutter'],
      viewed: false,
      applied: false,
    });
    expect(typeof bima.jobDomain).toBe('string');
    expect(bima.reasons.map((r) => r.factor)).toEqual([
      'skillCoverage',
      'jobDomain',
      'location',
      'skillOverlap',
      'experience',
      'salary',
    ]);
    const text = (d: MatchedCandidateDoc, factor: string) => d.reasons.find((r) => r.factor === factor)?.text;
    expect(text(bima, 'skillCoverage')).toBe('Has 2 of the 3 skills asked: Python, Accounting');
    expect(text(bima, 'location')).toBe(`Wants to work in ${refs.cities[0]!.name}, where the job is`);
    expect(text(bima, 'experience')).toBe('5 years of experience, close to the 2–4 years asked');
    expect(text(bima, 'salary')).toBe('Expects Rp 8,500,000 a month, a little above the pay offered');
    const ayu = res.body.data.find((d) => d.id === id('ayu'))!;
    expect(ayu.missingSkills).toEqual([]);
    expect(text(ayu, 'skillCoverage')).toBe('Has all 3 skills asked: Python, Accounting, Flutter');
    expect(text(ayu, 'location')).toBe(`Lives in ${refs.cities[0]!.name}, where the job is`);
    const dewi = res.body.data.find((d) => d.id === id('dewi'))!;
    expect(dewi.matchedSkills).toEqual([]);
    expect(dewi.reasons.map((r) => r.factor)).toEqual(['jobDomain', 'experience', 'salary']);
  });

  it('words the reasons and names the skills in Indonesian', async () => {
    const res = await matchedList(t.app, owner, job.id, 'id');
    const ayu = res.body.data.find((d) => d.id === id('ayu'))!;
    expect(ayu.matchedSkills).toEqual(['Python', 'Akuntansi', 'Flutter']);
    expect(ayu.reasons[0]!.text).toBe('Memiliki semua 3 keahlian yang diminta: Python, Akuntansi, Flutter');
    expect(ayu.reasons.find((r) => r.factor === 'experience')?.text).toBe(
      'Pengalaman 3 tahun, sesuai 2–4 tahun yang diminta',
    );
  });

  it('never lists a candidate not open to work, without a finished setup, declined, or with nothing in common', async () => {
    const listed = idsOf(await matchedList(t.app, owner, job.id));
    for (const key of ['closed', 'unfinished', 'declined', 'stranger'])
      expect(listed, key).not.toContain(id(key));
  });

  it('gives the same score, factors and reasons in details, with the profile', async () => {
    const list = await matchedList(t.app, owner, job.id);
    for (const row of list.body.data) {
      const res = await matchedDetails(t.app, owner, { candidateId: row.id, jobId: job.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { match } = res.body.data;
      expect(match?.score, row.fullName).toBe(row.score);
      expect(match?.reasons).toEqual(row.reasons);
      expect(match?.matchedSkills).toEqual(row.matchedSkills);
      expect(match?.missingSkills).toEqual(row.missingSkills);
      const points = match!.factors.reduce((sum, f) => sum + f.points, 0);
      expect(Math.round(points)).toBe(row.score);
    }
    const res = await matchedDetails(t.app, owner, { candidateId: id('bima'), jobId: job.id });
    const { candidate, match, lastViewedAt, applied } = res.body.data;
    expect(candidate).toMatchObject({ id: id('bima'), fullName: 'Bima Saputra', yearsOfExperience: 5 });
    expect(candidate.profile.skills.map((s) => s.name)).toEqual(['Python', 'Accounting']);
    expect(candidate.profile.preferredCities.map((c) => c.id)).toEqual([refs.cities[0]!.id]);
    expect(candidate.email).toMatch(/@example\.com$/);
    expect(candidate.experiences).toEqual([]);
    expect(match?.job).toEqual({ id: job.id, title: job.title });
    expect(match?.factors.map((f) => [f.factor, f.fit])).toEqual([
      ['skillCoverage', 2 / 3],
      ['skillOverlap', 1],
      ['jobDomain', 1],
      ['experience', 0.5],
      ['location', 1],
      ['salary', 0.5],
    ]);
    expect(lastViewedAt).toBeNull();
    expect(applied).toBe(false);
  });

  it('shows the profile without a match when no job is named', async () => {
    const res = await matchedDetails(t.app, owner, { candidateId: id('ayu') });
    expect(res.status).toBe(200);
    expect(res.body.data.match).toBeNull();
    expect(res.body.data.candidate.fullName).toBe('Ayu Lestari');
  });

  it('does not show a candidate who is not open to work (404, as for no one)', async () => {
    for (const key of ['closed', 'unfinished', 'declined']) {
      const res = await matchedDetails(t.app, owner, { candidateId: id(key), jobId: job.id });
      expect(res.status, key).toBe(404);
      expect(res.body.message).toBe('This candidate does not exist or is not looking for work.');
    }
    const none = await matchedDetails(t.app, owner, { candidateId: 2_000_000_000, jobId: job.id });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('This candidate does not exist or is not looking for work.');
    // Nor an employer's account.
    const boss = await matchedDetails(t.app, owner, { candidateId: owner.userId });
    expect(boss.status).toBe(404);
  });

  it('fits a WFH job to the candidate who wants to work from anywhere', async () => {
    const res = await matchedList(t.app, owner, wfhJob.id);
    expect(res.status).toBe(200);
    const listed = idsOf(res);
    expect(listed[0]).toBe(id('remote'));
    const remote = res.body.data[0]!;
    expect(remote.reasons.find((r) => r.factor === 'location')?.text).toBe(
      'Wants to work from anywhere, as this job allows',
    );
    // Ayu has Flutter too but lives in a city: no location points on a WFH-only job.
    const ayu = res.body.data.find((d) => d.id === id('ayu'))!;
    expect(ayu.reasons.map((r) => r.factor)).not.toContain('location');
  });

  it('lists at most 25', async () => {
    const { PYTHON, ACCOUNTING, FLUTTER } = refs.skills;
    const many = await postJob(t.app, owner, refs, {
      type: { jobDomain: otherDomain },
      highlights: { skills: [others[2]!] },
    });
    const db = t.app.deps.db;
    const now = new Date().toISOString();
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          role: 'CANDIDATE',
          email: `many-${i}-${Date.now()}@example.com`,
          fullName: `Many ${i}`,
          status: 'APPROVED',
          isEmailVerified: 1,
          lng: 'en',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('candidateProfiles')
      .values(
        users.map(({ id: userId }) => ({ userId, setupCompletedAt: now, createdAt: now, updatedAt: now })),
      )
      .execute();
    await db
      .insertInto('candidateSkills')
      .values(users.map(({ id: userId }) => ({ userId, masterId: others[2]!, position: 0 })))
      .execute();
    const res = await matchedList(t.app, owner, many.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(25);
    expect(res.body.data.every((d, i, all) => i === 0 || all[i - 1]!.score >= d.score)).toBe(true);
    expect([PYTHON, ACCOUNTING, FLUTTER]).not.toContain(others[2]);
  });
});
