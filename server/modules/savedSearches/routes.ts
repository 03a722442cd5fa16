import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  savedSearchInput,
  savedSearchListRequest,
  savedSearchUnsubscribeInput,
} from '../../../common/schemas/savedSearches.js';
import { defineRoute, signedIn, recordIdParam } from '../../http/define.js';
import * as searches from './service.js';

/**
 * Saved job searches (spec §7 Search), the candidate's own (the route table says who), and the unsubscribe link of
 * their alert mails, which works without signing in.
 */
export async function savedSearchesRoutes(app: FastifyInstance) {
  defineRoute(app, 'search', 'add', {
    schema: savedSearchInput,
    errors: [400],
    handler: async ({ input, deps, user }) => ({
      status: 201,
      data: await searches.addSearch(deps.db, signedIn(user), input),
      message: input.alert ? 'messages:searchSaved' : 'messages:searchSavedNoAlert',
    }),
  });

  defineRoute(app, 'search', 'get', {
    errors: [404],
    handler: async ({ params, deps, user, lng }) => ({
      data: await searches.getSearch(deps.db, signedIn(user), recordIdParam(params, lng)),
      message: 'messages:ok',
    }),
  });

  defineRoute(app, 'search', 'update', {
    schema: savedSearchInput,
    errors: [404],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await searches.changeSearch(deps.db, signedIn(user), recordIdParam(params, lng), input),
      message: 'messages:searchUpdated',
    }),
  });

  defineRoute(app, 'search', 'list', {
    schema: savedSearchListRequest,
    handler: async ({ input, deps, user }) => {
      const { docs, total } = await searches.listSearches(deps.db, signedIn(user), input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  defineRoute(app, 'search', 'delete', {
    errors: [404],
    handler: async ({ params, deps, user, lng }) => {
      await searches.removeSearch(deps.db, signedIn(user), recordIdParam(params, lng));
      return { data: null, message: 'messages:searchDeleted' };
    },
  });

  defineRoute(app, 'search', 'unsubscribe', {
    schema: savedSearchUnsubscribeInput,
    errors: [404],
    handler: async ({ input, deps }) => ({
      data: await searches.unsubscribe(deps.db, deps.secret, input),
      message: 'messages:alertsTurnedOff',
    }),
  });
}
