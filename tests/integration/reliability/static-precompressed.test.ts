/**
 * Static files are sent as the build compressed them, never compressed per request (compressing the 400 KB bundle
 * on every request took memory into gigabytes under a spike), while API answers are still compressed above 1 KB.
 * A fake build: a .js with a .br and a .gz next to it whose contents differ from what compressing the .js would give
 * (a marker comment), so a body equal to the sibling file proves it was streamed as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';

const JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'row ${i}' }`).join(', ')}];\n`;

function fakeDist(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-dist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  const write = (file: string, content: string | Buffer) => fs.writeFileSync(path.join(root, file), content);
  const html = `<!doctype html><html><head><title>Orbit</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
  const sw = `self.addEventListener('install', () => {});\n${'// precache\n'.repeat(200)}`;
  write('index.html', html);
  write('index.html.br', zlib.brotliCompressSync(`${html}<!-- br -->`));
  write('sw.js', sw);
  write('sw.js.gz', zlib.gzipSync(`${sw}// gz\n`));
  write('assets/app-abc123.js', JS);
  write('assets/app-abc123.js.br', zlib.brotliCompressSync(`${JS}// br\n`));
  write('assets/app-abc123.js.gz', zlib.gzipSync(`${JS}// gz\n`));
  // A file the build left without siblings: sent as it is too, never compressed on the way out.
  write('assets/plain-def456.js', JS);
  return root;
}

describe.each(dialects)('precompressed static files (%s)', (dialect) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeDist();
    t = await createTestApp(dialect, { STATIC_DIR: root });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  const file = (name: string) => fs.readFileSync(path.join(root, name));
  const varies = (header: unknown) =>
    String(header)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes('accept-encoding');

  it('sends the .br file as it is to a client that accepts brotli', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.rawPayload.equals(file('assets/app-abc123.js.br'))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(file('assets/app-abc123.js.br').length);
  });

  it('sends the .gz file as it is to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.rawPayload.equals(file('assets/app-abc123.js.gz'))).toBe(true);
  });

  it('sends the file itself without Accept-Encoding, still varying on it', async () => {
    // Its siblings here are marked, so not the file's own gzip: the server keeps the file's bytes (staticFiles.ts).
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.body).toBe(JS);
  });

  it('never compresses a file per request, even one without siblings', async () => {
    const res = await get('/assets/plain-def456.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
  });

  it('keeps index.html and sw.js revalidated when their compressed siblings are sent', async () => {
    for (const url of ['/', '/index.html', '/contact-us']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', accept: 'text/html' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(varies(res.headers.vary), url).toBe(true);
      expect(res.rawPayload.equals(file('index.html.br')), url).toBe(true);
    }
    const sw = await get('/sw.js', 'gzip');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(sw.rawPayload.equals(file('sw.js.gz'))).toBe(true);
  });

  it('compresses API answers above 1 KB and leaves small ones alone', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/client/api/v1/country/all/guest',
      headers: { 'accept-encoding': 'br' },
      payload: {},
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(varies(big.headers.vary)).toBe(true);
    const json = zlib.brotliDecompressSync(big.rawPayload).toString('utf8');
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json)).toMatchObject({ code: 'SUCCESS' });

    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
