/**
 * One error handler and one not-found handler for the whole server, so every failure leaves as an envelope
 * `{ code, message, data }` with the statuses of spec.md's appendix, in the request's language.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '../../common/api/envelope.js';
import { AppError } from '../http/errors.js';
import { requestLanguage, translator } from '../http/language.js';

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

/** The envelope for an API path that does not exist. */
export function apiNotFound(lngHeader: Parameters<typeof requestLanguage>[0]): Envelope {
  return {
    code: 'ERROR',
    message: translator(requestLanguage(lngHeader))('errorMsg:routeNotFound'),
    data: null,
  };
}
