/**
 * Registers a call of the route table (common/api/routes.ts) on the server: method and path come from the table,
 * the body (or query, for GET) is validated with a valibot schema from common/schemas, access is checked, and the
 * handler's result is wrapped in the envelope. A route with a guest twin is registered twice: the signed-in path
 * needs a valid token, the guest path needs none.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import type { Envelope, Paginator, ResponseCode } from '../../common/api/envelope.js';
import {
  type Access,
  type ModuleName,
  type RouteDef,
  findRoute,
  routePattern,
} from '../../common/api/routes.js';
import type { Language } from '../../common/locales/index.js';
import { flattenIssues } from '../../common/schemas/issues.js';
import { type AuthUser, tokenFromHeader } from '../auth/sessions.js';
import type { Deps } from '../deps.js';
import { forbidden, unauthenticated, validationError } from './errors.js';
import { requestLanguage, translator } from './language.js';

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
}

export interface RouteOptions<S extends v.GenericSchema | undefined, T> {
  /** Validates the JSON body, or the query string for GET. */
  schema?: S;
  /** Requests per minute per client for this route (sign-in, OTP, contact form). */
  rateLimit?: { max: number; timeWindow: string | number };
  /** Restricts a signed-in path further than the table's access (e.g. approved employers). */
  guard?: (user: AuthUser) => void;
  handler: (
    ctx: HandlerContext<S extends v.GenericSchema ? v.InferOutput<S> : undefined>,
  ) => Promise<HandlerResult<T>>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ROLE_OF: Partial<Record<Access, AuthUser['role']>> = { candidate: 'CANDIDATE', employer: 'EMPLOYER' };

export function defineRoute<S extends v.GenericSchema | undefined, T>(
  app: FastifyInstance,
  module: ModuleName,
  action: string,
  options: RouteOptions<S, T>,
): void {
  const def = findRoute(module, action);
  if (!def) throw new Error(`No route ${module}.${action} in common/api/routes.ts`);
  const docs = openApiSchema(module, action, def, options.schema);
  register(app, def, false, options, docs);
  if (def.guestPath) register(app, def, true, options, { ...docs, security: [], summary: `${docs.summary} (guest)` });
}

/**
 * The route's description for the generated OpenAPI document (/client/api/docs). Validation stays with valibot
 * (one rule, one place, translated messages), so the JSON schema is for documentation only.
 */
function openApiSchema(module: string, action: string, def: RouteDef, schema: v.GenericSchema | undefined) {
  const input = schema ? toJsonSchema(schema, { errorMode: 'ignore' }) : undefined;
  return {
    tags: [module],
    summary: `${module}.${action}`,
    ...(def.access === 'public' ? { security: [] } : {}),
    ...(input ? { [def.method === 'GET' || def.method === 'DELETE' ? 'querystring' : 'body']: input } : {}),
  };
}

function register<S extends v.GenericSchema | undefined, T>(
  app: FastifyInstance,
  def: RouteDef,
  guest: boolean,
  options: RouteOptions<S, T>,
  docs: Record<string, unknown>,
): void {
  const needsUser = !guest && def.access !== 'public';
  app.route({
    method: def.method,
    url: routePattern(def, guest),
    schema: docs,
    validatorCompiler: () => () => true,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (req, reply) => {
      const lng = requestLanguage(req);
      const t = translator(lng);
      const deps = app.deps;

      let user: AuthUser | undefined;
      if (needsUser) {
        const token = tokenFromHeader(req.headers.authorization);
        user = (token && (await deps.sessions.verify(token))) || undefined;
        if (!user) throw unauthenticated();
        const role = ROLE_OF[def.access];
        if (role && user.role !== role) throw forbidden();
        options.guard?.(user);
      }

      let input: unknown = undefined;
      if (options.schema) {
        const raw = def.method === 'GET' || def.method === 'DELETE' ? req.query : (req.body ?? {});
        // Every body of the API is an object. valibot's object schema accepts arrays (typeof [] is 'object') and
        // would then read Array.prototype's `filter` and `sort` as fields: refuse anything else as such.
        if (!isPlainObject(raw)) throw validationError(lng, [{ field: 'body', key: 'notObject' }]);
        const result = v.safeParse(options.schema, raw);
        if (!result.success) throw validationError(lng, flattenIssues(result.issues, { firstPerField: true }));
        input = result.output;
      }

      const result = await options.handler({
        req,
        reply,
        input: input as never,
        params: (req.params ?? {}) as Record<string, string>,
        user,
        lng,
        t,
        deps,
      });
      const body: Envelope<T> = {
        code: result.code ?? 'SUCCESS',
        message: t(result.message ?? 'messages:ok', result.messageVars),
        data: result.data,
        ...(result.paginator ? { paginator: result.paginator } : {}),
      };
      return reply.status(result.status ?? 200).send(body);
    },
  });
}
