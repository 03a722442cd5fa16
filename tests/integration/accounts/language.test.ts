/**
 * An account's mails come in the language its owner uses the app in: the `lng` the app sends with a signed-in call
 * becomes the account's language when it differs, so a mail sent later (here the failed sign-in alert, which can come
 * from anyone's request) is written in it. A call without `lng`, or with one the app does not have, changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { call, login, PASSWORD, queuedMail, ROLES, seedUser } from './helpers.js';

describe.each(dialects)('the language of an account (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const storedLanguage = async (id: number) =>
    (await t.app.deps.db.selectFrom('users').select('lng').where('id', '=', id).executeTakeFirstOrThrow())
      .lng;

  describe.each(ROLES)('$module', ({ role, module }) => {
    it('follows the language the app is used in, and the mails sent afterwards do', async () => {
      const user = await seedUser(t.app, role, { lng: 'en' });
      const token = await login(t.app, module, user.email, PASSWORD);

      expect((await call(t.app, module, 'view', { token, lng: 'id' })).status).toBe(200);
      expect(await storedLanguage(user.id)).toBe('id');
      // No language said, or one the app does not have: kept.
      expect((await call(t.app, module, 'view', { token })).status).toBe(200);
      expect((await call(t.app, module, 'view', { token, headers: { lng: 'fr' } })).status).toBe(200);
      expect(await storedLanguage(user.id)).toBe('id');

      // Someone fails to sign in five times from an English browser: the owner is told in Indonesian.
      for (let i = 0; i < 5; i++) {
        const res = await call(t.app, module, 'login', {
          body: { email: user.email, password: 'Wrong-Pass-99' },
          lng: 'en',
        });
        expect(res.status).toBe(401);
      }
      expect(await storedLanguage(user.id)).toBe('id');
      expect((await queuedMail(t.app, user.email)).map((m) => m.subject)).toEqual([
        'Upaya masuk yang gagal ke akun Orbit Jobs Anda',
      ]);

      // Back to English in the app: the account follows.
      expect((await call(t.app, module, 'view', { token, lng: 'en' })).status).toBe(200);
      expect(await storedLanguage(user.id)).toBe('en');
    });
  });
});
