import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBoard } from '../../../server/db/seed/demoBoard.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';

describe.each(dialects)('robots.txt and sitemap.xml on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL: 'https://jobs.example' });
    await seedDemoBoard(t.app.deps.db);
  });
  afterAll(() => t.close());

  it('robots.txt keeps crawlers out of private areas and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /employer/');
    expect(res.body).toContain('Disallow: /client/api/');
    expect(res.body).toContain('Sitemap: https://jobs.example/sitemap.xml');
  });

  it('lists the public pages, each category and every live job at its canonical address, no other job', async () => {
    const db = t.app.deps.db;
    const [closed, deleted] = await db
      .selectFrom('jobs')
      .select(['id', 'slug'])
      .orderBy('id')
      .limit(2)
      .execute();
    await db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', closed!.id).execute();
    await db
      .updateTable('jobs')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', deleted!.id)
      .execute();

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs).toContain('https://jobs.example/');
    expect(locs).toContain('https://jobs.example/jobsseekers/browse-jobs');
    const categories = await db.selectFrom('categories').select('id').where('isActive', '=', 1).execute();
    for (const { id } of categories)
      expect(locs).toContain(`https://jobs.example/jobsseekers/browse-jobs?category=${id}`);
    const jobs = locs.filter((loc) => loc.includes('/job-detail/'));
    expect(jobs).toHaveLength(298);
    const live = await db
      .selectFrom('jobs')
      .select(['id', 'slug'])
      .where('status', '=', 'ACTIVE')
      .where('deletedAt', 'is', null)
      .execute();
    for (const job of live.slice(0, 20)) {
      expect(jobs).toContain(`https://jobs.example/jobsseekers/job-detail/${job.slug}?id=${job.id}`);
    }
    for (const gone of [closed!, deleted!])
      expect(jobs.some((loc) => loc.endsWith(`?id=${gone.id}`))).toBe(false);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const companies = locs.filter((loc) => loc.includes('/company-profile?id='));
    expect(companies).toHaveLength(20);
  });
});
