/**
 * Sign-in and sign-out for both roles: login (with every result the server gives), view, logout, the device
 * token, the app's own /api/userData and /api/logout, wrong-role and revoked tokens, and the login rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import {
  call,
  lastCode,
  login,
  newIp,
  PASSWORD,
  queuedMail,
  registerViaApi,
  ROLES,
  seedUser,
  uniqueEmail,
} from './helpers.js';

describe.each(dialects)('sessions of accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const deviceTokensOf = async (userId: number) =>
    (
      await t.app.deps.db
        .selectFrom('deviceTokens')
        .select('token')
        .where('userId', '=', userId)
        .orderBy('token')
        .execute()
    ).map((r) => r.token);

  describe.each(ROLES)('$module', ({ role, module, other, otherRole }) => {
    describe('login', () => {
      it('signs in: LOGIN with a token, the user, an httpOnly cookie and the device token stored', async () => {
        const user = await seedUser(t.app, role);
        const res = await call(t.app, module, 'login', {
          body: { email: user.email, password: PASSWORD, deviceToken: 'push-token-1' },
        });
        expect(res.status).toBe(200);
        expect(res.body.code).toBe('LOGIN');
        expect(res.body.message).toBe('Signed in successfully.');
        expect(res.body.data.user).toMatchObject({
          id: user.id,
          email: user.email,
          role,
          status: 'APPROVED',
        });
        expect(res.body.data.user.passwordHash).toBeUndefined();
        expect(res.cookies.find((c) => c.name === 'token')).toMatchObject({
          value: res.body.data.token,
          httpOnly: true,
          path: '/',
        });
        expect(await deviceTokensOf(user.id)).toEqual(['push-token-1']);
        const view = await call(t.app, module, 'view', { token: res.body.data.token });
        expect(view.status).toBe(200);
        expect(view.body.data).toMatchObject({ id: user.id, email: user.email });
        const row = await t.app.deps.db
          .selectFrom('users')
          .select('lastLoginAt')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(row.lastLoginAt).not.toBeNull();
      });

      it('wrong password and unknown e-mail give the same status and message, in both languages', async () => {
        const user = await seedUser(t.app, role);
        const wrong = await call(t.app, module, 'login', {
          body: { email: user.email, password: 'Salah12345' },
        });
        const unknown = await call(t.app, module, 'login', {
          body: { email: uniqueEmail(), password: 'Salah12345' },
        });
        expect(wrong.status).toBe(401);
        expect(unknown.status).toBe(wrong.status);
        expect(wrong.body).toEqual({
          code: 'ERROR',
          message: 'The e-mail or password is not correct.',
          data: null,
        });
        expect(unknown.body).toEqual(wrong.body);
        expect(wrong.cookies).toEqual([]);
        const wrongId = await call(t.app, module, 'login', {
          body: { email: user.email, password: 'x' },
          lng: 'id',
        });
        const unknownId = await call(t.app, module, 'login', {
          body: { email: uniqueEmail(), password: 'x' },
          lng: 'id',
        });
        expect(wrongId.body.message).toBe('Email atau kata sandi tidak benar.');
        expect(unknownId.body).toEqual(wrongId.body);
      });

      it('an account of the other role cannot sign in on this path: with its password it is sent to its side (see wrong-door.test.ts)', async () => {
        const user = await seedUser(t.app, otherRole);
        const res = await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } });
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('REDIRECT');
        expect(res.cookies).toEqual([]);
        const wrong = await call(t.app, module, 'login', {
          body: { email: user.email, password: 'Salah12345' },
        });
        expect(wrong.status).toBe(401);
        expect(wrong.body.message).toBe('The e-mail or password is not correct.');
        expect(
          (await call(t.app, other, 'login', { body: { email: user.email, password: PASSWORD } })).status,
        ).toBe(200);
      });

      it('bad input answers 422 naming the field', async () => {
        const res = await call(t.app, module, 'login', { body: { email: 'budi@', password: PASSWORD } });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('E-mail must be a valid e-mail address.');
        const id = await call(t.app, module, 'login', { body: { email: uniqueEmail() }, lng: 'id' });
        expect(id.status).toBe(422);
        expect(id.body.message).toBe('Kata sandi wajib diisi.');
      });

      it('NOT_VERIFIED: a code is mailed, verify-email-otp then signs the account in', async () => {
        const user = await seedUser(t.app, role, { verified: false });
        const res = await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } });
        expect(res.status).toBe(200);
        expect(res.body.code).toBe('NOT_VERIFIED');
        expect(res.body.data).toEqual({ email: user.email });
        expect(res.body.message).toBe(`Please verify your e-mail first: we sent a code to ${user.email}.`);
        expect(res.cookies).toEqual([]);
        const mails = await queuedMail(t.app, user.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toMatch(/verification code$/);

        // Signing in again at once answers the same without mailing a second code.
        const again = await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } });
        expect(again.body.code).toBe('NOT_VERIFIED');
        expect(await queuedMail(t.app, user.email)).toHaveLength(1);

        const otp = await lastCode(t.app, user.email);
        const verified = await call(t.app, module, 'verifyEmailOtp', { body: { email: user.email, otp } });
        expect(verified.status).toBe(200);
        expect(verified.body.code).toBe('OTP_VERIFIED');
        expect(verified.body.data).toMatchObject({
          email: user.email,
          token: expect.any(String),
          user: { id: user.id, isEmailVerified: true },
        });
        expect(verified.body.data.registrationToken).toBeUndefined();
        expect(verified.cookies.find((c) => c.name === 'token')).toMatchObject({ httpOnly: true });
        expect((await call(t.app, module, 'view', { token: verified.body.data.token })).status).toBe(200);

        const later = await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } });
        expect(later.body.code).toBe('LOGIN');
      });

      it('a declined account is refused with 403', async () => {
        const user = await seedUser(t.app, role, { status: 'DECLINED' });
        const res = await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('ERROR');
        expect(res.cookies).toEqual([]);
        if (role === 'EMPLOYER') {
          expect(res.body.message).toBe('Your employer account was not approved. Please contact support.');
          const id = await call(t.app, module, 'login', {
            body: { email: user.email, password: PASSWORD },
            lng: 'id',
          });
          expect(id.body.message).toBe(
            'Akun pemberi kerja Anda tidak disetujui. Silakan hubungi tim dukungan.',
          );
        }
        // With a wrong password the answer does not tell that the account exists.
        const wrong = await call(t.app, module, 'login', {
          body: { email: user.email, password: 'Salah12345' },
        });
        expect(wrong.status).toBe(401);
      });

      it('a declined account that was never verified cannot sign in through the e-mail code either', async () => {
        const user = await seedUser(t.app, role, { verified: false, status: 'DECLINED' });
        const resend = await call(t.app, module, 'resendOtp', { body: { email: user.email } });
        expect(resend.status).toBe(200);
        const otp = await lastCode(t.app, user.email);
        const res = await call(t.app, module, 'verifyEmailOtp', { body: { email: user.email, otp } });
        expect(res.status).toBe(403);
        expect(res.body.data).toBeNull();
        expect(res.cookies).toEqual([]);
        const row = await t.app.deps.db
          .selectFrom('users')
          .select('isEmailVerified')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(row.isEmailVerified).toBe(0);
      });

      if (role === 'EMPLOYER') {
        it('a pending employer signs in and sees its PENDING status', async () => {
          const { email, password } = await registerViaApi(t.app, module);
          const res = await call(t.app, module, 'login', { body: { email, password } });
          expect(res.status).toBe(200);
          expect(res.body.code).toBe('LOGIN');
          expect(res.body.data.user.status).toBe('PENDING');
        });
      }

      it('answers 429 in the envelope after 10 attempts a minute from one address', async () => {
        const ip = newIp();
        const user = await seedUser(t.app, role);
        // Ten different addresses typed (one account's own brake pauses it after 5 wrong passwords).
        for (let i = 0; i < 10; i++) {
          const res = await call(t.app, module, 'login', {
            body: { email: uniqueEmail('nobody'), password: 'Salah12345' },
            ip,
          });
          expect(res.status).toBe(401);
        }
        const limited = await call(t.app, module, 'login', {
          body: { email: user.email, password: PASSWORD },
          ip,
        });
        expect(limited.status).toBe(429);
        expect(limited.body).toEqual({
          code: 'ERROR',
          message: 'Too many attempts. Please wait a moment and try again.',
          data: null,
        });
        const limitedId = await call(t.app, module, 'login', {
          body: { email: user.email, password: PASSWORD },
          ip,
          lng: 'id',
        });
        expect(limitedId.status).toBe(429);
        expect(limitedId.body.message).toBe('Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.');
        // Another address is not affected.
        expect(
          (await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } })).status,
        ).toBe(200);
      });
    });

    describe('view', () => {
      it('returns the signed-in user; no token → 401 UNAUTHENTICATED; the other role → 403', async () => {
        const user = await seedUser(t.app, role);
        const token = await login(t.app, module, user.email, PASSWORD);
        const view = await call(t.app, module, 'view', { token });
        expect(view.status).toBe(200);
        expect(view.body.code).toBe('SUCCESS');
        expect(view.body.data).toMatchObject({
          _id: user.id,
          id: user.id,
          role,
          userType: role,
          email: user.email,
        });

        const none = await call(t.app, module, 'view');
        expect(none.status).toBe(401);
        expect(none.body).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Your session has ended. Please sign in again.',
          data: null,
        });

        const wrongRole = await call(t.app, other, 'view', { token });
        expect(wrongRole.status).toBe(403);
        expect(wrongRole.body).toEqual({
          code: 'ERROR',
          message: 'You are not allowed to do this.',
          data: null,
        });
        const otherUser = await seedUser(t.app, otherRole);
        const otherToken = await login(t.app, other, otherUser.email, PASSWORD);
        expect((await call(t.app, module, 'view', { token: otherToken })).status).toBe(403);
      });
    });

    describe('logout', () => {
      it('revokes the session (401 afterwards) and removes only the device token sent as fcmToken', async () => {
        const user = await seedUser(t.app, role);
        const res = await call(t.app, module, 'login', {
          body: { email: user.email, password: PASSWORD, deviceToken: 'phone-A' },
        });
        const token = res.body.data.token as string;
        const other = await login(t.app, module, user.email, PASSWORD);
        await call(t.app, 'notifications', 'saveDeviceToken', {
          token: other,
          body: { deviceToken: 'laptop-B' },
        });
        expect(await deviceTokensOf(user.id)).toEqual(['laptop-B', 'phone-A']);

        const out = await call(t.app, module, 'logout', { token, body: { fcmToken: 'phone-A' } });
        expect(out.status).toBe(200);
        expect(out.body).toEqual({ code: 'SUCCESS', message: 'You have been signed out.', data: null });
        expect(await deviceTokensOf(user.id)).toEqual(['laptop-B']);

        const after = await call(t.app, module, 'view', { token });
        expect(after.status).toBe(401);
        expect(after.body.code).toBe('UNAUTHENTICATED');
        const twice = await call(t.app, module, 'logout', { token, body: {} });
        expect(twice.status).toBe(401);
        // The other session is untouched.
        expect((await call(t.app, module, 'view', { token: other })).status).toBe(200);
      });

      it('does not remove a device token of another user', async () => {
        const a = await seedUser(t.app, role);
        const b = await seedUser(t.app, role);
        await call(t.app, module, 'login', {
          body: { email: b.email, password: PASSWORD, deviceToken: `b-${b.id}` },
        });
        const tokenA = await login(t.app, module, a.email, PASSWORD);
        const out = await call(t.app, module, 'logout', { token: tokenA, body: { fcmToken: `b-${b.id}` } });
        expect(out.status).toBe(200);
        expect(await deviceTokensOf(b.id)).toEqual([`b-${b.id}`]);
      });

      it('the other role token → 403 and the session stays; no token → 401', async () => {
        const user = await seedUser(t.app, otherRole);
        const token = await login(t.app, other, user.email, PASSWORD);
        const res = await call(t.app, module, 'logout', { token, body: {} });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('ERROR');
        expect((await call(t.app, other, 'view', { token })).status).toBe(200);
        const none = await call(t.app, module, 'logout', { body: {} });
        expect(none.status).toBe(401);
        expect(none.body.code).toBe('UNAUTHENTICATED');
      });
    });

    describe('notifications/save-device-token', () => {
      it('stores the token for a signed-in user of this role; a token moves with its device', async () => {
        const a = await seedUser(t.app, role);
        const tokenA = await login(t.app, module, a.email, PASSWORD);
        const res = await call(t.app, 'notifications', 'saveDeviceToken', {
          token: tokenA,
          body: { deviceToken: `shared-${a.id}` },
        });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          code: 'SUCCESS',
          message: 'Notifications are on for this device.',
          data: null,
        });
        expect(await deviceTokensOf(a.id)).toEqual([`shared-${a.id}`]);
        // Saved twice: still one row.
        await call(t.app, 'notifications', 'saveDeviceToken', {
          token: tokenA,
          body: { deviceToken: `shared-${a.id}` },
        });
        expect(await deviceTokensOf(a.id)).toEqual([`shared-${a.id}`]);

        const b = await seedUser(t.app, otherRole);
        const tokenB = await login(t.app, other, b.email, PASSWORD);
        await call(t.app, 'notifications', 'saveDeviceToken', {
          token: tokenB,
          body: { deviceToken: `shared-${a.id}` },
        });
        expect(await deviceTokensOf(a.id)).toEqual([]);
        expect(await deviceTokensOf(b.id)).toEqual([`shared-${a.id}`]);
      });

      it('422 without a token value; 401 without a session', async () => {
        const a = await seedUser(t.app, role);
        const token = await login(t.app, module, a.email, PASSWORD);
        const empty = await call(t.app, 'notifications', 'saveDeviceToken', {
          token,
          body: { deviceToken: '' },
        });
        expect(empty.status).toBe(422);
        expect(empty.body.message).toBe('Device token is required.');
        const emptyId = await call(t.app, 'notifications', 'saveDeviceToken', { token, body: {}, lng: 'id' });
        expect(emptyId.body.message).toBe('Token perangkat wajib diisi.');
        const none = await call(t.app, 'notifications', 'saveDeviceToken', { body: { deviceToken: 'x' } });
        expect(none.status).toBe(401);
        expect(none.body.code).toBe('UNAUTHENTICATED');
      });
    });

    describe("the app's own /api/userData and /api/logout", () => {
      it('userData gives the session from the cookie or the header; 401 without one or once revoked', async () => {
        const user = await seedUser(t.app, role);
        const signedIn = await call(t.app, module, 'login', {
          body: { email: user.email, password: PASSWORD },
        });
        const token = signedIn.body.data.token as string;

        const byCookie = await t.app.inject({ method: 'GET', url: '/api/userData', cookies: { token } });
        expect(byCookie.statusCode).toBe(200);
        expect(byCookie.headers['cache-control']).toBe('no-store');
        expect(byCookie.json()).toMatchObject({
          code: 'SUCCESS',
          data: { token, user: { id: user.id, role, email: user.email } },
        });
        expect(byCookie.json().data.user.passwordHash).toBeUndefined();

        const byHeader = await t.app.inject({
          method: 'GET',
          url: '/api/userData',
          headers: { authorization: `jwt ${token}` },
        });
        expect(byHeader.statusCode).toBe(200);

        // A guest has nothing to recover: no content, and no error in the console on every first visit.
        const none = await t.app.inject({ method: 'GET', url: '/api/userData', headers: { lng: 'id' } });
        expect(none.statusCode).toBe(204);
        expect(none.body).toBe('');

        const forged = await t.app.inject({
          method: 'GET',
          url: '/api/userData',
          cookies: { token: 'nope' },
          headers: { lng: 'id' },
        });
        expect(forged.statusCode).toBe(401);
        expect(forged.json()).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
          data: null,
        });

        await call(t.app, module, 'logout', { token, body: {} });
        const revoked = await t.app.inject({ method: 'GET', url: '/api/userData', cookies: { token } });
        expect(revoked.statusCode).toBe(401);
        expect(revoked.json().code).toBe('UNAUTHENTICATED');
      });

      it('POST /api/logout clears the token cookie', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { 'content-type': 'application/json' },
          payload: {},
          cookies: { token: 'whatever' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ code: 'SUCCESS', message: 'You have been signed out.', data: null });
        const cookie = res.cookies.find((c) => c.name === 'token');
        expect(cookie).toBeDefined();
        expect(cookie!.value).toBe('');
        expect(cookie!.path).toBe('/');
        expect(cookie!.expires!.getTime()).toBeLessThan(Date.now());
      });
    });
  });
});
