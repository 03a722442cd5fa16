/**
 * A call's contract as Fastify and the OpenAPI document see it, built from the route table (common/api/routes.ts),
 * its request schema and its answer schema (common/api/answers.ts):
 * - `response`: the envelope of each status the call can answer, so answers are serialized by the compiled
 *   serializer and only the fields the schema names leave the server;
 * - operationId, tag, summary, security, named path parameters, the `lng` header, the request body or query.
 * Validation of requests stays with valibot (one rule, one place, translated messages): the JSON schemas are for the
 * serializer and the documentation.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { isPaginated } from '../../common/api/answers.js';
import { ResponseCode } from '../../common/api/envelope.js';
import type { RouteDef } from '../../common/api/routes.js';
import { IDEMPOTENCY_KEY_RULE } from '../../common/constants/idempotency.js';
import { HEADER_NAME } from '../../common/constants/storage.js';
import { LANGUAGES } from '../../common/locales/index.js';

type JsonSchema = Record<string, unknown>;

/** Valibot → JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without the `$schema` line that may not repeat. */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
  });
  return rest as JsonSchema;
}

/** Shared components, registered once with app.addSchema and referred to as `{ $ref: '<id>#' }`. */
export const sharedSchemas: JsonSchema[] = [
  {
    $id: 'ResponseCode',
    description: 'What happened, beside the HTTP status (spec appendix).',
    type: 'string',
    enum: Object.values(ResponseCode),
  },
  {
    $id: 'Paginator',
    description: 'The page of a list call, beside its `data` array.',
    type: 'object',
    properties: {
      totalDocs: { type: 'integer' },
      offset: { type: 'integer' },
      limit: { type: 'integer' },
      totalPages: { type: 'integer' },
      page: { type: 'integer' },
      hasPrevPage: { type: 'boolean' },
      hasNextPage: { type: 'boolean' },
      prevPage: { type: ['integer', 'null'] },
      nextPage: { type: ['integer', 'null'] },
    },
    required: [
      'totalDocs',
      'offset',
      'limit',
      'totalPages',
      'page',
      'hasPrevPage',
      'hasNextPage',
      'prevPage',
      'nextPage',
    ],
  },
  {
    $id: 'ErrorEnvelope',
    description: 'A failed call: `message` is a sentence for people, in the language of the `lng` header.',
    type: 'object',
    properties: {
      code: { $ref: 'ResponseCode#' },
      message: { type: 'string' },
      data: { type: 'null' },
    },
    required: ['code', 'message', 'data'],
  },
  {
    $id: 'QuotaErrorEnvelope',
    description: "A licence's quota is used up: the limit, what is used, and where to buy more.",
    type: 'object',
    properties: {
      code: { $ref: 'ResponseCode#' },
      message: { type: 'string' },
      data: {
        type: 'object',
        properties: {
          limit: { type: 'integer' },
          used: { type: 'integer' },
          pricingPath: { type: 'string', description: "The app's pricing page of the caller's role." },
          topUpPath: { type: 'string', description: "Employers: the app's top-up page." },
        },
        required: ['limit', 'used', 'pricingPath'],
      },
    },
    required: ['code', 'message', 'data'],
  },
  {
    $id: 'ValidationErrorEnvelope',
    description:
      'A request that broke a rule: every field at fault, each with its sentence; `message` is the first.',
    type: 'object',
    properties: {
      code: { $ref: 'ResponseCode#' },
      message: { type: 'string' },
      data: {
        type: 'object',
        properties: {
          errors: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                field: {
                  type: 'string',
                  description: "Dotted path of the field ('phone.number'); 'body' for the whole body.",
                },
                message: { type: 'string' },
              },
              required: ['field', 'message'],
            },
          },
        },
        required: ['errors'],
      },
    },
    required: ['code', 'message', 'data'],
  },
];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a malformed body or URL, or a step of a flow that no longer applies (expired code or ticket).',
  401: 'No valid session (code UNAUTHENTICATED): sign in again.',
  402: "The licence's quota is used up ('no vacancy left', the month's applications); `data` says the limit and where to buy more.",
  403: 'Signed in, but not allowed: wrong role, not approved yet, or not the owner.',
  404: 'No such record.',
  409: 'Already exists (code DUPLICATE), e.g. a registered e-mail or phone number.',
  410: 'Gone: a single-use link that was already used or has expired (e.g. a team invitation).',
  413: 'The body is larger than 1 MB.',
  415: 'The body is not JSON.',
  422: 'A field broke a rule; `data.errors` names each.',
  429: 'Too many requests from this address (or to this account): wait and try again.',
  503: 'The service is briefly unavailable (database restarting or full): try again after `Retry-After` seconds.',
};

