import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodeLazily, etagOf, matchesEtag, pickEncoding } from './negotiate.js';

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

  it('sends the bytes as they are when no variant exists', () => {
    expect(pickEncoding('br, gzip', { identity: file.identity })).toEqual({ body: file.identity });
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
