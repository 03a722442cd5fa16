/**
 * Accepting a team invitation (issue 10): employer/accept-invitation on SQLite and PostgreSQL. The link's token and a
 * password sign the invited person in as an employer of the company; the link works once and for 7 days; bad input
 * names its field; the new member has the role they were given (a recruiter cannot edit the company); the call is
 * rate-limited like the other account calls of guests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newIp } from '../accounts/helpers.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { NEW_PASSWORD, accept, employer, invite, listed, teamCall } from './helpers.js';

type Errors = { errors: { field: string; message: string }[] };

describe.each(dialects)('team invitations (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const userRow = (id: number) =>
    t.app.deps.db
      .selectFrom('users')
      .select(['passwordHash', 'isEmailVerified', 'lastLoginAt', 'deletedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('sets the password and signs the member in as an employer of the company, with their role', async () => {
    const admin = await employer(t.app);
    const m = await invite(t.app, admin, {
      fullName: 'Dewi Lestari',
      role: 'RECRUITER',
      jobTitle: 'Recruiter',
    });
    // No password yet: nothing signs in.
    expect(
      (await call(t.app, 'employer', 'login', { body: { email: m.email, password: NEW_PASSWORD } })).status,
    ).toBe(401);

    const res = await accept(t.app, m.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe('LOGIN');
    expect(res.body.message).toBe('Welcome to the team! Your password is set and you are signed in.');
    expect(res.body.data.user).toMatchObject({
      id: m.id,
      email: m.email,
      role: 'EMPLOYER',
      fullName: 'Dewi Lestari',
      companyName: 'Tester Company',
      isEmailVerified: true,
      status: 'APPROVED',
    });
    expect(res.cookies.find((c) => c.name === 'token')).toMatchObject({
      httpOnly: true,
      value: res.body.data.token,
    });
    const view = await call(t.app, 'employer', 'view', { token: res.body.data.token as string });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      id: m.id,
      jobTitle: 'Recruiter',
      company: { id: admin.companyId, role: 'RECRUITER' },
    });
    expect((await userRow(m.id)).lastLoginAt).not.toBeNull();
    // Joined: active in the list, and signs in with the password from now on.
    const member = (await listed(t.app, admin)).find((x) => x.id === m.id) as unknown as Record<
      string,
      unknown
    >;
    expect(member).toMatchObject({ status: 'ACTIVE', invitationExpiresAt: null });
    expect(member.joinedAt).not.toBeNull();
    expect(await login(t.app, 'employer', m.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('gives a recruiter no way to edit the company or the team', async () => {
    const admin = await employer(t.app);
    const m = await invite(t.app, admin, { role: 'RECRUITER' });
    const token = (await accept(t.app, m.token)).body.data.token as string;
    const before = await t.app.deps.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', admin.companyId)
      .executeTakeFirstOrThrow();
    for (const [module, action] of [
      ['company', 'update'],
      ['employer', 'updateCompany'],
    ] as const) {
      const res = await call(t.app, module, action, { token, body: { companyName: 'Taken Over' } });
      expect(res.status, `${module}.${action}`).toBe(403);
      expect(res.body.message).toBe('Only an administrator of the company can change its profile.');
    }
    expect((await teamCall(t.app, 'list', { headers: { authorization: `jwt ${token}` } })).status).toBe(403);
    const after = await t.app.deps.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', admin.companyId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('makes an invited admin an admin: they manage the team and the company', async () => {
    const admin = await employer(t.app);
    const m = await invite(t.app, admin, { role: 'ADMIN' });
    const token = (await accept(t.app, m.token)).body.data.token as string;
    const list = await teamCall(t.app, 'list', { headers: { authorization: `jwt ${token}` } });
    expect(list.status).toBe(200);
    const update = await call(t.app, 'company', 'update', { token, body: { companyName: 'PT Tester Baru' } });
    expect(update.status).toBe(200);
  });

  it('works once: a used link is refused (410) and changes nothing', async () => {
    const admin = await employer(t.app);
    const m = await invite(t.app, admin);
    expect((await accept(t.app, m.token)).status).toBe(200);
    const before = await userRow(m.id);
    const again = await accept(t.app, m.token, 'Another-Pass-99');
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(
      'This invitation link was already used. Sign in with the password you set.',
    );
    expect(await userRow(m.id)).toEqual(before);
    // Two at once with one link: one wins.
    const n = await invite(t.app, admin);
    const both = await Promise.all([accept(t.app, n.token), accept(t.app, n.token, 'Another-Pass-99')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it('works for 7 days: an expired link is refused (410) in the language of the request', async () => {
    const admin = await employer(t.app);
    const m = await invite(t.app, admin);
    // Six days on, it still works; a moment past the seventh, it does not.
    const setExpiry = (iso: string) =>
      t.app.deps.db
        .updateTable('teamInvitations')
        .set({ expiresAt: iso })
        .where('memberUserId', '=', m.id)
        .execute();
    await setExpiry(new Date(Date.now() - 1000).toISOString());
    const expired = await accept(t.app, m.token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(
      'This invitation link has expired. Ask an administrator of your company to invite you again.',
    );
    const id = await accept(t.app, m.token, NEW_PASSWORD, { lng: 'id' });
    expect(id.body.message).toBe(
      'Tautan undangan ini sudah kedaluwarsa. Minta admin perusahaan Anda untuk mengundang Anda lagi.',
    );
    expect((await userRow(m.id)).passwordHash).toBeNull();
    expect((await listed(t.app, admin)).find((x) => x.id === m.id)?.status).toBe('INVITED');
    await setExpiry(new Date(Date.now() + 86_400_000).toISOString());
    expect((await accept(t.app, m.token)).status).toBe(200);
  });

  it('refuses an unknown link (400) and bad input (422), naming the field', async () => {
    const admin = await employer(t.app);
    const m = await invite(t.app, admin);
    const unknown = await accept(t.app, 'A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'This invitation link is not valid. Ask an administrator of your company to invite you again.',
    );
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['token', 'password', 'confirmPassword']],
      [{ token: 'not a token!', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ['token']],
      [{ token: m.token, password: 'short', confirmPassword: 'short' }, ['password']],
      [{ token: m.token, password: 'password123', confirmPassword: 'password123' }, ['password']],
      [{ token: m.token, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }, ['confirmPassword']],
    ];
    for (const [body, fields] of cases) {
      const res = await call(t.app, 'employer', 'acceptInvitation', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((res.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual(fields);
    }
    const mismatch = await accept(t.app, m.token, NEW_PASSWORD, { confirmPassword: 'x', lng: 'id' });
    expect(mismatch.body.message).toBe('Kata sandi tidak cocok.');
    // The password may not be the member's own address (which the body does not carry).
    const same = await accept(t.app, m.token, `${m.email}`);
    expect(same.status).toBe(422);
    expect((same.body.data as unknown as Errors).errors.map((e) => e.field)).toEqual(['password']);
    // None of it used the link.
    expect((await userRow(m.id)).passwordHash).toBeNull();
    expect((await accept(t.app, m.token)).status).toBe(200);
  });

  it('is rate-limited per client address, as the other account calls of guests', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await accept(t.app, 'B'.repeat(43), NEW_PASSWORD, { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
