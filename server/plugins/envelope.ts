/**
 * One error handler and one not-found handler for the whole server, so every failure leaves as an envelope
 * `{ code, message, data }` with the statuses of spec.md's appendix, in the request's language.
 */
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '../../common/api/envelope.js';
import { isDatabaseUnavailable } from '../db/availability.js';
import { DATA_SECURITY_HEADERS } from '../http/apiHeaders.js';
import { AppError } from '../http/errors.js';
import { requestLanguage, translator } from '../http/language.js';

/** What a 503 asks clients to wait: the pool retries a connection on the next query, so a few seconds suffice. */
const RETRY_AFTER_SECONDS = 5;

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const lng = requestLanguage(req);
    const t = translator(lng);
    if (error instanceof AppError) {
      const message =
        typeof error.messageKey === 'string' ? t(error.messageKey, error.vars) : error.messageKey(lng);
      const body: Envelope = { code: error.code, message, data: error.data };
      return reply.status(error.status).send(body);
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The client went away while a (compressed) answer was streaming: nobody to answer, and nothing went wrong here.
      req.log.debug('client closed the connection before the answer was complete');
      reply.hijack();
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is restarting, unreachable or out of disk. The log names the real cause; the
      // client is told to come back shortly, and the pool reconnects by itself.
      req.log.error({ err: error }, 'database unavailable');
      const body: Envelope = { code: 'ERROR', message: t('errorMsg:unavailable'), data: null };
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const key =
      status === 429
        ? 'errorMsg:tooManyRequests'
        : status === 413
          ? 'errorMsg:payloadTooLarge'
          : status === 404
            ? 'errorMsg:notFound'
            : status >= 400 && status < 500
              ? 'errorMsg:badRequest'
              : 'errorMsg:somethingWrong';
    const body: Envelope = { code: 'ERROR', message: t(key), data: null };
    return reply.status(status >= 400 ? status : 500).send(body);
  });
});

/**
 * Fastify's framework errors (a URL that does not decode, a path parameter over maxParamLength) are raised before
 * routing, so neither the error handler nor the onRequest hooks (security headers) run: answer them here, in the
 * envelope and with the same headers.
 */
export function frameworkErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const t = translator(requestLanguage(req));
  const body: Envelope = {
    code: 'ERROR',
    message: t(status === 414 ? 'errorMsg:uriTooLong' : 'errorMsg:badRequest'),
    data: null,
  };
  void reply.headers(DATA_SECURITY_HEADERS).status(status).send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; key: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    key: 'errorMsg:headersTooLarge',
  },
  HPE_URI_TOO_LONG: { status: 414, reason: 'URI Too Long', key: 'errorMsg:uriTooLong' },
};

/**
 * Node's HTTP parser refused the request (headers too large, garbage): there is no request object, so the answer is
 * written to the socket by hand, still as an envelope with the security headers. English: the headers were not read.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const known = CLIENT_ERRORS[err.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    key: 'errorMsg:badRequest',
  };
  const body = JSON.stringify({
    code: 'ERROR',
    message: translator('en')(known.key),
    data: null,
  } satisfies Envelope);
  const headers = Object.entries({
    ...DATA_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${known.status} ${known.reason}\r\n${headers.join('\r\n')}\r\n\r\n${body}`);
}

/** The envelope for an API path that does not exist. */
export function apiNotFound(lngHeader: Parameters<typeof requestLanguage>[0]): Envelope {
  return {
    code: 'ERROR',
    message: translator(requestLanguage(lngHeader))('errorMsg:routeNotFound'),
    data: null,
  };
}
