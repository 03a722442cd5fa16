import type { FastifyInstance } from 'fastify';
import { analyticsByMonthRequest, analyticsCountQuery } from '../../../common/schemas/analytics.js';
import { defineRoute, signedIn } from '../../http/define.js';
import * as analytics from './service.js';

/**
 * Employer analytics (issue 13; spec §7 employer-analytics): the company's figures by month and as they stand, for
 * any member of its team. The route table says the role (employer).
 */
export async function analyticsRoutes(app: FastifyInstance) {
  defineRoute(app, 'employerAnalytics', 'getByMonth', {
    schema: analyticsByMonthRequest,
    errors: [404],
    handler: async ({ input, deps, user }) => ({
      data: await analytics.byMonth(deps.db, signedIn(user), input.jobId),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'employerAnalytics', 'getCount', {
    schema: analyticsCountQuery,
    errors: [404],
    handler: async ({ input, deps, user }) => ({
      data: await analytics.counts(deps.db, signedIn(user), input.jobId),
      message: 'messages:fetched',
    }),
  });
}
