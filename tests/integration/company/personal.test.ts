/**
 * The employer's own details (issue 10): employer/update/{id} and employer/employer-profile/personal-details/{id}
 * on SQLite and PostgreSQL. Name by the full-name rule and phone; only the caller's own id (403 for anyone else's,
 * nothing changed); a phone another account holds is 409; candidates are refused by the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from '../reference/api.js';
import { employer } from './helpers.js';

const ACTIONS = ['update', 'personalDetails'] as const;

describe.each(dialects)('employer personal details (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (
    action: (typeof ACTIONS)[number],
    who: { headers: Record<string, string> },
    id: number | string,
    body: Record<string, unknown>,
    lng: 'en' | 'id' = 'en',
  ) =>
    call<Record<string, unknown>>(t.app, 'employer', action, {
      params: { id },
      body,
      headers: who.headers,
      lng,
    });

  const userRow = (id: number) =>
    t.app.deps.db
      .selectFrom('users')
      .select(['fullName', 'phoneCode', 'phone', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it.each(ACTIONS)('%s saves the signed-in employer’s name and phone', async (action) => {
    const me = await employer(t.app);
    const number = `81${Math.floor(Math.random() * 1e9)}`.padEnd(11, '7');
    const res = await save(action, me, me.userId, {
      fullName: ' Ni Luh Putu Ayu Lestari ',
      phone: { code: '+62', number: `0${number}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your details were saved.');
    expect(res.body.data).toMatchObject({
      id: me.userId,
      fullName: 'Ni Luh Putu Ayu Lestari',
      phoneCode: '62',
      phone: number,
      role: 'EMPLOYER',
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    // The phone is kept when left out.
    const nameOnly = await save(action, me, me.userId, { fullName: "Ma'ruf Amin" });
    expect(nameOnly.body.data).toMatchObject({ fullName: "Ma'ruf Amin", phone: number });
    const view = await call<Record<string, unknown>>(t.app, 'employer', 'view', { headers: me.headers });
    expect(view.body.data).toMatchObject({ fullName: "Ma'ruf Amin", phone: number });
  });

  /** An avatar (or other kind) upload row of `ownerUserId`, as files/upload leaves one. */
  const uploaded = async (ownerUserId: number, kind = 'avatar') => {
    const path = `${kind}/2026/${'a'.repeat(10)}${String(Math.random()).slice(2, 14).padEnd(12, '0')}.webp`;
    await t.app.deps.db
      .insertInto('uploads')
      .values({
        path,
        kind,
        mime: 'image/webp',
        size: 100,
        width: 10,
        height: 10,
        ownerUserId,
        createdAt: '2026-11-24',
      })
      .execute();
    return path;
  };

  it('sets, keeps and clears the picture, only from an avatar upload of the caller', async () => {
    const me = await employer(t.app);
    const other = await employer(t.app);
    const mine = await uploaded(me.userId);
    const set = await save('personalDetails', me, me.userId, { fullName: 'Dewi Lestari', picturePath: mine });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.pictureUrl).toBe(`/media/${mine}`);
    // Left out: kept.
    const kept = await save('personalDetails', me, me.userId, { fullName: 'Dewi Lestari' });
    expect(kept.body.data.pictureUrl).toBe(`/media/${mine}`);
    const view = await call<Record<string, unknown>>(t.app, 'employer', 'view', { headers: me.headers });
    expect(view.body.data).toMatchObject({ pictureUrl: `/media/${mine}` });

    // Someone else's upload, or a logo, is refused naming the field; nothing changes.
    for (const path of [await uploaded(other.userId), await uploaded(me.userId, 'logo')]) {
      const refused = await save(
        'personalDetails',
        me,
        me.userId,
        { fullName: 'Dewi Lestari', picturePath: path },
        'id',
      );
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body.data)).toContain('picturePath');
    }
    const row = await t.app.deps.db
      .selectFrom('users')
      .select('picturePath')
      .where('id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(row.picturePath).toBe(mine);

    const cleared = await save('personalDetails', me, me.userId, {
      fullName: 'Dewi Lestari',
      picturePath: null,
    });
    expect(cleared.body.data.pictureUrl).toBeNull();
  });

  it('refuses a name against the rule, naming the field in English and Indonesian', async () => {
    const me = await employer(t.app);
    const before = await userRow(me.userId);
    const en = await save('personalDetails', me, me.userId, {
      fullName: 'R2D2',
      phone: { code: '62', number: '1' },
    });
    expect(en.status).toBe(422);
    const errors = (en.body.data as unknown as { errors: { field: string; message: string }[] }).errors;
    expect(errors.map((e) => e.field)).toEqual(['fullName', 'phone.number']);
    expect(en.body.message).toMatch(/^Full name must be made of letters/);
    const id = await save('update', me, me.userId, { fullName: '' }, 'id');
    expect(id.status).toBe(422);
    expect(id.body.message).toBe('Nama lengkap wajib diisi.');
    expect(await userRow(me.userId)).toEqual(before);
  });

  it("refuses another user's id (403), whatever it is, and changes nothing", async () => {
    const me = await employer(t.app);
    const other = await employer(t.app);
    const before = await userRow(other.userId);
    for (const action of ACTIONS) {
      for (const id of [other.userId, 999_999_999, 'abc', `${me.userId}.0`]) {
        const res = await save(action, me, id, { fullName: 'Taken Over' });
        expect(res.status, `${action} ${id}`).toBe(403);
      }
    }
    expect(await userRow(other.userId)).toEqual(before);
    expect((await userRow(me.userId)).fullName).toBe('Employer Tester');
  });

  it("refuses a phone number another account holds (409), and keeps the caller's own", async () => {
    const me = await employer(t.app);
    const other = await employer(t.app);
    const phone = { code: '62', number: `82${String(Date.now()).slice(-9)}` };
    expect((await save('update', other, other.userId, { fullName: 'Budi Santoso', phone })).status).toBe(200);
    const res = await save('personalDetails', me, me.userId, { fullName: 'Siti Aminah', phone });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('DUPLICATE');
    expect((await userRow(me.userId)).fullName).toBe('Employer Tester');
    // Saving one's own number again is no conflict.
    expect((await save('update', other, other.userId, { fullName: 'Budi Santoso', phone })).status).toBe(200);
  });

  it('refuses a candidate (403 by the route table)', async () => {
    const candidate = await signIn(t.app, 'CANDIDATE');
    for (const action of ACTIONS) {
      const res = await save(action, candidate, candidate.userId, { fullName: 'Budi Santoso' });
      expect(res.status, action).toBe(403);
    }
  });
});
