/**
 * Uploads (issue 10): `POST /client/api/files/upload` (multipart: the file in `file`, what it is for in `kind`) for
 * any signed-in user, and `GET /media/*`, which serves the stored files from DATA_DIR/uploads.
 *
 * Multipart parsing (@fastify/multipart) is registered inside this module only: every other call of the API takes
 * JSON, and a multipart body sent to one of them is refused as such (415) instead of being parsed.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { Readable } from 'node:stream';
import * as v from 'valibot';
import { routes, routePattern } from '../../../common/api/routes.js';
import {
  UPLOAD_EXTENSIONS,
  UPLOAD_FIELD,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_PATH_REGEX,
  UPLOAD_RULES,
  type UploadKind,
} from '../../../common/constants/files.js';
import type { Language } from '../../../common/locales/index.js';
import { uploadFields } from '../../../common/schemas/files.js';
import { type FlatIssue, flattenIssues } from '../../../common/schemas/issues.js';
import { accountKey } from '../../http/accountKey.js';
import { defineRoute, signedIn } from '../../http/define.js';
import { badRequest, validationError } from '../../http/errors.js';
import { storeUpload, tooLarge } from './service.js';
import { storageFor } from './storage.js';
import { setMediaBase } from './urls.js';

/** Stored files never change (a new file gets a new random name), so browsers and CDNs keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The type of a stored file by its extension, which the server chose from the file's content when storing it. */
const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(UPLOAD_EXTENSIONS).map(([type, ext]) => [ext, type]),
);

/**
 * Uploads per user: a profile needs a handful of images and documents (and a few retries); a script filling the
 * disk needs thousands. Counted per account (the signed token's subject), so that people behind one office address
 * do not share a count and one person cannot spread uploads over addresses; a request without a valid token is
 * counted by address (it is refused with 401 anyway).
 */
const UPLOADS_PER_USER = { max: 30, timeWindow: '10 minutes' };

const isKind = (value: unknown): value is UploadKind => (UPLOAD_KINDS as readonly unknown[]).includes(value);

/** The multipart body, within limits: one file, a few short fields. */
const LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldNameSize: 50,
  fieldSize: 200,
  parts: 6,
  headerPairs: 20,
};

/**
 * Reads the upload's parts: the file (at most its kind's size when `kind` came first, as the app sends it; at most
 * the largest size of any kind otherwise) and `kind`. 422 naming each field that is missing or wrong.
 */
async function receive(req: FastifyRequest, lng: Language): Promise<{ kind: UploadKind; data: Buffer }> {
  if (!req.isMultipart()) throw validationError(lng, [{ field: UPLOAD_FIELD.file, key: 'required' }]);
  let kindValue: unknown;
  let data: Buffer | undefined;
  let truncated = false;
  try {
    for await (const part of req.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === UPLOAD_FIELD.kind) kindValue = part.value;
        continue;
      }
      if (part.fieldname !== UPLOAD_FIELD.file || data) {
        await drain(part.file);
        continue;
      }
      const max = isKind(kindValue) ? UPLOAD_RULES[kindValue].maxBytes : UPLOAD_MAX_BYTES;
      const chunks: Buffer[] = [];
      let size = 0;
      // Read to the end (the rest of the body must be read anyway), keeping no more than the limit in memory.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= max) chunks.push(chunk);
      }
      truncated = part.file.truncated || size > max;
      data = truncated ? Buffer.alloc(0) : Buffer.concat(chunks);
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT')
      throw validationError(lng, [{ field: UPLOAD_FIELD.file, key: 'tooMany', requirement: LIMITS.files }]);
    // The plugin's own errors carry their status (413 for a body over its limits); what the parser refuses
    // (no boundary, a malformed or cut-off body) is the client's mistake.
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw badRequest();
  }

  const issues: FlatIssue[] = [];
  if (data === undefined) issues.push({ field: UPLOAD_FIELD.file, key: 'required' });
  const fields = v.safeParse(uploadFields, { kind: typeof kindValue === 'string' ? kindValue : undefined });
  if (!fields.success) issues.push(...flattenIssues(fields.issues, { firstPerField: true }));
  if (!fields.success || data === undefined) throw validationError(lng, issues);
  const { kind } = fields.output;
  if (truncated) throw tooLarge(lng, kind, UPLOAD_MAX_BYTES);
  return { kind, data };
}

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}

export async function filesRoutes(app: FastifyInstance) {
  const storage = storageFor(app.deps.config);
  setMediaBase(app.deps.config.mediaBaseUrl);
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: false });

  // The contract knows JSON bodies; document this call's multipart form for the OpenAPI page and client generators.
  const uploadUrl = routePattern(routes.files.upload);
  app.addHook('onRoute', (route) => {
    if (route.url !== uploadUrl || route.method !== 'POST') return;
    route.schema = {
      ...route.schema,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        required: [UPLOAD_FIELD.file, UPLOAD_FIELD.kind],
        properties: {
          [UPLOAD_FIELD.kind]: {
            type: 'string',
            enum: [...UPLOAD_KINDS],
            description:
              'What the file is for; send it before the file. Images: logo, cover, avatar; PDF or Word: document.',
          },
          [UPLOAD_FIELD.file]: {
            type: 'string',
            format: 'binary',
            description:
              'The file. Its type is read from its content: JPEG, PNG or WebP for images (at most 2 MB; stored as WebP, ' +
              'resized, without metadata), PDF, DOC or DOCX for documents (at most 5 MB).',
          },
        },
      },
    };
  });

  defineRoute(app, 'files', 'upload', {
    // A file refused for its size, type or content, a missing field, a kind not in the list.
    errors: [422],
    rateLimit: { ...UPLOADS_PER_USER, keyGenerator: accountKey },
    handler: async ({ req, deps, user, lng }) => {
      const owner = signedIn(user);
      const { kind, data } = await receive(req, lng);
      return {
        status: 201,
        data: await storeUpload(deps.db, storage, owner, lng, kind, data),
        message: 'messages:fileUploaded',
      };
    },
  });

  /**
   * The stored files, at `/media/<kind>/<year>/<name>` (their paths). Only paths the server could have made are
   * looked up (UPLOAD_PATH_REGEX: no '..', no other names), so nothing else under DATA_DIR is reachable, and no
   * folder is ever listed (a shorter path is no route: the app's 404). The type comes from the extension the server
   * chose from the content; `nosniff` keeps browsers from guessing another, and documents are downloads, never pages
   * shown on this origin.
   */
  app.get(
    '/media/:kind/:year/:file',
    { config: { compress: false }, schema: { hide: true } },
    async (req, reply) => {
      const { kind, year, file: name } = req.params as Record<string, string>;
      const key = `${kind}/${year}/${name}`;
      const file = UPLOAD_PATH_REGEX.test(key) ? await storage.read(key) : undefined;
      if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      const type = TYPE_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      void reply
        .header('content-type', type)
        .header('content-length', file.size)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff');
      if (!type.startsWith('image/'))
        void reply.header('content-disposition', `attachment; filename="${path.posix.basename(key)}"`);
      return reply.send(file.body);
    },
  );
}
