/**
 * Compression of the answers made per request (the API's JSON, mostly). What is sent many times is compressed ahead
 * of time and says so with `config.compress: false`: the built app's files, rendered pages and cached answers
 * (./negotiate.ts), and stored files. Above 1 KB, a text, JSON, JavaScript, XML or SVG answer is compressed with
 * brotli at quality 4 and a 256 KB window (hundreds compressed at once in a spike must not each hold megabytes), or
 * gzip at level 5, as the client accepts; `Vary: Accept-Encoding` either way. Streams pass as they are: the only
 * ones are stored files. The hook runs after each route's own onSend hooks, so the idempotency record
 * (./idempotency.ts) keeps the plain answer. Requests are not decompressed: an encoded body is no JSON (400).
 *
 * In place of @fastify/compress, which also loaded mime-db, readable-stream and minipass at every start: 34 modules,
 * 1.3 MB of heap.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, onSendAsyncHookHandler } from 'fastify';
import { preferredEncoding } from './negotiate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route sends its own encodings (or a format compressed already). */
    compress?: boolean;
  }
}

/** Below this, compressing saves less than it costs (and a TCP packet holds the answer anyway). */
export const COMPRESS_THRESHOLD = 1024;
/** Types worth compressing: images, PDFs, office files and archives are compressed already. */
const COMPRESSIBLE = /^(?:text\/|image\/svg\+xml|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)\b)/i;
const BROTLI: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

const compressAnswer: onSendAsyncHookHandler<unknown> = async (req, reply, payload) => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  varyOnEncoding(reply);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!encoding || /\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return encoding === 'br' ? brotli(payload, BROTLI) : gzip(payload, { level: 5 });
};

/** Adds the compression to every route registered after this, behind the route's own onSend hooks. */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.compress === false) return;
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...own, compressAnswer];
  });
}
