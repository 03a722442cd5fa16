import type { FastifyInstance } from 'fastify';
import { makePaginator } from '../../../common/api/envelope.js';
import {
  notificationListRequest,
  notificationPreferencesInput,
  notificationReadInput,
} from '../../../common/schemas/notifications.js';
import { defineRoute, recordIdParam, signedIn } from '../../http/define.js';
import * as notifications from './service.js';

/**
 * Notifications (issue 13; spec §7 notifications): each signed-in user's own list, one in full, read or unread, all
 * read, the badge's unread count and the e-mail settings per type. The device token of push (save-device-token)
 * comes with push (issue 14) and is not registered here.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  defineRoute(app, 'notifications', 'list', {
    schema: notificationListRequest,
    handler: async ({ input, deps, user, lng }) => {
      const { docs, total } = await notifications.list(deps.db, signedIn(user), lng, input);
      return {
        data: docs,
        paginator: makePaginator(total, input.page, input.limit),
        message: 'messages:listed',
      };
    },
  });

  defineRoute(app, 'notifications', 'details', {
    errors: [404, 422],
    handler: async ({ params, deps, user, lng }) => ({
      data: await notifications.details(deps.db, signedIn(user), lng, recordIdParam(params, lng)),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'notifications', 'partialUpdate', {
    schema: notificationReadInput,
    errors: [404],
    handler: async ({ input, params, deps, user, lng }) => ({
      data: await notifications.markRead(
        deps.db,
        signedIn(user),
        lng,
        recordIdParam(params, lng),
        input.isRead,
      ),
      message: 'messages:notificationUpdated',
    }),
  });

  defineRoute(app, 'notifications', 'readAll', {
    handler: async ({ deps, user }) => ({
      data: await notifications.readAll(deps.db, signedIn(user)),
      message: 'messages:notificationsAllRead',
    }),
  });

  defineRoute(app, 'notifications', 'unreadCount', {
    handler: async ({ deps, user }) => ({
      data: await notifications.countUnread(deps.db, signedIn(user)),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'notifications', 'preferences', {
    handler: async ({ deps, user }) => ({
      data: await notifications.preferences(deps.db, signedIn(user)),
      message: 'messages:fetched',
    }),
  });

  defineRoute(app, 'notifications', 'updatePreferences', {
    schema: notificationPreferencesInput,
    handler: async ({ input, deps, user, lng }) => ({
      data: await notifications.updatePreferences(deps.db, signedIn(user), lng, input),
      message: 'messages:notificationSettingsSaved',
    }),
  });
}
