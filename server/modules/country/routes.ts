import type { FastifyInstance } from 'fastify';
import { countryAll } from '../../../common/schemas/geo.js';
import { defineRoute } from '../../http/define.js';
import { listCountries } from './repository.js';

/** country/all: the whole list (no paging; 250 rows), optionally narrowed by `search`. */
export async function countryRoutes(app: FastifyInstance) {
  defineRoute(app, 'country', 'all', {
    schema: countryAll,
    cache: 'everyone',
    handler: async ({ input, deps }) => ({
      data: await listCountries(deps.db, input.search ?? ''),
      message: 'messages:listed',
    }),
  });
}
