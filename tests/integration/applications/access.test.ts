/**
 * Who may do what with applications (issue 13) on SQLite and PostgreSQL: a RECRUITER of the company acts as its
 * administrator does; an employer of another company sees an empty list and zero counts, and gets 404 for the
 * details, the status calls and the resume file (the application's existence is not confirmed); candidates get 403
 * on the team's calls, employers 403 on the candidate's; guests 401 on every call. user-jobs/resume/{id} serves the
 * file as an attachment to the candidate and to the company's team only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterOf } from '../company/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { type JobDoc, type Refs, loadRefs } from '../jobs/helpers.js';
import { PDF } from '../resumes/helpers.js';
import {
  type Auth,
  type Employer,
  type MyApplicationDoc,
  type ResponseDetailDoc,
  type UserJobsAction,
  answersTo,
  applicationResume,
  applicationRow,
  applyTo,
  countsOf,
  employerWithJob,
  responsesOf,
  uploadedResume,
  userJobs,
} from './helpers.js';

describe.each(dialects)('applications: access (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;
  let owner: Employer;
  let job: JobDoc;
  let recruiter: Employer;
  let stranger: Employer;
  let candidate: Auth & { resumeId: number };
  let bytes: Buffer;
  let application: MyApplicationDoc;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
    ({ owner, job } = await employerWithJob(t, refs));
    recruiter = await recruiterOf(t.app, owner.companyId);
    ({ owner: stranger } = await employerWithJob(t, refs));
    const who = await signIn(t.app, 'CANDIDATE');
    const uploaded = await uploadedResume(t.app, who, ['Agus Salim', 'Bookkeeper'], 'CV Agus 2024');
    bytes = uploaded.bytes;
    candidate = { ...who, resumeId: uploaded.resume.id };
    application = await applyTo(t.app, candidate, job);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A call of each team action on `id`, with a valid body. */
  const teamCalls = (id: number): [UserJobsAction, Parameters<typeof userJobs>[3]][] => [
    ['list', { body: {} }],
    ['statusCounts', { body: {} }],
    ['candidateDetails', { body: { id } }],
    ['statusByEmployer', { body: { id, status: 'REJECTED' } }],
    ['update', { id, body: { status: 'REJECTED' } }],
  ];
  const candidateCalls = (id: number): [UserJobsAction, Parameters<typeof userJobs>[3]][] => [
    ['checkApply', { query: { jobId: String(job.id) } }],
    ['create', { body: { jobId: job.id, resumeId: candidate.resumeId, answers: answersTo(job) } }],
    ['activeJobsList', { body: {} }],
    ['withdraw', { id }],
  ];

  it('lets a RECRUITER of the company do what its administrator does', async () => {
    const list = await responsesOf(t.app, recruiter, { filter: { jobId: job.id } });
    expect(list.data.map((d) => d.id)).toEqual([application.id]);
    expect(await countsOf(t.app, recruiter, job.id)).toMatchObject({ total: 1, APPLIED: 1 });
    const detail = await userJobs<ResponseDetailDoc>(t.app, 'candidateDetails', recruiter, {
      body: { id: application.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.answers.map((a) => a.isKnockout)).toEqual([false, false, false]);

    const other = await signIn(t.app, 'CANDIDATE');
    const { resume } = await uploadedResume(t.app, other);
    const theirs = await applyTo(t.app, { ...other, resumeId: resume.id }, job);
    const moved = await userJobs<ResponseDetailDoc>(t.app, 'statusByEmployer', recruiter, {
      body: { id: theirs.id, status: 'SHORTLIST', message: 'From the recruiter.' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe('Application status updated.');
    const put = await userJobs<ResponseDetailDoc>(t.app, 'update', recruiter, {
      id: theirs.id,
      body: { status: 'IN_INTERVIEW' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.events.map((e) => [e.status, e.message])).toEqual([
      ['APPLIED', ''],
      ['SHORTLIST', 'From the recruiter.'],
      ['IN_INTERVIEW', ''],
    ]);
    const events = await t.app.deps.db
      .selectFrom('applicationEvents')
      .select('byUserId')
      .where('applicationId', '=', theirs.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.byUserId)).toEqual([other.userId, recruiter.userId, recruiter.userId]);
    // The administrator sees the recruiter's move.
    const seen = await userJobs<ResponseDetailDoc>(t.app, 'candidateDetails', owner, {
      body: { id: theirs.id },
    });
    expect(seen.body.data.status).toBe('IN_INTERVIEW');

    const file = await applicationResume(t.app, recruiter, application.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it("keeps another company's applications from its employers: 404 and an empty list, nothing changed", async () => {
    const before = await applicationRow(t.app, application.id);
    const list = await responsesOf(t.app, stranger);
    expect(list.data).toEqual([]);
    expect(list.paginator).toMatchObject({ totalDocs: 0 });
    expect((await responsesOf(t.app, stranger, { filter: { jobId: job.id } })).data).toEqual([]);
    expect(await countsOf(t.app, stranger, job.id)).toEqual({
      total: 0,
      APPLIED: 0,
      SHORTLIST: 0,
      IN_INTERVIEW: 0,
      HIRED: 0,
      REJECTED: 0,
    });
    const missing = teamCalls(2_000_000_000);
    for (const [i, [action, options]] of teamCalls(application.id).entries()) {
      if (action === 'list' || action === 'statusCounts') continue;
      const res = await userJobs(t.app, action, stranger, options);
      expect(res.status, action).toBe(404);
      expect(res.body).toMatchObject({
        code: 'ERROR',
        message: 'This application does not exist.',
        data: null,
      });
      // Exactly as for an id that does not exist.
      const none = await userJobs(t.app, action, stranger, missing[i]![1]);
      expect(none.status, action).toBe(404);
      expect(none.body).toEqual(res.body);
    }
    const file = await applicationResume(t.app, stranger, application.id);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: 'ERROR', message: 'This application does not exist.' });
    expect(await applicationRow(t.app, application.id)).toEqual(before);
  });

  it('refuses candidates on the team calls and employers on the candidate calls (403)', async () => {
    const before = await applicationRow(t.app, application.id);
    for (const [action, options] of teamCalls(application.id)) {
      const res = await userJobs(t.app, action, candidate, options);
      expect(res.status, action).toBe(403);
      expect(res.body.code).toBe('ERROR');
    }
    for (const who of [owner, recruiter]) {
      for (const [action, options] of candidateCalls(application.id)) {
        const res = await userJobs(t.app, action, who, options);
        expect(res.status, action).toBe(403);
      }
    }
    expect(await applicationRow(t.app, application.id)).toEqual(before);
  });

  it('refuses guests on every call (401)', async () => {
    const before = await applicationRow(t.app, application.id);
    for (const [action, options] of [...teamCalls(application.id), ...candidateCalls(application.id)]) {
      const res = await userJobs(t.app, action, null, options);
      expect(res.status, action).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    const file = await applicationResume(t.app, null, application.id);
    expect(file.statusCode).toBe(401);
    expect(await applicationRow(t.app, application.id)).toEqual(before);
  });

  it('serves the resume file to its candidate and the company team only', async () => {
    for (const who of [candidate, owner, recruiter]) {
      const file = await applicationResume(t.app, who, application.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(PDF);
      expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''CV%20Agus%202024.pdf`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
    const otherCandidate = await signIn(t.app, 'CANDIDATE');
    for (const who of [otherCandidate, stranger]) {
      const file = await applicationResume(t.app, who, application.id);
      expect(file.statusCode).toBe(404);
      expect(file.headers['content-type']).toMatch(/^application\/json/);
      expect(file.json()).toMatchObject({ message: 'This application does not exist.' });
    }
    expect((await applicationResume(t.app, candidate, 2_000_000_000)).statusCode).toBe(404);
    const bad = await applicationResume(t.app, candidate, 'abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['id']);
  });

  it('gives the file of a missing stored file as a 404, not a 500', async () => {
    const who = await signIn(t.app, 'CANDIDATE');
    const { resume } = await uploadedResume(t.app, who);
    const doc = await applyTo(t.app, { ...who, resumeId: resume.id }, job);
    await t.app.deps.db
      .updateTable('applications')
      .set({ resumePath: 'document/2026/no-such-file.pdf' })
      .where('id', '=', doc.id)
      .execute();
    const file = await applicationResume(t.app, who, doc.id);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ message: 'This resume does not exist.' });
  });
});
