/**
 * A notification's e-mail, made when the outbox sends it (notify() only queues `{ notificationId }`): in the
 * recipient's language of that moment, with the site's address from the configuration, and not at all when the
 * notification or its reader is gone or the reader turned that type's mail off since.
 */
import {
  isNotificationType,
  NOTIFICATION_PAGE,
  NOTIFICATION_SETTINGS_ANCHOR,
} from '../../../common/constants/notifications.js';
import { isLanguage } from '../../../common/locales/index.js';
import type { Db } from '../../db/connect.js';
import type { MailMessage } from '../../mail/mailer.js';
import { notificationMail } from '../../mail/templates/notification.js';
import { renderNotice } from './render.js';
import { mailOptOuts, notificationToSend } from './repository.js';

export async function notificationMailOf(db: Db, siteUrl: string, id: number): Promise<MailMessage | null> {
  const row = await notificationToSend(db, id);
  if (!row || row.deletedAt !== null || !isNotificationType(row.type)) return null;
  if ((await mailOptOuts(db, [row.userId], row.type)).length > 0) return null;
  const lng = isLanguage(row.lng) ? row.lng : 'en';
  const words = renderNotice(
    lng,
    row.type,
    JSON.parse(row.params) as Record<string, string | number>,
    row.jobDeletedAt !== null,
  );
  const page = row.role === 'EMPLOYER' ? NOTIFICATION_PAGE.EMPLOYER : NOTIFICATION_PAGE.CANDIDATE;
  const mail = notificationMail(lng, {
    name: row.fullName,
    ...words,
    link: `${siteUrl}${row.jobDeletedAt !== null ? page : row.link}`,
    settingsLink: `${siteUrl}${page}#${NOTIFICATION_SETTINGS_ANCHOR}`,
  });
  return { to: row.email, ...mail };
}
