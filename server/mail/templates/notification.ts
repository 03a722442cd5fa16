/** The e-mail of a notification (issue 13): the same title and body as in the app, in the recipient's language. */
import type { Language } from '../../../common/locales/index.js';
import { layout, type Mail } from './layout.js';

export interface NotificationMailInput {
  name: string;
  /** The notification's title and body, already in `lng` (server/modules/notifications/render.ts). */
  title: string;
  body: string;
  /** Where the notification leads, on the site. */
  link: string;
  /** The notification page, where each type's mail is turned off. */
  settingsLink: string;
}

export function notificationMail(lng: Language, input: NotificationMailInput): Mail {
  const { name, title, body, link, settingsLink } = input;
  if (lng === 'id') {
    return layout(lng, title, [
      `Halo ${name},`,
      body,
      'Lihat di Orbit Jobs:',
      `[link]${link}`,
      'Anda dapat mematikan email seperti ini di pengaturan notifikasi:',
      `[link]${settingsLink}`,
    ]);
  }
  return layout(lng, title, [
    `Hello ${name},`,
    body,
    'See it on Orbit Jobs:',
    `[link]${link}`,
    'You can turn e-mails like this off in your notification settings:',
    `[link]${settingsLink}`,
  ]);
}
