/**
 * The employer's job list (jobs/get-job-list, the jobs home) shows the real counts (issue 13) on SQLite and
 * PostgreSQL: a candidate's view and application move its views and responses at once; opening it again the same
 * day is the same view; a withdrawn application is no longer a response, and sending it again is one again. The
 * list is the company's only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { jobsCall, type Refs, loadRefs } from '../jobs/helpers.js';
import { applyTo, candidateWithResume, employerWithJob, userJobs } from '../applications/helpers.js';
import { countsOf, viewJob } from './helpers.js';

describe.each(dialects)("the employer's job list counts (%s)", (dialect) => {
  let t: TestApp;
  let refs: Refs;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the views and responses of each job as they happen, a withdrawn application not counted', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const { owner: stranger } = await employerWithJob(t, refs);
    /** The job's card in its owner's list of live jobs, as the jobs home asks for it. */
    const card = async (who = owner) => {
      const res = await jobsCall(t.app, 'getJobList', who, {
        body: { page: 1, limit: 10, search: '', filter: { status: 'ACTIVE' }, sort: -1 },
      });
      expect(res.status).toBe(200);
      const found = (
        res.body.data as { id: number; viewCount: number | null; responseCount: number | null }[]
      ).find((c) => c.id === job.id);
      return found && { viewCount: found.viewCount, responseCount: found.responseCount };
    };
    expect(await card()).toEqual({ viewCount: 0, responseCount: 0 });

    const me = await candidateWithResume(t.app);
    await viewJob(t.app, me, job.id);
    await viewJob(t.app, me, job.id);
    expect(await card()).toEqual({ viewCount: 1, responseCount: 0 });
    const application = await applyTo(t.app, me, job);
    expect(await card()).toEqual({ viewCount: 1, responseCount: 1 });
    const other = await candidateWithResume(t.app);
    await viewJob(t.app, other, job.id);
    await applyTo(t.app, other, job);
    expect(await card()).toEqual({ viewCount: 2, responseCount: 2 });

    expect((await userJobs(t.app, 'withdraw', me, { id: application.id })).status).toBe(200);
    expect(await card()).toEqual({ viewCount: 2, responseCount: 1 });
    // The analytics agree with the list.
    expect(await countsOf(t.app, owner, job.id)).toMatchObject({ views: 2, totalApplications: 1 });
    await applyTo(t.app, me, job);
    expect(await card()).toEqual({ viewCount: 2, responseCount: 2 });

    // Another employer's list is its own.
    expect(await card(stranger)).toBeUndefined();
  });
});
