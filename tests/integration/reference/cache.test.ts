/**
 * Reference data served from memory (issue 9): serialized and compressed once, with an ETag and 304 for a client
 * that has the answer; renewed when an administrator changes reference data (a suggestion approved, a setting set),
 * on every instance, from the next call.
 */
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';

const databaseUrl = (t: TestApp) =>
  t.config.database.kind === 'postgres' ? t.config.database.url : `sqlite:${t.config.database.file}`;
const admin = (t: TestApp, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: databaseUrl(t), LOG_LEVEL: 'silent' },
  });

describe.each(dialects)('cached reference data (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const countries = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/client/api/v1/country/all/guest', payload: {}, headers });

  it('answers with an ETag, 304 for a client that has it, and precompressed brotli or gzip', async () => {
    const first = await countries();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toContain('max-age=60');
    expect(first.json().data.length).toBeGreaterThan(240);

    const again = await countries({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await countries({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await countries({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(first.body);

    // The signed-in path shares the answer; another language is another answer.
    const { headers } = await signIn(t.app, 'CANDIDATE');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/country/all',
      payload: {},
      headers,
    });
    expect(signedIn.headers.etag).toBe(etag);
    const categoriesEn = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/category/all/guest',
      payload: {},
    });
    const categoriesId = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/category/all/guest',
      payload: {},
      headers: { lng: 'id' },
    });
    expect(categoriesId.headers.etag).not.toBe(categoriesEn.headers.etag);
  });

  it('keeps answers under the request as sent: a kept answer never lets through what the schema refuses', async () => {
    const states = (payload: string, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/client/api/v1/state/get-state-list/guest${query}`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
    // `null` is a page the schema takes (the first); 1e400 parses to Infinity, which stringifies to null too.
    const kept = await states('{"countryCode":"ID","page":null}');
    expect(kept.statusCode).toBe(200);
    const refused = await states('{"countryCode":"ID","page":1e400}');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/page/i);
    // The same request written otherwise is the same answer (kept again under its own text).
    const spaced = await states('{ "page": null, "countryCode": "ID" }');
    expect(spaced.statusCode).toBe(200);
    expect(spaced.headers.etag).toBe(kept.headers.etag);
    // A request longer than a key may be (fields the schema drops) is answered alike, and kept by what it means.
    const padded = `{"countryCode":"ID","page":null,"note":"${'x'.repeat(2000)}"}`;
    for (let i = 0; i < 2; i += 1) {
      const long = await states(padded);
      expect(long.statusCode).toBe(200);
      expect(long.headers.etag).toBe(kept.headers.etag);
    }
    // The path's own query is no part of a POST's request.
    expect((await states('{"countryCode":"ID","page":null}', '?page=1e400')).statusCode).toBe(200);
    // A body some other parser read has no text to be kept under: the answer kept for no body at all is not its own.
    const none = await t.app.inject({ method: 'POST', url: '/client/api/v1/country/all/guest' });
    expect(none.statusCode).toBe(200);
    const text = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/country/all/guest',
      payload: 'countries',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(422);
  });

  it('renews the answers when a suggestion is approved, on every instance (admin CLI)', async () => {
    // A second instance on the same database.
    const other = await createTestApp(dialect, { DATABASE_URL: databaseUrl(t) });
    try {
      const { headers } = await signIn(t.app, 'CANDIDATE');
      const created = await t.app.inject({
        method: 'POST',
        url: '/client/api/v1/masters/create',
        headers,
        payload: { codeType: 'SKILLS', name: 'Pemrograman Zig' },
      });
      const id = created.json().data.id as number;
      const list = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/client/api/v1/masters/list/guest',
          payload: { codeType: 'SKILLS', search: 'zig' },
        });
      expect((await list(t)).json().data).toEqual([]);
      expect((await list(other)).json().data).toEqual([]);

      const cli = admin(t, 'approve-master', String(id));
      expect(cli.status, cli.stderr).toBe(0);
      for (const app of [t, other]) {
        expect((await list(app)).json().data.map((m: { name: string }) => m.name)).toEqual([
          'Pemrograman Zig',
        ]);
      }
    } finally {
      await other.close();
    }
  });

  it('renews the settings when an administrator sets one', async () => {
    const settings = () => t.app.inject({ method: 'GET', url: '/client/api/v1/settings/get-settings/guest' });
    const before = await settings();
    const cli = admin(t, 'set-setting', 'siteTitle', '"Orbit Karier"');
    expect(cli.status, cli.stderr).toBe(0);
    const after = await settings();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.siteTitle).toBe('Orbit Karier');
  });
});
