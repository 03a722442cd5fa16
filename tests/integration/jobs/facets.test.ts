/**
 * The counts beside the search's filters (jobs/facets) on the demo board (300 live jobs of 20 companies): every
 * count of a filter value is what get-job-list finds when that value is asked for with the other filters kept, for
 * several searches; a city asked for is listed even outside the top; names follow the language; guests, candidates
 * and employers alike; bad input is a 422 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBoard } from '../../../server/db/seed/demoBoard.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { errorFields, jobsCall, type Who } from './helpers.js';

interface Facets {
  total: number;
  categories: { id: number; name: string; count: number }[];
  employmentTypes: { code: string; name: string; count: number }[];
  positionLevels: { code: string; name: string; count: number }[];
  cities: { id: number; name: string; count: number }[];
  remote: number;
  postedWithin: Record<'1d' | '7d' | '30d', number>;
}
type Filter = Record<string, unknown>;

for (const dialect of dialects) {
  describe(`job search facets (${dialect})`, () => {
    let t: TestApp;

    const facets = async (body: { search?: string; filter?: Filter }, who: Who = null, lng?: 'en' | 'id') => {
      const res = await jobsCall<Facets>(t.app, 'facets', who, { body, ...(lng ? { lng } : {}) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const totalOf = async (search: string, filter: Filter) => {
      const res = await jobsCall(t.app, 'getJobList', null, { body: { search, filter, limit: 10 } });
      expect(res.status).toBe(200);
      return res.body.paginator!.totalDocs;
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      expect(await seedDemoBoard(t.app.deps.db)).toBe(300);
    });
    afterAll(() => t.close());

    const SEARCHES: { search: string; filter: Filter }[] = [
      { search: '', filter: {} },
      { search: 'staf', filter: {} },
      { search: '', filter: { employmentTypes: ['FULL_TIME'], positionLevels: ['STAFF'] } },
      { search: 'engineer', filter: { remote: true } },
    ];

    it.each(SEARCHES)(
      'counts what get-job-list finds for each value ($search, $filter)',
      async ({ search, filter }) => {
        const f = await facets({ search, filter });
        expect(f.total).toBe(await totalOf(search, filter));
        for (const entry of f.employmentTypes) {
          expect(entry.count, entry.code).toBe(
            await totalOf(search, { ...filter, employmentTypes: [entry.code] }),
          );
        }
        for (const entry of f.positionLevels) {
          expect(entry.count, entry.code).toBe(
            await totalOf(search, { ...filter, positionLevels: [entry.code] }),
          );
        }
        for (const entry of f.categories) {
          expect(entry.count, entry.name).toBe(await totalOf(search, { ...filter, categoryIds: [entry.id] }));
        }
        const placeless = { ...filter, remote: undefined };
        for (const entry of f.cities) {
          expect(entry.count, entry.name).toBe(await totalOf(search, { ...placeless, cityIds: [entry.id] }));
        }
        expect(f.remote).toBe(await totalOf(search, { ...placeless, remote: true }));
        for (const within of ['1d', '7d', '30d'] as const) {
          expect(f.postedWithin[within]).toBe(await totalOf(search, { ...filter, postedWithin: within }));
        }
      },
    );

    it('sums to the total with no filter, lists the busiest cities first, and the cities asked for', async () => {
      const f = await facets({});
      expect(f.total).toBe(300);
      const sum = (rows: { count: number }[]) => rows.reduce((n, row) => n + row.count, 0);
      expect(sum(f.employmentTypes)).toBe(300);
      expect(sum(f.positionLevels)).toBe(300);
      expect(sum(f.categories)).toBe(300);
      expect(f.cities.length).toBe(12);
      const counts = f.cities.map((city) => city.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(f.postedWithin['1d']).toBeLessThanOrEqual(f.postedWithin['7d']);
      expect(f.postedWithin['7d']).toBeLessThanOrEqual(f.postedWithin['30d']);

      // A city with no job that the search names is still listed (its chip needs a name), with 0.
      const quiet = await t.app.deps.db
        .selectFrom('cities')
        .select(['id', 'name'])
        .where('countryCode', '=', 'ID')
        .where('name', '=', 'Sorong')
        .executeTakeFirstOrThrow();
      const withQuiet = await facets({ filter: { cityIds: [quiet.id] } });
      expect(withQuiet.total).toBe(0);
      expect(withQuiet.cities).toContainEqual({ id: quiet.id, name: quiet.name, count: 0 });
    });

    it('names values in the language of the request, for guests, candidates and employers', async () => {
      const en = await facets({}, null, 'en');
      const id = await facets({}, await signIn(t.app, 'CANDIDATE'), 'id');
      expect(en.employmentTypes.map((e) => e.name)).toContain('Full-time (permanent)');
      expect(id.employmentTypes.map((e) => e.name)).toContain('Penuh waktu (karyawan tetap)');
      expect(id.total).toBe(en.total);
      expect((await facets({}, await signIn(t.app, 'EMPLOYER'))).total).toBe(300);
    });

    it('a salary range finds only jobs that show their salary (a hidden one cannot be narrowed down)', async () => {
      const shown = await t.app.deps.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('salaryVisible', '=', 1)
        .executeTakeFirstOrThrow();
      expect(Number(shown.n)).toBeLessThan(300);
      expect(await totalOf('', { salaryMin: 0 })).toBe(Number(shown.n));
      expect(await totalOf('', { salaryMax: 500_000_000 })).toBe(Number(shown.n));
      expect((await facets({ filter: { salaryMin: 0 } })).total).toBe(Number(shown.n));
    });

    it('refuses bad input with the field named, and never fails on hostile text', async () => {
      const bad = await jobsCall(t.app, 'facets', null, {
        body: { filter: { employmentTypes: 'FULL_TIME' } },
      });
      expect(bad.status).toBe(422);
      expect(errorFields(bad)).toContain('filter.employmentTypes');
      for (const search of ['"', 'NEAR(', '-*', 'a'.repeat(100)]) {
        const f = await facets({ search });
        expect(f.total).toBe(await totalOf(search, {}));
      }
    });
  });
}
