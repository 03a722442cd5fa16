/**
 * Push notifications as the service worker and the app both see them (spec §3 "Push payload", §4 "Push").
 *
 * The payload of spec §3 is `{ notification: { title, body, click_action } }`. It arrives either as a standard Web
 * Push (VAPID) message whose data is that JSON, or as an FCM data-only message whose `data` holds the same fields
 * as strings. `parsePushPayload` accepts both shapes (and a flat `{ title, body, click_action }`) so the service
 * worker, the foreground handler in the app and the server's tests agree on one reading.
 *
 * Every push is also kept in IndexedDB (idb-keyval, database `NOTIFICATION_DB`, object store `NOTIFICATION_STORE`,
 * key = `StoredNotification.id`) so the notification list can show something offline. idb-keyval keeps one object
 * store per database, hence a database of its own.
 */

export const NOTIFICATION_DB = 'orbit-notifications';
export const NOTIFICATION_STORE = 'notifications';

/** What a push asks us to show. `url` is the click_action, already resolved against the app's origin. */
export interface PushMessage {
  /** May be empty: the service worker then shows the app's name. */
  title: string;
  body: string;
  /** Same-origin absolute URL to open on click (the app's home when the payload has none or a foreign one). */
  url: string;
}

/** One received push, as written to IndexedDB. */
export interface StoredNotification extends PushMessage {
  id: string;
  /** ISO 8601 time the push reached this device. */
  receivedAt: string;
  read: boolean;
  /** 'webpush' (VAPID) or 'fcm'. */
  via: 'webpush' | 'fcm';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Resolves a click_action against `origin`. Only same-origin links are followed: a push must not turn into an
 * open redirect, so anything else (other origins, javascript:, garbage) falls back to the app's home.
 */
export function resolveClickUrl(clickAction: unknown, origin: string): string {
  const home = new URL('/', origin).href;
  const raw = text(clickAction);
  if (!raw) return home;
  try {
    const url = new URL(raw, origin);
    return url.origin === new URL(origin).origin ? url.href : home;
  } catch {
    return home;
  }
}

/**
 * Reads a push payload (already JSON-parsed, or an FCM `MessagePayload`). Returns null when there is nothing to
 * show (no title and no body).
 */
export function parsePushPayload(payload: unknown, origin: string): PushMessage | null {
  if (!isRecord(payload)) return null;
  // { notification: {...} } (spec), FCM { data: {...} }, FCM { notification: {...}, fcmOptions: { link } }, or flat.
  const source = isRecord(payload.notification)
    ? payload.notification
    : isRecord(payload.data)
      ? payload.data
      : payload;
  const title = text(source.title);
  const body = text(source.body);
  if (!title && !body) return null;
  const fcmOptions = isRecord(payload.fcmOptions) ? payload.fcmOptions : {};
  const clickAction =
    text(source.click_action) || text(source.clickAction) || text(source.url) || text(fcmOptions.link);
  return { title, body, url: resolveClickUrl(clickAction, origin) };
}

/** Parses the text of a Web Push message: JSON as above, or plain text used as the body. */
export function parsePushText(data: string, origin: string): PushMessage | null {
  const trimmed = data.trim();
  if (!trimmed) return null;
  try {
    return parsePushPayload(JSON.parse(trimmed) as unknown, origin);
  } catch {
    return { title: '', body: trimmed, url: new URL('/', origin).href };
  }
}
