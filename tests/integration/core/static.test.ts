import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINT_FIRST_HASH } from '../../../server/http/paintFirst.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TMP_DIR } from '../helpers/paths.js';

/** A hashed chunk with the .gz and .br the build writes beside it. */
const CHUNK = `export const jobs = [${'"Kasir", '.repeat(500)}];`;

describe('serving the built app', () => {
  let t: TestApp;
  const dist = path.join(TMP_DIR, 'fake-dist');
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
    fs.writeFileSync(path.join(dist, 'assets', 'chunk-def456.js'), CHUNK);
    fs.writeFileSync(path.join(dist, 'assets', 'chunk-def456.js.gz'), zlib.gzipSync(CHUNK));
    fs.writeFileSync(path.join(dist, 'assets', 'chunk-def456.js.br'), zlib.brotliCompressSync(CHUNK));
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    t = await createTestApp('sqlite', { STATIC_DIR: dist });
  });
  afterAll(() => t.close());

  it('never lets the browser cache index.html and sw.js', async () => {
    for (const url of ['/', '/sw.js']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets immutably', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a repeated request with its ETag with 304 and no body', async () => {
    for (const url of ['/', '/assets/index-abc123.js']) {
      const first = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(first.headers.etag, url).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({
        url,
        headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('answers HEAD like GET, without the body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('');
  });

  it('answers client routes with the app', async () => {
    const res = await t.app.inject({ url: '/contact-us?x=1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client route to whoever takes HTML: a wildcard, no Accept at all, a HEAD', async () => {
    // Link-preview fetchers and crawlers ask for */* or say nothing; a link checker asks with HEAD.
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/*;q=0.5, */*;q=0.1' }]) {
      const res = await t.app.inject({ url: '/contact-us', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body, JSON.stringify(headers)).toContain('<title>app</title>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/contact-us', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
    // A script asking for data or an image at a page's address gets no page.
    for (const accept of ['application/json', 'image/webp,image/*']) {
      const res = await t.app.inject({ url: '/contact-us', headers: { accept } });
      expect(res.statusCode, accept).toBe(404);
      expect(res.body, accept).not.toContain('<title>app</title>');
    }
  });

  it('never serves source maps or build metadata', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/.vite/manifest.json']) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
    }
  });

  it('answers a missing file with 404, not with the app', async () => {
    for (const accept of ['*/*', 'text/html']) {
      for (const url of ['/assets/missing-123.js', '/assets/missing']) {
        const res = await t.app.inject({ url, headers: { accept } });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('<title>app</title>');
      }
    }
  });

  it('sends the variant a client takes, and the file as it is to one that takes none', async () => {
    const br = await t.app.inject({
      url: '/assets/chunk-def456.js?v=2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    const gzip = await t.app.inject({
      url: '/assets/chunk-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
    // Only the compressed variants are held: the plain bytes are made again from the gzip one.
    for (let i = 0; i < 2; i++) {
      const plain = await t.app.inject({
        url: '/assets/chunk-def456.js',
        headers: { 'accept-encoding': '' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(CHUNK);
      expect(plain.headers.etag).toBe(gzip.headers.etag);
    }
  });

  it('answers unknown API paths with a 404 envelope in the asked language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/nope/nothing',
      headers: { lng: 'id' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ERROR', message: 'Alamat ini bukan bagian dari API.', data: null });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    // One inline script may run: the server-rendered pages' loader, by the hash of its text.
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${PAINT_FIRST_HASH};`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
  });

  it('sends the API answers the short set of data headers: never rendered, never framed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/client/api/v1/country/all/guest', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    // The API's documentation is a page: it keeps the app's policy.
    const docs = await t.app.inject({ url: '/client/api/docs/ui/' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
