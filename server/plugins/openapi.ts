/**
 * The OpenAPI 3.1 document, generated from the routes as they are registered (route table, request schemas, answer
 * schemas: server/http/contract.ts), served as JSON at /client/api/docs. Shared pieces (the envelope's code, the
 * paginator, the error envelopes) are components, referred to by name.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routes } from '../../common/api/routes.js';
import type { Config } from '../config.js';
import { sharedSchemas } from '../http/contract.js';

export const openApiPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  for (const schema of sharedSchemas) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Orbit Jobs API',
        version: '1',
        description:
          "The job portal's API. Every call answers an envelope `{ code, message, data }` (lists add `paginator`), " +
          'with `message` in the language of the `lng` header (en, id). Signed-in calls take ' +
          '`Authorization: jwt <token>` from sign-in; calls marked (guest) are the token-less twins of read calls.',
        contact: { name: 'Orbit Jobs', url: 'https://orbitjobs.id/about' },
        license: { name: 'Proprietary', url: 'https://orbitjobs.id/terms' },
      },
      servers: [{ url: opts.config.siteUrl ?? '/', description: 'This server' }],
      tags: Object.keys(routes).map((name) => ({ name, description: `The ${name} calls.` })),
      components: {
        securitySchemes: {
          jwt: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The session token from sign-in, as `Authorization: jwt <token>` (not "Bearer").',
          },
        },
      },
      security: [{ jwt: [] }],
    },
    // Components keep their own names ("Paginator"), not def-0, def-1 …
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  app.get('/client/api/docs', { schema: { hide: true } }, async () => app.swagger());
});
