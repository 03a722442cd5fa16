import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate.js';

/**
 * Liveness and readiness, for process managers and load balancers:
 * - /healthz: the process answers (restart it when this fails);
 * - /readyz: the database answers and has every migration this code needs (send traffic only while this is 200;
 *   503 while PostgreSQL is down or a newer instance has not migrated yet).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      const pending = await pendingMigrations(app.deps.db);
      if (pending.length > 0) return reply.status(503).send({ status: 'migrating', pending });
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.header('Retry-After', '5').status(503).send({ status: 'unavailable' });
    }
  });
}
