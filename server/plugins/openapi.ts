/**
 * The OpenAPI 3.1 document, generated from the routes as they are registered (route table, request schemas, answer
 * schemas: server/http/contract.ts), served as JSON at /client/api/docs and as a page at /client/api/docs/ui. Shared pieces (the envelope's code, the
 * paginator, the error envelopes) are components, referred to by name.
 */
import fs from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
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
    // Only the modules that have calls so far get a tag (the route table also lists calls still to be built).
    transformObject: (document) => {
      const openapi = (document as { openapiObject: OpenAPIV3_1.Document }).openapiObject;
      const used = new Set(
        Object.values(openapi.paths ?? {}).flatMap((item) =>
          Object.values(item ?? {}).flatMap((op) => (op as { tags?: string[] }).tags ?? []),
        ),
      );
      return { ...openapi, tags: (openapi.tags ?? []).filter((tag) => used.has(tag.name)) };
    },
    // Components keep their own names ("Paginator"), not def-0, def-1 …
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  app.get('/client/api/docs', { schema: { hide: true } }, async () => app.swagger());
  // The same document as a page for people (Swagger UI, from this origin, its files loaded only on that page).
  await app.register(swaggerUi, {
    routePrefix: DOCS_UI_PATH,
    logo: {
      type: 'image/svg+xml',
      content: fs.readFileSync(new URL('../../public/favicon.svg', import.meta.url)),
    },
    theme: { title: 'Orbit Jobs API' },
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0, displayOperationId: true },
  });
});

/** Where the readable API reference lives (linked from the README). */
export const DOCS_UI_PATH = '/client/api/docs/ui';
