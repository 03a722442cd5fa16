/**
 * Content negotiation for answers prepared in advance (the built app's files, cached reference data): each is kept
 * as identity bytes plus, where worth it, brotli and gzip variants, with an ETag. Picking one costs nothing per
 * request; nothing is compressed on the way out.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Encoded {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Brotli and gzip variants of an answer that will be sent many times (compressed once, at a high level), with its
 * ETag. Synchronous: a few kilobytes, once per answer per version of the data.
 */
export function encodeAll(bytes: Buffer): Encoded & { etag: string } {
  const identity = exact(bytes);
  return {
    etag: etagOf(identity),
    identity,
    br: exact(zlib.brotliCompressSync(identity, { params: brotliParams(9, identity.length) })),
    gzip: exact(zlib.gzipSync(identity, { level: 9 })),
  };
}

/**
 * Brotli's settings for `size` bytes at `quality`: a window as large as the input (at least 1 KB, at most brotli's
 * default 4 MB). With the default window, qualities 5–9 set up a hash table of up to 32 MB on every call, whatever
 * the input's size; a window of the input's size lets brotli pick its small hashers. Measured on a job page's HTML
 * (47 KB) at quality 9: 18.1 → 2.3 ms and 11,604 → 11,587 bytes; a cold job page 63 → 38 ms.
 */
export function brotliParams(quality: number, size: number): Record<number, number> {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const lgwin = Math.min(22, Math.max(10, Math.ceil(Math.log2(size + 1))));
  return { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_LGWIN]: lgwin, [BROTLI_PARAM_SIZE_HINT]: size };
}

/**
 * `bytes` in memory of their own size, for what a cache keeps. On Node 24 a small Buffer is a view of a shared 64 KB
 * slab (`Buffer.poolSize`), and zlib's synchronous calls answer a view of their 64 KB output chunk: one kept answer
 * of 3 KB could hold 64 KB. Measured at start (reference answers and rendered pages): 5.0 → 2.6 MB of buffers.
 */
export function exact(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(copy);
  return copy;
}

/**
 * `answer` without its identity bytes held, for answers kept as long as the server runs (the built app's files,
 * rendered pages): browsers take brotli or gzip, so the uncompressed copy, the largest of the three, is made from the
 * gzip one when a client that accepts neither asks (curl, some crawlers), and kept only until the next garbage
 * collection. Without a gzip variant the answer is returned as it is.
 */
export function withoutIdentity<T extends Encoded>(answer: T): T {
  const { identity: _held, ...rest } = answer;
  const { gzip } = answer;
  if (!gzip) return answer;
  let made: WeakRef<Buffer> | undefined;
  return Object.defineProperty(rest, 'identity', {
    enumerable: true,
    get(): Buffer {
      let identity = made?.deref();
      if (!identity) {
        identity = zlib.gunzipSync(gzip);
        made = new WeakRef(identity);
      }
      return identity;
    },
  }) as T;
}

/** Below this, compressing saves less than it costs (and the headers weigh as much). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The same, each variant made when a client first asks for it, at a level that costs about a millisecond for a page
 * of search results: for answers of which many are made once and sent a few times (searches), where compressing
 * every variant at the highest level up front would cost more than it saves.
 */
export function encodeLazily(bytes: Buffer): Encoded & { etag: string } {
  const identity = exact(bytes);
  const small = identity.length < COMPRESS_FROM_BYTES;
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    etag: etagOf(identity),
    identity,
    get br() {
      if (small) return undefined;
      return (br ??= exact(zlib.brotliCompressSync(identity, { params: brotliParams(5, identity.length) })));
    },
    get gzip() {
      if (small) return undefined;
      return (gzip ??= exact(zlib.gzipSync(identity, { level: 6 })));
    },
  };
}

/** A strong validator for these bytes. */
export const etagOf = (bytes: Buffer) =>
  `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** The content codings an Accept-Encoding header allows (`q=0` refuses one). */
function parseCodings(header: string | undefined): ReadonlySet<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Distinct Accept-Encoding headers whose reading is kept: browsers send one of a handful, each on every request. */
const MAX_KEPT_CODINGS = 64;
const keptCodings = new Map<string, ReadonlySet<string>>();

/** parseCodings, read once per distinct header (parsing it on every call showed at 1–2% of a cached answer's CPU). */
function acceptedCodings(header: string | undefined): ReadonlySet<string> {
  const key = header ?? '';
  let accepted = keptCodings.get(key);
  if (!accepted) {
    accepted = parseCodings(key);
    // Odd headers by the thousand (a scanner) must not grow the map: past its size, it starts again.
    if (keptCodings.size >= MAX_KEPT_CODINGS) keptCodings.clear();
    keptCodings.set(key, accepted);
  }
  return accepted;
}

/** The encoding a client takes for an answer compressed on the way out: brotli, then gzip, or none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

/** The encoding to send: brotli, then gzip, when the client accepts it and a variant exists. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  file: Encoded,
): { encoding?: 'br' | 'gzip'; body: Buffer } {
  const accepted = acceptedCodings(acceptEncoding);
  const any = accepted.has('*');
  // What the client accepts first: a variant made on first use (encodeLazily) is made only for a client that takes it.
  const br = accepted.has('br') || any ? file.br : undefined;
  if (br) return { encoding: 'br', body: br };
  const gzip = accepted.has('gzip') || any ? file.gzip : undefined;
  if (gzip) return { encoding: 'gzip', body: gzip };
  return { body: file.identity };
}

/** True when an If-None-Match header names this ETag (a list, weak validators or `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export interface SendOptions {
  type: string;
  cacheControl: string;
  /** Request headers the answer depends on besides Accept-Encoding. */
  vary?: string;
  status?: number;
}

/**
 * Sends a prepared answer: its ETag (304 when the client has it), the variant the client accepts, and the caching
 * headers given. Used for the built app's files, rendered pages and cached reference data.
 */
export function sendEncoded(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: Encoded & { etag: string },
  { type, cacheControl, vary, status = 200 }: SendOptions,
) {
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', answer.etag)
    .header('Vary', vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding')
    .type(type);
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  const { encoding, body } = pickEncoding(req.headers['accept-encoding'], answer);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.status(status).send(body);
}
