import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define.js';
import { notFound } from '../../http/errors.js';
import { findSeo } from './repository.js';

/** seo/{module}/{page}: title, description, keywords, author and og fields of a page; 404 when there is none. */
export async function seoRoutes(app: FastifyInstance) {
  defineRoute(app, 'seo', 'get', {
    cache: 'everyone',
    handler: async ({ params, deps, lng }) => {
      const doc = await findSeo(deps.db, params.module ?? '', params.page ?? '', lng);
      if (!doc) throw notFound();
      return { data: doc, message: 'messages:fetched' };
    },
  });
}
