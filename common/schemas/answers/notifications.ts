/**
 * What the notification calls answer (issue 13). Title and body are written by the server in the caller's language
 * when read; `jobDeleted` says the job it is about was deleted (the body then reads 'Sorry, this job has been
 * deleted', and the app shows that instead of opening the link).
 */
import * as v from 'valibot';
import { NOTIFICATION_TYPE_LIST } from '../../constants/notifications';

const integer = v.pipe(v.number(), v.integer());
const type = v.picklist(NOTIFICATION_TYPE_LIST);

export const notificationDoc = v.object({
  id: integer,
  type,
  title: v.string(),
  body: v.string(),
  /** The app path it opens. */
  link: v.string(),
  jobId: v.nullable(integer),
  jobDeleted: v.boolean(),
  isRead: v.boolean(),
  readAt: v.nullable(v.string()),
  createdAt: v.string(),
});

/** notifications/unread-count and read-all: how many are unread now (the header's badge). */
export const unreadCountDoc = v.object({ unread: integer });

/** One type of the caller's side and whether it is also e-mailed. */
export const notificationPreferenceDoc = v.object({ type, mail: v.boolean() });
export const notificationPreferencesDoc = v.array(notificationPreferenceDoc);

/**
 * notifications/push-config: how this server pushes. `vapidPublicKey` is the applicationServerKey of a Web Push
 * subscription (base64url); `fcm` says FCM tokens are sent through Firebase (the build then uses Firebase).
 */
export const pushConfigDoc = v.object({ vapidPublicKey: v.string(), fcm: v.boolean() });
