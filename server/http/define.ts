/**
 * Registers a call of the route table (common/api/routes.ts) on the server: method and path come from the table,
 * the body (or query, for GET) is validated with a valibot schema from common/schemas, access is checked, and the
 * handler's result is wrapped in the envelope. A route with a guest twin is registered twice: the signed-in path
 * needs a valid token, the guest path needs none.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Envelope, Paginator, ResponseCode } from '../../common/api/envelope.js';
import { type AnswerOf, findAnswer } from '../../common/api/answers.js';
import {
  type Access,
  type ActionName,
  type ModuleName,
  type RouteDef,
  findRoute,
  routePattern,
} from '../../common/api/routes.js';
import type { Language } from '../../common/locales/index.js';
import { flattenIssues } from '../../common/schemas/issues.js';
import { MAX_RECORD_ID } from '../../common/schemas/list.js';
import { type AuthUser, SESSION_END_MESSAGE, tokenFromHeader } from '../auth/sessions.js';
import type { Deps } from '../deps.js';
import { routeSchema } from './contract.js';
import { forbidden, unauthenticated, validationError } from './errors.js';
import { idempotent, keepIdempotentAnswer } from './idempotency.js';
import { chosenLanguage, requestLanguage, translator } from './language.js';
import { sentText } from './sentText.js';

export interface HandlerContext<TInput> {
  req: FastifyRequest;
  reply: FastifyReply;
  input: TInput;
  params: Record<string, string>;
  /** Set on signed-in paths; undefined on guest and public paths. */
  user: AuthUser | undefined;
  lng: Language;
  t: (key: string, vars?: Record<string, unknown>) => string;
  deps: Deps;
}

export interface HandlerResult<T> {
  status?: number;
  code?: ResponseCode;
  /** A message key of the shared catalogs; defaults to messages:ok. */
  message?: string;
  messageVars?: Record<string, unknown>;
  data: T;
  paginator?: Paginator;
  /** A file instead of an envelope (a PDF to download): sent as it is, with its type and a download name. */
  file?: { body: Buffer; type: string; name: string };
}

export interface RouteOptions<S extends v.GenericSchema | undefined, T> {
  /** Validates the JSON body, or the query string for GET. */
  schema?: S;
  /** Error statuses this call gives beyond those of its kind (documented; e.g. 409 for a refused duplicate). */
  errors?: number[];
  /**
   * Requests per time window for this route (sign-in, OTP, contact form), counted per client address unless
   * `keyGenerator` names another key (files/upload counts per user).
   */
  rateLimit?: {
    max: number;
    timeWindow: string | number;
    keyGenerator?: (req: FastifyRequest) => string | Promise<string>;
  };
  /**
   * Answers kept serialized and compressed in memory with an ETag, for answers that depend on nothing but the request
   * and the data. Reference data that only an administrator changes (server/http/referenceCache.ts): `everyone` gets
   * the same answer, or `guests` do (signed-in callers are answered afresh). `board`: guests' view of jobs and
   * companies, kept per version of the board (server/http/boardCache.ts).
   */
  cache?: 'everyone' | 'guests' | 'board';
  /** Restricts a signed-in path further than the table's access (e.g. approved employers). */
  guard?: (user: AuthUser) => void;
  handler: (
    ctx: HandlerContext<S extends v.GenericSchema ? v.InferOutput<S> : undefined>,
  ) => Promise<HandlerResult<T>>;
}

/** The caller on a signed-in path (defineRoute has checked the session there), narrowed for the handler. */
export function signedIn(user: AuthUser | undefined): AuthUser {
  if (!user) throw unauthenticated();
  return user;
}

/**
 * The `:id` of a path as a record id (1 to MAX_RECORD_ID), or undefined. Digits only: Number() would also read ' 5',
 * '5.0', '5e0' and '0x5' as 5 (one record at many addresses); bounded, as ids in bodies are: a larger number is no
 * row's id, and PostgreSQL refuses to compare an integer column with it (a 500 instead of a 422).
 */
