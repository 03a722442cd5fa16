/**
 * The demo employer's hiring (server/db/seed/demoPipeline.ts), read back through the API as the demo employer and a
 * demo candidate see it: the jobs by tab, the responses by status with their timelines, the analytics, the bell, the
 * resumes as PDF files, the matched candidates; seeded once, and not at all once the company has a job of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../../server/db/seed/demo.js';
import { seedDemoBoard } from '../../../server/db/seed/demoBoard.js';
import { demoCandidateEmail, pathTo, seedDemoPipeline } from '../../../server/db/seed/demoPipeline.js';
import { DEMO_CANDIDATES } from '../../../server/db/seed/data/pipeline.js';
import { storageFor } from '../../../server/modules/files/storage.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';

const API = '/client/api/v1';

describe('the path of a demo application', () => {
  it('goes along the pipeline, a rejection where it happened', () => {
    expect(pathTo('APPLIED')).toEqual(['APPLIED']);
    expect(pathTo('HIRED')).toEqual(['APPLIED', 'SHORTLIST', 'IN_INTERVIEW', 'HIRED']);
    expect(pathTo('REJECTED')).toEqual(['APPLIED', 'REJECTED']);
    expect(pathTo('REJECTED', 'SHORTLIST')).toEqual(['APPLIED', 'SHORTLIST', 'REJECTED']);
  });
});

describe.each(dialects)("the demo employer's hiring on %s", (dialect) => {
  let t: TestApp;
  let employer: { authorization: string };
  const applications = DEMO_CANDIDATES.flatMap((person) => person.applications);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.deps.db;
    await seedDemo(db);
    await seedDemoBoard(db);
    expect(await seedDemoPipeline(db, storageFor(t.config))).toBe(applications.length);
    employer = await login('employer', DEMO_ACCOUNTS[1].email);
  });
  afterAll(() => t.close());

  async function login(module: 'employer' | 'candidate', email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/${module}/login`,
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, email).toBe(200);
    return { authorization: `jwt ${(res.json() as { data: { token: string } }).data.token}` };
  }

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const res = await t.app.inject({ method, url: `${API}/${url}`, headers, payload });
    expect(res.statusCode, url).toBe(200);
    return res.json() as { data: unknown; paginator?: { totalDocs: number } };
  };

  it('is seeded once, and never into a company that has jobs', async () => {
    expect(await seedDemoPipeline(t.app.deps.db, storageFor(t.config))).toBe(0);
    const users = await t.app.deps.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%@candidates.demo.orbitjobs.local')
      .execute();
    expect(users.map((u) => u.email).sort()).toEqual(
      DEMO_CANDIDATES.map((p) => demoCandidateEmail(p.fullName)).sort(),
    );
  });

  it('shows the jobs by tab: four live, one closed, one draft', async () => {
    const tab = async (name: string) =>
      (await call('POST', 'jobs/get-job-list', employer, { filter: { status: name }, limit: 20 })).paginator!
        .totalDocs;
    expect(await tab('ACTIVE')).toBe(4);
    expect(await tab('CLOSED')).toBe(1);
    expect(await tab('DRAFT')).toBe(1);
  });

  it('shows every application by status, with the timeline that led there', async () => {
    const counts = (await call('POST', 'user-jobs/status-counts', employer, {})).data as Record<
      string,
      number
    >;
    for (const status of ['APPLIED', 'SHORTLIST', 'IN_INTERVIEW', 'HIRED', 'REJECTED'])
      expect(counts[status], status).toBe(applications.filter((a) => a.status === status).length);

    const list = await call('POST', 'user-jobs/list', employer, { limit: 50 });
    const rows = list.data as {
      id: number;
      status: string;
      appliedAt: string;
      candidate: { fullName: string };
    }[];
    expect(rows).toHaveLength(applications.length);
    // Newest first, none from the future.
    const times = rows.map((r) => Date.parse(r.appliedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.max(...times)).toBeLessThan(Date.now());

    const hired = rows.find((r) => r.status === 'HIRED')!;
    const detail = (await call('POST', 'user-jobs/get/candidate/details', employer, { id: hired.id }))
      .data as {
      events: { status: string; at: string; message: string }[];
    };
    expect(detail.events.map((e) => e.status)).toEqual(['APPLIED', 'SHORTLIST', 'IN_INTERVIEW', 'HIRED']);
    expect(detail.events.at(-1)!.message).not.toBe('');
    const steps = detail.events.map((e) => Date.parse(e.at));
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);

    // The resume it was sent with is a real PDF.
    const resume = await t.app.inject({
      method: 'GET',
      url: `${API}/user-jobs/resume/${hired.id}`,
      headers: employer,
    });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toContain('application/pdf');
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fills the analytics and the bell', async () => {
    const figures = (await call('GET', 'employer-analytics/get-count', employer)).data as Record<
      string,
      number
    >;
    expect(figures).toMatchObject({ activeJobs: 4, totalApplications: applications.length, hires: 1 });
    expect(figures.views).toBeGreaterThan(applications.length);

    const unread = (await call('GET', 'notifications/unread-count', employer)).data as { unread: number };
    expect(unread.unread).toBe(applications.filter((a) => a.appliedDaysAgo < 3).length);
    const bell = await call('POST', 'notifications/list', employer, { limit: 50 });
    const notices = bell.data as { createdAt: string; title: string }[];
    expect(notices).toHaveLength(applications.length);
    const times = notices.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lists the demo candidates among the matched candidates of its jobs', async () => {
    const jobs = (
      await call('POST', 'jobs/get-job-list', employer, { filter: { status: 'ACTIVE' }, limit: 20 })
    ).data as { id: number; title: string }[];
    const backend = jobs.find((job) => job.title.includes('Backend'))!;
    const matched = await call('POST', 'matched-candidate/list', employer, { jobId: backend.id });
    const names = (matched.data as { fullName: string }[]).map((c) => c.fullName);
    expect(names[0]).toBe('Andi Pratama');
  });

  it('lets a demo candidate sign in and follow their applications', async () => {
    const person = DEMO_CANDIDATES.find((p) => p.applications.length === 2)!;
    const candidate = await login('candidate', demoCandidateEmail(person.fullName));
    const mine = await call('POST', 'user-jobs/active-jobs/list', candidate, {});
    expect((mine.data as { status: string }[]).map((a) => a.status).sort()).toEqual(
      person.applications.map((a) => a.status).sort(),
    );
  });
});
