/**
 * The OpenAPI 3.1 document, generated from the routes as they are registered (route table, request schemas, answer
 * schemas: server/http/contract.ts), served as JSON at /client/api/docs and as a page at /client/api/docs/ui. Shared
 * pieces (the envelope's code, the paginator, the error envelopes) are components, referred to by name.
 *
 * Built on demand: the server records its routes as they are registered, and the first request for the document or
 * the page builds a Fastify instance of its own with @fastify/swagger and @fastify/swagger-ui, the recorded routes
 * (their schemas, no handlers), and answers from it; the page's requests are passed to it. Those packages (with
 * yaml and a JSON-schema resolver, 700 KB of modules) are never loaded by a server nobody reads the reference of:
 * 2–4 MB less resident memory at idle.
 */
import fs from 'node:fs';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import fp from 'fastify-plugin';
import { routes } from '../../common/api/routes.js';
import type { Config } from '../config.js';
import { sharedSchemas } from '../http/contract.js';

/** Where the document and the readable API reference live (the latter linked from the README). */
const DOCS_PATH = '/client/api/docs';
export const DOCS_UI_PATH = `${DOCS_PATH}/ui`;
/** What @fastify/swagger is given. */
const swaggerOptions = (config: Config): FastifyDynamicSwaggerOptions => ({
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
    servers: [{ url: config.siteUrl ?? '/', description: 'This server' }],
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

/** What @fastify/swagger-ui is given. */
const swaggerUiOptions = (): FastifySwaggerUiOptions => ({
  routePrefix: DOCS_UI_PATH,
  logo: {
    type: 'image/svg+xml',
    content: fs.readFileSync(new URL('../../public/favicon.svg', import.meta.url)),
  },
  theme: { title: 'Orbit Jobs API' },
  uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0, displayOperationId: true },
});

/** The answer headers of the reference's own instance that its page needs (type, caching, a redirect). */
const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'location'];

/** An instance that holds the recorded routes (schemas only) and answers the document and the page. */
async function buildDocs(recorded: RouteOptions[], config: Config): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  for (const schema of sharedSchemas) docs.addSchema(schema);
  await docs.register(swagger, swaggerOptions(config));
  const answer = async () => null;
  await docs.register(async (scope) => {
    for (const route of recorded) {
      // HEAD twins are made again from their GET routes, as on the server.
      if (route.method === 'HEAD' || route.url.startsWith(DOCS_PATH)) continue;
      scope.route({ method: route.method, url: route.url, schema: route.schema, handler: answer });
    }
  });
  await docs.register(swaggerUi, swaggerUiOptions());
  await docs.ready();
  return docs;
}

export const openApiPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  for (const schema of sharedSchemas) app.addSchema(schema);
  // The routes registered from here on (the modules' and the app's), as @fastify/swagger would have seen them.
  const recorded: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    recorded.push(route);
  });
  let docs: Promise<FastifyInstance> | undefined;
  const docsApp = () =>
    (docs ??= buildDocs(recorded, opts.config).catch((err: unknown) => {
      docs = undefined;
      throw err;
    }));
  app.addHook('onClose', async () => {
    await (await docs?.catch(() => undefined))?.close();
  });

  // @fastify/swagger builds the document once and keeps it.
  app.get(DOCS_PATH, { schema: { hide: true } }, async () => (await docsApp()).swagger());

  // The page and its files: asked of the reference's instance, answered with the server's own headers.
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const { host: _host, connection: _connection, 'content-length': _length, ...headers } = req.headers;
    const res = await (await docsApp()).inject({ method: req.method as 'GET', url: req.url, headers });
    reply.code(res.statusCode);
    for (const name of PASSED_HEADERS) {
      const value = res.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(res.rawPayload);
  };
  for (const url of [DOCS_UI_PATH, `${DOCS_UI_PATH}/`, `${DOCS_UI_PATH}/*`]) {
    app.route({ method: 'GET', url, schema: { hide: true }, handler: page });
  }
});
