import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { makePaginator } from '../../../common/api/envelope.js';
import { findRoute, routePattern } from '../../../common/api/routes.js';
import { IMPORT_LIMITS } from '../../../common/constants/importJobs.js';
import type { Language } from '../../../common/locales/index.js';
import {
  importErrorsRequest,
  importHistoryListRequest,
  importStartInput,
} from '../../../common/schemas/importJobs.js';
import { defineRoute, signedIn, recordIdParam } from '../../http/define.js';
import { validationError } from '../../http/errors.js';
import { requireApprovedEmployer } from '../accounts/service.js';
import * as imports from './service.js';

const fileProblem = (lng: Language, key: 'required' | 'fileTooLarge' | 'fileType', requirement?: number) =>
  validationError(lng, [{ field: 'file', key, ...(requirement === undefined ? {} : { requirement }) }]);

/**
 * The one file of a multipart upload (form field `file`), whole, at most IMPORT_LIMITS.fileBytes. A request that is
 * not multipart, holds no file or too big a file is a 422 naming `file`.
 */
async function uploadedFile(
  req: FastifyRequest,
  lng: Language,
): Promise<{ fileName: string; buffer: Buffer }> {
  if (!req.isMultipart()) throw fileProblem(lng, 'required');
  try {
    const part = await req.file({
      limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 5, parts: 6 },
    });
    if (!part || part.fieldname !== 'file') throw fileProblem(lng, 'required');
    return { fileName: part.filename, buffer: await part.toBuffer() };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileProblem(lng, 'fileTooLarge', IMPORT_LIMITS.fileMegabytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fileProblem(lng, 'fileType');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fileProblem(lng, 'required');
    throw error;
  }
}

/**
 * Bulk job import and import history (issue 10; spec §7 Import history): upload, start and run an import, and the
 * company's history of them. Every call is for approved employers (403 otherwise), members of the company.
 */
export async function importHistoryRoutes(app: FastifyInstance) {
  // Multipart bodies are parsed for the upload only (a context of its own): every other call takes JSON alone.
  await app.register(uploadRoute);

  const approved = { guard: requireApprovedEmployer };

  defineRoute(app, 'importHistory', 'start', {
    ...approved,
    schema: importStartInput,
    errors: [409],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await imports.startImport(deps.db, signedIn(user), lng, recordIdParam(params, lng), input),
      message: 'messages:importStarted',
    }),
  });

  defineRoute(app, 'importHistory', 'run', {
    ...approved,
    errors: [409, 422],
    handler: async ({ params, deps, user, lng }) => {
      const doc = await imports.runImport(deps, signedIn(user), lng, recordIdParam(params, lng));
      return {
        data: doc,
        message: doc.status === 'DONE' ? 'messages:importDone' : 'messages:importProgress',
      };
    },
  });

  defineRoute(app, 'importHistory', 'get', {
    errors: [422],
    ...approved,
    handler: async ({ params, deps, user, lng }) => ({
      data: await imports.getImport(deps.db, signedIn(user), lng, recordIdParam(params, lng)),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'importHistory', 'list', {
    ...approved,
    schema: importHistoryListRequest,
    handler: async ({ input, deps, user }) => {
      const { docs, total } = await imports.listImports(deps.db, signedIn(user), input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  defineRoute(app, 'importHistory', 'errors', {
    ...approved,
    schema: importErrorsRequest,
    handler: async ({ input, params, deps, user, lng }) => {
      const { docs, total } = await imports.listErrors(
        deps.db,
        signedIn(user),
        lng,
        recordIdParam(params, lng),
        input,
      );
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });
}

/** import-history/upload, in its own context: the one call that takes a multipart form (the file). */
async function uploadRoute(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: true });

  // The body is documented as what it is, a form with a file (the JSON schemas document the other calls).
  const uploadPath = routePattern(findRoute('importHistory', 'upload')!);
  app.addHook('onRoute', (route) => {
    if (route.url !== uploadPath || !route.schema) return;
    route.schema = {
      ...route.schema,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: `A CSV (UTF-8, comma or semicolon) or XLSX file, at most ${IMPORT_LIMITS.fileMegabytes} MB and ${IMPORT_LIMITS.rowsMax} rows under its header row.`,
          },
        },
        required: ['file'],
      },
    };
  });

  defineRoute(app, 'importHistory', 'upload', {
    guard: requireApprovedEmployer,
    // The file is checked by the service: a 422 names `file` with what is wrong with it.
    errors: [422],
    // Reading a file costs more than any other call: 30 per 10 minutes from one address.
    rateLimit: { max: 30, timeWindow: '10 minutes' },
    handler: async ({ req, deps, user, lng }) => ({
      status: 201,
      data: await imports.uploadImport(deps.db, signedIn(user), lng, await uploadedFile(req, lng)),
      message: 'messages:importRead',
    }),
  });
}
