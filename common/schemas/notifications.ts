/**
 * The notification calls (issue 13; spec §7 notifications): the list (newest first, optionally unread only or unread
 * first), marking one read or unread, and the e-mail settings per type (not in the original API).
 */
import * as v from 'valibot';
import { NOTIFICATION_TYPE_LIST } from '../constants/notifications';
import { listRequestWithFilter } from './list';
import { choiceMessage, msg, typeMessage } from './messages';

/** notifications/list: `filter.unread` keeps the unread ones; `unreadFirst` puts them ahead of the read ones. */
export const notificationListRequest = listRequestWithFilter(
  { unread: v.boolean(typeMessage) },
  { unreadFirst: v.optional(v.boolean(typeMessage), false) },
);

/** notifications/partial-update/{id}: read, or unread again. */
export const notificationReadInput = v.object({ isRead: v.boolean(typeMessage) }, typeMessage);

/** notifications/update-preferences: whether each named type is also e-mailed (the others stay as they are). */
export const notificationPreferencesInput = v.object(
  {
    preferences: v.pipe(
      v.array(
        v.object(
          { type: v.picklist(NOTIFICATION_TYPE_LIST, choiceMessage), mail: v.boolean(typeMessage) },
          typeMessage,
        ),
        typeMessage,
      ),
      v.minLength(1, msg('required')),
      v.maxLength(NOTIFICATION_TYPE_LIST.length, msg('tooMany')),
      // One choice per type: two for one type in a request would contradict each other.
      v.check((list) => new Set(list.map((p) => p.type)).size === list.length, msg('duplicate')),
    ),
  },
  typeMessage,
);

export type NotificationListRequest = v.InferOutput<typeof notificationListRequest>;
export type NotificationReadInput = v.InferOutput<typeof notificationReadInput>;
export type NotificationPreferencesInput = v.InferOutput<typeof notificationPreferencesInput>;
