/**
 * Profile views (issue 13) on SQLite and PostgreSQL: track-user/view-profile records one view per company, candidate
 * and day ('Profile viewed.'), notifies the candidate once (the notifications table), and the matched list then says
 * the candidate was viewed; viewed-candidate/list lists the company's viewed candidates, the latest first, with when,
 * by whom and from which job; the candidate counts the companies that viewed them (the last 30 days, and ever) and
 * lists them, and sees no other candidate's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Employer, employer, recruiterOf } from '../company/helpers.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { type JobDoc, type Refs, loadRefs, postJob } from '../jobs/helpers.js';
import {
  type Auth,
  type ProfileViewCountDoc,
  type ProfileViewerDoc,
  type ViewedCandidateDoc,
  callAs,
  craftCandidate,
  matchedDetails,
  matchedList,
  notificationsOf,
  viewProfile,
} from './helpers.js';

const DAY_MS = 86_400_000;

describe.each(dialects)('matched candidates: profile views (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;
  let owner: Employer;
  let recruiter: Employer;
  let rival: Employer;
  let job: JobDoc;
  let ayu: Auth;
  let bima: Auth;
  let quiet: Auth;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
    owner = await employer(t.app);
    recruiter = await recruiterOf(t.app, owner.companyId);
    rival = await employer(t.app);
    await t.app.deps.db
      .updateTable('companies')
      .set({ name: 'PT Saingan' })
      .where('id', '=', rival.companyId)
      .execute();
    job = await postJob(t.app, owner, refs);
    const skills = [refs.skills.PYTHON];
    ayu = await craftCandidate(t.app, { fullName: 'Ayu Lestari', skills, jobDomain: refs.jobDomain });
    bima = await craftCandidate(t.app, { fullName: 'Bima Saputra', skills, jobDomain: refs.jobDomain });
    quiet = await craftCandidate(t.app, { fullName: 'Eko Quiet', skills, openToWork: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a view once a day, says so, and notifies the candidate once', async () => {
    const first = await viewProfile(t.app, owner, { candidateId: ayu.userId, jobId: job.id });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ code: 'SUCCESS', message: 'Profile viewed.' });
    expect(first.body.data).toMatchObject({ candidateId: ayu.userId, recorded: true });
    // Again, and by another member of the same team: the same day's view, nothing new.
    const again = await viewProfile(t.app, recruiter, { candidateId: ayu.userId });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Profile viewed.');
    expect(again.body.data).toEqual({
      candidateId: ayu.userId,
      recorded: false,
      viewedAt: first.body.data.viewedAt,
    });
    const rows = await t.app.deps.db
      .selectFrom('profileViews')
      .selectAll()
      .where('candidateId', '=', ayu.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: owner.companyId, viewerUserId: owner.userId, jobId: job.id });
    const notes = await notificationsOf(t.app, ayu.userId, 'PROFILE_VIEWED');
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0]!.params)).toEqual({ company: 'Tester Company' });
    expect(notes[0]!.link).toBe('/jobsseekers/profile');
    // The matched list and the details now say so.
    const list = await matchedList(t.app, owner, job.id);
    expect(list.body.data.find((d) => d.id === ayu.userId)?.viewed).toBe(true);
    expect(list.body.data.find((d) => d.id === bima.userId)?.viewed).toBe(false);
    const details = await matchedDetails(t.app, owner, { candidateId: ayu.userId, jobId: job.id });
    expect(details.body.data.lastViewedAt).toBe(first.body.data.viewedAt);
  });

  it('counts another day, and another company, as new views', async () => {
    const db = t.app.deps.db;
    // An earlier day's view by the owner's company (40 days ago), written as the call would have.
    await db
      .insertInto('profileViews')
      .values({
        companyId: owner.companyId,
        candidateId: bima.userId,
        viewerUserId: recruiter.userId,
        jobId: null,
        day: '2000-01-02',
        createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString(),
      })
      .execute();
    const today = await viewProfile(t.app, owner, { candidateId: bima.userId });
    expect(today.body.data.recorded).toBe(true);
    const rival1 = await viewProfile(t.app, rival, { candidateId: bima.userId });
    expect(rival1.body.data.recorded).toBe(true);
    expect(await notificationsOf(t.app, bima.userId, 'PROFILE_VIEWED')).toHaveLength(2);
  });

  it("lists the company's viewed candidates, the latest first, with when, by whom and for which job", async () => {
    const res = await callAs<ViewedCandidateDoc[]>(t.app, ['viewedCandidate', 'list'], recruiter, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((d) => d.candidate.id)).toEqual([bima.userId, ayu.userId]);
    expect(res.body.paginator).toMatchObject({ totalDocs: 2, page: 1, totalPages: 1 });
    const [b, a] = res.body.data;
    expect(b).toMatchObject({
      candidate: { fullName: 'Bima Saputra', skills: ['Python'] },
      viewedBy: { id: owner.userId, fullName: 'Employer Tester' },
      job: null,
      views: 2,
    });
    expect(a).toMatchObject({
      candidate: { fullName: 'Ayu Lestari' },
      viewedBy: { id: owner.userId },
      job: { id: job.id, title: job.title },
      views: 1,
    });
    const found = await callAs<ViewedCandidateDoc[]>(t.app, ['viewedCandidate', 'list'], owner, {
      search: 'ayu',
    });
    expect(found.body.data.map((d) => d.candidate.id)).toEqual([ayu.userId]);
    const paged = await callAs<ViewedCandidateDoc[]>(t.app, ['viewedCandidate', 'list'], owner, {
      limit: 1,
      page: 2,
    });
    expect(paged.body.data.map((d) => d.candidate.id)).toEqual([ayu.userId]);
    expect(paged.body.paginator).toMatchObject({ totalDocs: 2, totalPages: 2, hasPrevPage: true });
    // The rival company sees only its own view.
    const theirs = await callAs<ViewedCandidateDoc[]>(t.app, ['viewedCandidate', 'list'], rival, {});
    expect(theirs.body.data.map((d) => d.candidate.id)).toEqual([bima.userId]);
  });

  it('drops a candidate who stopped looking from the lists and their page', async () => {
    await viewProfile(t.app, owner, { candidateId: ayu.userId });
    await t.app.deps.db
      .updateTable('candidateProfiles')
      .set({ openToWork: 0 })
      .where('userId', '=', ayu.userId)
      .execute();
    try {
      const res = await callAs<ViewedCandidateDoc[]>(t.app, ['viewedCandidate', 'list'], owner, {});
      expect(res.body.data.map((d) => d.candidate.id)).toEqual([bima.userId]);
      expect((await matchedDetails(t.app, owner, { candidateId: ayu.userId })).status).toBe(404);
      expect((await viewProfile(t.app, owner, { candidateId: ayu.userId })).status).toBe(404);
    } finally {
      await t.app.deps.db
        .updateTable('candidateProfiles')
        .set({ openToWork: 1 })
        .where('userId', '=', ayu.userId)
        .execute();
    }
  });

  it('will not record a view of a candidate the company may not see, nor from another company’s job', async () => {
    const hidden = await viewProfile(t.app, owner, { candidateId: quiet.userId });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('This candidate does not exist or is not looking for work.');
    const rivalJob = await viewProfile(t.app, rival, { candidateId: ayu.userId, jobId: job.id });
    expect(rivalJob.status).toBe(404);
    expect(rivalJob.body.message).toBe('This job does not exist or is no longer open.');
    const rows = await t.app.deps.db
      .selectFrom('profileViews')
      .select('id')
      .where('candidateId', '=', quiet.userId)
      .execute();
    expect(rows).toEqual([]);
    expect(await notificationsOf(t.app, quiet.userId, 'PROFILE_VIEWED')).toEqual([]);
  });

  it('tells the candidate how many companies viewed them lately and ever, and which', async () => {
    const count = await callAs<ProfileViewCountDoc>(t.app, ['trackUser', 'viewedCount'], bima);
    expect(count.status, JSON.stringify(count.body)).toBe(200);
    // The owner's company viewed today (and 40 days ago), the rival today: two companies either way.
    expect(count.body.data).toEqual({ recent: 2, total: 2, days: 30 });
    // A view older than 30 days only counts in the total.
    await t.app.deps.db
      .updateTable('profileViews')
      .set({ day: '2000-01-03' })
      .where('candidateId', '=', bima.userId)
      .where('companyId', '=', rival.companyId)
      .execute();
    const later = await callAs<ProfileViewCountDoc>(t.app, ['trackUser', 'viewedCount'], bima);
    expect(later.body.data).toEqual({ recent: 1, total: 2, days: 30 });

    const list = await callAs<ProfileViewerDoc[]>(t.app, ['trackUser', 'companyList'], bima, {});
    expect(list.status).toBe(200);
    expect(list.body.data.map((d) => d.company.name).sort()).toEqual(['PT Saingan', 'Tester Company']);
    const owners = list.body.data.find((d) => d.company.id === owner.companyId)!;
    expect(owners).toMatchObject({ views: 2, company: { logoUrl: null } });
    expect(typeof owners.company.slug).toBe('string');
    expect(list.body.paginator).toMatchObject({ totalDocs: 2 });
    const searched = await callAs<ProfileViewerDoc[]>(t.app, ['trackUser', 'companyList'], bima, {
      search: 'saingan',
    });
    expect(searched.body.data.map((d) => d.company.id)).toEqual([rival.companyId]);
    // Never which member: the answer names companies only.
    expect(JSON.stringify(list.body.data)).not.toContain('Employer Tester');

    // Another candidate sees their own (none here).
    const stranger = await craftCandidate(t.app, { fullName: 'Nobody Viewed' });
    const none = await callAs<ProfileViewCountDoc>(t.app, ['trackUser', 'viewedCount'], stranger);
    expect(none.body.data).toEqual({ recent: 0, total: 0, days: 30 });
    const empty = await callAs<ProfileViewerDoc[]>(t.app, ['trackUser', 'companyList'], stranger, {});
    expect(empty.body.data).toEqual([]);
  });
});
