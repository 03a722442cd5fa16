/**
 * The account e-mails: in the user's language (English, Indonesian), with plain text and HTML, written as .eml
 * files when there is no SMTP server, and kept in the outbox for a retry when sending fails.
 */
import fs from 'node:fs';
import path from 'node:path';
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
  uniquePhone,
} from './helpers.js';

function emlFiles(t: TestApp, to: string): string[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${to}.eml`))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

describe.each(dialects)('account mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(ROLES)('$module', ({ role, module }) => {
    it('signs up in Indonesian: the code and welcome mails are Indonesian, with text and HTML parts', async () => {
      const { email, user, res } = await registerViaApi(t.app, module, {}, 'id');
      expect(res.body.message).toBe(
        role === 'EMPLOYER'
          ? 'Selamat datang! Akun Anda sudah siap. Anda baru dapat memasang lowongan setelah administrator menyetujui profil Anda.'
          : 'Selamat datang! Akun Anda sudah siap.',
      );
      expect(user).toMatchObject({ lng: 'id' });
      const [otp, welcome] = await queuedMail(t.app, email);
      expect(otp!.subject).toBe('Kode verifikasi Orbit Jobs Anda');
      // The code is in the body only (lock screens show subjects).
      const code = /^(\d{6})$/m.exec(otp!.text)![1]!;
      expect(otp!.subject).not.toMatch(/\d/);
      expect(otp!.text).toContain('Gunakan kode ini untuk memverifikasi email Anda:');
      expect(otp!.text).toContain(`\n${code}\n`);
      expect(otp!.html).toContain('<html lang="id">');
      expect(otp!.html).toContain(`>${code}</p>`);
      expect(welcome!.subject).toBe('Selamat datang di Orbit Jobs');
      expect(welcome!.text).toContain('Halo Budi Santoso,');
      expect(welcome!.text).toContain(
        role === 'EMPLOYER' ? 'Akun pemberi kerja Anda sudah dibuat.' : 'Akun Anda sudah siap.',
      );
      expect(welcome!.html).toContain('Halo Budi Santoso,');

      // Without SMTP_URL the worker writes each message as an .eml file with both parts.
      await t.app.deps.outbox.drain();
      expect(await queuedMail(t.app, email)).toEqual([]);
      const files = emlFiles(t, email);
      expect(files).toHaveLength(2);
      for (const eml of files) {
        expect(eml).toMatch(new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}$`, 'm'));
        expect(eml).toContain('Content-Type: multipart/alternative');
        expect(eml).toContain('Content-Type: text/plain');
        expect(eml).toContain('Content-Type: text/html');
      }
      expect(files.some((eml) => eml.includes(code))).toBe(true);
    });

    it('signs up in English: English subjects and HTML', async () => {
      const { email } = await registerViaApi(t.app, module);
      const [otp, welcome] = await queuedMail(t.app, email);
      expect(otp!.subject).toBe('Your Orbit Jobs verification code');
      expect(otp!.text).toContain('It is valid for 2 minutes.');
      expect(otp!.html).toContain('<html lang="en">');
      expect(welcome!.subject).toBe('Welcome to Orbit Jobs');
      expect(welcome!.text).toContain(
        role === 'EMPLOYER' ? 'Your employer account has been created.' : 'Your account is ready.',
      );
    });

    it('the reset code follows the request language; password-changed follows the account language', async () => {
      const user = await seedUser(t.app, role, { lng: 'id' });
      await call(t.app, module, 'forgetPassword', { body: { email: user.email }, lng: 'id' });
      const [reset] = await queuedMail(t.app, user.email);
      expect(reset!.subject).toBe('Kode atur ulang kata sandi Anda');
      expect(reset!.html).toContain('<html lang="id">');

      const token = await login(t.app, module, user.email, PASSWORD);
      const res = await call(t.app, module, 'changePassword', {
        token,
        params: { id: user.id },
        body: { oldPassword: PASSWORD, newPassword: 'Baru12345', confirmPassword: 'Baru12345' },
      });
      expect(res.status).toBe(200);
      const changed = (await queuedMail(t.app, user.email)).at(-1)!;
      expect(changed.subject).toBe('Kata sandi Anda telah diubah');
      expect(changed.text).toContain('Halo Siti Aminah,');
      expect(changed.html).toContain('Kata sandi akun Orbit Jobs Anda baru saja diubah');
    });

    it('escapes a name in the HTML part', async () => {
      // The full-name rule keeps markup out of names; the layout escapes anyway (checked on a seeded name).
      const user = await seedUser(t.app, role);
      await t.app.deps.db
        .updateTable('users')
        .set({ fullName: 'A<b>&"' })
        .where('id', '=', user.id)
        .execute();
      const token = await login(t.app, module, user.email, PASSWORD);
      await call(t.app, module, 'changePassword', {
        token,
        params: { id: user.id },
        body: { oldPassword: PASSWORD, newPassword: 'Baru12345', confirmPassword: 'Baru12345' },
      });
      const mail = (await queuedMail(t.app, user.email)).at(-1)!;
      expect(mail.html).toContain('Hello A&lt;b&gt;&amp;&quot;,');
      expect(mail.html).not.toContain('A<b>');
    });
  });
});

describe.each(dialects)('account mail with a failing SMTP server on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on the discard port: every send fails at once with a refused connection.
    t = await createTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the code mail in the outbox for a retry, and the code still verifies', async () => {
    const email = uniqueEmail();
    const check = await call(t.app, 'candidate', 'checkCredentials', {
      body: { email, phone: uniquePhone() },
    });
    expect(check.status).toBe(200);
    expect(await t.app.deps.outbox.drain()).toBe(0);
    const rows = await t.app.deps.db.selectFrom('outbox').selectAll().execute();
    const row = rows.find((r) => (JSON.parse(r.payload) as { to: string }).to === email)!;
    expect(row).toBeDefined();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.runAt > new Date().toISOString()).toBe(true);
    const otp = await lastCode(t.app, email);
    const verified = await call(t.app, 'candidate', 'verifyEmailOtp', { body: { email, otp } });
    expect(verified.status).toBe(200);
  });
});
