import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import { mastersCreate, mastersList } from '../../../common/schemas/masters.js';
import { defineRoute, signedIn } from '../../http/define.js';
import { listMasters } from './repository.js';
import { createMaster } from './service.js';

export async function mastersRoutes(app: FastifyInstance) {
  /** masters/list: a page of one code type; signed in, the caller's own pending suggestions are included. */
  defineRoute(app, 'masters', 'list', {
    schema: mastersList,
    // A signed-in caller also sees its own pending suggestions: only guests share answers.
    cache: 'guests',
    handler: async ({ input, deps, user, lng }) => {
      const { docs, total } = await listMasters(deps.db, { ...input, userId: user?.id, lng });
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  /** masters/create: 201 with the new (unapproved) entry, or 200 with the existing entry of the same name. */
  defineRoute(app, 'masters', 'create', {
    schema: mastersCreate,
    // Each suggestion is a row an administrator must review: a person adds a few, a script thousands.
    rateLimit: { max: 20, timeWindow: '10 minutes' },
    handler: async ({ input, deps, user, lng }) => {
      const { created, doc } = await createMaster(deps.db, input, signedIn(user).id, lng);
      return created
        ? { status: 201, data: doc, message: 'messages:masterCreated' }
        : { status: 200, data: doc, message: 'messages:ok' };
    },
  });
}
