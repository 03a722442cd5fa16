import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  brotliParams,
  encodeAll,
  encodeLazily,
  etagOf,
  exact,
  matchesEtag,
  pickEncoding,
  withoutIdentity,
} from './negotiate.js';

const file = { identity: Buffer.from('plain'), br: Buffer.from('br'), gzip: Buffer.from('gz') };

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, as the client allows', () => {
    expect(pickEncoding('gzip, deflate, br', file).encoding).toBe('br');
    expect(pickEncoding('gzip', file).encoding).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=1', file).encoding).toBe('br');
    expect(pickEncoding('*', file).encoding).toBe('br');
  });

  it('honours q=0 and a missing header', () => {
    expect(pickEncoding('br;q=0, gzip', file).encoding).toBe('gzip');
    expect(pickEncoding('br; q=0.0, gzip;q=0', file)).toEqual({ body: file.identity });
    expect(pickEncoding(undefined, file)).toEqual({ body: file.identity });
    expect(pickEncoding('identity', file)).toEqual({ body: file.identity });
  });

  it('reads every header afresh past the headers it keeps (a scanner sending thousands of odd ones)', () => {
    for (let n = 0; n < 200; n++) expect(pickEncoding(`x-${n}, gzip`, file).encoding).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', file).encoding).toBe('gzip');
    expect(pickEncoding('gzip, deflate, br', file).encoding).toBe('br');
  });

  it('sends the bytes as they are when no variant exists', () => {
    expect(pickEncoding('br, gzip', { identity: file.identity })).toEqual({ body: file.identity });
  });
});

describe('brotliParams', () => {
  const { BROTLI_PARAM_LGWIN, BROTLI_PARAM_QUALITY } = zlib.constants;
  const page = Buffer.from(
    Array.from({ length: 600 }, (_, i) => `<li><a href="/jobs/${i}">Staf gudang ${i % 37}</a></li>`).join(''),
  );

  it('sizes the window to the input, within brotli’s 1 KB to 4 MB', () => {
    expect(brotliParams(9, 100)[BROTLI_PARAM_LGWIN]).toBe(10);
    expect(brotliParams(9, 47_878)[BROTLI_PARAM_LGWIN]).toBe(16);
    expect(brotliParams(9, 65_536)[BROTLI_PARAM_LGWIN]).toBe(17);
    expect(brotliParams(9, 50_000_000)[BROTLI_PARAM_LGWIN]).toBe(22);
    expect(brotliParams(5, 2000)[BROTLI_PARAM_QUALITY]).toBe(5);
  });

  it('compresses as well as brotli’s default window, and the bytes decode to the input', () => {
    const sized = zlib.brotliCompressSync(page, { params: brotliParams(9, page.length) });
    const usual = zlib.brotliCompressSync(page, { params: { [BROTLI_PARAM_QUALITY]: 9 } });
    expect(sized.length).toBeLessThanOrEqual(usual.length * 1.01);
    expect(zlib.brotliDecompressSync(sized)).toEqual(page);
    expect(zlib.brotliDecompressSync(encodeAll(page).br!)).toEqual(page);
  });
});

describe('matchesEtag', () => {
  const etag = etagOf(Buffer.from('hello'));
  it('matches the tag, a list holding it, a weak form of it and *', () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });
  it('does not match another tag or no header', () => {
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(etagOf(Buffer.from('hello!'))).not.toBe(etag);
  });
});

describe('encodeLazily', () => {
  const json = Buffer.from(
    JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Kasir' })) }),
  );

  it('makes each variant once, only for a client that takes it, and each decodes to the answer', () => {
    const answer = encodeLazily(json);
    const spied = vi.spyOn(zlib, 'brotliCompressSync');
    expect(pickEncoding('gzip', answer).encoding).toBe('gzip');
    expect(spied).not.toHaveBeenCalled();
    const { body } = pickEncoding('br', answer);
    expect(pickEncoding('br', answer).body).toBe(body);
    expect(spied).toHaveBeenCalledTimes(1);
    spied.mockRestore();
    expect(zlib.brotliDecompressSync(body)).toEqual(json);
    expect(zlib.gunzipSync(pickEncoding('gzip', answer).body)).toEqual(json);
    expect(answer.etag).toBe(etagOf(json));
  });

  it('leaves a small answer as it is', () => {
    expect(pickEncoding('br, gzip', encodeLazily(Buffer.from('{"code":"SUCCESS"}')))).toEqual({
      body: Buffer.from('{"code":"SUCCESS"}'),
    });
  });
});

describe('what the caches keep', () => {
  const page = Buffer.from(`<main>${'Lowongan kerja terbaru. '.repeat(200)}</main>`);

  it('holds every variant in memory of its own size, not a view of a shared slab', () => {
    const small = Buffer.from('{"code":"SUCCESS","data":[1,2,3]}');
    // What this test is about: a small Buffer shares a pool slab (64 KB on Node 24).
    expect(small.buffer.byteLength).toBeGreaterThan(small.length);
    expect(exact(small)).toEqual(small);
    expect(exact(small).buffer.byteLength).toBe(small.length);
    const own = Buffer.allocUnsafeSlow(10);
    expect(exact(own)).toBe(own);
    for (const answer of [encodeAll(Buffer.from(page)), encodeLazily(Buffer.from(page))]) {
      for (const bytes of [answer.identity, answer.br!, answer.gzip!]) {
        expect(bytes.buffer.byteLength).toBe(bytes.length);
      }
    }
  });

  it('drops the identity bytes of an answer with a gzip variant and makes them again when asked', () => {
    const kept = withoutIdentity({ ...encodeAll(page), status: 404 });
    expect(Object.keys(kept)).toEqual(expect.arrayContaining(['identity', 'br', 'gzip', 'etag', 'status']));
    expect(kept.status).toBe(404);
    expect(kept.etag).toBe(etagOf(page));
    expect(pickEncoding(undefined, kept).body).toEqual(page);
    expect(pickEncoding('gzip', kept).encoding).toBe('gzip');
    // Without a gzip variant there is nothing to make them from: the answer stays as it is.
    const plain = { identity: page };
    expect(withoutIdentity(plain)).toBe(plain);
  });
});
