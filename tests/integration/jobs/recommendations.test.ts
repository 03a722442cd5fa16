/**
 * Job recommendations (spec §7 Recommendations) on the demo board. A guest (and a candidate who did nothing yet, and
 * an employer) gets the popular new jobs, the most viewed first; a candidate who saved and opened jobs gets live
 * jobs sharing their skills, categories and cities, never the ones they saved or opened, each with its reasons in
 * their language; a saved search's results come first; a new candidate's profile (skills, cities) counts, and the
 * reasons say it is theirs; bad input names the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import { seedDemoBoard } from '../../../server/db/seed/demoBoard.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import type { Who } from './helpers.js';

type Session = NonNullable<Who> & { userId: number };
interface Recommended {
  job: { id: number; title: string; isSaved: boolean | null };
  reasons: { code: string; text: string }[];
}

for (const dialect of dialects) {
  describe(`job recommendations (${dialect})`, () => {
    let t: TestApp;

    const call = async (module: string, action: string, who: Who, body: unknown, lng = 'en') => {
      const def = findRoute(module, action)!;
      const res = await t.app.inject({
        method: def.method,
        url: routeUrl(def, {}, who === null && !!def.guestPath),
        headers: { lng, ...(who ? who.headers : {}) },
        payload: body as object,
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
      return { status: res.statusCode, body: res.json() as { code: string; message: string; data: any } };
    };
    const recommend = async (who: Who, body: unknown = {}, lng = 'en') => {
      const res = await call('jobRecommendation', 'getJobsRecommendation', who, body, lng);
      expect(res.status).toBe(200);
      return res.body.data as Recommended[];
    };
    /** A live job of the board with its category and skills. */
    const liveJob = (offset: number) =>
      t.app.deps.db
        .selectFrom('jobs')
        .select(['id', 'categoryId', 'title'])
        .where('status', '=', 'ACTIVE')
        .orderBy('id')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await seedDemoBoard(t.app.deps.db);
    });
    afterAll(() => t.close());

    it('gives a guest the popular new jobs, the most viewed first', async () => {
      const [a, b] = [await liveJob(40), await liveJob(41)];
      await t.app.deps.db.updateTable('jobs').set({ viewCount: 90 }).where('id', '=', a.id).execute();
      await t.app.deps.db.updateTable('jobs').set({ viewCount: 50 }).where('id', '=', b.id).execute();
      const guest = await recommend(null);
      expect(guest).toHaveLength(10);
      expect(guest.slice(0, 2).map((r) => r.job.id)).toEqual([a.id, b.id]);
      expect(guest[0]!.reasons).toEqual([{ code: 'POPULAR', text: 'Popular with job seekers' }]);
      expect(guest[0]!.job.isSaved).toBeNull();
      expect(new Set(guest.map((r) => r.job.id)).size).toBe(10);
      expect(await recommend(null, { limit: 3 })).toHaveLength(3);
      const indonesian = await recommend(null, { limit: 1 }, 'id');
      expect(indonesian[0]!.reasons[0]!.text).toBe('Populer di kalangan pencari kerja');

      // A candidate who did nothing yet, and an employer, get the same.
      const fresh = await signIn(t.app, 'CANDIDATE');
      expect((await recommend(fresh)).map((r) => r.job.id)).toEqual(guest.map((r) => r.job.id));
      expect((await recommend(await signIn(t.app, 'EMPLOYER'))).map((r) => r.job.id)).toEqual(
        guest.map((r) => r.job.id),
      );
    });

    it('gives a candidate jobs like the ones they saved and opened, with the reasons, never those jobs', async () => {
      const sari = (await signIn(t.app, 'CANDIDATE')) as Session;
      const saved = await liveJob(3);
      const opened = await liveJob(4);
      expect((await call('jobsTracks', 'likeDislike', sari, { jobId: saved.id, isLike: true })).status).toBe(
        200,
      );
      expect((await call('jobsTracks', 'create', sari, { jobId: opened.id, type: 3 })).status).toBe(200);

      const mine = await recommend(sari, { limit: 20 });
      expect(mine).toHaveLength(20);
      const ids = mine.map((r) => r.job.id);
      expect(ids).not.toContain(saved.id);
      expect(ids).not.toContain(opened.id);
      const skills = await t.app.deps.db
        .selectFrom('jobSkills')
        .select('masterId')
        .where('jobId', 'in', [saved.id, opened.id])
        .execute();
      const first = mine[0]!;
      expect(first.reasons.map((r) => r.code)).toContain('SKILLS');
      expect(first.reasons.find((r) => r.code === 'SKILLS')!.text).toMatch(
        /^Asks for (a skill|\d+ skills) of jobs you saved or opened: /,
      );
      const firstSkills = await t.app.deps.db
        .selectFrom('jobSkills')
        .select('masterId')
        .where('jobId', '=', first.job.id)
        .execute();
      expect(firstSkills.some((s) => skills.some((k) => k.masterId === s.masterId))).toBe(true);
      expect(first.job.isSaved).toBe(false);
      // Every recommendation says why, and the reasons come in the candidate's language.
      for (const r of mine) expect(r.reasons.length).toBeGreaterThan(0);
      const indonesian = await recommend(sari, { limit: 1 }, 'id');
      expect(indonesian[0]!.reasons.map((r) => r.text).join(' ')).toMatch(
        /Membutuhkan|Kategori|Di |Kerja dari/,
      );
    });

    it('puts the results of a saved search first, saying which search', async () => {
      const budi = (await signIn(t.app, 'CANDIDATE')) as Session;
      const target = await liveJob(7);
      // A saved search brings its newest 20 jobs; the target is made the newest, however many the words find.
      await t.app.deps.db
        .updateTable('jobs')
        .set({ postedAt: new Date().toISOString() })
        .where('id', '=', target.id)
        .execute();
      const added = await call('search', 'add', budi, {
        name: 'Dream job',
        search: target.title,
        filter: { categoryIds: [target.categoryId] },
        alert: false,
      });
      expect(added.status).toBe(201);
      const mine = await recommend(budi);
      expect(mine[0]!.reasons[0]).toEqual({
        code: 'SAVED_SEARCH',
        text: 'Matches your saved search "Dream job"',
      });
      expect(mine.map((r) => r.job.id)).toContain(target.id);
    });

    it('reads a new candidate’s profile: their skills and the cities they chose, said to be theirs', async () => {
      const ayu = (await signIn(t.app, 'CANDIDATE')) as Session;
      const target = await liveJob(11);
      const db = t.app.deps.db;
      const skill = await db
        .selectFrom('jobSkills as s')
        .innerJoin('masters as m', 'm.id', 's.masterId')
        .select(['m.id', 'm.nameEn', 'm.nameId'])
        .where('s.jobId', '=', target.id)
        .executeTakeFirstOrThrow();
      const place = await db
        .selectFrom('jobLocations as l')
        .innerJoin('cities as c', 'c.id', 'l.cityId')
        .select(['c.id', 'c.name'])
        .where('l.jobId', '=', target.id)
        .executeTakeFirst();
      const def = findRoute('candidateProfile', 'industryDetails')!;
      const res = await t.app.inject({
        method: def.method,
        url: routeUrl(def, { id: ayu.userId }),
        headers: ayu.headers,
        payload: { skills: [skill.id], preferredCityIds: place ? [place.id] : [] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mine = await recommend(ayu, { limit: 20 });
      const hit = mine.find((r) => r.job.id === target.id);
      expect(hit, 'the job asking for their skill is recommended').toBeDefined();
      expect(hit!.reasons.map((r) => r.text)).toContain(`Asks for a skill of yours: ${skill.nameEn}`);
      if (place)
        expect(hit!.reasons.map((r) => r.text)).toContain(`In ${place.name}, where you want to work`);
      const indonesian = await recommend(ayu, { limit: 20 }, 'id');
      expect(indonesian.find((r) => r.job.id === target.id)!.reasons.map((r) => r.text)).toContain(
        `Membutuhkan 1 keahlian Anda: ${skill.nameId}`,
      );
    });

    it('names the field of bad input', async () => {
      for (const limit of [0, 21, 'many', -1]) {
        const res = await call('jobRecommendation', 'getJobsRecommendation', null, { limit });
        expect(res.status, String(limit)).toBe(422);
        expect(res.body.data.errors[0].field).toBe('limit');
      }
    });
  });
}
