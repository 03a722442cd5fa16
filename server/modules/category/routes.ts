import type { FastifyInstance } from 'fastify';
import { categoryAll } from '../../../common/schemas/category.js';
import { defineRoute } from '../../http/define.js';
import { listCategories } from './repository.js';

/** category/all: every active category, names in the request's language. */
export async function categoryRoutes(app: FastifyInstance) {
  defineRoute(app, 'category', 'all', {
    schema: categoryAll,
    cache: 'everyone',
    handler: async ({ input, deps, lng }) => ({
      data: await listCategories(deps.db, lng, input.search ?? ''),
      message: 'messages:listed',
    }),
  });
}
