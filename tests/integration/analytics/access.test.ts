/**
 * Who may read the employer analytics (issue 13) on SQLite and PostgreSQL: guests get 401, candidates 403, an
 * employer in no company 403; a job of another company, a deleted job or one that does not exist is 404 alike (its
 * existence is not confirmed), to its administrator's and its recruiter's colleagues elsewhere; bad input is a 422
 * naming `jobId`, in English and in Indonesian.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../common/locales/index.js';
import { recruiterOf } from '../company/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { type JobDoc, type Refs, loadRefs, postJob, setJob } from '../jobs/helpers.js';
import { type Employer, employerWithJob, errorFields } from '../applications/helpers.js';
import { byMonthCall, countCall } from './helpers.js';

describe.each(dialects)('employer analytics: access (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;
  let owner: Employer;
  let job: JobDoc;
  let recruiter: Employer;
  let stranger: Employer;
  let strangerRecruiter: Employer;
  let theirs: JobDoc;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
    ({ owner, job } = await employerWithJob(t, refs));
    recruiter = await recruiterOf(t.app, owner.companyId);
    ({ owner: stranger, job: theirs } = await employerWithJob(t, refs));
    strangerRecruiter = await recruiterOf(t.app, stranger.companyId);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Both calls about one job as `who`. */
  const both = (who: Parameters<typeof byMonthCall>[1], jobId: number | string, lng: 'en' | 'id' = 'en') =>
    Promise.all([
      byMonthCall(t.app, who, { jobId }, lng),
      countCall(t.app, who, { jobId: String(jobId) }, lng),
    ]);

  it("answers 404 for another company's job, exactly as for a job that does not exist", async () => {
    for (const [who, jobId] of [
      [recruiter, theirs.id],
      [owner, theirs.id],
      [stranger, job.id],
      [strangerRecruiter, job.id],
    ] as const) {
      const answers = await both(who, jobId);
      const missing = await both(who, 2_000_000_000);
      for (const [i, res] of answers.entries()) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          code: 'ERROR',
          message: translate('en', 'errorMsg:jobNotFound'),
          data: null,
        });
        expect(missing[i]!.body).toEqual(res.body);
      }
    }
    // Its own job is answered.
    for (const res of await both(recruiter, job.id)) expect(res.status).toBe(200);
  });

  it("answers 404 for a deleted job of the company, in the caller's language", async () => {
    const gone = await postJob(t.app, owner, refs);
    await setJob(t, gone.id, { deletedAt: new Date().toISOString() });
    for (const res of await both(owner, gone.id, 'id')) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(translate('id', 'errorMsg:jobNotFound'));
    }
  });

  it('refuses candidates (403) and guests (401)', async () => {
    const candidate = await signIn(t.app, 'CANDIDATE');
    for (const res of [await byMonthCall(t.app, candidate), await countCall(t.app, candidate)]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ERROR');
    }
    for (const res of [await byMonthCall(t.app, null), await countCall(t.app, null)]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses an employer who is in no company (403)', async () => {
    const alone = await signIn(t.app, 'EMPLOYER');
    await t.app.deps.db.deleteFrom('companyMembers').where('userId', '=', alone.userId).execute();
    for (const res of [await byMonthCall(t.app, alone), await countCall(t.app, alone)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(translate('en', 'errorMsg:noCompany'));
    }
  });

  it('answers bad input with a 422 naming jobId, in English and in Indonesian', async () => {
    for (const jobId of ['abc', 0, -3, 1.5, 2_147_483_648, [1], { id: 1 }]) {
      const en = await byMonthCall(t.app, owner, { jobId }, 'en');
      expect(en.status, JSON.stringify(jobId)).toBe(422);
      expect(errorFields(en)).toEqual(['jobId']);
      expect(en.body.message).toMatch(/^Job /);
      const id = await byMonthCall(t.app, owner, { jobId }, 'id');
      expect(id.status).toBe(422);
      expect(errorFields(id)).toEqual(['jobId']);
      expect(id.body.message).toMatch(/^Lowongan /);
    }
    for (const jobId of ['abc', '0', '1e3', 'x'.repeat(200)]) {
      const en = await countCall(t.app, owner, { jobId }, 'en');
      expect(en.status, jobId).toBe(422);
      expect(errorFields(en)).toEqual(['jobId']);
      expect(en.body.message).toMatch(/^Job /);
      const id = await countCall(t.app, owner, { jobId }, 'id');
      expect(errorFields(id)).toEqual(['jobId']);
      expect(id.body.message).toMatch(/^Lowongan /);
    }
    // A body that is not an object.
    const list = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/employer-analytics/get-by-month',
      headers: owner.headers,
      payload: [1, 2],
    });
    expect(list.statusCode).toBeGreaterThanOrEqual(400);
    expect(list.statusCode).toBeLessThan(500);
  });
});
