import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';

// A signed-in path of the route table that every user may call.
const SIGNED_IN = '/client/api/v1/settings/get-settings';

describe.each(dialects)('sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('accepts a valid token with the jwt prefix (and Bearer)', async () => {
    const { headers } = await signIn(t.app, 'CANDIDATE');
    expect((await t.app.inject({ url: SIGNED_IN, headers })).statusCode).toBe(200);
    const bearer = headers.authorization.replace(/^jwt/, 'Bearer');
    expect((await t.app.inject({ url: SIGNED_IN, headers: { authorization: bearer } })).statusCode).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'jwt not-a-token' }],
    [
      'a token signed with another secret',
      { authorization: 'jwt eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl' },
    ],
  ])('answers 401 UNAUTHENTICATED for %s', async (_, headers) => {
    const res = await t.app.inject({ url: SIGNED_IN, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', data: null });
  });

  it('refuses a revoked session', async () => {
    const { headers } = await signIn(t.app, 'EMPLOYER');
    const user = await t.app.deps.sessions.verify(headers.authorization.slice(4));
    expect(user?.role).toBe('EMPLOYER');
    await t.app.deps.sessions.revoke(user!.sessionId);
    const res = await t.app.inject({ url: SIGNED_IN, headers: { ...headers, lng: 'id' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sesi Anda telah berakhir. Silakan masuk lagi.');
  });

  it('refuses an expired session and a deleted user', async () => {
    const a = await signIn(t.app, 'CANDIDATE');
    await t.app.deps.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', a.userId)
      .execute();
    expect((await t.app.inject({ url: SIGNED_IN, headers: a.headers })).statusCode).toBe(401);

    const b = await signIn(t.app, 'CANDIDATE');
    await t.app.deps.db
      .updateTable('users')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', b.userId)
      .execute();
    expect((await t.app.inject({ url: SIGNED_IN, headers: b.headers })).statusCode).toBe(401);
  });

  it('revokes every session of a user but the current one', async () => {
    const { userId, headers } = await signIn(t.app, 'CANDIDATE');
    const other = await t.app.deps.sessions.create({ id: userId, role: 'CANDIDATE' });
    const current = await t.app.deps.sessions.verify(headers.authorization.slice(4));
    await t.app.deps.sessions.revokeAllFor(userId, current!.sessionId);
    expect(await t.app.deps.sessions.verify(other)).toBeNull();
    expect(await t.app.deps.sessions.verify(headers.authorization.slice(4))).not.toBeNull();
  });
});
