import type { FastifyInstance } from 'fastify';
import { contactUsSave } from '../../../common/schemas/contactUs.js';
import { defineRoute } from '../../http/define.js';
import { saveContactMessage } from './service.js';

/** At most 5 messages per 10 minutes from one address: enough for a person, useless for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

/** contact-us/save (public): stores the message, queues the mail to the site's contact address, 201. */
export async function contactUsRoutes(app: FastifyInstance) {
  defineRoute(app, 'contactUs', 'save', {
    schema: contactUsSave,
    rateLimit: CONTACT_RATE_LIMIT,
    handler: async ({ input, deps, lng, req }) => ({
      status: 201,
      data: await saveContactMessage(deps, input, { lng, ip: req.ip ?? null, userId: null }),
      message: 'messages:contactSaved',
    }),
  });
}
