import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  type CompanyUpdate,
  companyListRequest,
  companyUpdateInput,
  employerPersonalDetails,
} from '../../../common/schemas/company.js';
import { type HandlerContext, defineRoute, idParam, signedIn } from '../../http/define.js';
import * as company from './service.js';

/** The `:id` of a path as a user id; anything that is not one is nobody's (NaN: 403 as another user's). */
const userId = (params: Record<string, string>) => idParam(params) ?? NaN;

/**
 * The company profile (issue 10; spec §7 Employer and Company): the employer's own company (update-company, company
 * update: its admins only), the employer's own details, and the public company pages and list.
 */
export async function companyRoutes(app: FastifyInstance) {
  // The same call under both names of the original API.
  const updateCompany = {
    schema: companyUpdateInput,
    handler: async ({ input, deps, user, lng }: HandlerContext<CompanyUpdate>) => ({
      data: await company.updateCompany(deps.db, signedIn(user), lng, input),
      message: 'messages:companyUpdated',
    }),
  };
  defineRoute(app, 'employer', 'updateCompany', updateCompany);
  defineRoute(app, 'company', 'update', updateCompany);

  for (const action of ['update', 'personalDetails'] as const) {
    defineRoute(app, 'employer', action, {
      schema: employerPersonalDetails,
      // A phone number another account holds; a picture that is not the caller's own upload (422).
      errors: [409],
      handler: async ({ input, params, deps, user, lng }) => ({
        data: await company.updateOwnDetails(deps.db, signedIn(user), userId(params), input, lng),
        message: 'messages:profileUpdated',
      }),
    });
  }

  defineRoute(app, 'company', 'get', {
    cache: 'board',
    handler: async ({ params, deps, user, lng }) => ({
      data: await company.getCompany(deps.db, user, lng, params.id ?? ''),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'company', 'list', {
    schema: companyListRequest,
    cache: 'board',
    handler: async ({ input, deps, lng }) => {
      const { docs, total } = await company.listCompanies(deps.db, lng, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });
}
