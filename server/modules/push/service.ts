/**
 * Push (issue 14): a person's devices, and the push of each notification to each of them (one outbox row per device,
 * enqueued by notify(); see ./sender.ts for how a push is sent).
 */
import {
  NOTIFICATION_PAGE,
  NOTIFICATION_PUSH_URGENCY,
  PUSH_LIMITS,
  isNotificationType,
} from '../../../common/constants/notifications.js';
import { isLanguage, type Language } from '../../../common/locales/index.js';
import { type DeviceToken, parseDeviceToken } from '../../../common/push.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { validationError } from '../../http/errors.js';
import { notificationToSend } from '../notifications/repository.js';
import { renderNotice } from '../notifications/render.js';
import { deleteDevice, findDevice, removeDevice, saveDevice } from './repository.js';
import type { Delivery, PushSender } from './sender.js';

/** Whether a Web Push endpoint is on one of the configured push services (`*.` matching subdomains). */
export function allowedEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return services.some((service) => {
    const allowed = new URL(service.replace('*.', 'wildcard.'));
    if (url.protocol !== allowed.protocol || url.port !== allowed.port) return false;
    if (!service.includes('*.')) return url.hostname === allowed.hostname;
    return url.hostname.endsWith(allowed.hostname.slice('wildcard'.length));
  });
}

/** A device token the server will keep: readable, and for Web Push on a push service it sends to. */
function acceptedDevice(config: Config, raw: string): DeviceToken | null {
  const device = parseDeviceToken(raw);
  if (device?.kind === 'webpush' && !allowedEndpoint(device.endpoint, config.pushServices)) return null;
  return device;
}

/** save-device-token: 422 naming the field when the token is not one we can push to. */
export async function saveDeviceToken(
  db: Db,
  config: Config,
  lng: Language,
  user: AuthUser,
  raw: string,
): Promise<void> {
  const device = acceptedDevice(config, raw);
  if (!device) throw validationError(lng, [{ field: 'deviceToken', key: 'invalid' }]);
  await saveDevice(db, user.id, device);
}

/** At sign-in: a token sent along is remembered when usable, and ignored otherwise (sign-in must not fail on it). */
export async function rememberDevice(db: Db, config: Config, userId: number, raw: string | undefined) {
  const device = raw ? acceptedDevice(config, raw) : null;
  if (device) await saveDevice(db, userId, device);
}

/** remove-device-token and logout: the user's own device only; an unknown one is already gone. */
export async function forgetDevice(db: Db, userId: number, raw: string | undefined): Promise<void> {
  const device = raw ? parseDeviceToken(raw) : null;
  if (device) await removeDevice(db, userId, device);
}

/**
 * The outbox's push of one notification to one device, in the reader's language of now. Nothing is sent when the
 * device is gone or now belongs to somebody else (a shared phone signed in to another account), or the notification
 * was read meanwhile (on another device). A device the push service no longer knows is forgotten.
 */
export async function pushNotification(
  db: Db,
  sender: PushSender,
  job: { notificationId: number; deviceId: number },
): Promise<Delivery | 'skipped'> {
  const [device, row] = await Promise.all([
    findDevice(db, job.deviceId),
    notificationToSend(db, job.notificationId),
  ]);
  if (!device || !row || device.userId !== row.userId) return 'skipped';
  if (row.deletedAt !== null || row.readAt !== null || !isNotificationType(row.type)) return 'skipped';
  const lng = isLanguage(row.lng) ? row.lng : 'en';
  const jobDeleted = row.jobDeletedAt !== null;
  const words = renderNotice(
    lng,
    row.type,
    JSON.parse(row.params) as Record<string, string | number>,
    jobDeleted,
  );
  const page = row.role === 'EMPLOYER' ? NOTIFICATION_PAGE.EMPLOYER : NOTIFICATION_PAGE.CANDIDATE;
  const delivery = await sender.send(device, {
    ...words,
    link: jobDeleted ? page : row.link,
    urgency: NOTIFICATION_PUSH_URGENCY[row.type],
    ttlSeconds: PUSH_LIMITS.ttlSeconds,
  });
  if (delivery === 'gone') await deleteDevice(db, device.id);
  return delivery;
}
