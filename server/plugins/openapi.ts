/**
 * The OpenAPI document, generated from the routes as they are registered (route table + valibot schemas), served
 * as JSON at /client/api/docs.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Orbit Jobs API', version: '1' },
      components: {
        securitySchemes: {
          jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'jwt <token>' },
        },
      },
      security: [{ jwt: [] }],
    },
  });
  app.get('/client/api/docs', { schema: { hide: true } }, async () => app.swagger());
});
