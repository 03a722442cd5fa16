/**
 * The employer analytics' figures (issue 13) on SQLite and PostgreSQL: 12 months (UTC) ending with the current one,
 * each present with zeros when nothing happened; a view, an application, a shortlist and a hire counted in the month
 * they happened, for one job and for all; a withdrawn application never counted; older months from the rows' own
 * dates, nothing older than the window; the counts of now (live jobs, applications, the last 7 days, hires, views).
 * Another company's views, applications and steps never reach the company's figures, nor the other way round; a
 * RECRUITER of the company reads what its administrator reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsEnding } from '../../../server/modules/analytics/months.js';
import { recruiterOf } from '../company/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { type Refs, loadRefs, postJob, setJob } from '../jobs/helpers.js';
import {
  type Auth,
  type Employer,
  applyTo,
  candidateWithResume,
  employerWithJob,
  moveTo,
  userJobs,
} from '../applications/helpers.js';
import {
  ZERO,
  backdate,
  countsOf,
  figuresOf,
  hire,
  monthsAgo,
  monthsOf,
  pastView,
  thisMonth,
  viewJob,
} from './helpers.js';

describe.each(dialects)('employer analytics: figures (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives 12 months ending with the current one (UTC), oldest first, zeros where nothing happened', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const before = monthsEnding(new Date());
    const res = await monthsOf(t.app, owner);
    const after = monthsEnding(new Date());
    expect(res).toHaveLength(12);
    // The month may turn between the two clocks read here; the answer is one of them.
    expect([before, after]).toContainEqual(res.map((m) => m.month));
    expect(res.every((m) => /^\d{4}-\d{2}$/.test(m.month))).toBe(true);
    for (const month of res) expect(month).toEqual({ month: month.month, ...ZERO });
    expect(await monthsOf(t.app, owner, job.id)).toEqual(res);
    expect(await countsOf(t.app, owner)).toEqual({
      jobId: null,
      activeJobs: 1,
      totalApplications: 0,
      newThisWeek: 0,
      hires: 0,
      views: 0,
    });
    const one = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/employer-analytics/get-by-month',
      headers: owner.headers,
      payload: { jobId: job.id },
    });
    expect(one.json()).toMatchObject({ code: 'SUCCESS', data: { jobId: job.id } });
  });

  it('counts a view, an application, a shortlist and a hire in the current month, per job and for all', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const other = await postJob(t.app, owner, refs);
    const hired = await candidateWithResume(t.app);
    await viewJob(t.app, hired, job.id);
    // The same candidate opening the job again the same day is the same view.
    await viewJob(t.app, hired, job.id);
    const application = await applyTo(t.app, hired, job);
    await hire(t.app, owner, application.id);
    // Applied to the other job and left there.
    const waiting = await candidateWithResume(t.app);
    await viewJob(t.app, waiting, other.id);
    await applyTo(t.app, waiting, other);
    // Shortlisted, then rejected: the shortlist happened.
    const rejected = await candidateWithResume(t.app);
    const third = await applyTo(t.app, rejected, other);
    await moveTo(t.app, owner, third.id, 'SHORTLIST');
    await moveTo(t.app, owner, third.id, 'REJECTED');

    const month = thisMonth();
    const one = await monthsOf(t.app, owner, job.id);
    expect(figuresOf(one, month)).toEqual({ views: 1, applications: 1, shortlisted: 1, hired: 1 });
    expect(one.filter((m) => m.month !== month).every((m) => m.views + m.applications === 0)).toBe(true);
    expect(figuresOf(await monthsOf(t.app, owner, other.id), month)).toEqual({
      views: 1,
      applications: 2,
      shortlisted: 1,
      hired: 0,
    });
    expect(figuresOf(await monthsOf(t.app, owner), month)).toEqual({
      views: 2,
      applications: 3,
      shortlisted: 2,
      hired: 1,
    });

    expect(await countsOf(t.app, owner)).toEqual({
      jobId: null,
      activeJobs: 2,
      totalApplications: 3,
      newThisWeek: 3,
      hires: 1,
      views: 2,
    });
    expect(await countsOf(t.app, owner, job.id)).toEqual({
      jobId: job.id,
      activeJobs: 1,
      totalApplications: 1,
      newThisWeek: 1,
      hires: 1,
      views: 1,
    });
  });

  it('leaves a withdrawn application out of every figure', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const me = await candidateWithResume(t.app);
    const application = await applyTo(t.app, me, job);
    expect(figuresOf(await monthsOf(t.app, owner, job.id), thisMonth()).applications).toBe(1);
    const res = await userJobs(t.app, 'withdraw', me, { id: application.id });
    expect(res.status).toBe(200);
    expect(figuresOf(await monthsOf(t.app, owner, job.id), thisMonth())).toEqual(ZERO);
    expect(figuresOf(await monthsOf(t.app, owner), thisMonth())).toEqual(ZERO);
    expect(await countsOf(t.app, owner)).toMatchObject({ totalApplications: 0, newThisWeek: 0, hires: 0 });
    // Sent again: counted once, in the month it was sent again.
    await applyTo(t.app, me, job);
    expect(figuresOf(await monthsOf(t.app, owner), thisMonth()).applications).toBe(1);
    expect(await countsOf(t.app, owner)).toMatchObject({ totalApplications: 1, newThisWeek: 1 });
  });

  it('puts past rows in their own month, leaves out what is older than 12 months, and counts the week', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const viewers = await Promise.all([1, 2, 3].map(() => signIn(t.app, 'CANDIDATE')));
    await pastView(t.app, job.id, viewers[0]!.userId, 3);
    await pastView(t.app, job.id, viewers[1]!.userId, 3);
    await pastView(t.app, job.id, viewers[2]!.userId, 12);
    const old = await candidateWithResume(t.app);
    const hiredLongAgo = await applyTo(t.app, old, job);
    await hire(t.app, owner, hiredLongAgo.id);
    await backdate(t.app, hiredLongAgo.id, 3);
    const older = await candidateWithResume(t.app);
    await backdate(t.app, (await applyTo(t.app, older, job)).id, 12);
    // Ten days ago: this month or the last, but not this week.
    const recent = await candidateWithResume(t.app);
    const tenDays = await applyTo(t.app, recent, job);
    await t.app.deps.db
      .updateTable('applications')
      .set({ appliedAt: new Date(Date.now() - 10 * 86_400_000).toISOString() })
      .where('id', '=', tenDays.id)
      .execute();

    const months = await monthsOf(t.app, owner, job.id);
    expect(months[0]!.month).toBe(monthsAgo(11));
    expect(figuresOf(months, monthsAgo(3))).toEqual({ views: 2, applications: 1, shortlisted: 1, hired: 1 });
    const total = months.reduce(
      (sum, m) => ({
        views: sum.views + m.views,
        applications: sum.applications + m.applications,
        shortlisted: sum.shortlisted + m.shortlisted,
        hired: sum.hired + m.hired,
      }),
      ZERO,
    );
    // The view and the application of 12 months ago are outside the window.
    expect(total).toEqual({ views: 2, applications: 2, shortlisted: 1, hired: 1 });
    // The counts of now are not limited to the window.
    expect(await countsOf(t.app, owner, job.id)).toMatchObject({
      totalApplications: 3,
      newThisWeek: 0,
      hires: 1,
    });
  });

  it('counts only live jobs as active, and keeps a deleted job in the company figures', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const draft = await postJob(t.app, owner, refs, { until: 'jobType' });
    const expired = await postJob(t.app, owner, refs);
    await setJob(t, expired.id, { validTill: '2020-01-01' });
    const gone = await postJob(t.app, owner, refs);
    const me = await candidateWithResume(t.app);
    await viewJob(t.app, me, gone.id);
    await applyTo(t.app, me, gone);
    await setJob(t, gone.id, { deletedAt: new Date().toISOString() });
    expect(draft.status).toBe('DRAFT');
    const counts = await countsOf(t.app, owner);
    expect(counts).toMatchObject({ activeJobs: 1, totalApplications: 1, views: 1 });
    expect(figuresOf(await monthsOf(t.app, owner), thisMonth())).toMatchObject({ views: 1, applications: 1 });
    expect(await countsOf(t.app, owner, expired.id)).toMatchObject({ activeJobs: 0 });
    expect(await countsOf(t.app, owner, job.id)).toMatchObject({ activeJobs: 1 });
  });

  it("never counts another company's data, for its employers or for this one; a RECRUITER reads its own", async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const recruiter: Employer = await recruiterOf(t.app, owner.companyId);
    const { owner: stranger, job: theirs } = await employerWithJob(t, refs);
    const hiredHere: Auth & { resumeId: number } = await candidateWithResume(t.app);
    await viewJob(t.app, hiredHere, job.id);
    await hire(t.app, owner, (await applyTo(t.app, hiredHere, job)).id);
    // The same candidate, and another, at the other company: viewed, applied, hired there.
    const elsewhere = await candidateWithResume(t.app);
    for (const who of [hiredHere, elsewhere]) {
      await viewJob(t.app, who, theirs.id);
      await hire(t.app, stranger, (await applyTo(t.app, who, theirs)).id);
    }

    const month = thisMonth();
    const ours = { views: 1, applications: 1, shortlisted: 1, hired: 1 };
    const counted = { activeJobs: 1, totalApplications: 1, newThisWeek: 1, hires: 1, views: 1 };
    for (const who of [owner, recruiter]) {
      expect(figuresOf(await monthsOf(t.app, who), month)).toEqual(ours);
      expect(figuresOf(await monthsOf(t.app, who, job.id), month)).toEqual(ours);
      expect(await countsOf(t.app, who)).toEqual({ jobId: null, ...counted });
    }
    expect(figuresOf(await monthsOf(t.app, stranger), month)).toEqual({
      views: 2,
      applications: 2,
      shortlisted: 2,
      hired: 2,
    });
    expect(await countsOf(t.app, stranger)).toEqual({
      jobId: null,
      activeJobs: 1,
      totalApplications: 2,
      newThisWeek: 2,
      hires: 2,
      views: 2,
    });
  });
});
