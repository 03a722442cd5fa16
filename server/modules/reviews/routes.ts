import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  reviewCreateInput,
  reviewIdInput,
  reviewListRequest,
  reviewUpdateInput,
} from '../../../common/schemas/reviews.js';
import { defineRoute, signedIn, recordIdParam } from '../../http/define.js';
import * as reviews from './service.js';

/** Company reviews (spec §7 Reviews): read by everyone, written by candidates (the route table says who). */
export async function reviewsRoutes(app: FastifyInstance) {
  defineRoute(app, 'reviews', 'list', {
    schema: reviewListRequest,
    handler: async ({ input, deps, user }) => {
      const { docs, total } = await reviews.listReviews(deps.db, user, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  defineRoute(app, 'reviews', 'create', {
    schema: reviewCreateInput,
    errors: [404, 409],
    handler: async ({ input, deps, user }) => ({
      status: 201,
      data: await reviews.createReview(deps.db, signedIn(user), input),
      message: 'messages:reviewCreated',
    }),
  });

  defineRoute(app, 'reviews', 'update', {
    schema: reviewUpdateInput,
    handler: async ({ input, params, deps, user, lng }) => {
      const id = recordIdParam(params, lng);
      return {
        data: await reviews.changeReview(deps.db, signedIn(user), id, input),
        message: 'messages:reviewUpdated',
      };
    },
  });

  defineRoute(app, 'reviews', 'softDelete', {
    schema: reviewIdInput,
    errors: [404],
    handler: async ({ input, deps, user }) => {
      await reviews.deleteReview(deps.db, signedIn(user), input.id);
      return { data: null, message: 'messages:reviewDeleted' };
    },
  });
}
