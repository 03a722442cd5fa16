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
/** The message the worker posts to the app's open windows after showing a push (they refresh the unread badge). */
export const PUSH_RECEIVED_MESSAGE = 'push-received';
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

/**
 * A device's push address as the app sends it (`deviceToken` at sign-in and save-device-token, `fcmToken` at logout):
 * the JSON of the browser's PushSubscription (`subscription.toJSON()`) for standard Web Push, or an FCM registration
 * token when the build uses Firebase. The server keys a device by the subscription's endpoint (the same browser
 * re-subscribing with new keys is the same device) or by the FCM token.
 */
export type DeviceToken =
  { kind: 'webpush'; endpoint: string; p256dh: string; auth: string } | { kind: 'fcm'; token: string };

/** Base64url of an uncompressed P-256 point (65 bytes) and of a 16-byte secret, as browsers give them. */
const P256DH = /^[A-Za-z0-9_-]{86,87}={0,2}$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}={0,2}$/;
/** FCM registration tokens are opaque: printable ASCII without spaces (letters, digits and `_-:` in practice). */
const FCM_TOKEN = /^[\x21-\x7e]{1,4096}$/;

/** Reads a device token; null when it is neither a Web Push subscription nor an FCM-shaped token. */
export function parseDeviceToken(raw: string): DeviceToken | null {
  const value = raw.trim();
  if (!value.startsWith('{')) return FCM_TOKEN.test(value) ? { kind: 'fcm', token: value } : null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.keys)) return null;
  const { endpoint } = parsed;
  const { p256dh, auth } = parsed.keys;
  if (typeof endpoint !== 'string' || typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  if (!P256DH.test(p256dh) || !AUTH_SECRET.test(auth)) return null;
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
  } catch {
    return null;
  }
  return { kind: 'webpush', endpoint, p256dh, auth };
}

/** The key a device is stored and removed by. */
export const deviceKey = (token: DeviceToken): string =>
  token.kind === 'webpush' ? token.endpoint : token.token;

/**
 * The Firebase web config a build bakes in (VITE_FIREBASE_*), read the same way by the app (src/lib/push/firebase.ts)
 * and its worker (sw/sw.ts): pass `import.meta.env`. Only read once a build is known to have one.
 */
export function firebaseWebConfig(env: Record<string, unknown>) {
  const value = (key: string) => (typeof env[key] === 'string' ? (env[key] as string) : undefined);
  return {
    apiKey: value('VITE_FIREBASE_API_KEY'),
    authDomain: value('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: value('VITE_FIREBASE_PROJECT_ID'),
    storageBucket: value('VITE_FIREBASE_STORAGE_BUCKET'),
    messagingSenderId: value('VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appId: value('VITE_FIREBASE_APP_ID'),
  };
}
