/**
 * Saved jobs and job views (spec §7 Tracks) on the demo board: a candidate saves a live job (twice is once), sees it
 * marked in the search and on the job, finds it in likes/list (the last saved first, only their own), takes it back;
 * a job that is not live cannot be saved or viewed (404); a view is counted once per candidate per day; guests and
 * employers are kept out (401/403) and see `isSaved` null; bad input is a 422 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBoard } from '../../../server/db/seed/demoBoard.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { errorFields, type Who } from './helpers.js';
import { findRoute, routeUrl } from '../../../common/api/routes.js';

type Session = NonNullable<Who>;

for (const dialect of dialects) {
  describe(`saved jobs and views (${dialect})`, () => {
    let t: TestApp;
    let alice: Session;
    let bob: Session;
    let employer: Session;
    let jobIds: number[];

    const call = async (action: string, who: Who, body: unknown, module = 'jobsTracks') => {
      const def = findRoute(module, action)!;
      const res = await t.app.inject({
        method: def.method,
        url: routeUrl(def, {}, who === null && !!def.guestPath),
        headers: who ? who.headers : {},
        payload: body as object,
      });
      return {
        status: res.statusCode,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
        body: res.json() as { code: string; message: string; data: any; paginator?: { totalDocs: number } },
      };
    };
    const save = (who: Who, jobId: number, isLike = true) => call('likeDislike', who, { jobId, isLike });
    const savedIds = async (who: Who, page = 1, limit = 10) => {
      const res = await call('likesList', who, { page, limit });
      expect(res.status).toBe(200);
      return res.body.data.map((job: { id: number }) => job.id) as number[];
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await seedDemoBoard(t.app.deps.db);
      jobIds = (await t.app.deps.db.selectFrom('jobs').select('id').orderBy('id').limit(5).execute()).map(
        (r) => r.id,
      );
      alice = await signIn(t.app, 'CANDIDATE');
      bob = await signIn(t.app, 'CANDIDATE');
      employer = await signIn(t.app, 'EMPLOYER');
    });
    afterAll(() => t.close());

    it('saves a live job once, lists the last saved first, marks it in the search and on the job, takes it back', async () => {
      const [a, b] = jobIds as [number, number];
      const first = await save(alice, a);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        code: 'SUCCESS',
        message: 'Job saved!',
        data: { jobId: a, isSaved: true },
      });
      expect((await save(alice, a)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await save(alice, b);
      expect(await savedIds(alice)).toEqual([b, a]);
      const page = await call('likesList', alice, { page: 2, limit: 1 });
      expect(page.body.paginator).toMatchObject({ totalDocs: 2, page: 2, totalPages: 2 });
      expect(page.body.data.map((job: { id: number; isSaved: boolean }) => [job.id, job.isSaved])).toEqual([
        [a, true],
      ]);

      // Marked for her, not for Bob, null for guests and employers.
      // The first jobs of the board are its first company's.
      const { companyId } = await t.app.deps.db
        .selectFrom('jobs')
        .select('companyId')
        .where('id', '=', a)
        .executeTakeFirstOrThrow();
      const list = await call('getJobList', alice, { limit: 50, filter: { companyId } }, 'jobs');
      const marks = new Map(
        list.body.data.map((job: { id: number; isSaved: boolean }) => [job.id, job.isSaved]),
      );
      expect(marks.get(a)).toBe(true);
      expect([...marks.values()].filter(Boolean)).toHaveLength(2);
      const bobList = await call('getJobList', bob, { limit: 50, filter: { companyId } }, 'jobs');
      expect(bobList.body.data.every((job: { isSaved: boolean }) => job.isSaved === false)).toBe(true);
      const guestList = await call('getJobList', null, { limit: 5 }, 'jobs');
      expect(guestList.body.data.every((job: { isSaved: null }) => job.isSaved === null)).toBe(true);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/client/api/v1/jobs/get/${a}`,
        headers: alice.headers,
      });
      expect(detail.json().data.isSaved).toBe(true);
      expect(await savedIds(bob)).toEqual([]);

      const back = await save(alice, a, false);
      expect(back.body).toMatchObject({
        message: 'Removed from saved jobs!',
        data: { jobId: a, isSaved: false },
      });
      expect(await savedIds(alice)).toEqual([b]);
      // Taking back what is not saved is fine too.
      expect((await save(alice, a, false)).status).toBe(200);
    });

    it('keeps a saved job that closes in the list, but a job that is not live cannot be saved or viewed', async () => {
      const [, , c, d] = jobIds as [number, number, number, number];
      await save(bob, c);
      await t.app.deps.db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', c).execute();
      expect(await savedIds(bob)).toEqual([c]);
      expect((await save(bob, c)).status).toBe(404);
      expect((await call('create', bob, { jobId: c, type: 3 })).status).toBe(404);
      // The card says it closed (the app shows it without a link), and it can still be taken off the list.
      expect((await call('likesList', bob, { page: 1, limit: 10 })).body.data[0]).toMatchObject({
        id: c,
        tab: 'CLOSED',
      });
      expect((await save(bob, c, false)).status).toBe(200);
      expect(await savedIds(bob)).toEqual([]);
      await t.app.deps.db
        .updateTable('jobs')
        .set({ deletedAt: new Date().toISOString() })
        .where('id', '=', d)
        .execute();
      expect((await save(bob, d)).status).toBe(404);
      expect((await save(bob, 99_999_999)).status).toBe(404);
    });

    it('counts a view once per candidate and day', async () => {
      const e = jobIds[4]!;
      const views = async () =>
        (
          await t.app.deps.db
            .selectFrom('jobs')
            .select('viewCount')
            .where('id', '=', e)
            .executeTakeFirstOrThrow()
        ).viewCount;
      const before = await views();
      const results = await Promise.all([
        call('create', alice, { jobId: e, type: 3 }),
        call('create', alice, { jobId: e, type: 3 }),
        call('create', bob, { jobId: e, type: 3 }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await views()).toBe(before + 2);
    });

    it('keeps guests (401) and employers (403) out; bad input names the field', async () => {
      for (const [action, body] of [
        ['likeDislike', { jobId: jobIds[0] }],
        ['likesList', {}],
        ['create', { jobId: jobIds[0], type: 3 }],
      ] as const) {
        expect((await call(action, null, body)).status, action).toBe(401);
        expect((await call(action, employer, body)).status, action).toBe(403);
      }
      const bad = await call('likeDislike', alice, { jobId: 'x', isLike: 'yes' });
      expect(bad.status).toBe(422);
      expect(errorFields(bad as never)).toEqual(expect.arrayContaining(['jobId', 'isLike']));
      const wrongType = await call('create', alice, { jobId: jobIds[0], type: 1 });
      expect(wrongType.status).toBe(422);
      expect(errorFields(wrongType as never)).toContain('type');
    });
  });
}
