import type { FastifyInstance } from 'fastify';
import { recommendationRequest } from '../../../common/schemas/recommendations.js';
import { defineRoute } from '../../http/define.js';
import { recommend } from './service.js';

/** Job recommendations (spec §7 Recommendations): for the signed-in candidate, and the popular new jobs for guests. */
export async function recommendationsRoutes(app: FastifyInstance) {
  defineRoute(app, 'jobRecommendation', 'getJobsRecommendation', {
    schema: recommendationRequest,
    handler: async ({ input, deps, user, lng }) => ({
      data: await recommend(deps.db, user, lng, input.limit),
      message: 'messages:listed',
    }),
  });
}
