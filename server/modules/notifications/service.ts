/**
 * The rules of notifications (issue 13; spec §7 notifications). Each signed-in user reads only their own: another
 * user's notification is a 404, its existence not confirmed. Words are written when read, in the caller's language
 * (render.ts); a notification about a job deleted since reads 'Sorry, this job has been deleted' and says so in
 * `jobDeleted`. Each side sets, per type it receives, whether that type is also e-mailed (default: yes).
 */
import type * as v from 'valibot';
import {
  isNotificationType,
  NOTIFICATION_MAILED,
  NOTIFICATION_TYPES_FOR,
  type NotificationType,
} from '../../../common/constants/notifications.js';
import type { Language } from '../../../common/locales/index.js';
import type { notificationDoc } from '../../../common/schemas/answers/notifications.js';
import type {
  NotificationListRequest,
  NotificationPreferencesInput,
} from '../../../common/schemas/notifications.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { notFound, validationError } from '../../http/errors.js';
import { renderNotice } from './render.js';
import {
  findNotification,
  markAllRead,
  type NotificationRow,
  pageOfNotifications,
  preferencesOf,
  savePreferences,
  setRead,
  unreadCount,
} from './repository.js';

type NotificationDoc = v.InferOutput<typeof notificationDoc>;

function toDoc(row: NotificationRow, lng: Language): NotificationDoc {
  const type = row.type as NotificationType;
  const jobDeleted = row.jobDeletedAt !== null;
  const params = JSON.parse(row.params) as Record<string, string | number>;
  return {
    id: row.id,
    type,
    ...renderNotice(lng, type, params, jobDeleted),
    link: row.link,
    jobId: row.jobId,
    jobDeleted,
    isRead: row.readAt !== null,
    readAt: row.readAt,
    createdAt: row.createdAt,
  };
}

/** notifications/list */
export async function list(db: Db, user: AuthUser, lng: Language, input: NotificationListRequest) {
  const { rows, total } = await pageOfNotifications(db, user.id, {
    unread: input.filter.unread,
    unreadFirst: input.unreadFirst,
    sort: input.sort,
    page: input.page,
    limit: input.limit,
  });
  return { docs: rows.map((row) => toDoc(row, lng)), total };
}

async function own(db: Db, user: AuthUser, id: number): Promise<NotificationRow> {
  const row = await findNotification(db, user.id, id);
  if (!row) throw notFound('errorMsg:notificationNotFound');
  return row;
}

/** notifications/details/{id} */
export async function details(db: Db, user: AuthUser, lng: Language, id: number) {
  return toDoc(await own(db, user, id), lng);
}

/** notifications/partial-update/{id}: read (the first reading time is kept) or unread again. */
export async function markRead(db: Db, user: AuthUser, lng: Language, id: number, isRead: boolean) {
  await own(db, user, id);
  await setRead(db, user.id, id, isRead ? new Date().toISOString() : null);
  return toDoc(await own(db, user, id), lng);
}

/** notifications/read-all */
export async function readAll(db: Db, user: AuthUser) {
  await markAllRead(db, user.id, new Date().toISOString());
  return { unread: await unreadCount(db, user.id) };
}

/** notifications/unread-count */
export async function countUnread(db: Db, user: AuthUser) {
  return { unread: await unreadCount(db, user.id) };
}

/** The types the caller's side receives that can be e-mailed (the saved-search match has its own alert mail). */
function mailableTypes(user: AuthUser): readonly NotificationType[] {
  const side = user.role === 'EMPLOYER' ? 'EMPLOYER' : user.role === 'CANDIDATE' ? 'CANDIDATE' : undefined;
  return side ? NOTIFICATION_TYPES_FOR[side].filter((type) => NOTIFICATION_MAILED[type]) : [];
}

/** notifications/preferences: each mailable type of the caller's side, and whether it is e-mailed. */
export async function preferences(db: Db, user: AuthUser) {
  const stored = new Map(
    (await preferencesOf(db, user.id))
      .filter((row) => isNotificationType(row.type))
      .map((row) => [row.type, row.mail === 1]),
  );
  return mailableTypes(user).map((type) => ({ type, mail: stored.get(type) ?? true }));
}

/** notifications/update-preferences: only the types of the caller's side (another is 422 naming it). */
export async function updatePreferences(
  db: Db,
  user: AuthUser,
  lng: Language,
  input: NotificationPreferencesInput,
) {
  const allowed = mailableTypes(user);
  const wrong = input.preferences.findIndex((p) => !allowed.includes(p.type));
  if (wrong !== -1) throw validationError(lng, [{ field: `preferences.${wrong}.type`, key: 'oneOf' }]);
  await db.transaction().execute((trx) => savePreferences(trx, user.id, input.preferences));
  return preferences(db, user);
}
