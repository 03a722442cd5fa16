import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import { cityList } from '../../../common/schemas/geo.js';
import { defineRoute } from '../../http/define.js';
import { listCities } from './repository.js';

/** city/get-city-list: a page of a country's (or state's) cities (`data` is the array, `paginator` beside it). */
export async function cityRoutes(app: FastifyInstance) {
  defineRoute(app, 'city', 'getCityList', {
    schema: cityList,
    cache: 'everyone',
    handler: async ({ input, deps }) => {
      const { docs, total } = await listCities(deps.db, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });
}
