import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBoard } from '../../../server/db/seed/demoBoard.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';

describe.each(dialects)('demo job board on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const search = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/jobs/get-job-list/guest',
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: { title: string; isRemote: boolean; minSalary: number | null }[];
      paginator: { totalDocs: number };
    };
  };

  it('posts 300 live jobs of 20 companies once, which guests find', async () => {
    expect(await seedDemoBoard(t.app.deps.db)).toBe(300);
    expect(await seedDemoBoard(t.app.deps.db)).toBe(0);
    const db = t.app.deps.db;
    const companies = await db.selectFrom('companies').select('id').execute();
    expect(companies).toHaveLength(20);

    expect((await search({})).paginator.totalDocs).toBe(300);
    // Both languages and the skills' names are searchable; remote jobs and hidden salaries exist.
    expect((await search({ search: 'kasir' })).paginator.totalDocs).toBeGreaterThan(0);
    expect((await search({ search: 'engineer' })).paginator.totalDocs).toBeGreaterThan(0);
    expect((await search({ search: 'react' })).paginator.totalDocs).toBeGreaterThan(0);
    expect((await search({ filter: { remote: true }, limit: 50 })).data.every((job) => job.isRemote)).toBe(
      true,
    );
    expect((await search({ filter: { remote: true } })).paginator.totalDocs).toBeGreaterThan(5);
    const page = await search({ limit: 50 });
    expect(page.data.some((job) => job.minSalary === null)).toBe(true);

    // Jobs spread over most categories and several cities.
    const categories = await db.selectFrom('jobs').select('categoryId').distinct().execute();
    expect(categories.length).toBeGreaterThanOrEqual(14);
    const cities = await db.selectFrom('jobLocations').select('cityId').distinct().execute();
    expect(cities.length).toBeGreaterThanOrEqual(12);

    // A company posts a role again for another of its branches, never twice in the same city (remote jobs have none).
    const postings = await db
      .selectFrom('jobs')
      .leftJoin('jobLocations', (join) =>
        join.onRef('jobLocations.jobId', '=', 'jobs.id').on('jobLocations.position', '=', 0),
      )
      .select(['jobs.companyId', 'jobs.title', 'jobLocations.cityId'])
      .execute();
    const repeated = Object.entries(
      Object.groupBy(postings, (job) => `${job.companyId} ${job.title} ${job.cityId ?? 'remote'}`),
    ).filter(([key, jobs]) => !key.endsWith('remote') && jobs!.length > 1);
    expect(repeated.map(([key]) => key)).toEqual([]);
  });
});
