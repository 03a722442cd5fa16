import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  applicationIdInput,
  applyInput,
  checkApplyQuery,
  myApplicationsRequest,
  responsesRequest,
  statusByEmployerInput,
  statusChangeInput,
  statusCountsRequest,
} from '../../../common/schemas/applications.js';
import { defineRoute, recordIdParam, signedIn } from '../../http/define.js';
import { storageFor } from '../files/storage.js';
import * as applications from './service.js';

/**
 * Applications (issue 13; spec §7 userjobs): candidates apply, follow and withdraw theirs; a company's team reads
 * the responses and moves them along the pipeline. The route table says which role calls what.
 */
export async function applicationsRoutes(app: FastifyInstance) {
  const storage = storageFor(app.deps.config);

  defineRoute(app, 'userJobs', 'checkApply', {
    schema: checkApplyQuery,
    handler: async ({ input, deps, user }) => ({
      data: await applications.checkApply(deps.db, signedIn(user), input.jobId),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'userJobs', 'create', {
    schema: applyInput,
    // 402: the plan's applications of this month are used up.
    errors: [402, 409],
    handler: async ({ input, deps, user, lng }) => ({
      status: 201,
      data: await applications.apply(deps.db, deps.outbox, storage, signedIn(user), lng, input),
      message: 'messages:applied',
    }),
  });

  defineRoute(app, 'userJobs', 'activeJobsList', {
    schema: myApplicationsRequest,
    handler: async ({ input, deps, user, lng }) => {
      const { docs, total } = await applications.myApplications(deps.db, signedIn(user), lng, input);
      return { data: docs, paginator: makePaginator(total, input.page, input.limit), message: 'messages:listed' };
    },
  });

  defineRoute(app, 'userJobs', 'withdraw', {
    errors: [404, 409],
    handler: async ({ params, deps, user, lng }) => {
      await applications.withdraw(deps.db, signedIn(user), recordIdParam(params, lng));
      return { data: null, message: 'messages:applicationWithdrawn' };
    },
  });

  defineRoute(app, 'userJobs', 'list', {
    schema: responsesRequest,
    handler: async ({ input, deps, user, lng }) => {
      const { docs, total } = await applications.responses(deps.db, signedIn(user), lng, input);
      return { data: docs, paginator: makePaginator(total, input.page, input.limit), message: 'messages:listed' };
    },
  });

  defineRoute(app, 'userJobs', 'statusCounts', {
    schema: statusCountsRequest,
    handler: async ({ input, deps, user }) => ({
      data: await applications.countsByStatus(deps.db, signedIn(user), input.jobId),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'userJobs', 'candidateDetails', {
    schema: applicationIdInput,
    errors: [404],
    handler: async ({ input, deps, user, lng }) => ({
      data: await applications.responseDetail(deps.db, signedIn(user), lng, input.id),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'userJobs', 'statusByEmployer', {
    schema: statusByEmployerInput,
    errors: [404, 409],
    handler: async ({ input, deps, user, lng }) => ({
      data: await applications.changeStatus(deps.db, deps.outbox, signedIn(user), lng, input.id, input),
      message: 'messages:applicationStatusUpdated',
    }),
  });

  defineRoute(app, 'userJobs', 'update', {
    schema: statusChangeInput,
    errors: [404, 409],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await applications.changeStatus(
        deps.db,
        deps.outbox,
        signedIn(user),
        lng,
        recordIdParam(params, lng),
        input,
      ),
      message: 'messages:applicationStatusUpdated',
    }),
  });

  defineRoute(app, 'userJobs', 'resume', {
    errors: [404],
    handler: async ({ params, deps, user, lng }) => ({
      data: null,
      file: await applications.resumeFile(deps.db, storage, signedIn(user), recordIdParam(params, lng)),
    }),
  });
}
