/**
 * The notification calls (issue 13; spec §7 notifications) on SQLite and PostgreSQL: notifications/list (newest
 * first, paginated, unread only or unread first), details/{id}, partial-update/{id} (read, unread again; the first
 * reading time kept), read-all, unread-count, preferences and update-preferences (the caller's side's mailable types
 * only). Only one's own: another user's notification is a 404 for every call; a guest is 401. Bad input is a 422
 * naming the field, in English and Indonesian.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '../../../common/constants/notifications.js';
import { notify } from '../../../server/modules/notifications/notify.js';
import { employer } from '../company/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { type Auth, errorFields, listOf, notifications, rowsOf } from './helpers.js';

describe.each(dialects)('notifications: calls (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** `n` profile views for the candidate, the first one the oldest. */
  const views = async (who: Auth, companies: string[], type: NotificationType = 'PROFILE_VIEWED') => {
    for (const company of companies)
      await notify(t.app.deps.db, t.app.deps.outbox, {
        userIds: [who.userId],
        type,
        params: { company },
        link: '/jobsseekers/profile',
      });
    return (await rowsOf(t.app, who.userId)).map((row) => row.id);
  };
  const unread = async (who: Auth) => {
    const res = await notifications(t.app, 'unreadCount', who);
    expect(res.status).toBe(200);
    return res.body.data.unread as number;
  };

  it('lists one’s own, newest first, paginated; unread only, or unread first', async () => {
    const who = await signIn(t.app, 'CANDIDATE');
    const other = await signIn(t.app, 'CANDIDATE');
    const ids = await views(who, ['PT Satu', 'PT Dua', 'PT Tiga', 'PT Empat', 'PT Lima']);
    await views(other, ['PT Lain']);

    const all = await listOf(t.app, who, { limit: 2 });
    expect(all.message).toBe('List fetched successfully.');
    expect(all.data.map((doc) => doc.body)).toEqual([
      'PT Lima viewed your profile.',
      'PT Empat viewed your profile.',
    ]);
    expect(all.data[0]).toMatchObject({
      id: ids[4],
      type: 'PROFILE_VIEWED',
      title: 'An employer viewed your profile',
      link: '/jobsseekers/profile',
      jobId: null,
      jobDeleted: false,
      isRead: false,
      readAt: null,
    });
    expect(all.paginator).toMatchObject({ totalDocs: 5, totalPages: 3, page: 1, hasNextPage: true });
    const third = await listOf(t.app, who, { limit: 2, page: 3 });
    expect(third.data.map((doc) => doc.id)).toEqual([ids[0]]);
    expect((await listOf(t.app, who, { sort: 1, limit: 1 })).data[0]!.id).toBe(ids[0]);

    // Two read: the unread filter leaves three; unread first puts them ahead of the read ones.
    for (const id of [ids[3]!, ids[4]!])
      expect((await notifications(t.app, 'partialUpdate', who, { id, body: { isRead: true } })).status).toBe(
        200,
      );
    const onlyUnread = await listOf(t.app, who, { filter: { unread: true } });
    expect(onlyUnread.data.map((doc) => doc.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(onlyUnread.paginator?.totalDocs).toBe(3);
    const unreadFirst = await listOf(t.app, who, { unreadFirst: true });
    expect(unreadFirst.data.map((doc) => doc.id)).toEqual([ids[2], ids[1], ids[0], ids[4], ids[3]]);
    expect(unreadFirst.data.map((doc) => doc.isRead)).toEqual([false, false, false, true, true]);

    // In Indonesian.
    expect((await listOf(t.app, who, { limit: 1 }, 'id')).data[0]).toMatchObject({
      title: 'Pemberi kerja melihat profil Anda',
      body: 'PT Lima melihat profil Anda.',
    });
  });

  it('reads one, marks it read and unread, all read; the unread count follows', async () => {
    const who = await signIn(t.app, 'CANDIDATE');
    const ids = await views(who, ['PT Satu', 'PT Dua', 'PT Tiga']);
    expect(await unread(who)).toBe(3);

    const detail = await notifications(t.app, 'details', who, { id: ids[1]! });
    expect(detail.status).toBe(200);
    expect(detail.body.message).toBe('Details fetched successfully.');
    expect(detail.body.data).toMatchObject({
      id: ids[1],
      body: 'PT Dua viewed your profile.',
      isRead: false,
    });

    const read = await notifications(t.app, 'partialUpdate', who, { id: ids[1]!, body: { isRead: true } });
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Notification updated.');
    expect(read.body.data).toMatchObject({ id: ids[1], isRead: true });
    const firstRead = read.body.data.readAt as string;
    expect(firstRead).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await unread(who)).toBe(2);
    // Read again: the first reading time stays.
    const again = await notifications(t.app, 'partialUpdate', who, { id: ids[1]!, body: { isRead: true } });
    expect(again.body.data.readAt).toBe(firstRead);

    const unreadAgain = await notifications(t.app, 'partialUpdate', who, {
      id: ids[1]!,
      body: { isRead: false },
    });
    expect(unreadAgain.body.data).toMatchObject({ isRead: false, readAt: null });
    expect(await unread(who)).toBe(3);

    const all = await notifications(t.app, 'readAll', who);
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('All notifications are marked as read.');
    expect(all.body.data).toEqual({ unread: 0 });
    expect(await unread(who)).toBe(0);
    expect((await listOf(t.app, who)).data.every((doc) => doc.isRead)).toBe(true);
    expect((await notifications(t.app, 'readAll', who, { lng: 'id' })).body.message).toBe(
      'Semua notifikasi ditandai sudah dibaca.',
    );
  });

  it('keeps another user’s notifications out of reach: 404, nothing changed', async () => {
    const owner = await signIn(t.app, 'CANDIDATE');
    const other = await employer(t.app);
    const [id] = await views(owner, ['PT Satu']);

    const detail = await notifications(t.app, 'details', other, { id: id! });
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe('This notification does not exist.');
    expect(detail.body.data).toBeNull();
    expect((await notifications(t.app, 'details', other, { id: id!, lng: 'id' })).body.message).toBe(
      'Notifikasi ini tidak ada.',
    );
    expect(
      (await notifications(t.app, 'partialUpdate', other, { id: id!, body: { isRead: true } })).status,
    ).toBe(404);
    expect((await notifications(t.app, 'details', owner, { id: 2_000_000_000 })).status).toBe(404);
    await notifications(t.app, 'readAll', other);
    expect(await unread(owner)).toBe(1);
    expect((await listOf(t.app, other)).data).toEqual([]);
  });

  it('refuses guests (401), and bad input with a 422 naming the field, in English and Indonesian', async () => {
    const who = await signIn(t.app, 'CANDIDATE');
    const [id] = await views(who, ['PT Satu']);
    for (const action of ['list', 'unreadCount', 'readAll', 'preferences', 'updatePreferences'] as const) {
      const res = await notifications(t.app, action, null);
      expect(res.status, action).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    expect((await notifications(t.app, 'details', null, { id: id! })).status).toBe(401);

    const badRead = await notifications(t.app, 'partialUpdate', who, { id: id!, body: { isRead: 'yes' } });
    expect(badRead.status).toBe(422);
    expect(errorFields(badRead)).toEqual(['isRead']);
    expect(badRead.body.message).toBe('Read is not valid.');
    const missing = await notifications(t.app, 'partialUpdate', who, { id: id!, body: {}, lng: 'id' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Sudah dibaca wajib diisi.');

    const badId = await notifications(t.app, 'details', who, { id: 'abc' });
    expect(badId.status).toBe(422);
    expect(errorFields(badId)).toEqual(['id']);

    const badFilter = await notifications(t.app, 'list', who, { body: { filter: { unread: 'x' } } });
    expect(badFilter.status).toBe(422);
    expect(errorFields(badFilter)).toEqual(['filter.unread']);
    expect(badFilter.body.message).toBe('Unread only is not valid.');
    const badLimit = await notifications(t.app, 'list', who, { body: { limit: 500 }, lng: 'id' });
    expect(badLimit.status).toBe(422);
    expect(errorFields(badLimit)).toEqual(['limit']);

    const badType = await notifications(t.app, 'updatePreferences', who, {
      body: { preferences: [{ type: 'NEWSLETTER', mail: true }] },
    });
    expect(badType.status).toBe(422);
    expect(errorFields(badType)).toEqual(['preferences.0.type']);
    expect(badType.body.message).toBe('Type is not one of the allowed choices.');
    const twice = await notifications(t.app, 'updatePreferences', who, {
      body: {
        preferences: [
          { type: 'PROFILE_VIEWED', mail: true },
          { type: 'PROFILE_VIEWED', mail: false },
        ],
      },
      lng: 'id',
    });
    expect(twice.status).toBe(422);
    expect(errorFields(twice)).toEqual(['preferences']);
    expect(twice.body.message).toBe('Pengaturan email memuat entri yang sama dua kali.');
  });

  it('keeps each side’s e-mail settings: its own types only, on by default', async () => {
    const candidate = await signIn(t.app, 'CANDIDATE');
    const boss = await employer(t.app);

    const mine = await notifications(t.app, 'preferences', candidate);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      { type: 'APPLICATION_STATUS', mail: true },
      { type: 'PROFILE_VIEWED', mail: true },
      { type: 'JOB_CLOSED', mail: true },
      { type: 'JOB_DELETED', mail: true },
    ]);
    expect((await notifications(t.app, 'preferences', boss)).body.data).toEqual([
      { type: 'APPLICATION_RECEIVED', mail: true },
    ]);

    const saved = await notifications(t.app, 'updatePreferences', candidate, {
      body: {
        preferences: [
          { type: 'PROFILE_VIEWED', mail: false },
          { type: 'JOB_CLOSED', mail: false },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('E-mail settings saved.');
    expect(saved.body.data).toEqual([
      { type: 'APPLICATION_STATUS', mail: true },
      { type: 'PROFILE_VIEWED', mail: false },
      { type: 'JOB_CLOSED', mail: false },
      { type: 'JOB_DELETED', mail: true },
    ]);
    // Changed again (an update of the stored choice), and read back.
    await notifications(t.app, 'updatePreferences', candidate, {
      body: { preferences: [{ type: 'JOB_CLOSED', mail: true }] },
    });
    expect((await notifications(t.app, 'preferences', candidate)).body.data).toContainEqual({
      type: 'JOB_CLOSED',
      mail: true,
    });
    // Another's settings are untouched.
    expect((await notifications(t.app, 'preferences', boss)).body.data).toEqual([
      { type: 'APPLICATION_RECEIVED', mail: true },
    ]);

    // A type of the other side, or one without a mail of its own, is not the caller's to set.
    for (const [who, type] of [
      [boss, 'APPLICATION_STATUS'],
      [candidate, 'APPLICATION_RECEIVED'],
      [candidate, 'SAVED_SEARCH_MATCH'],
    ] as const) {
      const res = await notifications(t.app, 'updatePreferences', who, {
        body: { preferences: [{ type, mail: false }] },
      });
      expect(res.status, type).toBe(422);
      expect(errorFields(res)).toEqual(['preferences.0.type']);
    }
  });
});
