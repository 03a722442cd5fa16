import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.js';

/** Every module of the API. A module registers its calls from the route table with defineRoute(). */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
}
