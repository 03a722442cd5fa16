/**
 * Reading jobs: jobs/get (who sees which job, and what of it), get-job-list (live jobs for everyone, an employer's
 * own by tab) and jobrole-list. One fixed set of jobs of two companies, made once; no test here changes it.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCardDoc, jobDoc } from '../../../common/schemas/answers/jobs.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import {
  dayFromToday,
  errorFields,
  jobsCall,
  loadRefs,
  postJob,
  type Refs,
  setJob,
  type Who,
} from './helpers.js';

type Session = NonNullable<Who>;
interface Card {
  id: number;
  title: string;
  status: string;
  tab: string;
  minSalary: number | null;
  maxSalary: number | null;
  company: { id: number; compNm: string };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

for (const dialect of dialects) {
  describe(`reading jobs (${dialect})`, () => {
    let t: TestApp;
    let refs: Refs;
    let employerA: Session;
    let employerB: Session;
    let candidate: Session;
    /** Company A: two live jobs (one hiding its salary), a draft, a closed and an expired job. Company B: two live. */
    const jobs = {} as Record<
      'a1Live' | 'a2Hidden' | 'a3Draft' | 'a4Closed' | 'a5Expired' | 'b1Live' | 'b2Live',
      { id: number; slug: string }
    >;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      refs = await loadRefs(t);
      employerA = await signIn(t.app, 'EMPLOYER');
      employerB = await signIn(t.app, 'EMPLOYER');
      candidate = await signIn(t.app, 'CANDIDATE');
      await t.app.deps.db
        .updateTable('companies')
        .set({ name: 'PT Beta Niaga' })
        .where(
          'id',
          'in',
          t.app.deps.db
            .selectFrom('companyMembers')
            .select('companyId')
            .where('userId', '=', employerB.userId!),
        )
        .execute();
      const post = (who: Session, title: string, o: Parameters<typeof postJob>[3] = {}) =>
        postJob(t.app, who, refs, { ...o, type: { title, ...o.type } });

      jobs.a1Live = await post(employerA, 'Staf Akuntansi');
      jobs.a2Hidden = await post(employerA, 'Kepala Gudang', { highlights: { salaryVisible: false } });
      jobs.a3Draft = await post(employerA, 'Akuntan Draf', { until: 'questions' });
      jobs.a4Closed = await post(employerA, 'Sopir Pribadi');
      jobs.a5Expired = await post(employerA, 'Satpam Malam');
      jobs.b1Live = await post(employerB, 'Staf Akuntansi');
      jobs.b2Live = await post(employerB, 'Desainer Grafis', { location: { isRemote: false } });

      const closed = await jobsCall(t.app, 'activate', employerA, {
        params: { id: jobs.a4Closed.id },
        body: { active: false },
      });
      expect(closed.status).toBe(200);
      await setJob(t, jobs.a5Expired.id, { validTill: dayFromToday(-1) });
      // Posting dates in an order that is not the order of the ids.
      await setJob(t, jobs.b2Live.id, { postedAt: hoursAgo(0.2) });
      await setJob(t, jobs.a1Live.id, { postedAt: hoursAgo(1) });
      await setJob(t, jobs.b1Live.id, { postedAt: hoursAgo(2) });
      await setJob(t, jobs.a2Hidden.id, { postedAt: hoursAgo(3) });
    });
    afterAll(async () => {
      await t?.close();
    });

    const get = (who: Who, id: number | string, lng?: 'en' | 'id') =>
      jobsCall(t.app, 'get', who, { params: { id }, ...(lng ? { lng } : {}) });
    const list = (who: Who, body: Record<string, unknown> = {}) =>
      jobsCall<Card[]>(t.app, 'getJobList', who, { body });
    const ids = (res: { body: { data: Card[] } }) => res.body.data.map((c) => c.id);
    const roles = (search: string, who: Who = candidate) =>
      jobsCall<string[]>(t.app, 'jobroleList', who, { body: { search } });

    describe('jobs/get', () => {
      it('shows a live job to a guest, through the guest path', async () => {
        const res = await get(null, jobs.a1Live.id);
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({
          id: jobs.a1Live.id,
          slug: jobs.a1Live.slug,
          status: 'ACTIVE',
          isExpired: false,
          title: 'Staf Akuntansi',
          minSalary: 5_000_000,
          maxSalary: 8_000_000,
          salaryVisible: true,
          company: { compNm: 'Tester Company' },
          benefitsOther: 'Free lunch on Fridays',
        });
        expect(res.body.data.questions).toHaveLength(3);
        expect(res.body.data.questions[1]).toMatchObject({
          kind: 'SINGLE_CHOICE',
          options: ['Jakarta', 'Bandung', 'Surabaya'],
          knockout: null,
        });
        expect(res.body.data.questions.every((q: { knockout: unknown }) => q.knockout === null)).toBe(true);
        expect(res.body.data.descriptionHtml).not.toMatch(/script|onclick/);
      });

      it('answers with the documented shape, nothing more', async () => {
        for (const who of [null, employerA]) {
          const res = await get(who, jobs.a2Hidden.id);
          const parsed = v.safeParse(jobDoc, res.body.data);
          expect(parsed.issues ?? []).toEqual([]);
          expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(jobDoc.entries).sort());
        }
        const cards = await list(null);
        for (const card of cards.body.data) {
          expect(v.safeParse(jobCardDoc, card).issues ?? []).toEqual([]);
          expect(Object.keys(card).sort()).toEqual(Object.keys(jobCardDoc.entries).sort());
        }
      });

      it('answers a guest in Indonesian', async () => {
        const res = await get(null, jobs.a1Live.id, 'id');
        expect(res.status).toBe(200);
        expect(res.body.data.locations[0]).toMatchObject({ code: 'WFH', cityName: 'Bekerja dari Mana Saja' });
        expect(res.body.data.locations[1]).toMatchObject({ countryNm: 'Indonesia' });
      });

      it('hides a hidden salary and the knock-out answers from all but the company', async () => {
        for (const [who, name] of [
          [null, 'guest'],
          [candidate, 'candidate'],
          [employerB, 'other employer'],
        ] as const) {
          const res = await get(who, jobs.a2Hidden.id);
          expect(res.status, name).toBe(200);
          expect(res.body.data, name).toMatchObject({
            salaryVisible: false,
            minSalary: null,
            maxSalary: null,
          });
          expect(
            res.body.data.questions.map((q: { knockout: unknown }) => q.knockout),
            name,
          ).toEqual([null, null, null]);
        }
        const own = await get(employerA, jobs.a2Hidden.id);
        expect(own.status).toBe(200);
        expect(own.body.data).toMatchObject({
          salaryVisible: false,
          minSalary: 5_000_000,
          maxSalary: 8_000_000,
        });
        expect(own.body.data.questions.map((q: { knockout: unknown }) => q.knockout)).toEqual([
          'NO',
          'Surabaya',
          null,
        ]);
      });

      it('shows a draft, a closed and an expired job to the company only', async () => {
        for (const key of ['a3Draft', 'a4Closed', 'a5Expired'] as const) {
          for (const [who, name] of [
            [null, 'guest'],
            [candidate, 'candidate'],
            [employerB, 'other employer'],
          ] as const) {
            const res = await get(who, jobs[key].id);
            expect(res.status, `${key} to ${name}`).toBe(404);
            expect(res.body.message).toBe('This job does not exist or is no longer open.');
          }
          const own = await get(employerA, jobs[key].id);
          expect(own.status, key).toBe(200);
        }
        expect((await get(employerA, jobs.a3Draft.id)).body.data).toMatchObject({
          status: 'DRAFT',
          postedAt: null,
        });
        expect((await get(employerA, jobs.a4Closed.id)).body.data.status).toBe('CLOSED');
        expect((await get(employerA, jobs.a5Expired.id)).body.data).toMatchObject({
          status: 'ACTIVE',
          isExpired: true,
        });
      });

      it('answers 404 for a job that does not exist and 422 for an id that is not one', async () => {
        expect((await get(null, 987_654)).status).toBe(404);
        const bad = await get(null, 'abc');
        expect(bad.status).toBe(422);
        expect(errorFields(bad)).toEqual(['id']);
        expect((await get(null, -3)).status).toBe(422);
      });

      it('needs a session on the signed-in path', async () => {
        const res = await jobsCall(
          t.app,
          'get',
          { headers: { authorization: 'jwt nope' } },
          {
            params: { id: jobs.a1Live.id },
          },
        );
        expect(res.status).toBe(401);
      });
    });

    describe('get-job-list', () => {
      const LIVE_NEWEST_FIRST = () => [jobs.b2Live.id, jobs.a1Live.id, jobs.b1Live.id, jobs.a2Hidden.id];

      it('lists live jobs of every company to guests and candidates, newest posted first', async () => {
        for (const [who, name] of [
          [null, 'guest'],
          [candidate, 'candidate'],
        ] as const) {
          const res = await list(who);
          expect(res.status, name).toBe(200);
          expect(res.body.message).toBe('List fetched successfully.');
          expect(ids(res), name).toEqual(LIVE_NEWEST_FIRST());
          expect(res.body.paginator, name).toMatchObject({
            totalDocs: 4,
            page: 1,
            limit: 10,
            totalPages: 1,
            hasNextPage: false,
            hasPrevPage: false,
            nextPage: null,
            prevPage: null,
          });
          expect(
            res.body.data.every((c) => c.tab === 'ACTIVE' && c.status === 'ACTIVE'),
            name,
          ).toBe(true);
        }
      });

      it('hides a hidden salary on cards for everyone but the company', async () => {
        const guest = await list(null);
        const hidden = guest.body.data.find((c) => c.id === jobs.a2Hidden.id)!;
        expect(hidden).toMatchObject({ minSalary: null, maxSalary: null });
        const shown = guest.body.data.find((c) => c.id === jobs.a1Live.id)!;
        expect(shown).toMatchObject({ minSalary: 5_000_000, maxSalary: 8_000_000 });
        const own = await list(employerA, { filter: { status: 'ACTIVE' } });
        expect(own.body.data.find((c) => c.id === jobs.a2Hidden.id)).toMatchObject({ minSalary: 5_000_000 });
      });

      it('pages and sorts', async () => {
        const first = await list(null, { page: 1, limit: 3 });
        expect(ids(first)).toEqual(LIVE_NEWEST_FIRST().slice(0, 3));
        expect(first.body.paginator).toMatchObject({
          totalDocs: 4,
          page: 1,
          limit: 3,
          totalPages: 2,
          hasNextPage: true,
          nextPage: 2,
          hasPrevPage: false,
        });
        const second = await list(null, { page: 2, limit: 3 });
        expect(ids(second)).toEqual(LIVE_NEWEST_FIRST().slice(3));
        expect(second.body.paginator).toMatchObject({
          page: 2,
          hasNextPage: false,
          hasPrevPage: true,
          prevPage: 1,
        });
        const beyond = await list(null, { page: 5, limit: 3 });
        expect(beyond.body.data).toEqual([]);
        const oldest = await list(null, { sort: 1 });
        expect(ids(oldest)).toEqual([...LIVE_NEWEST_FIRST()].reverse());
      });

      it('narrows by the words searched (any case; punctuation separates words, it is not a query language)', async () => {
        const res = await list(null, { search: 'AKUNTANSI', sortBy: 'newest' });
        expect(ids(res)).toEqual([jobs.a1Live.id, jobs.b1Live.id]);
        expect(res.body.paginator!.totalDocs).toBe(2);
        expect(ids(await list(null, { search: 'gudang' }))).toEqual([jobs.a2Hidden.id]);
        expect(ids(await list(null, { search: 'satpam' }))).toEqual([]);
        expect(new Set(ids(await list(null, { search: 'staf_akuntansi' })))).toEqual(
          new Set([jobs.a1Live.id, jobs.b1Live.id]),
        );
        // Nothing but punctuation is no search at all: every live job.
        expect((await list(null, { search: '%"*' })).body.paginator!.totalDocs).toBe(4);
      });

      it("shows an employer only its own company's jobs, every tab", async () => {
        const all = await list(employerA);
        expect(all.status).toBe(200);
        expect(new Set(ids(all))).toEqual(
          new Set([jobs.a1Live.id, jobs.a2Hidden.id, jobs.a3Draft.id, jobs.a4Closed.id, jobs.a5Expired.id]),
        );
        // Newest created first.
        expect(ids(all)).toEqual(
          [jobs.a1Live.id, jobs.a2Hidden.id, jobs.a3Draft.id, jobs.a4Closed.id, jobs.a5Expired.id].reverse(),
        );
        const tabOf = Object.fromEntries(all.body.data.map((c) => [c.id, c.tab]));
        expect(tabOf).toEqual({
          [jobs.a1Live.id]: 'ACTIVE',
          [jobs.a2Hidden.id]: 'ACTIVE',
          [jobs.a3Draft.id]: 'DRAFT',
          [jobs.a4Closed.id]: 'CLOSED',
          [jobs.a5Expired.id]: 'EXPIRED',
        });
        const tabs = {
          DRAFT: [jobs.a3Draft.id],
          ACTIVE: [jobs.a2Hidden.id, jobs.a1Live.id],
          CLOSED: [jobs.a4Closed.id],
          EXPIRED: [jobs.a5Expired.id],
        };
        for (const [status, expected] of Object.entries(tabs)) {
          const res = await list(employerA, { filter: { status } });
          expect(res.status, status).toBe(200);
          expect(ids(res), status).toEqual(expected);
          expect(res.body.paginator!.totalDocs, status).toBe(expected.length);
          expect(
            res.body.data.every((c) => c.tab === status),
            status,
          ).toBe(true);
        }
        const other = await list(employerB);
        expect(new Set(ids(other))).toEqual(new Set([jobs.b1Live.id, jobs.b2Live.id]));
        expect(other.body.data.every((c) => c.company.compNm === 'PT Beta Niaga')).toBe(true);
        const searched = await list(employerA, { search: 'akuntan' });
        expect(new Set(ids(searched))).toEqual(new Set([jobs.a1Live.id, jobs.a3Draft.id]));
      });

      it('shows a draft its steps on its card', async () => {
        const res = await list(employerA, { filter: { status: 'DRAFT' } });
        expect(res.body.data[0]).toMatchObject({
          id: jobs.a3Draft.id,
          status: 'DRAFT',
          postedAt: null,
          steps: ['jobType', 'highlights', 'location', 'benefits', 'questions'],
        });
      });

      it('refuses an unknown tab', async () => {
        const res = await list(employerA, { filter: { status: 'ARCHIVED' } });
        expect(res.status).toBe(422);
        expect(errorFields(res)).toEqual(['filter.status']);
      });
    });

    describe('jobrole-list', () => {
      it('finds live titles by the start of any word, once each', async () => {
        const res = await roles('akun');
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual(['Staf Akuntansi']);
        expect((await roles('STAF')).body.data).toEqual(['Staf Akuntansi']);
        expect((await roles('gud')).body.data).toEqual(['Kepala Gudang']);
        expect((await roles('desainer grafis')).body.data).toEqual(['Desainer Grafis']);
      });

      it('leaves out drafts, closed and expired jobs, and the middle of words', async () => {
        expect((await roles('draf')).body.data).toEqual([]);
        expect((await roles('sopir')).body.data).toEqual([]);
        expect((await roles('satpam')).body.data).toEqual([]);
        expect((await roles('ntansi')).body.data).toEqual([]);
        expect((await roles('%')).body.data).toEqual([]);
      });

      it('lists the most frequent titles first, up to the limit', async () => {
        const res = await jobsCall<string[]>(t.app, 'jobroleList', employerA, { body: { search: '' } });
        expect(res.status).toBe(200);
        expect(res.body.data[0]).toBe('Staf Akuntansi');
        expect(new Set(res.body.data)).toEqual(
          new Set(['Staf Akuntansi', 'Kepala Gudang', 'Desainer Grafis']),
        );
        const one = await jobsCall<string[]>(t.app, 'jobroleList', candidate, {
          body: { search: '', limit: 1 },
        });
        expect(one.body.data).toEqual(['Staf Akuntansi']);
      });

      it('is for signed-in users', async () => {
        expect((await roles('akun', null)).status).toBe(401);
      });
    });
  });
}
