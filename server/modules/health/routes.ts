import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Liveness (the process answers) and readiness (the database answers too), for load balancers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.deps.db);
      return { status: 'ready' };
    } catch (err) {
      app.log.error({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
