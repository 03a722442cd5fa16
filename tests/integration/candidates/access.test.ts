/**
 * Who may do what with matched and viewed candidates (issue 13) on SQLite and PostgreSQL: guests get 401 on every
 * call; candidates 403 on the team's calls, employers 403 on the candidate's; an employer still waiting for approval
 * 403; a RECRUITER acts for its company as its administrator does, and a member of company A gets 404 for company B's
 * job (list, details, view-profile), exactly as for a job that does not exist, or a deleted one; a candidate who
 * applied to the company's job stays visible to that company only, whatever their setting; bad input is a 422 naming
 * the field in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Employer, employer, recruiterOf } from '../company/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { type JobDoc, type Refs, loadRefs, postJob, setJob } from '../jobs/helpers.js';
import { errorFields } from '../applications/helpers.js';
import {
  type Auth,
  type CandidateCall,
  callAs,
  craftCandidate,
  idsOf,
  matchedDetails,
  matchedList,
  viewProfile,
} from './helpers.js';

describe.each(dialects)('matched candidates: access (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;
  let owner: Employer;
  let recruiter: Employer;
  let other: Employer;
  let otherRecruiter: Employer;
  let job: JobDoc;
  let otherJob: JobDoc;
  let ayu: Auth;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
    owner = await employer(t.app);
    recruiter = await recruiterOf(t.app, owner.companyId);
    other = await employer(t.app);
    otherRecruiter = await recruiterOf(t.app, other.companyId);
    job = await postJob(t.app, owner, refs);
    otherJob = await postJob(t.app, other, refs);
    ayu = await craftCandidate(t.app, {
      fullName: 'Ayu Lestari',
      skills: [refs.skills.PYTHON],
      jobDomain: refs.jobDomain,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const teamCalls = (jobId: number, candidateId: number): [CandidateCall, object][] => [
    [['matchedCandidate', 'list'], { jobId }],
    [['matchedCandidate', 'details'], { jobId, candidateId }],
    [['trackUser', 'viewProfile'], { jobId, candidateId }],
    [['viewedCandidate', 'list'], {}],
  ];
  const candidateCalls: [CandidateCall, object][] = [
    [['trackUser', 'viewedCount'], {}],
    [['trackUser', 'companyList'], {}],
  ];

  it('asks guests to sign in (401) on every call', async () => {
    for (const [route, body] of [...teamCalls(job.id, ayu.userId), ...candidateCalls]) {
      const res = await callAs(t.app, route, null, body);
      expect(res.status, route.join('.')).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it("refuses candidates the team's calls and employers the candidate's (403)", async () => {
    for (const [route, body] of teamCalls(job.id, ayu.userId)) {
      const res = await callAs(t.app, route, ayu, body);
      expect(res.status, route.join('.')).toBe(403);
    }
    for (const [route, body] of candidateCalls) {
      const res = await callAs(t.app, route, owner, body);
      expect(res.status, route.join('.')).toBe(403);
    }
    // Nothing was recorded by the refused view.
    const rows = await t.app.deps.db.selectFrom('profileViews').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('refuses an employer still waiting for approval (403, saying why)', async () => {
    const pending = await employer(t.app, 'PENDING');
    for (const [route, body] of teamCalls(job.id, ayu.userId)) {
      const res = await callAs(t.app, route, pending, body);
      expect(res.status, route.join('.')).toBe(403);
      expect(res.body.message).toBe(
        'You will be able to see candidates once an administrator has approved your profile.',
      );
    }
  });

  it('lets a RECRUITER do what the administrator does, for its own company', async () => {
    expect(idsOf(await matchedList(t.app, recruiter, job.id))).toEqual([ayu.userId]);
    expect((await matchedDetails(t.app, recruiter, { candidateId: ayu.userId, jobId: job.id })).status).toBe(
      200,
    );
    const view = await viewProfile(t.app, recruiter, { candidateId: ayu.userId, jobId: job.id });
    expect(view.status).toBe(200);
    const viewed = await callAs(t.app, ['viewedCandidate', 'list'], owner, {});
    expect(viewed.body.data).toHaveLength(1);
    // The other company's team does not see this company's views.
    const theirs = await callAs(t.app, ['viewedCandidate', 'list'], otherRecruiter, {});
    expect(theirs.body.data).toEqual([]);
  });

  it("answers 404 for another company's job, as for a job that does not exist or was deleted", async () => {
    const deleted = await postJob(t.app, owner, refs);
    await setJob(t, deleted.id, { deletedAt: new Date().toISOString() });
    for (const who of [owner, recruiter]) {
      for (const [route, body] of teamCalls(otherJob.id, ayu.userId).slice(0, 3)) {
        const res = await callAs(t.app, route, who, body);
        expect(res.status, route.join('.')).toBe(404);
        expect(res.body).toEqual({
          code: 'ERROR',
          message: 'This job does not exist or is no longer open.',
          data: null,
        });
        for (const missing of [2_000_000_000, deleted.id]) {
          const none = await callAs(t.app, route, who, { ...body, jobId: missing });
          expect(none.status, route.join('.')).toBe(404);
          expect(none.body).toEqual(res.body);
        }
      }
    }
    // The other company's own team reaches it.
    expect((await matchedList(t.app, otherRecruiter, otherJob.id)).status).toBe(200);
  });

  it('keeps an applicant who is not open to work visible to the company applied to, and to it only', async () => {
    const quiet = await craftCandidate(t.app, {
      fullName: 'Eko Quiet',
      skills: [refs.skills.PYTHON],
      jobDomain: refs.jobDomain,
      openToWork: false,
    });
    const now = new Date().toISOString();
    await t.app.deps.db
      .insertInto('applications')
      .values({
        jobId: job.id,
        companyId: owner.companyId,
        userId: quiet.userId,
        status: 'APPLIED',
        resumeName: 'CV',
        resumePath: 'document/2026/x.pdf',
        resumeType: 'application/pdf',
        coverNote: '',
        matchScore: 0,
        knockedOut: 0,
        appliedAt: now,
        statusAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    // Not in the matches (not open to work), but their page opens for the company applied to.
    expect(idsOf(await matchedList(t.app, owner, job.id))).not.toContain(quiet.userId);
    const mine = await matchedDetails(t.app, owner, { candidateId: quiet.userId, jobId: job.id });
    expect(mine.status).toBe(200);
    expect(mine.body.data.applied).toBe(true);
    expect((await viewProfile(t.app, owner, { candidateId: quiet.userId })).status).toBe(200);
    const theirs = await matchedDetails(t.app, other, { candidateId: quiet.userId });
    expect(theirs.status).toBe(404);
    expect((await viewProfile(t.app, other, { candidateId: quiet.userId })).status).toBe(404);
    // The list of matches says who applied.
    const withApplicant = await matchedList(t.app, owner, job.id);
    expect(withApplicant.body.data.find((d) => d.id === ayu.userId)?.applied).toBe(false);
  });

  it('refuses bad input with a 422 naming the field, in the reader’s language', async () => {
    for (const jobId of [undefined, 'abc', 0, -1, 1.5, 3_000_000_000]) {
      const res = await matchedList(t.app, owner, jobId);
      expect(res.status, String(jobId)).toBe(422);
      expect(errorFields(res)).toEqual(['jobId']);
    }
    const id = await matchedList(t.app, owner, 'abc', 'id');
    expect(id.status).toBe(422);
    expect(id.body.message).not.toBe((await matchedList(t.app, owner, 'abc')).body.message);
    const details = await matchedDetails(t.app, owner, { candidateId: 'x', jobId: 'y' });
    expect(details.status).toBe(422);
    expect(errorFields(details).sort()).toEqual(['candidateId', 'jobId']);
    const view = await viewProfile(t.app, owner, { candidateId: null });
    expect(view.status).toBe(422);
    expect(errorFields(view)).toEqual(['candidateId']);
    const page = await callAs(t.app, ['viewedCandidate', 'list'], owner, { page: 0 });
    expect(page.status).toBe(422);
    expect(errorFields(page)).toEqual(['page']);
    const limit = await callAs(t.app, ['trackUser', 'companyList'], ayu, { limit: 1000 });
    expect(limit.status).toBe(422);
    expect(errorFields(limit)).toEqual(['limit']);
    const candidateWithoutProfile = await signIn(t.app, 'CANDIDATE');
    const count = await callAs(t.app, ['trackUser', 'viewedCount'], candidateWithoutProfile);
    expect(count.status).toBe(200);
  });
});
