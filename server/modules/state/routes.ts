import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import { stateList } from '../../../common/schemas/geo.js';
import { defineRoute } from '../../http/define.js';
import { listStates } from './repository.js';

/** state/get-state-list: a page of a country's states (`data` is the array, `paginator` beside it). */
export async function stateRoutes(app: FastifyInstance) {
  defineRoute(app, 'state', 'getStateList', {
    schema: stateList,
    cache: 'everyone',
    handler: async ({ input, deps }) => {
      const { docs, total } = await listStates(deps.db, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });
}
