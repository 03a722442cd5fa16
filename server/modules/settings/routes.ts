import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define.js';
import { publicSettings } from './repository.js';

/** settings/get-settings: the public settings only (site title, about-us link, contact e-mail, social links …). */
export async function settingsRoutes(app: FastifyInstance) {
  defineRoute(app, 'settings', 'getSettings', {
    cache: 'everyone',
    handler: async ({ deps }) => ({ data: await publicSettings(deps.db), message: 'messages:fetched' }),
  });
}