/** What the statuses also mean on a call that honours an Idempotency-Key (server/http/idempotency.ts). */
const IDEMPOTENCY_NOTES: Record<number, string> = {
  409: 'Or: the first request under this Idempotency-Key is still being handled; try again in a moment.',
  422: 'Or: the Idempotency-Key is malformed, or was already used for a different request (`field`: Idempotency-Key).',
};

const IDEMPOTENCY_KEY_HEADER = {
  type: 'string',
  minLength: IDEMPOTENCY_KEY_RULE.minLength,
  maxLength: IDEMPOTENCY_KEY_RULE.maxLength,
  pattern: IDEMPOTENCY_KEY_RULE.characters.source,
  description:
    'Optional: one key per action (a UUID fits), the same on every retry of it. The action is applied once; a retry ' +
    `gets the first answer again with \`Idempotent-Replayed: true\`. Remembered ${IDEMPOTENCY_KEY_RULE.rememberMs / 3_600_000} hours.`,
};

export interface ContractOptions {
  module: string;
  action: string;
  def: RouteDef;
  guest: boolean;
  request: v.GenericSchema | undefined;
  answer: v.GenericSchema;
  rateLimited: boolean;
  /** Statuses beyond those every call of its kind can give (e.g. 409 where a duplicate is refused). */
  errors: number[];
}

const camel = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Fastify route schema of one registered path of a call (the signed-in path or its guest twin). */
export function routeSchema(o: ContractOptions): JsonSchema {
  const signedIn = !o.guest && o.def.access !== 'public';
  const path = (o.guest && o.def.guestPath) || o.def.path;
  const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  const inQuery = o.def.method === 'GET' || o.def.method === 'DELETE';
  const idempotent = signedIn && o.def.method !== 'GET';

  const statuses = new Set([400, 503, ...o.errors]);
  if (idempotent) statuses.add(409).add(422);
  if (o.request) statuses.add(422);
  if (!inQuery) statuses.add(413).add(415);
  if (o.rateLimited) statuses.add(429);
  if (signedIn) statuses.add(401).add(403);
  if (params.length > 0) statuses.add(404);

  const errorResponses = Object.fromEntries(
    [...statuses].sort().map((status) => [
      status,
      {
        description:
          idempotent && IDEMPOTENCY_NOTES[status]
            ? `${ERROR_DESCRIPTIONS[status]} ${IDEMPOTENCY_NOTES[status]}`
            : ERROR_DESCRIPTIONS[status],
        $ref:
          status === 422
            ? 'ValidationErrorEnvelope#'
            : status === 402
              ? 'QuotaErrorEnvelope#'
              : 'ErrorEnvelope#',
      },
    ]),
  );

  return {
    operationId: `${o.module}${camel(o.action)}${o.guest ? 'Guest' : ''}`,
    tags: [o.module],
    summary: `${o.module}.${o.action}${o.guest ? ' (guest)' : ''}`,
    ...(signedIn ? {} : { security: [] }),
    headers: {
      type: 'object',
      properties: {
        lng: { type: 'string', enum: [...LANGUAGES], description: 'Language of the messages (default en).' },
        ...(idempotent ? { [HEADER_NAME.IDEMPOTENCY_KEY]: IDEMPOTENCY_KEY_HEADER } : {}),
      },
    },
    ...(params.length > 0
      ? {
          params: {
            type: 'object',
            properties: Object.fromEntries(params.map((name) => [name, { type: 'string' }])),
            required: params,
          },
        }
      : {}),
    ...(o.request ? { [inQuery ? 'querystring' : 'body']: jsonSchemaOf(o.request) } : {}),
    response: {
      '2xx': {
        description: 'Done: the envelope with the answer in `data`.',
        type: 'object',
        properties: {
          code: { $ref: 'ResponseCode#' },
          message: { type: 'string' },
          data: jsonSchemaOf(o.answer),
          ...(isPaginated(o.answer) ? { paginator: { $ref: 'Paginator#' } } : {}),
        },
        required: ['code', 'message', 'data', ...(isPaginated(o.answer) ? ['paginator'] : [])],
      },
      ...errorResponses,
    },
  };
}
