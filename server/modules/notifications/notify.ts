/**
 * notify(): the one way a module tells people about an event (issue 13). Call it INSIDE the transaction of the change
 * that causes it, so the notification exists exactly when the change does (a rolled-back apply notifies nobody, a
 * committed one notifies once). It writes one row per recipient, one outbox row per device of theirs that pushes it
 * (server/modules/push), and, for each recipient who has not turned that type's mail off, one outbox row that mails
 * it.
 *
 * The mail is rendered when the outbox performs it (server/modules/notifications/mail.ts), not here: in the
 * recipient's language of that moment, with the site's address from the configuration (callers deep in services do
 * not know it), and skipped if the person turned the mail off or was deleted meanwhile.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  NOTIFICATION_MAILED,
  type NotificationType,
  PUSH_LIMITS,
} from '../../../common/constants/notifications.js';
import type { Database } from '../../db/database.js';
import { NOTIFICATION_MAIL, NOTIFICATION_PUSH } from '../../worker/handlers.js';
import type { Outbox } from '../../worker/outbox.js';
import { devicesOf } from '../push/repository.js';
import { insertNotifications, mailOptOuts } from './repository.js';

export interface Notice {
  /** Who is told (repeats are told once). */
  userIds: number[];
  type: NotificationType;
  /** What the type's title and body are filled with (common/locales/{en,id}/notices.json). */
  params: Record<string, string | number>;
  /** The app path the notification opens, e.g. /jobsseekers/my-jobs?tab=applied. */
  link: string;
  /** The job it is about: when that job is deleted, the notification says so instead of opening it. */
  jobId?: number | null;
}

export async function notify(
  db: Kysely<Database> | Transaction<Database>,
  outbox: Outbox,
  notice: Notice,
): Promise<void> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return;
  const createdAt = new Date().toISOString();
  const params = JSON.stringify(notice.params);
  const rows = await insertNotifications(
    db,
    userIds.map((userId) => ({
      userId,
      type: notice.type,
      params,
      link: notice.link,
      jobId: notice.jobId ?? null,
      createdAt,
    })),
  );
  // A push to each device of each recipient, one row per device so that one device's retries never repeat another's
  // push; worthless once the push service would have dropped it anyway.
  const notificationOf = new Map(rows.map((row) => [row.userId, row.id]));
  const expiresAt = new Date(Date.parse(createdAt) + PUSH_LIMITS.ttlSeconds * 1000);
  for (const device of await devicesOf(db, userIds))
    await outbox.enqueue(
      db,
      NOTIFICATION_PUSH,
      { notificationId: notificationOf.get(device.userId), deviceId: device.id },
      { expiresAt },
    );
  // Some types have a mail of their own elsewhere (the saved-search alert): in-app only.
  if (!NOTIFICATION_MAILED[notice.type]) return;
  const optedOut = new Set(await mailOptOuts(db, userIds, notice.type));
  for (const row of rows) {
    if (optedOut.has(row.userId)) continue;
    await outbox.enqueue(db, NOTIFICATION_MAIL, { notificationId: row.id });
  }
}
