/**
 * Passwords for both roles: forget-password → verify-reset-password-otp → reset-password (no enumeration, sessions
 * revoked, mail sent), and change-password/{id} for a signed-in user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import {
  call,
  lastCode,
  login,
  PASSWORD,
  queuedMail,
  registerViaApi,
  ROLES,
  seedUser,
  uniqueEmail,
} from './helpers.js';

const NEW_PASSWORD = 'BaruSekali456';

describe.each(dialects)('passwords on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const backdateOtp = (email: string) =>
    t.app.deps.db
      .updateTable('otps')
      .set({ sentAt: new Date(Date.now() - 31_000).toISOString() })
      .where('email', '=', email)
      .execute();

  describe.each(ROLES)('$module', ({ role, module, other, otherRole }) => {
    /** forget-password → code → verify: the reset ticket. */
    async function resetTicket(email: string): Promise<string> {
      const forgot = await call(t.app, module, 'forgetPassword', { body: { email } });
      expect(forgot.status).toBe(200);
      const otp = await lastCode(t.app, email);
      const verified = await call(t.app, module, 'verifyResetPasswordOtp', { body: { email, otp } });
      expect(verified.status).toBe(200);
      return verified.body.data.resetToken as string;
    }

    describe('forgot password', () => {
      it('resets: code → reset ticket → new password; old sessions revoked, old password refused, mail sent', async () => {
        const { email, token } = await registerViaApi(t.app, module);
        const forgot = await call(t.app, module, 'forgetPassword', { body: { email } });
        expect(forgot.status).toBe(200);
        expect(forgot.body).toEqual({
          code: 'FORGOT_PASSWORD',
          message: `If an account exists for ${email}, we sent a code to reset the password.`,
          data: { email },
        });
        const mails = await queuedMail(t.app, email);
        expect(mails.at(-1)!.subject).toBe('Your password reset code');
        const otp = await lastCode(t.app, email);

        // A reset code is not a sign-up code.
        const wrongKind = await call(t.app, module, 'verifyEmailOtp', { body: { email, otp } });
        expect(wrongKind.status).toBe(400);

        const verified = await call(t.app, module, 'verifyResetPasswordOtp', { body: { email, otp } });
        expect(verified.status).toBe(200);
        expect(verified.body.code).toBe('OTP_VERIFIED');
        expect(verified.body.data).toEqual({ email, resetToken: expect.any(String) });

        const reset = await call(t.app, module, 'resetPassword', {
          body: {
            email,
            resetToken: verified.body.data.resetToken,
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
        });
        expect(reset.status).toBe(200);
        expect(reset.body).toEqual({
          code: 'SUCCESS',
          message: 'Your password has been changed. Sign in with the new password.',
          data: null,
        });

        const old = await call(t.app, module, 'view', { token });
        expect(old.status).toBe(401);
        expect(old.body.code).toBe('UNAUTHENTICATED');
        expect((await call(t.app, module, 'login', { body: { email, password: PASSWORD } })).status).toBe(
          401,
        );
        expect(
          (await call(t.app, module, 'login', { body: { email, password: NEW_PASSWORD } })).body.code,
        ).toBe('LOGIN');
        expect((await queuedMail(t.app, email)).at(-1)!.subject).toBe('Your password has been changed');

        // The ticket works once.
        const again = await call(t.app, module, 'resetPassword', {
          body: {
            email,
            resetToken: verified.body.data.resetToken,
            password: 'Lagi12345',
            confirmPassword: 'Lagi12345',
          },
        });
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('Your reset link has expired. Please start again.');
      });

      it('a reset proves the address: an account that was never verified signs in straight after', async () => {
        const user = await seedUser(t.app, role, { verified: false });
        const ticket = await resetTicket(user.email);
        const reset = await call(t.app, module, 'resetPassword', {
          body: {
            email: user.email,
            resetToken: ticket,
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
        });
        expect(reset.status).toBe(200);
        const res = await call(t.app, module, 'login', {
          body: { email: user.email, password: NEW_PASSWORD },
        });
        expect(res.status).toBe(200);
        expect(res.body.code).toBe('LOGIN');
        expect(res.body.data.user.isEmailVerified).toBe(true);
      });

      it('answers the same for an unknown e-mail and mails nothing', async () => {
        const email = uniqueEmail();
        const res = await call(t.app, module, 'forgetPassword', { body: { email } });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          code: 'FORGOT_PASSWORD',
          message: `If an account exists for ${email}, we sent a code to reset the password.`,
          data: { email },
        });
        const id = await call(t.app, module, 'forgetPassword', { body: { email }, lng: 'id' });
        expect(id.body.message).toBe(
          `Jika ada akun untuk ${email}, kami telah mengirim kode untuk mengatur ulang kata sandi.`,
        );
        expect(await queuedMail(t.app, email)).toEqual([]);
        const verify = await call(t.app, module, 'verifyResetPasswordOtp', {
          body: { email, otp: '123456' },
        });
        expect(verify.status).toBe(400);
      });

      it('an account of the other role gets the same answer and no code', async () => {
        const user = await seedUser(t.app, otherRole);
        const res = await call(t.app, module, 'forgetPassword', { body: { email: user.email } });
        expect(res.status).toBe(200);
        expect(res.body.code).toBe('FORGOT_PASSWORD');
        expect(await queuedMail(t.app, user.email)).toEqual([]);
      });

      it('resend-otp for a reset answers the same whether or not the account exists, also right after a code', async () => {
        const user = await seedUser(t.app, role);
        const unknown = uniqueEmail();
        for (const email of [user.email, unknown]) {
          await call(t.app, module, 'forgetPassword', { body: { email } });
        }
        const known = await call(t.app, module, 'resendOtp', {
          body: { email: user.email, purpose: 'FORGOT_PASSWORD' },
        });
        const nobody = await call(t.app, module, 'resendOtp', {
          body: { email: unknown, purpose: 'FORGOT_PASSWORD' },
        });
        expect(known.status).toBe(nobody.status);
        expect(known.body.message.replace(user.email, 'X')).toBe(nobody.body.message.replace(unknown, 'X'));
        expect(await queuedMail(t.app, unknown)).toEqual([]);

        // After the cooldown a new code goes to the real account only.
        await backdateOtp(user.email);
        const later = await call(t.app, module, 'resendOtp', {
          body: { email: user.email, purpose: 'FORGOT_PASSWORD' },
        });
        expect(later.status).toBe(200);
        expect(await queuedMail(t.app, user.email)).toHaveLength(2);
        const code = await lastCode(t.app, user.email);
        expect(
          (await call(t.app, module, 'verifyResetPasswordOtp', { body: { email: user.email, otp: code } }))
            .status,
        ).toBe(200);
      });

      it('wrong, expired and exhausted reset codes', async () => {
        const user = await seedUser(t.app, role);
        await call(t.app, module, 'forgetPassword', { body: { email: user.email } });
        const code = await lastCode(t.app, user.email);
        const wrong = code === '000000' ? '111111' : '000000';
        const first = await call(t.app, module, 'verifyResetPasswordOtp', {
          body: { email: user.email, otp: wrong },
        });
        expect(first.status).toBe(400);
        expect(first.body.message).toBe('The code is not correct. 4 tries left.');
        for (let i = 0; i < 4; i++)
          await call(t.app, module, 'verifyResetPasswordOtp', { body: { email: user.email, otp: wrong } });
        const exhausted = await call(t.app, module, 'verifyResetPasswordOtp', {
          body: { email: user.email, otp: code },
        });
        expect(exhausted.status).toBe(400);
        expect(exhausted.body.message).toBe('Too many wrong codes. Ask for a new one.');

        await backdateOtp(user.email);
        await call(t.app, module, 'forgetPassword', { body: { email: user.email } });
        const fresh = await lastCode(t.app, user.email);
        await t.app.deps.db
          .updateTable('otps')
          .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
          .where('email', '=', user.email)
          .execute();
        const expired = await call(t.app, module, 'verifyResetPasswordOtp', {
          body: { email: user.email, otp: fresh },
          lng: 'id',
        });
        expect(expired.status).toBe(400);
        expect(expired.body.message).toBe('Kode sudah kedaluwarsa. Minta kode baru.');
      });

      it('a reset ticket is refused for another e-mail, for the other role, and a registration ticket is no reset ticket', async () => {
        const user = await seedUser(t.app, role);
        const ticket = await resetTicket(user.email);
        const victim = await seedUser(t.app, role);
        const otherEmail = await call(t.app, module, 'resetPassword', {
          body: {
            email: victim.email,
            resetToken: ticket,
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
        });
        expect(otherEmail.status).toBe(400);
        const otherPath = await call(t.app, other, 'resetPassword', {
          body: {
            email: user.email,
            resetToken: ticket,
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
        });
        expect(otherPath.status).toBe(400);

        const fresh = uniqueEmail();
        await call(t.app, module, 'checkCredentials', {
          body: { email: fresh, phone: { code: '62', number: '8123000111' } },
        });
        const signUp = await call(t.app, module, 'verifyEmailOtp', {
          body: { email: fresh, otp: await lastCode(t.app, fresh) },
        });
        const asReset = await call(t.app, module, 'resetPassword', {
          body: {
            email: fresh,
            resetToken: signUp.body.data.registrationToken,
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
        });
        expect(asReset.status).toBe(400);
        expect(asReset.body.message).toBe('Your reset link has expired. Please start again.');

        // The right ticket still works for its own account.
        const ok = await call(t.app, module, 'resetPassword', {
          body: {
            email: user.email,
            resetToken: ticket,
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
        });
        expect(ok.status).toBe(200);
      });

      it.each([
        [
          'mismatched confirmPassword',
          { confirmPassword: 'Lain12345' },
          'The passwords do not match.',
          'Kata sandi tidak cocok.',
          'confirmPassword',
        ],
        [
          'a short password',
          { password: 'a1', confirmPassword: 'a1' },
          'Password must be at least 8 characters long and contain a letter and a digit.',
          'Kata sandi minimal 8 karakter dan harus berisi huruf dan angka.',
          'password',
        ],
        [
          'the password equal to the e-mail',
          {
            email: 'reset9@example.com',
            password: 'reset9@example.com',
            confirmPassword: 'reset9@example.com',
          },
          'Password must not be the same as your e-mail address.',
          'Kata sandi tidak boleh sama dengan alamat email Anda.',
          'password',
        ],
        [
          'no reset token',
          { resetToken: '' },
          'Reset token is required.',
          'Token atur ulang wajib diisi.',
          'resetToken',
        ],
      ])('reset-password: 422 for %s', async (_, overrides, en, id, field) => {
        const body = {
          email: uniqueEmail(),
          resetToken: 'x',
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
          ...overrides,
        };
        const res = await call(t.app, module, 'resetPassword', { body });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(en);
        expect((res.body.data as { errors: { field: string }[] }).errors[0]!.field).toBe(field);
        const resId = await call(t.app, module, 'resetPassword', { body, lng: 'id' });
        expect(resId.body.message).toBe(id);
      });

      it('forget-password and verify-reset-password-otp: 422 for a bad e-mail or code', async () => {
        const res = await call(t.app, module, 'forgetPassword', { body: { email: 'nope' }, lng: 'id' });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('Email harus berupa alamat email yang valid.');
        const otp = await call(t.app, module, 'verifyResetPasswordOtp', {
          body: { email: uniqueEmail(), otp: '12 456' },
        });
        expect(otp.status).toBe(422);
        expect(otp.body.message).toBe('Verification code must be 6 digits.');
      });
    });

    describe('change-password/{id}', () => {
      const body = (oldPassword: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) => ({
        oldPassword,
        newPassword,
        confirmPassword,
      });

      it('changes the password: other sessions revoked, the current one kept, mail sent', async () => {
        const user = await seedUser(t.app, role);
        const current = await login(t.app, module, user.email, PASSWORD);
        const elsewhere = await login(t.app, module, user.email, PASSWORD);
        const res = await call(t.app, module, 'changePassword', {
          token: current,
          params: { id: user.id },
          body: body(PASSWORD),
        });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ code: 'SUCCESS', message: 'Your password has been changed.', data: null });
        expect((await call(t.app, module, 'view', { token: current })).status).toBe(200);
        const revoked = await call(t.app, module, 'view', { token: elsewhere });
        expect(revoked.status).toBe(401);
        expect(revoked.body.code).toBe('UNAUTHENTICATED');
        expect(
          (await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } })).status,
        ).toBe(401);
        expect(
          (await call(t.app, module, 'login', { body: { email: user.email, password: NEW_PASSWORD } }))
            .status,
        ).toBe(200);
        expect((await queuedMail(t.app, user.email)).map((m) => m.subject)).toEqual([
          'Your password has been changed',
        ]);
      });

      it('a wrong old password → 400; nothing changes', async () => {
        const user = await seedUser(t.app, role);
        const token = await login(t.app, module, user.email, PASSWORD);
        const res = await call(t.app, module, 'changePassword', {
          token,
          params: { id: user.id },
          body: body('Salah12345'),
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: 'ERROR',
          message: 'The current password is not correct.',
          data: null,
        });
        const id = await call(t.app, module, 'changePassword', {
          token,
          params: { id: user.id },
          body: body('Salah12345'),
          lng: 'id',
        });
        expect(id.body.message).toBe('Kata sandi saat ini tidak benar.');
        expect(
          (await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } })).status,
        ).toBe(200);
        expect(await queuedMail(t.app, user.email)).toEqual([]);
      });

      it("someone else's id → 403; the other role's token → 403; no token → 401", async () => {
        const user = await seedUser(t.app, role);
        const victim = await seedUser(t.app, role);
        const token = await login(t.app, module, user.email, PASSWORD);
        const res = await call(t.app, module, 'changePassword', {
          token,
          params: { id: victim.id },
          body: body(PASSWORD),
        });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('ERROR');
        expect(
          (await call(t.app, module, 'login', { body: { email: victim.email, password: PASSWORD } })).status,
        ).toBe(200);

        const otherUser = await seedUser(t.app, otherRole);
        const otherToken = await login(t.app, other, otherUser.email, PASSWORD);
        const wrongRole = await call(t.app, module, 'changePassword', {
          token: otherToken,
          params: { id: otherUser.id },
          body: body(PASSWORD),
        });
        expect(wrongRole.status).toBe(403);
        const none = await call(t.app, module, 'changePassword', {
          params: { id: user.id },
          body: body(PASSWORD),
        });
        expect(none.status).toBe(401);
        expect(none.body.code).toBe('UNAUTHENTICATED');
      });

      it('422 under newPassword when the new password is the current one (the form checks the same rule), in both languages', async () => {
        const user = await seedUser(t.app, role);
        const token = await login(t.app, module, user.email, PASSWORD);
        for (const [lng, message] of [
          ['en', 'New password must be different from your current password.'],
          ['id', 'Kata sandi baru harus berbeda dari kata sandi Anda saat ini.'],
        ] as const) {
          const res = await call(t.app, module, 'changePassword', {
            token,
            params: { id: user.id },
            body: body(PASSWORD, PASSWORD),
            lng,
          });
          expect(res.status).toBe(422);
          expect(res.body).toEqual({
            code: 'ERROR',
            message,
            data: { errors: [{ field: 'newPassword', message }] },
          });
        }
        // Nothing changed: no mail, and the other sessions stay.
        expect(await queuedMail(t.app, user.email)).toEqual([]);
        const elsewhere = await login(t.app, module, user.email, PASSWORD);
        await call(t.app, module, 'changePassword', {
          token,
          params: { id: user.id },
          body: body(PASSWORD, PASSWORD),
        });
        expect((await call(t.app, module, 'view', { token: elsewhere })).status).toBe(200);
      });

      it('422: mismatched confirmation, a weak new password, the new password equal to the e-mail', async () => {
        const user = await seedUser(t.app, role, { email: uniqueEmail('pw1') });
        const token = await login(t.app, module, user.email, PASSWORD);
        const params = { id: user.id };
        const mismatch = await call(t.app, module, 'changePassword', {
          token,
          params,
          body: body(PASSWORD, NEW_PASSWORD, 'Lain12345'),
        });
        expect(mismatch.status).toBe(422);
        expect(mismatch.body.message).toBe('The passwords do not match.');
        const weak = await call(t.app, module, 'changePassword', {
          token,
          params,
          body: body(PASSWORD, 'short1'),
          lng: 'id',
        });
        expect(weak.status).toBe(422);
        expect(weak.body.message).toBe(
          'Kata sandi baru minimal 8 karakter dan harus berisi huruf dan angka.',
        );
        const sameAsEmail = await call(t.app, module, 'changePassword', {
          token,
          params,
          body: body(PASSWORD, user.email),
        });
        expect(sameAsEmail.status).toBe(422);
        expect(sameAsEmail.body.message).toBe('New password must not be the same as your e-mail address.');
        const noOld = await call(t.app, module, 'changePassword', {
          token,
          params,
          body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        });
        expect(noOld.status).toBe(422);
        expect(noOld.body.message).toBe('Current password is required.');
        expect(
          (await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } })).status,
        ).toBe(200);
      });
    });
  });
});
