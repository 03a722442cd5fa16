/**
 * Push on this device (issue 14; spec §4 Push): asking, subscribing, telling the server, and undoing it.
 *
 * - Standard Web Push by default: a PushSubscription made with the server's VAPID public key (notifications/
 *   push-config); its JSON is the device token. With a Firebase config baked into the build and FCM on the server,
 *   an FCM token instead (./firebase.ts, loaded only then).
 * - Permission is only asked from a person's click (the prompt, the switch), never on page load.
 * - The spec's push errors are only logged to the console (§8).
 * - At start-up (`refreshPush`) a device that has push on re-sends its token when it changed (the browser renewed the
 *   subscription, the server's key changed, a new session on this device), so the server always has the current one.
 */
import { api, unwrap } from '../api';
import { DEVICE_TOKEN_KEY, PUSH_OFF_KEY, readLocal, writeLocal } from './keys';
import { FIREBASE_BUILD, pushOnHere, pushSupported } from './support';

export type PushProblem =
  | 'permission-blocked'
  | 'permission-default'
  | 'unsupported-browser'
  | 'invalid-vapid-key'
  | 'failed-service-worker-registration'
  | 'missing-app-config-values';

export function logPushProblem(problem: PushProblem, detail?: unknown): void {
  console.warn(`[push] ${problem}`, ...(detail === undefined ? [] : [detail]));
}

export type PushState = 'unsupported' | 'blocked' | 'on' | 'off' | 'ask';

/** Where this device stands: 'ask' when permission was never given nor refused and push was not turned off. */
export function pushState(): PushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (readLocal(PUSH_OFF_KEY)) return 'off';
  if (Notification.permission === 'granted') return readLocal(DEVICE_TOKEN_KEY) ? 'on' : 'off';
  return 'ask';
}

const READY_TIMEOUT_MS = 10_000;

/** The app's worker registration, or null (logged) when there is none to push to. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS));
  const reg = await Promise.race([navigator.serviceWorker.ready, timeout]).catch(() => null);
  if (!reg) logPushProblem('failed-service-worker-registration');
  return reg;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(new ArrayBuffer(binary.length));
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes.length === 65 ? bytes : null;
  } catch {
    return null;
  }
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  Boolean(a) && new Uint8Array(a!).every((byte, i) => byte === b[i]) && a!.byteLength === b.length;

/** This device's Web Push subscription for the server's key (made, or renewed when the key changed). */
async function webPushToken(reg: ServiceWorkerRegistration, publicKey: string): Promise<string | null> {
  const key = keyBytes(publicKey);
  if (!key) {
    logPushProblem('invalid-vapid-key');
    return null;
  }
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => undefined);
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return JSON.stringify(subscription.toJSON());
}

async function currentToken(): Promise<string | null> {
  const reg = await registration();
  if (!reg) return null;
  const config = unwrap<{ vapidPublicKey: string; fcm: boolean }>(
    await api('notifications', 'pushConfig', { showErrorToast: false }),
  );
  if (FIREBASE_BUILD && config.fcm) return (await import('./firebase')).firebaseToken(reg);
  return webPushToken(reg, config.vapidPublicKey);
}

async function sendToken(token: string): Promise<void> {
  if (readLocal(DEVICE_TOKEN_KEY) === token) return;
  unwrap(
    await api('notifications', 'saveDeviceToken', { body: { deviceToken: token }, showErrorToast: false }),
  );
  writeLocal(DEVICE_TOKEN_KEY, token);
}

export type TurnOnResult = 'on' | 'blocked' | 'dismissed' | 'unsupported' | 'failed';

/** From a click: asks the browser, subscribes and tells the server. */
export async function turnOnPush(): Promise<TurnOnResult> {
  if (!pushSupported()) {
    logPushProblem('unsupported-browser');
    return 'unsupported';
  }
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    logPushProblem('permission-blocked');
    return 'blocked';
  }
  if (permission !== 'granted') {
    logPushProblem('permission-default');
    return 'dismissed';
  }
  writeLocal(PUSH_OFF_KEY, null);
  try {
    const token = await currentToken();
    if (!token) return 'failed';
    writeLocal(DEVICE_TOKEN_KEY, null); // a fresh turn-on always tells the server
    await sendToken(token);
    return 'on';
  } catch (error) {
    console.warn('[push] subscription failed', error);
    return 'failed';
  }
}

/** From the switch: the server forgets this device, the browser drops its subscription, and it stays off here. */
export async function turnOffPush(): Promise<void> {
  writeLocal(PUSH_OFF_KEY, '1');
  const token = readLocal(DEVICE_TOKEN_KEY);
  writeLocal(DEVICE_TOKEN_KEY, null);
  if (token)
    await api('notifications', 'removeDeviceToken', {
      body: { deviceToken: token },
      showErrorToast: false,
    }).catch(() => undefined);
  if (!pushSupported()) return;
  const reg = await navigator.serviceWorker.getRegistration();
  await (await reg?.pushManager.getSubscription())?.unsubscribe().catch(() => undefined);
}

/** At start-up of a signed-in page: re-sends the token when it changed, for a device that has push on. */
export async function refreshPush(): Promise<void> {
  if (!pushOnHere()) return;
  try {
    const token = await currentToken();
    if (token) await sendToken(token);
  } catch (error) {
    console.warn('[push] could not refresh the subscription', error);
  }
}
