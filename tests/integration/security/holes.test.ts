/**
 * The holes an attacker found in accounts and the foundation (issue 7), each as the attack that used to work:
 * forged client addresses, huge pages, password guessing across addresses, unbounded names, common passwords,
 * masters/create abuse, cross-site logout, cookies without Secure, framework errors outside the envelope, codes in
 * subjects, parallel OTP guesses and arrays as bodies. On SQLite and PostgreSQL.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrl, findRoute } from '../../../common/api/routes.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import {
  call,
  lastCode,
  login,
  newIp,
  PASSWORD,
  queuedMail,
  registerBody,
  registrationToken,
  seedUser,
  uniqueEmail,
} from '../accounts/helpers.js';

const LIST_CALLS = [
  ['masters', 'list', { codeType: 'SKILLS' }],
  ['state', 'getStateList', { countryCode: 'ID' }],
  ['city', 'getCityList', { countryCode: 'ID', stateCode: 'JB' }],
] as const;

describe.each(dialects)('security holes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('TRUST_PROXY names the proxies; a client cannot choose its own address', () => {
    let proxied: TestApp;
    const PROXY = '10.9.9.9';
    beforeAll(async () => {
      proxied = await createTestApp(dialect, { TRUST_PROXY: '10.9.9.0/24' });
    });
    afterAll(async () => {
      await proxied?.close();
    });

    /** The request as our proxy forwards it: whatever the client sent, then the address the proxy saw. */
    const viaProxy = (clientIp: string, forged: string) => ({
      ip: PROXY,
      headers: { 'x-forwarded-for': `${forged}, ${clientIp}` },
    });

    it('counts wrong sign-ins against the real client whatever X-Forwarded-For it sends', async () => {
      const client = '203.0.113.7';
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await call(proxied.app, 'candidate', 'login', {
          body: { email: uniqueEmail('guess'), password: 'Salah12345' },
          ...viaProxy(client, `198.51.100.${i}`),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it('stores and limits contact messages by the real client', async () => {
      const client = '203.0.113.8';
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await call(proxied.app, 'contactUs', 'save', {
          body: { name: 'Budi Santoso', email: 'budi@example.com', message: 'Halo, saya ingin bertanya.' },
          ...viaProxy(client, `198.51.100.${i}`),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const rows = await proxied.app.deps.db.selectFrom('contactMessages').select('ip').execute();
      expect(new Set(rows.map((row) => row.ip))).toEqual(new Set([client]));
    });

    it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
      const direct = '203.0.113.9';
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await call(proxied.app, 'candidate', 'login', {
          body: { email: uniqueEmail('guess'), password: 'Salah12345' },
          ip: direct,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
    });
  });

  it.each(LIST_CALLS)(
    '%s.%s refuses a page or page size out of bounds with 422 naming it',
    async (module, action, body) => {
      for (const guest of [true, false]) {
        const auth = guest ? {} : { headers: (await signIn(t.app, 'CANDIDATE')).headers };
        const def = findRoute(module, action)!;
        for (const [field, value] of [
          ['page', 1e19],
          ['page', 10_001],
          ['limit', 51],
          ['limit', 1e300],
        ] as const) {
          const res = await t.app.inject({
            method: 'POST',
            url: routeUrl(def, {}, guest),
            remoteAddress: newIp(),
            payload: { ...body, [field]: value },
            ...auth,
          });
          expect(res.statusCode, `${field}=${value}`).toBe(422);
          expect(res.json().data.errors[0].field).toBe(field);
        }
      }
    },
  );

  describe('per-account brake on password guessing', () => {
    it('40 wrong passwords from 4 addresses pause the account: the right one from a 5th is refused', async () => {
      const user = await seedUser(t.app, 'CANDIDATE', { lng: 'id' });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await call(t.app, 'candidate', 'login', {
          body: { email: user.email, password: `Salah${i}xyz` },
          ip: `192.0.2.${1 + (i % 4)}`,
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

      const right = await call(t.app, 'candidate', 'login', {
        body: { email: user.email, password: PASSWORD },
        ip: '192.0.2.5',
        lng: 'id',
      });
      expect(right.status).toBe(429);
      expect(right.body.message).toBe(
        'Masuk ke akun ini dijeda karena terlalu banyak kata sandi yang salah. Coba lagi dalam 1 menit, atau atur ulang kata sandi Anda.',
      );
      // The owner is told once, in their language.
      const warnings = (await queuedMail(t.app, user.email)).filter((m) =>
        m.subject.startsWith('Upaya masuk'),
      );
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.text).toContain('menjeda proses masuk selama 1 menit');

      // The pause ends by itself (never long): then the right password works and the count starts again.
      await t.app.deps.db
        .updateTable('loginThrottle')
        .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', user.email)
        .execute();
      await login(t.app, 'candidate', user.email, PASSWORD);
      const row = await t.app.deps.db
        .selectFrom('loginThrottle')
        .selectAll()
        .where('email', '=', user.email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('grows the pause with each further failure, up to 15 minutes at most', async () => {
      const user = await seedUser(t.app, 'EMPLOYER');
      const pauses: number[] = [];
      for (let i = 0; i < 12; i++) {
        await t.app.deps.db
          .updateTable('loginThrottle')
          .set({ lockedUntil: null })
          .where('email', '=', user.email)
          .execute();
        await call(t.app, 'employer', 'login', { body: { email: user.email, password: 'Salah12345' } });
        const row = await t.app.deps.db
          .selectFrom('loginThrottle')
          .selectAll()
          .where('email', '=', user.email)
          .executeTakeFirstOrThrow();
        pauses.push(row.lockedUntil ? Math.round((Date.parse(row.lockedUntil) - Date.now()) / 60_000) : 0);
      }
      expect(pauses).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15, 15]);
    });

    it('answers the same for an address without an account (no enumeration), and a reset lifts the pause', async () => {
      const nobody = uniqueEmail('nobody');
      const user = await seedUser(t.app, 'CANDIDATE');
      for (const email of [nobody, user.email]) {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          statuses.push(
            (await call(t.app, 'candidate', 'login', { body: { email, password: 'Salah12345' } })).status,
          );
        }
        expect(statuses, email).toEqual([401, 401, 401, 401, 401, 429]);
      }
      // Resetting the password proves the mailbox: sign-in works at once.
      await call(t.app, 'candidate', 'forgetPassword', { body: { email: user.email } });
      const otp = await lastCode(t.app, user.email);
      const verified = await call(t.app, 'candidate', 'verifyResetPasswordOtp', {
        body: { email: user.email, otp },
      });
      const password = 'Sawah-Hijau88';
      const reset = await call(t.app, 'candidate', 'resetPassword', {
        body: {
          email: user.email,
          resetToken: verified.body.data.resetToken,
          password,
          confirmPassword: password,
        },
      });
      expect(reset.status).toBe(200);
      await login(t.app, 'candidate', user.email, password);
    });
  });

  describe('every free-text field is bounded', () => {
    it('refuses a 1,000,000-character name at contact-us and a 900,000-character one at sign-up', async () => {
      const contact = await call(t.app, 'contactUs', 'save', {
        body: {
          name: 'a'.repeat(1_000_000),
          email: 'budi@example.com',
          message: 'Halo, saya ingin bertanya.',
        },
      });
      expect(contact.status).toBe(422);
      expect(contact.body.data.errors[0].field).toBe('name');
      const longName = await call(t.app, 'contactUs', 'save', {
        body: { name: 'a'.repeat(101), email: 'budi@example.com', message: 'Halo, saya ingin bertanya.' },
      });
      expect(longName.status).toBe(422);
      expect(longName.body.data.errors[0]).toEqual({
        field: 'name',
        message: 'Name must be at most 100 characters.',
      });

      const body = registerBody('candidate', { fullName: 'b'.repeat(900_000) });
      const register = await call(t.app, 'candidate', 'register', {
        body: { ...body, registrationToken: 'x' },
      });
      expect(register.status).toBe(422);
      expect(register.body.data.errors.map((e: { field: string }) => e.field)).toContain('fullName');
      const bounded = await call(t.app, 'candidate', 'register', {
        body: { ...registerBody('candidate', { fullName: 'b'.repeat(101) }), registrationToken: 'x' },
      });
      expect(bounded.status).toBe(422);
      expect(bounded.body.data.errors[0].field).toBe('fullName');
    });
  });

  describe('common passwords are refused, in both languages', () => {
    it.each(['candidate', 'employer'] as const)('at %s sign-up and at a password reset', async (module) => {
      const body = registerBody(module, { password: 'Password1' });
      const ticket = await registrationToken(t.app, module, body.email as string, body.phone as never);
      const en = await call(t.app, module, 'register', { body: { ...body, registrationToken: ticket } });
      expect(en.status).toBe(422);
      expect(en.body.data.errors).toEqual([
        {
          field: 'password',
          message: 'Password is one of the most common passwords and easy to guess. Choose another one.',
        },
      ]);
      const id = await call(t.app, module, 'register', {
        body: { ...body, password: 'sayang123', registrationToken: ticket },
        lng: 'id',
      });
      expect(id.body.message).toBe(
        'Kata sandi termasuk kata sandi yang paling umum dan mudah ditebak. Pilih yang lain.',
      );
      const fine = await call(t.app, module, 'register', {
        body: { ...body, password: 'Kopi-Tubruk42', registrationToken: ticket },
      });
      expect(fine.status).toBe(201);
    });
  });

  describe('masters/create', () => {
    it('never shows another user their pending suggestion, and is rate-limited', async () => {
      const alice = await signIn(t.app, 'CANDIDATE');
      const bob = await signIn(t.app, 'CANDIDATE');
      const ip = newIp();
      const create = (auth: { authorization: string }, name: string) =>
        call(t.app, 'masters', 'create', { body: { codeType: 'SKILLS', name }, headers: auth, ip });

      const mine = await create(alice.headers, 'Rahasia Skill Alice');
      expect(mine.status).toBe(201);
      const theirs = await create(bob.headers, 'rahasia skill alice');
      expect(theirs.status).toBe(201);
      expect(theirs.body.data.id).not.toBe(mine.body.data.id);
      const again = await create(alice.headers, 'RAHASIA SKILL ALICE');
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(mine.body.data.id);

      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await create(alice.headers, `Skill Nomor ${i}`)).status);
      expect(statuses.filter((status) => status === 429).length).toBe(3);
    });
  });

  describe('/api/logout', () => {
    async function session() {
      const user = await seedUser(t.app, 'CANDIDATE');
      return login(t.app, 'candidate', user.email, user.password);
    }
    const userData = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/userData', cookies: { token } });

    it('refuses a cross-site post (text/plain, foreign Origin or Sec-Fetch-Site) and keeps the cookie', async () => {
      const token = await session();
      for (const headers of [
        { 'content-type': 'text/plain' },
        { 'content-type': 'application/json', origin: 'https://evil.example' },
        { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers,
          payload: '{}',
          cookies: { token },
        });
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
      }
      expect((await userData(token)).statusCode).toBe(200);
    });

    it('from the app itself, clears the cookie and ends the session it named', async () => {
      const token = await session();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          origin: 'http://localhost:80',
        },
        payload: {},
        cookies: { token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
      expect((await userData(token)).statusCode).toBe(401);
    });
  });

  it('sets the token cookie Secure when SITE_URL is https, even behind a plain-http hop', async () => {
    const https = await createTestApp(dialect, { SITE_URL: 'https://jobs.example.co.id' });
    try {
      const user = await seedUser(https.app, 'CANDIDATE');
      const res = await call(https.app, 'candidate', 'login', {
        body: { email: user.email, password: user.password },
      });
      expect(res.status).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'token') as { secure?: boolean } | undefined;
      expect(cookie?.secure).toBe(true);
    } finally {
      await https.close();
    }
    const user = await seedUser(t.app, 'CANDIDATE');
    const plain = await call(t.app, 'candidate', 'login', {
      body: { email: user.email, password: user.password },
    });
    expect((plain.cookies.find((c) => c.name === 'token') as { secure?: boolean }).secure).toBeFalsy();
  });

  describe('errors raised before routing leave as envelopes with the security headers', () => {
    it('a URL that does not decode: 400; a path parameter too long: 414', async () => {
      const bad = await t.app.inject({
        method: 'GET',
        url: '/client/api/v1/seo/%E0%A4%A/x',
        headers: { lng: 'id' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 'ERROR',
        message: 'Permintaan ini kekurangan data yang diperlukan.',
        data: null,
      });
      expect(bad.headers['x-content-type-options']).toBe('nosniff');
      expect(bad.headers['content-security-policy']).toContain("default-src 'none'");

      const long = await t.app.inject({ method: 'GET', url: `/client/api/v1/seo/${'a'.repeat(300)}/x` });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toEqual({ code: 'ERROR', message: 'The address is too long.', data: null });
      expect(long.headers['x-frame-options']).toBe('DENY');
    });

    it('headers too large for the HTTP parser: 431 envelope on the socket', async () => {
      const server = await createTestApp(dialect);
      try {
        await server.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = server.app.server.address() as net.AddressInfo;
        const raw = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
          });
          let data = '';
          socket.on('data', (chunk) => (data += chunk.toString()));
          socket.on('end', () => resolve(data));
          socket.on('error', reject);
        });
        expect(raw).toMatch(/^HTTP\/1\.1 431 /);
        expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff');
        expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
          code: 'ERROR',
          message: 'The request headers are too large.',
          data: null,
        });
      } finally {
        await server.close();
      }
    });

    it('change-password to the own e-mail names the field', async () => {
      const user = await seedUser(t.app, 'CANDIDATE', { email: uniqueEmail('same1') });
      const token = await login(t.app, 'candidate', user.email, user.password);
      const res = await call(t.app, 'candidate', 'changePassword', {
        token,
        params: { id: user.id },
        body: { oldPassword: user.password, newPassword: user.email, confirmPassword: user.email },
      });
      expect(res.status).toBe(422);
      expect(res.body.data.errors).toEqual([
        { field: 'newPassword', message: 'New password must not be the same as your e-mail address.' },
      ]);
    });
  });

  it('keeps one-time codes out of mail subjects (they show on lock screens)', async () => {
    const email = uniqueEmail('subject');
    await call(t.app, 'employer', 'checkCredentials', {
      body: { email, phone: { code: '+62', number: '81234567890' } },
    });
    const user = await seedUser(t.app, 'CANDIDATE');
    await call(t.app, 'candidate', 'forgetPassword', { body: { email: user.email } });
    const mails = [...(await queuedMail(t.app, email)), ...(await queuedMail(t.app, user.email))];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^\d{6}$/m);
      expect(mail.subject).not.toMatch(/\d/);
    }
  });

  it('judges at most 5 of 20 parallel guesses: the right code sent with them is refused', async () => {
    const email = uniqueEmail('race');
    await call(t.app, 'candidate', 'checkCredentials', {
      body: { email, phone: { code: '+62', number: '81234567891' } },
    });
    const otp = await lastCode(t.app, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const guesses = [...Array(20).fill(wrong), otp] as string[];
    const answers = await Promise.all(
      guesses.map((code) => call(t.app, 'candidate', 'verifyEmailOtp', { body: { email, otp: code } })),
    );
    expect(answers.at(-1)!.status).toBe(400);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    const row = await t.app.deps.db
      .selectFrom('otps')
      .select('attempts')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const after = await call(t.app, 'candidate', 'verifyEmailOtp', { body: { email, otp } });
    expect(after.body.message).toBe('Too many wrong codes. Ask for a new one.');
  });

  it.each([
    ['a list body', 'masters', 'list', ['SKILLS']],
    ['a sign-in body', 'candidate', 'login', [{ email: 'a@b.co', password: 'x' }]],
    ['a number', 'country', 'all', 42],
  ] as const)('refuses %s that is not an object as such', async (_what, module, action, payload) => {
    const def = findRoute(module, action)!;
    const res = await t.app.inject({
      method: 'POST',
      url: routeUrl(def, {}, !!def.guestPath),
      remoteAddress: newIp(),
      headers: { 'content-type': 'application/json', lng: 'id' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'ERROR',
      message: 'Permintaan harus berupa objek JSON.',
      data: { errors: [{ field: 'body', message: 'Permintaan harus berupa objek JSON.' }] },
    });
  });
});
