/**
 * Saved searches and their alerts (spec §7 Search; issue 11). A candidate keeps their own searches (add, get, update,
 * list, delete; another's is 404; employers 403, guests 401; at most SAVED_SEARCH_LIMITS.perCandidate); bad input
 * names the field. Posting a job writes a jobsPosted outbox row in the same transaction; handling it mails each
 * alerting search that finds the job, in the candidate's language, once: an INSTANT search at once and then at most
 * once a day, a DAILY one as a digest after a day; a job closed before the mail is left out; a job posted again is
 * not announced twice; two processes mailing at once send one mail; the mail's unsubscribe link works without
 * signing in and only with its own token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import { SAVED_SEARCH_LIMITS } from '../../../common/constants/savedSearches.js';
import {
  type AlertDeps,
  matchPostedJobs,
  onJobsPosted,
  sendDueAlerts,
} from '../../../server/modules/savedSearches/alerts.js';
import { JOBS_POSTED } from '../../../server/worker/handlers.js';
import { queuedMail } from '../accounts/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { errorFields, jobsCall, loadRefs, postJob, type Refs, type Who } from './helpers.js';

type Session = NonNullable<Who> & { userId: number };
const HOUR = 3_600_000;

for (const dialect of dialects) {
  describe(`saved searches and alerts (${dialect})`, () => {
    let t: TestApp;
    let refs: Refs;
    let employer: Session;
    let sari: Session;
    let budi: Session;
    let alerts: AlertDeps;

    const call = async (action: string, who: Who, body?: unknown, params: Record<string, number> = {}) => {
      const def = findRoute('search', action)!;
      const res = await t.app.inject({
        method: def.method,
        url: routeUrl(def, params),
        headers: who ? who.headers : {},
        ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: (body ?? {}) as object }),
      });
      return {
        status: res.statusCode,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
        body: res.json() as { code: string; message: string; data: any; paginator?: { totalDocs: number } },
      };
    };
    const emailOf = async (who: Session) =>
      (
        await t.app.deps.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', who.userId)
          .executeTakeFirstOrThrow()
      ).email;
    /** What the outbox's worker would do with the jobsPosted rows queued so far. */
    const handlePosted = async () => {
      const rows = await t.app.deps.db
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', JOBS_POSTED)
        .execute();
      for (const row of rows) {
        await onJobsPosted(alerts, (JSON.parse(row.payload) as { jobIds: number[] }).jobIds);
        await t.app.deps.db.deleteFrom('outbox').where('id', '=', row.id).execute();
      }
      return rows.length;
    };
    const alertMails = async (who: Session) =>
      (await queuedMail(t.app, await emailOf(who))).filter((mail) =>
        /new jobs? for|lowongan baru/.test(mail.subject),
      );
    const accountingSearch = (overrides: Record<string, unknown> = {}) => ({
      name: 'Akuntansi Jakarta',
      search: 'akuntansi',
      filter: { categoryIds: [refs.categoryId] },
      alert: true,
      frequency: 'INSTANT',
      ...overrides,
    });
    const post = (title: string, category = refs.categoryId) =>
      postJob(t.app, employer, refs, { type: { title, categoryId: category } });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      refs = await loadRefs(t);
      employer = await signIn(t.app, 'EMPLOYER');
      sari = await signIn(t.app, 'CANDIDATE');
      budi = await signIn(t.app, 'CANDIDATE');
      await t.app.deps.db
        .updateTable('users')
        .set({ fullName: 'Budi Santoso', lng: 'id' })
        .where('id', '=', budi.userId)
        .execute();
      alerts = {
        db: t.app.deps.db,
        outbox: t.app.deps.outbox,
        secret: t.app.deps.secret,
        siteUrl: 'https://jobs.example',
      };
    });
    afterAll(() => t.close());

    it('keeps a candidate’s own searches: add, get, update, list, delete; another’s is 404', async () => {
      const added = await call(
        'add',
        sari,
        accountingSearch({ alert: false, filter: { remote: true, salaryMin: 5_000_000 } }),
      );
      expect(added.status).toBe(201);
      expect(added.body.message).toBe('Search saved.');
      expect(added.body.data).toMatchObject({
        name: 'Akuntansi Jakarta',
        search: 'akuntansi',
        filter: { remote: true, salaryMin: 5_000_000 },
        alert: false,
        frequency: 'INSTANT',
        lastAlertAt: null,
      });
      const id = added.body.data.id as number;
      expect((await call('get', sari, undefined, { id })).body.data.id).toBe(id);
      expect((await call('get', budi, undefined, { id })).status).toBe(404);
      expect((await call('update', budi, accountingSearch(), { id })).status).toBe(404);
      expect((await call('delete', budi, undefined, { id })).status).toBe(404);

      const updated = await call(
        'update',
        sari,
        accountingSearch({ name: 'Remote books', frequency: 'DAILY' }),
        { id },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ name: 'Remote books', alert: true, frequency: 'DAILY' });
      expect(updated.body.data.filter).toEqual({ categoryIds: [refs.categoryId] });

      const second = await call('add', sari, accountingSearch({ name: 'Second' }));
      expect(second.body.message).toBe('Search saved. We will e-mail you new jobs that match it.');
      const list = await call('list', sari, { page: 1, limit: 10 });
      expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['Second', 'Remote books']);
      expect(list.body.paginator?.totalDocs).toBe(2);
      expect((await call('list', budi, {})).body.data).toEqual([]);

      expect((await call('delete', sari, undefined, { id })).status).toBe(200);
      expect((await call('get', sari, undefined, { id })).status).toBe(404);
      expect((await call('delete', sari, undefined, { id: second.body.data.id })).status).toBe(200);
    });

    it('keeps out employers (403) and guests (401), and names the field of bad input', async () => {
      expect((await call('add', employer, accountingSearch())).status).toBe(403);
      expect((await call('list', employer, {})).status).toBe(403);
      expect((await call('add', null, accountingSearch())).status).toBe(401);
      for (const [body, field] of [
        [accountingSearch({ name: '' }), 'name'],
        [accountingSearch({ name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1) }), 'name'],
        [accountingSearch({ frequency: 'HOURLY' }), 'frequency'],
        [accountingSearch({ alert: 'yes' }), 'alert'],
        [accountingSearch({ filter: { salaryMin: 9_000_000, salaryMax: 5_000_000 } }), 'filter.salaryMax'],
        [accountingSearch({ filter: { categoryIds: [0] } }), 'filter.categoryIds.0'],
        [accountingSearch({ search: 'x'.repeat(101) }), 'search'],
      ] as const) {
        const res = await call('add', sari, body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(errorFields(res as Parameters<typeof errorFields>[0])).toContain(field);
      }
      // Filters the browse page does not have are dropped, not stored.
      const res = await call('add', sari, accountingSearch({ filter: { companyId: 5, remote: true } }));
      expect(res.body.data.filter).toEqual({ remote: true });
      await call('delete', sari, undefined, { id: res.body.data.id });
      expect((await call('get', sari, undefined, { id: 2_147_483_648 })).status).toBe(422);
    });

    it(`keeps at most ${SAVED_SEARCH_LIMITS.perCandidate} searches per candidate`, async () => {
      const who = (await signIn(t.app, 'CANDIDATE')) as Session;
      for (let i = 0; i < SAVED_SEARCH_LIMITS.perCandidate; i++) {
        expect((await call('add', who, accountingSearch({ name: `Search ${i}` }))).status).toBe(201);
      }
      const over = await call('add', who, accountingSearch());
      expect(over.status).toBe(400);
      expect(over.body.message).toBe(
        `You can keep up to ${SAVED_SEARCH_LIMITS.perCandidate} saved searches. Remove one to save another.`,
      );
      await t.app.deps.db.deleteFrom('savedSearches').where('userId', '=', who.userId).execute();
    });

    it('mails an instant search the job that matches it, once, in the candidate’s language, at most daily', async () => {
      const sariSearch = (await call('add', sari, accountingSearch())).body.data;
      await call('add', budi, accountingSearch({ name: 'Akuntansi' }));
      // Searches that do not find the job: other words, another category, alerts off.
      await call('add', sari, accountingSearch({ name: 'Drivers', search: 'sopir' }));
      await call(
        'add',
        sari,
        accountingSearch({ name: 'Other', filter: { categoryIds: [refs.otherCategoryId] } }),
      );
      await call('add', sari, accountingSearch({ name: 'Quiet', alert: false }));

      const job = await post('Staf Akuntansi Senior');
      expect(await handlePosted()).toBe(1);
      const [mail, ...more] = await alertMails(sari);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('1 new job for "Akuntansi Jakarta"');
      expect(mail!.text).toContain('Staf Akuntansi Senior · Tester Company');
      expect(mail!.text).toContain(`https://jobs.example/jobsseekers/job-detail/${job.slug}?id=${job.id}`);
      expect(mail!.text).toContain(
        `https://jobs.example/jobsseekers/browse-jobs?search=akuntansi&category=${refs.categoryId}`,
      );
      expect(mail!.text).toMatch(
        new RegExp(
          `https://jobs\\.example/jobsseekers/search-alerts/unsubscribe\\?id=${sariSearch.id}&token=[\\w-]{32}`,
        ),
      );
      const [budiMail] = await alertMails(budi);
      expect(budiMail!.subject).toBe('1 lowongan baru untuk "Akuntansi"');
      expect(budiMail!.text).toContain('Halo Budi Santoso,');
      expect(
        (await call('get', sari, undefined, { id: sariSearch.id })).body.data.lastAlertAt,
      ).not.toBeNull();

      // A second job the same day waits for the next turn; a day later it is mailed on its own.
      const second = await post('Kepala Akuntansi');
      await handlePosted();
      expect(await alertMails(sari)).toHaveLength(1);
      expect(await sendDueAlerts(alerts, new Date(Date.now() + 23 * HOUR))).toBe(0);
      expect(await sendDueAlerts(alerts, new Date(Date.now() + 25 * HOUR))).toBe(2);
      const mails = await alertMails(sari);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).toContain(`?id=${second.id}`);
      expect(mails[1]!.text).not.toContain(`?id=${job.id}`);

      // Closed and posted again: already announced, so not again.
      await jobsCall(t.app, 'activate', employer, { params: { id: job.id }, body: { active: false } });
      await jobsCall(t.app, 'activate', employer, { params: { id: job.id }, body: { active: true } });
      expect(await handlePosted()).toBe(1);
      expect(await sendDueAlerts(alerts, new Date(Date.now() + 50 * HOUR))).toBe(0);
      expect(await alertMails(sari)).toHaveLength(2);
      await t.app.deps.db.deleteFrom('savedSearches').execute();
    });

    it('mails a daily search one digest after a day, without the jobs closed meanwhile', async () => {
      await call('add', sari, accountingSearch({ name: 'Daily books', frequency: 'DAILY' }));
      const open = await post('Akuntansi Pajak');
      const closed = await post('Akuntansi Gudang');
      await handlePosted();
      expect(await alertMails(sari)).toHaveLength(2);
      await jobsCall(t.app, 'activate', employer, { params: { id: closed.id }, body: { active: false } });
      expect(await sendDueAlerts(alerts, new Date(Date.now() + 12 * HOUR))).toBe(0);
      expect(await sendDueAlerts(alerts, new Date(Date.now() + 25 * HOUR))).toBe(1);
      const digest = (await alertMails(sari))[2]!;
      expect(digest.subject).toBe('1 new job for "Daily books"');
      expect(digest.text).toContain(`?id=${open.id}`);
      expect(digest.text).not.toContain(`?id=${closed.id}`);
      await t.app.deps.db.deleteFrom('savedSearches').execute();
    });

    it('sends one mail when two processes find the same search due at once', async () => {
      const who = (await signIn(t.app, 'CANDIDATE')) as Session;
      await call('add', who, accountingSearch({ name: 'Race' }));
      const job = await post('Akuntansi Kantor');
      await t.app.deps.db.deleteFrom('outbox').where('kind', '=', JOBS_POSTED).execute();
      await matchPostedJobs(t.app.deps.db, [job.id]);
      const sent = await Promise.all([sendDueAlerts(alerts), sendDueAlerts(alerts)]);
      expect(sent[0]! + sent[1]!).toBe(1);
      expect(await alertMails(who)).toHaveLength(1);
      await t.app.deps.db.deleteFrom('savedSearches').execute();
    });

    it('turns alerts off from the mail’s link, without signing in, and only with its own token', async () => {
      const who = (await signIn(t.app, 'CANDIDATE')) as Session;
      const saved = (await call('add', who, accountingSearch({ name: 'Leave me' }))).body.data;
      const other = (await call('add', who, accountingSearch({ name: 'Keep me' }))).body.data;
      await post('Akuntansi Cabang');
      await handlePosted();
      const mail = (await alertMails(who)).find((m) => m.subject.includes('Leave me'))!;
      const link = new URL(
        /https:\/\/jobs\.example\/jobsseekers\/search-alerts\/unsubscribe\S+/.exec(mail.text)![0],
      );
      const token = link.searchParams.get('token')!;

      expect((await call('unsubscribe', null, { id: other.id, token })).status).toBe(404);
      // One character changed (a token may end in 'A' itself: 1 in 64).
      const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await call('unsubscribe', null, { id: saved.id, token: forged })).status).toBe(404);
      expect((await call('unsubscribe', null, { id: saved.id, token: 'short' })).status).toBe(422);
      const off = await call('unsubscribe', null, { id: Number(link.searchParams.get('id')), token });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({
        message: 'Alerts for this search are turned off.',
        data: { name: 'Leave me' },
      });
      expect((await call('unsubscribe', null, { id: saved.id, token })).status).toBe(200);
      expect((await call('get', who, undefined, { id: saved.id })).body.data.alert).toBe(false);
      expect((await call('get', who, undefined, { id: other.id })).body.data.alert).toBe(true);

      await post('Akuntansi Cabang Dua');
      await handlePosted();
      await sendDueAlerts(alerts, new Date(Date.now() + 25 * HOUR));
      const subjects = (await alertMails(who)).map((m) => m.subject);
      expect(subjects.filter((s) => s.includes('Leave me'))).toHaveLength(1);
      expect(subjects.filter((s) => s.includes('Keep me'))).toHaveLength(2);
    });
  });
}