export function idParam(params: Record<string, string>): number | undefined {
  const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : 0;
  return id > 0 && id <= MAX_RECORD_ID ? id : undefined;
}

/** The `:id` of a path as a record id, for calls on one record: 422 naming `id` when it is not one. */
export function recordIdParam(params: Record<string, string>, lng: Language): number {
  const id = idParam(params);
  if (id === undefined) throw validationError(lng, [{ field: 'id', key: 'invalid' }]);
  return id;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The dotted path of the first string (or key) holding a NUL character, if any; '' for the value itself. Bodies
 * nest a few levels; deeper junk is left to the schema, which refuses it anyway.
 */
function fieldWithNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return field;
    const found = fieldWithNul(child, field, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * What a call's schema checks: the query of a GET or DELETE, else the body (none at all reads as {}; a JSON `null` is
 * a body, and not an object). Nothing when the call has no schema.
 */
function sentInput(req: FastifyRequest, inQuery: boolean, hasSchema: boolean): unknown {
  if (!hasSchema) return undefined;
  if (inQuery) return req.query;
  return req.body === undefined ? {} : req.body;
}

/** The longest request kept in an answer cache under its text as sent: bounds what the caches' keys hold. */
const MAX_SENT_TEXT = 1024;

const ROLE_OF: Partial<Record<Access, AuthUser['role']>> = { candidate: 'CANDIDATE', employer: 'EMPLOYER' };

export function defineRoute<
  M extends ModuleName,
  A extends ActionName<M>,
  S extends v.GenericSchema | undefined,
>(app: FastifyInstance, module: M, action: A, options: RouteOptions<S, AnswerOf<M, A>>): void {
  const def = findRoute(module, action);
  if (!def) throw new Error(`No route ${module}.${action} in common/api/routes.ts`);
  const answer = findAnswer(module, action);
  if (!answer) throw new Error(`No answer schema for ${module}.${action} in common/api/answers.ts`);
  for (const guest of def.guestPath ? [false, true] : [false]) {
    const schema = routeSchema({
      module,
      action,
      def,
      guest,
      request: options.schema,
      answer,
      rateLimited: !!options.rateLimit,
      errors: options.errors ?? [],
    });
    register(app, def, guest, options, schema);
  }
}

function register<S extends v.GenericSchema | undefined, T>(
  app: FastifyInstance,
  def: RouteDef,
  guest: boolean,
  options: RouteOptions<S, T>,
  docs: Record<string, unknown>,
): void {
  const needsUser = !guest && def.access !== 'public';
  // A signed-in change honours an Idempotency-Key: applied once, its answer kept for a replay (idempotency.ts).
  const honoursKey = needsUser && def.method !== 'GET';
  // Every answer of this path comes from an answer cache, compressed there once (errors are a few bytes): the
  // compression plugin's three hooks would only cost time on each call.
  const precompressed = options.cache === 'everyone' || (!needsUser && options.cache !== undefined);
  app.route({
    method: def.method,
    url: routePattern(def, guest),
    schema: docs,
    // No HEAD twin: nothing asks an API call for its headers alone, and each twin is a route held in memory.
    exposeHeadRoute: false,
    validatorCompiler: () => () => true,
    config: {
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(precompressed ? { compress: false } : {}),
    },
    ...(honoursKey ? { onSend: keepIdempotentAnswer } : {}),
    handler: async (req, reply) => {
      const lng = requestLanguage(req);
      const t = translator(lng);
      const deps = app.deps;

      let user: AuthUser | undefined;
      if (needsUser) {
        const token = tokenFromHeader(req.headers.authorization);
        user = (token && (await deps.sessions.verify(token))) || undefined;
        // The 401 says why the session ended (expired, account declined…): the app shows it at the sign-in.
        if (!user)
          throw unauthenticated(token ? SESSION_END_MESSAGE[await deps.sessions.whyEnded(token)] : undefined);
        const role = ROLE_OF[def.access];
        if (role && user.role !== role) throw forbidden();
        options.guard?.(user);
        // Mails (sign-in alerts, saved-search alerts, team invitations…) come in the language the person uses the app
        // in: the last one the app said it was set to. Written only when it changed; a failure costs the call nothing.
        const chosen = chosenLanguage(req);
        if (chosen && chosen !== user.lng) {
          await deps.sessions.rememberLanguage(user.id, chosen).catch((err: unknown) => {
            req.log.warn({ err }, 'the language of an account could not be stored');
          });
        }
      }

      // PostgreSQL text cannot hold a NUL character (it fails the whole query with a 500), and no value needs one:
      // checked in the path here, and in what the schema accepted below.
      const params = (req.params ?? {}) as Record<string, string>;
      const paramWithNul = fieldWithNul(params);
      if (paramWithNul !== undefined) throw validationError(lng, [{ field: paramWithNul, key: 'invalid' }]);

      const inQuery = def.method === 'GET' || def.method === 'DELETE';
      const sent = sentInput(req, inQuery, !!options.schema);
      /** What the schema makes of what was sent: a 422 naming the field when it refuses it. */
      const validInput = (): unknown => {
        if (!options.schema) return undefined;
        // Every body of the API is an object. valibot's object schema accepts arrays (typeof [] is 'object') and
        // would then read Array.prototype's `filter` and `sort` as fields: refuse anything else as such.
        if (!isPlainObject(sent)) throw validationError(lng, [{ field: 'body', key: 'notObject' }]);
        const result = v.safeParse(options.schema, sent);
        if (!result.success)
          throw validationError(lng, flattenIssues(result.issues, { firstPerField: true }));
        const withNul = fieldWithNul(result.output);
        if (withNul !== undefined) throw validationError(lng, [{ field: withNul, key: 'invalid' }]);
        return result.output;
      };
      let input: unknown = undefined;

      const run = async () => {
        const result = await options.handler({
          req,
          reply,
          input: input as never,
          params,
          user,
          lng,
          t,
          deps,
        });
        if (result.file) return { status: result.status ?? 200, body: undefined, file: result.file };
        const body: Envelope<T> = {
          code: result.code ?? 'SUCCESS',
          message: t(result.message ?? 'messages:ok', result.messageVars),
          data: result.data,
          ...(result.paginator ? { paginator: result.paginator } : {}),
        };
        return { status: result.status ?? 200, body, file: undefined };
      };

      // The same answer for everyone (or for every guest), served from memory with an ETag.
      const cache =
        options.cache === 'everyone' || (options.cache === 'guests' && !user)
          ? deps.referenceCache
          : options.cache === 'board' && !user
            ? deps.boardCache
            : undefined;
      if (cache) {
        const key = (request: string) =>
          `${def.method} ${def.path}|${lng}|${JSON.stringify(params)}|${request}`;
        // Kept under the request's text as sent, so that a kept answer goes out without the request being checked
        // against the schema again: one the schema refuses is never kept (its 422 is thrown before anything is).
        // Longer requests (fields the schema drops), or a body with no text kept, under what the schema made of them.
        const text = options.schema ? sentText(req, inQuery) : '';
        const byText = text !== undefined && text.length <= MAX_SENT_TEXT;
        if (!byText) input = validInput();
        const request = byText ? `sent ${text}` : `valid ${JSON.stringify(input)}`;
        return cache.answer(req, reply, key(request), async () => {
          if (byText) input = validInput();
          return (await run()).body!;
        });
      }
      input = validInput();
      // A copy of a request already answered under its Idempotency-Key gets that answer again, and nothing runs.
      if (honoursKey && user && (await idempotent(req, reply, deps.db, user.id, lng))) return reply;
      const { status, body, file } = await run();
      if (file)
        return (
          reply
            .status(status)
            .type(file.type)
            .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
            // A stored file is shown as what it is, never sniffed into something that runs.
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            .send(file.body)
        );
      return reply.status(status).send(body);
    },
  });
}
