/**
 * Notifications are made once per event, in the transaction of the change (issue 13), on SQLite and PostgreSQL:
 * - an application → one APPLICATION_RECEIVED for each member of the company's team who can sign in (not an
 *   invitation still waiting, not another company), none on a refused second apply;
 * - each status change → one APPLICATION_STATUS for the candidate, with the status in the reader's language and the
 *   employer's message; a refused move → none;
 * - closing or deleting a job → JOB_CLOSED / JOB_DELETED for its applicants still in progress (not a rejected or
 *   withdrawn one), once even when asked twice; every notification about a deleted job then reads 'Sorry, this job
 *   has been deleted' (en and id) with `jobDeleted`;
 * - a saved search's alert → one SAVED_SEARCH_MATCH per alert, in the app only (its own alert mail exists);
 * - mail through the outbox, in each recipient's language, for those who did not turn that type's mail off (the
 *   in-app notification stays); a rolled-back change leaves neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../../common/constants/notifications.js';
import { MY_APPLICATIONS_PATH, jobDetailPath, responseDetailPath } from '../../../common/format/links.js';
import { type AlertDeps, onJobsPosted } from '../../../server/modules/savedSearches/alerts.js';
import { notify } from '../../../server/modules/notifications/notify.js';
import { JOBS_POSTED, NOTIFICATION_MAIL } from '../../../server/worker/handlers.js';
import { applyTo, candidateWithResume, employerWithJob, moveTo, userJobs } from '../applications/helpers.js';
import { employer, recruiterOf } from '../company/helpers.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { jobsCall, loadRefs, postJob, type Refs } from '../jobs/helpers.js';
import { call } from '../reference/api.js';
import {
  emailOf,
  listOf,
  notifications,
  queuedNotificationMails,
  rowsOf,
  sendNotificationMails,
  setLanguage,
  SITE,
} from './helpers.js';

describe.each(dialects)('notifications: events (%s)', (dialect) => {
  let t: TestApp;
  let refs: Refs;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells each member of the team of an application, once, and mails each in their language', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const recruiter = await recruiterOf(t.app, owner.companyId);
    await setLanguage(t.app, recruiter.userId, 'id');
    // Invited, never accepted: not yet one of the team.
    const invited = await recruiterOf(t.app, owner.companyId);
    await t.app.deps.db
      .updateTable('companyMembers')
      .set({ invitedAt: new Date().toISOString(), joinedAt: null })
      .where('userId', '=', invited.userId)
      .execute();
    await t.app.deps.db
      .updateTable('users')
      .set({ passwordHash: null })
      .where('id', '=', invited.userId)
      .execute();
    const stranger = await employer(t.app);
    const candidate = await candidateWithResume(t.app);
    await t.app.deps.db
      .updateTable('users')
      .set({ fullName: 'Rina Wardani' })
      .where('id', '=', candidate.userId)
      .execute();

    const application = await applyTo(t.app, candidate, job);
    // A second apply is refused: nobody hears of it again.
    expect(
      (await userJobs(t.app, 'create', candidate, { body: { jobId: job.id, resumeId: candidate.resumeId } }))
        .status,
    ).toBe(409);

    for (const member of [owner, recruiter]) {
      const rows = await rowsOf(t.app, member.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'APPLICATION_RECEIVED',
        link: responseDetailPath(application.id),
        jobId: job.id,
        readAt: null,
      });
    }
    expect(await rowsOf(t.app, invited.userId)).toEqual([]);
    expect(await rowsOf(t.app, stranger.userId)).toEqual([]);
    expect(await rowsOf(t.app, candidate.userId)).toEqual([]);

    const [doc] = (await listOf(t.app, owner)).data;
    expect(doc).toMatchObject({
      type: 'APPLICATION_RECEIVED',
      title: `New application: ${job.title}`,
      body: `Rina Wardani applied to ${job.title}.`,
      isRead: false,
      jobDeleted: false,
    });

    const mails = await sendNotificationMails(t);
    const ownerMails = mails.filter((m) => m.to === owner.email);
    const recruiterMails = mails.filter((m) => m.to === recruiter.email);
    expect(ownerMails).toHaveLength(1);
    expect(recruiterMails).toHaveLength(1);
    expect(ownerMails[0]!.subject).toBe(`New application: ${job.title}`);
    expect(ownerMails[0]!.text).toContain(`Rina Wardani applied to ${job.title}.`);
    expect(ownerMails[0]!.text).toContain(`${SITE}${responseDetailPath(application.id)}`);
    expect(ownerMails[0]!.text).toContain(`${SITE}/employer/notification#mail-settings`);
    expect(recruiterMails[0]!.subject).toBe(`Lamaran baru: ${job.title}`);
    expect(mails.some((m) => m.to === invited.email || m.to === stranger.email)).toBe(false);
    // Sent once: the rows are gone.
    expect(await sendNotificationMails(t)).toEqual([]);
    // Read in Indonesian (which also makes it the account's language for later mails: define.ts).
    expect((await listOf(t.app, owner, {}, 'id')).data[0]!.body).toBe(
      `Rina Wardani melamar lowongan ${job.title}.`,
    );
  });

  it('tells the candidate of each status change, with the message, and mails unless turned off', async () => {
    const { owner, job } = await employerWithJob(t, refs, { type: { title: 'Kasir Toko' } });
    const candidate = await candidateWithResume(t.app);
    const application = await applyTo(t.app, candidate, job);
    await sendNotificationMails(t);

    await moveTo(t.app, owner, application.id, 'SHORTLIST', 'Please bring your ID card.');
    // A move the pipeline does not allow is refused, and tells nobody.
    expect(
      (await userJobs(t.app, 'update', owner, { id: application.id, body: { status: 'APPLIED' } })).status,
    ).toBe(409);

    let rows = await rowsOf(t.app, candidate.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'APPLICATION_STATUS', link: MY_APPLICATIONS_PATH, jobId: job.id });
    const [shortlisted] = (await listOf(t.app, candidate)).data;
    expect(shortlisted).toMatchObject({
      title: 'Kasir Toko: Shortlisted',
      body: 'Tester Company updated your application for Kasir Toko: Shortlisted. Their message: Please bring your ID card.',
    });

    const candidateEmail = await emailOf(t.app, candidate.userId);
    let mails = (await sendNotificationMails(t)).filter((m) => m.to === candidateEmail);
    expect(mails.map((m) => m.subject)).toEqual(['Kasir Toko: Shortlisted']);
    expect(mails[0]!.text).toContain(`${SITE}${MY_APPLICATIONS_PATH}`);
    expect(mails[0]!.text).toContain(`${SITE}/jobsseekers/notification#mail-settings`);
    expect((await listOf(t.app, candidate, {}, 'id')).data[0]!.title).toBe('Kasir Toko: Masuk daftar pendek');
    await setLanguage(t.app, candidate.userId, 'en');

    // Mail of status changes off: the next one is in the app only.
    const off = await notifications(t.app, 'updatePreferences', candidate, {
      body: { preferences: [{ type: 'APPLICATION_STATUS', mail: false }] },
    });
    expect(off.status).toBe(200);
    await moveTo(t.app, owner, application.id, 'IN_INTERVIEW');
    rows = await rowsOf(t.app, candidate.userId);
    expect(rows).toHaveLength(2);
    expect(await queuedNotificationMails(t.app, candidate.userId)).toBe(0);
    expect((await sendNotificationMails(t)).filter((m) => m.to === candidateEmail)).toEqual([]);

    // On again, in Indonesian: the mail follows the account's language.
    await notifications(t.app, 'updatePreferences', candidate, {
      body: { preferences: [{ type: 'APPLICATION_STATUS', mail: true }] },
    });
    await setLanguage(t.app, candidate.userId, 'id');
    await moveTo(t.app, owner, application.id, 'HIRED');
    expect(await rowsOf(t.app, candidate.userId)).toHaveLength(3);
    mails = (await sendNotificationMails(t)).filter((m) => m.to === candidateEmail);
    expect(mails.map((m) => m.subject)).toEqual(['Kasir Toko: Diterima']);
    expect(mails[0]!.text).toContain('Tester Company memperbarui lamaran Anda untuk Kasir Toko: Diterima.');
  });

  it('does not mail a notification whose reader turned its mail off after it was queued', async () => {
    const { owner, job } = await employerWithJob(t, refs);
    const candidate = await candidateWithResume(t.app);
    await applyTo(t.app, candidate, job);
    expect(await queuedNotificationMails(t.app, owner.userId)).toBe(1);
    await notifications(t.app, 'updatePreferences', owner, {
      body: { preferences: [{ type: 'APPLICATION_RECEIVED', mail: false }] },
    });
    expect((await sendNotificationMails(t)).filter((m) => m.to === owner.email)).toEqual([]);
    expect(await rowsOf(t.app, owner.userId)).toHaveLength(1);
  });

  it('tells applicants in progress when their job closes, once', async () => {
    const { owner, job } = await employerWithJob(t, refs, { type: { title: 'Admin Gudang' } });
    const [waiting, shortlisted, rejected, withdrawn] = await Promise.all(
      [0, 1, 2, 3].map(() => candidateWithResume(t.app)),
    );
    const applied = await Promise.all(
      [waiting!, shortlisted!, rejected!, withdrawn!].map((who) => applyTo(t.app, who, job)),
    );
    await moveTo(t.app, owner, applied[1]!.id, 'SHORTLIST');
    await moveTo(t.app, owner, applied[2]!.id, 'REJECTED');
    expect((await userJobs(t.app, 'withdraw', withdrawn!, { id: applied[3]!.id })).status).toBe(200);

    const close = () =>
      jobsCall(t.app, 'activate', owner, { params: { id: job.id }, body: { active: false } });
    expect((await close()).status).toBe(200);
    expect((await close()).status).toBe(200);

    const closedOf = async (userId: number) =>
      (await rowsOf(t.app, userId)).filter((row) => row.type === NOTIFICATION_TYPES.JOB_CLOSED);
    expect(await closedOf(waiting!.userId)).toHaveLength(1);
    expect(await closedOf(shortlisted!.userId)).toHaveLength(1);
    expect(await closedOf(rejected!.userId)).toHaveLength(0);
    expect(await closedOf(withdrawn!.userId)).toHaveLength(0);
    const [doc] = (await listOf(t.app, waiting!)).data;
    expect(doc).toMatchObject({
      type: 'JOB_CLOSED',
      title: 'Job closed: Admin Gudang',
      link: jobDetailPath(job),
      jobDeleted: false,
    });
    expect(doc!.body).toContain('Tester Company closed Admin Gudang');
  });

  it('tells applicants when their job is deleted; every notification about it then says so', async () => {
    const { owner, job } = await employerWithJob(t, refs, { type: { title: 'Sopir Kantor' } });
    const candidate = await candidateWithResume(t.app);
    const application = await applyTo(t.app, candidate, job);
    await moveTo(t.app, owner, application.id, 'SHORTLIST');
    await sendNotificationMails(t);

    const remove = () => jobsCall(t.app, 'softDelete', owner, { body: { id: job.id } });
    expect((await remove()).status).toBe(200);
    // Already deleted: a 404, and nobody is told twice.
    expect((await remove()).status).toBe(404);

    const rows = await rowsOf(t.app, candidate.userId);
    expect(rows.map((row) => row.type)).toEqual(['APPLICATION_STATUS', 'JOB_DELETED']);
    const docs = (await listOf(t.app, candidate)).data;
    expect(docs.map((doc) => [doc.type, doc.title, doc.body, doc.jobDeleted])).toEqual([
      ['JOB_DELETED', 'Job deleted: Sopir Kantor', 'Sorry, this job has been deleted', true],
      ['APPLICATION_STATUS', 'Sopir Kantor: Shortlisted', 'Sorry, this job has been deleted', true],
    ]);
    expect((await listOf(t.app, candidate, {}, 'id')).data.map((doc) => doc.body)).toEqual([
      'Maaf, lowongan ini telah dihapus',
      'Maaf, lowongan ini telah dihapus',
    ]);
    const detail = await notifications(t.app, 'details', candidate, { id: rows[1]!.id, lng: 'id' });
    expect(detail.body.data).toMatchObject({ title: 'Lowongan dihapus: Sopir Kantor', jobDeleted: true });
    // The team's own notification of the application says so too.
    expect((await listOf(t.app, owner)).data[0]!.body).toBe('Sorry, this job has been deleted');

    // Its mail says so, and leads to the notification page rather than the job that is gone. It is written when
    // sent, in the language the candidate uses by then (Indonesian, since reading in it above).
    const email = await emailOf(t.app, candidate.userId);
    const [mail, ...more] = (await sendNotificationMails(t)).filter((m) => m.to === email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Lowongan dihapus: Sopir Kantor');
    expect(mail!.text).toContain('Maaf, lowongan ini telah dihapus');
    expect(mail!.text).toContain(`${SITE}/jobsseekers/notification\n`);
  });

  it('tells a saved search’s owner of its alert once, in the app only', async () => {
    const owner = await employer(t.app);
    const candidate = await candidateWithResume(t.app);
    const saved = await call(t.app, 'search', 'add', {
      headers: candidate.headers,
      body: { name: 'Teknisi AC', search: 'teknisi', filter: {}, alert: true, frequency: 'INSTANT' },
    });
    expect(saved.status).toBe(201);
    await postJob(t.app, owner, refs, { type: { title: 'Teknisi AC Senior' } });
    await postJob(t.app, owner, refs, { type: { title: 'Teknisi AC Junior' } });
    const alerts: AlertDeps = {
      db: t.app.deps.db,
      outbox: t.app.deps.outbox,
      secret: t.app.deps.secret,
      siteUrl: SITE,
    };
    const posted = await t.app.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', JOBS_POSTED)
      .execute();
    await onJobsPosted(
      alerts,
      posted.flatMap((row) => (JSON.parse(row.payload) as { jobIds: number[] }).jobIds),
    );

    const rows = await rowsOf(t.app, candidate.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'SAVED_SEARCH_MATCH', jobId: null });
    expect(rows[0]!.link).toContain('/jobsseekers/browse-jobs?search=teknisi');
    const [doc] = (await listOf(t.app, candidate)).data;
    expect(doc).toMatchObject({
      title: 'New jobs for your search "Teknisi AC"',
      body: '2 new jobs match your saved search.',
    });
    expect((await listOf(t.app, candidate, {}, 'id')).data[0]!.body).toBe(
      '2 lowongan baru cocok dengan pencarian tersimpan Anda.',
    );
    // The alert mail is the mail; no second one.
    expect(await queuedNotificationMails(t.app, candidate.userId)).toBe(0);
  });

  it('leaves neither a notification nor its mail when the change is rolled back', async () => {
    const { owner } = await employerWithJob(t, refs);
    const before = await t.app.deps.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', NOTIFICATION_MAIL)
      .execute();
    await expect(
      t.app.deps.db.transaction().execute(async (trx) => {
        await notify(trx, t.app.deps.outbox, {
          userIds: [owner.userId, owner.userId],
          type: 'PROFILE_VIEWED',
          params: { company: 'PT Maju Jaya' },
          link: '/employer/profile',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(t.app, owner.userId)).toEqual([]);
    const after = await t.app.deps.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', NOTIFICATION_MAIL)
      .execute();
    expect(after).toEqual(before);

    // Committed, a repeated recipient is told once.
    await notify(t.app.deps.db, t.app.deps.outbox, {
      userIds: [owner.userId, owner.userId],
      type: 'PROFILE_VIEWED',
      params: { company: 'PT Maju Jaya' },
      link: '/employer/profile',
    });
    expect(await rowsOf(t.app, owner.userId)).toHaveLength(1);
    expect(await queuedNotificationMails(t.app, owner.userId)).toBe(1);
  });
});
