/**
 * Signing in at the wrong door (issue 8, point 8): an account of the other role is named as such, with a REDIRECT,
 * only after its right password; without it the answer is the wrong-password one (nothing learnt about the address),
 * and the per-account brake counts guesses at either door.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';
import { call, login, newIp, PASSWORD, queuedMail, ROLES, seedUser, uniqueEmail } from './helpers.js';

const OTHER_SIDE = {
  EMPLOYER: {
    en: 'This is an employer account: sign in on the employer side.',
    id: 'Ini akun pemberi kerja: masuklah di halaman pemberi kerja.',
  },
  CANDIDATE: {
    en: 'This is a job seeker account: sign in on the job seeker side.',
    id: 'Ini akun pencari kerja: masuklah di halaman pencari kerja.',
  },
};

describe.each(dialects)('sign-in at the wrong door on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(ROLES)('$module door', ({ module, other, otherRole }) => {
    it('the right password of an account of the other role: 409 REDIRECT naming its side, in both languages, no session', async () => {
      const user = await seedUser(t.app, otherRole);
      for (const lng of ['en', 'id'] as const) {
        const res = await call(t.app, module, 'login', {
          body: { email: user.email, password: PASSWORD },
          lng,
        });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: 'REDIRECT', message: OTHER_SIDE[otherRole][lng], data: null });
        expect(res.cookies).toEqual([]);
      }
      const sessions = await t.app.deps.db
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(sessions).toEqual([]);
      // Its own door signs it in.
      await login(t.app, other, user.email, PASSWORD);
    });

    it('a wrong password tells nothing: the same answer as for an unknown address or a wrong password here', async () => {
      const user = await seedUser(t.app, otherRole);
      const own = await seedUser(t.app, otherRole === 'EMPLOYER' ? 'CANDIDATE' : 'EMPLOYER');
      for (const lng of ['en', 'id'] as const) {
        const wrongDoor = await call(t.app, module, 'login', {
          body: { email: user.email, password: 'Salah12345' },
          lng,
        });
        const unknown = await call(t.app, module, 'login', {
          body: { email: uniqueEmail('nobody'), password: 'Salah12345' },
          lng,
        });
        const wrongHere = await call(t.app, module, 'login', {
          body: { email: own.email, password: 'Salah12345' },
          lng,
        });
        expect(wrongDoor.status).toBe(401);
        expect(wrongDoor.body).toEqual(unknown.body);
        expect(wrongDoor.body).toEqual(wrongHere.body);
        expect(unknown.status).toBe(401);
      }
    });

    it('guesses at the wrong door count on the account: after 5 it is paused at both doors (also for the right password), and the owner is told', async () => {
      const user = await seedUser(t.app, otherRole, { lng: 'en' });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await call(t.app, module, 'login', {
          body: { email: user.email, password: `Salah${i}xyz` },
          ip: newIp(),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // Paused: the right password learns nothing at this door, and does not sign in at its own.
      const here = await call(t.app, module, 'login', { body: { email: user.email, password: PASSWORD } });
      expect(here.status).toBe(429);
      expect(here.body.code).toBe('ERROR');
      const there = await call(t.app, other, 'login', { body: { email: user.email, password: PASSWORD } });
      expect(there.status).toBe(429);
      const warnings = (await queuedMail(t.app, user.email)).filter((m) => /sign-in/i.test(m.subject));
      expect(warnings).toHaveLength(1);

      // Once the pause is over, the right password at the wrong door is sent to its side, and starts the count again.
      await t.app.deps.db
        .updateTable('loginThrottle')
        .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', user.email)
        .execute();
      const redirected = await call(t.app, module, 'login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(redirected.status).toBe(409);
      expect(redirected.body.code).toBe('REDIRECT');
      const row = await t.app.deps.db
        .selectFrom('loginThrottle')
        .selectAll()
        .where('email', '=', user.email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });
  });
});
