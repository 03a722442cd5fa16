import type { ResponseCode } from '../../common/api/envelope.js';
import type { Language } from '../../common/locales/index.js';
import type { FlatIssue } from '../../common/schemas/issues.js';
import { issueMessage } from '../../common/schemas/issueMessages.js';

/**
 * An error that becomes an envelope: HTTP status, response code and a message key of the shared catalogs
 * (translated to the request's language by the error handler), or a function giving the message in a language.
 * Throw it from anywhere in a request.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ResponseCode,
    readonly messageKey: string | ((lng: Language) => string),
    readonly vars: Record<string, unknown> = {},
    readonly data: unknown = null,
  ) {
    super(typeof messageKey === 'string' ? messageKey : messageKey('en'));
    this.name = 'AppError';
  }
}

export const badRequest = (key = 'errorMsg:badRequest', vars?: Record<string, unknown>) =>
  new AppError(400, 'ERROR', key, vars);
export const unauthenticated = (key = 'errorMsg:unauthenticated') =>
  new AppError(401, 'UNAUTHENTICATED', key);
export const forbidden = (key = 'errorMsg:forbidden') => new AppError(403, 'ERROR', key);
export const notFound = (key = 'errorMsg:notFound') => new AppError(404, 'ERROR', key);
export const duplicate = (key: string, vars?: Record<string, unknown>) =>
  new AppError(409, 'DUPLICATE', key, vars);
export const tooManyRequests = () => new AppError(429, 'ERROR', 'errorMsg:tooManyRequests');

/**
 * 422 naming every field in `data.errors` (each with its sentence in the caller's language), the first one's
 * sentence as the message: the shape of a schema failure, also for rules checked by a service.
 */
export function validationError(lng: Language, issues: FlatIssue[]): AppError {
  const errors = issues.map((issue) => ({ field: issue.field, message: issueMessage(lng, issue) }));
  return new AppError(422, 'ERROR', (l) => (issues[0] ? issueMessage(l, issues[0]) : ''), {}, { errors });
}
