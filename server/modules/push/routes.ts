import type { FastifyInstance } from 'fastify';
import * as schemas from '../../../common/schemas/accounts.js';
import { defineRoute, signedIn } from '../../http/define.js';
import * as push from './service.js';

/**
 * Push (issue 14; spec §7 notifications/save-device-token): a signed-in person's devices, and what a browser needs to
 * subscribe (the VAPID public key). Sign-in and logout also take a device token (accounts/service.ts).
 */
export async function pushRoutes(app: FastifyInstance) {
  defineRoute(app, 'notifications', 'saveDeviceToken', {
    schema: schemas.saveDeviceToken,
    handler: async ({ input, user, deps, lng }) => {
      await push.saveDeviceToken(deps.db, deps.config, lng, signedIn(user), input.deviceToken);
      return { data: null, message: 'account:deviceTokenSaved' };
    },
  });

  defineRoute(app, 'notifications', 'removeDeviceToken', {
    schema: schemas.removeDeviceToken,
    handler: async ({ input, user, deps }) => {
      await push.forgetDevice(deps.db, signedIn(user).id, input.deviceToken);
      return { data: null, message: 'account:deviceTokenRemoved' };
    },
  });

  defineRoute(app, 'notifications', 'pushConfig', {
    handler: async ({ deps }) => ({
      data: { vapidPublicKey: deps.push.vapidPublicKey, fcm: deps.push.fcm },
      message: 'messages:fetched',
    }),
  });
}
