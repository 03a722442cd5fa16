import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import { listRequest } from '../../../common/schemas/list.js';
import {
  resumeContentInput,
  resumeCreateInput,
  resumeHeaderInput,
  resumeIdInput,
  resumeUpdateInput,
} from '../../../common/schemas/resumes.js';
import { defineRoute, signedIn, recordIdParam } from '../../http/define.js';
import { storageFor } from '../files/storage.js';
import * as resumes from './service.js';

/** The candidate's resumes (issue 12; spec §7 Resumes): the list, uploads, built resumes and their PDFs. */
export async function resumesRoutes(app: FastifyInstance) {
  const storage = storageFor(app.deps.config);

  defineRoute(app, 'resumes', 'list', {
    schema: listRequest,
    handler: async ({ input, deps, user }) => {
      const { docs, total } = await resumes.listResumes(deps.db, signedIn(user), input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });
  defineRoute(app, 'resumes', 'get', {
    errors: [404],
    handler: async ({ params, deps, user, lng }) => ({
      data: await resumes.getResume(deps.db, signedIn(user), recordIdParam(params, lng)),
      message: 'messages:fetched',
    }),
  });
  defineRoute(app, 'resumes', 'create', {
    schema: resumeCreateInput,
    handler: async ({ input, deps, user, lng }) => ({
      status: 201,
      data: await resumes.createUploaded(deps.db, signedIn(user), lng, input),
      message: 'messages:resumeAdded',
    }),
  });
  defineRoute(app, 'resumes', 'update', {
    schema: resumeUpdateInput,
    errors: [404],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await resumes.changeResume(deps.db, signedIn(user), recordIdParam(params, lng), input),
      message: 'messages:resumeUpdated',
    }),
  });
  defineRoute(app, 'resumes', 'softDelete', {
    schema: resumeIdInput,
    errors: [404],
    handler: async ({ input, deps, user }) => {
      await resumes.removeResume(deps.db, signedIn(user), input.id);
      return { data: null, message: 'messages:resumeDeleted' };
    },
  });
  defineRoute(app, 'resumes', 'proposals', {
    errors: [404],
    handler: async ({ params, deps, user, lng }) => ({
      data: await resumes.proposals(deps.db, storage, signedIn(user), lng, recordIdParam(params, lng)),
      message: 'messages:fetched',
    }),
  });
  defineRoute(app, 'resumes', 'updateHeader', {
    schema: resumeHeaderInput,
    errors: [404, 409],
    handler: async ({ input, deps, user }) => ({
      status: input.id === undefined ? 201 : 200,
      data: await resumes.saveHeader(deps.db, signedIn(user), input),
      message: 'messages:resumeUpdated',
    }),
  });
  defineRoute(app, 'resumes', 'updateResume', {
    schema: resumeContentInput,
    errors: [404, 409],
    handler: async ({ input, deps, user }) => ({
      data: await resumes.saveContent(deps.db, signedIn(user), input),
      message: 'messages:resumeUpdated',
    }),
  });
  defineRoute(app, 'resumes', 'download', {
    errors: [404],
    // `?isSave=true` also keeps the rendered PDF; any other value (or none) only downloads it.
    handler: async ({ req, params, deps, user, lng }) => ({
      data: null,
      file: await resumes.download(
        deps.db,
        storage,
        signedIn(user),
        recordIdParam(params, lng),
        (req.query as Record<string, unknown>).isSave === 'true',
      ),
    }),
  });
}
