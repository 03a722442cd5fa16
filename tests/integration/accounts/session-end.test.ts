/**
 * When the server ends a session (issue 8, point 7), its 401 UNAUTHENTICATED answer says why in one sentence, in the
 * caller's language: the session expired, the employer account was declined, or it was ended otherwise (logout,
 * password change elsewhere). The app shows that sentence on the sign-in page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { call, login, PASSWORD, seedUser } from './helpers.js';

const EXPIRED = {
  en: 'You were signed out because your session expired.',
  id: 'Anda dikeluarkan karena sesi Anda sudah kedaluwarsa.',
};
const DECLINED = {
  en: 'You were signed out because your employer account was not approved.',
  id: 'Anda dikeluarkan karena akun pemberi kerja Anda tidak disetujui.',
};
const ENDED = {
  en: 'Your session has ended. Please sign in again.',
  id: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
};

describe.each(dialects)('why a session ended, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const view = (module: 'candidate' | 'employer', token: string, lng: 'en' | 'id') =>
    call(t.app, module, 'view', { token, lng });
  const userData = (token: string, lng: 'en' | 'id') =>
    t.app.inject({ method: 'GET', url: '/api/userData', cookies: { token }, headers: { lng } });

  it('an expired session: the session row ran out', async () => {
    const user = await seedUser(t.app, 'CANDIDATE');
    const token = await login(t.app, 'candidate', user.email, PASSWORD);
    await t.app.deps.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    for (const lng of ['en', 'id'] as const) {
      const res = await view('candidate', token, lng);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: EXPIRED[lng], data: null });
      expect((await userData(token, lng)).json()).toEqual(res.body);
    }
  });

  it('an expired token (its own expiry passed)', async () => {
    const user = await seedUser(t.app, 'EMPLOYER');
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ sid: 'gone', role: 'EMPLOYER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.app.deps.secret);
    const res = await view('employer', token, 'id');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(EXPIRED.id);
  });

  it('a declined employer: the decline ends its sessions, and says so', async () => {
    const user = await seedUser(t.app, 'EMPLOYER', { status: 'PENDING' });
    const token = await login(t.app, 'employer', user.email, PASSWORD);
    expect((await view('employer', token, 'en')).status).toBe(200);
    // What the admin CLI's decline does (approval.test.ts runs the CLI itself): the status, and its sessions end.
    const now = new Date().toISOString();
    await t.app.deps.db.updateTable('users').set({ status: 'DECLINED' }).where('id', '=', user.id).execute();
    await t.app.deps.db
      .updateTable('sessions')
      .set({ revokedAt: now })
      .where('userId', '=', user.id)
      .execute();
    for (const lng of ['en', 'id'] as const) {
      const res = await view('employer', token, lng);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: DECLINED[lng], data: null });
    }
  });

  it('a declined account whose session was somehow left open has no session either', async () => {
    const user = await seedUser(t.app, 'EMPLOYER');
    const token = await login(t.app, 'employer', user.email, PASSWORD);
    await t.app.deps.db.updateTable('users').set({ status: 'DECLINED' }).where('id', '=', user.id).execute();
    const res = await view('employer', token, 'en');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(DECLINED.en);
  });

  it('a session ended by a logout or a password change elsewhere, a forged token, no token: the general sentence', async () => {
    const user = await seedUser(t.app, 'CANDIDATE');
    const token = await login(t.app, 'candidate', user.email, PASSWORD);
    await call(t.app, 'candidate', 'logout', { token, body: {} });
    for (const lng of ['en', 'id'] as const) {
      expect((await view('candidate', token, lng)).body.message).toBe(ENDED[lng]);
      expect((await view('candidate', 'forged.token.value', lng)).body.message).toBe(ENDED[lng]);
    }
    const none = await call(t.app, 'candidate', 'view');
    expect(none.body).toEqual({ code: 'UNAUTHENTICATED', message: ENDED.en, data: null });
  });
});
