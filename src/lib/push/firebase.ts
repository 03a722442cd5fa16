/**
 * FCM in the page, loaded only by a build with a Firebase config whose server sends through FCM (device.ts): the
 * device token (getToken with the app's own worker registration, which also runs Firebase's background handler,
 * sw/firebase.ts), and foreground messages (while the app is in view Firebase hands them to the page instead).
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseWebConfig, parsePushPayload } from '@common/push';
import { getMessaging, getToken, onMessage } from 'firebase/messaging';
import { logPushProblem } from './device';

let app: FirebaseApp | undefined;
const messaging = () => getMessaging((app ??= initializeApp(firebaseWebConfig(import.meta.env))));

export async function firebaseToken(
  serviceWorkerRegistration: ServiceWorkerRegistration,
): Promise<string | null> {
  const vapidKey = import.meta.env.VITE_FIREBASE_VAPID_KEY as string | undefined;
  if (!vapidKey) {
    logPushProblem('missing-app-config-values');
    return null;
  }
  const token = await getToken(messaging(), { vapidKey, serviceWorkerRegistration });
  // Spec §4: a non-empty token is sent to the server, an empty one only logged.
  if (!token) console.warn('[push] FCM gave no token');
  return token || null;
}

/**
 * Foreground messages, as Firebase hands them to a visible page: shown as the worker would show them (same click
 * action), then `onPush`. Returns the unsubscribe.
 */
export function showForegroundMessages(onPush: () => void): () => void {
  return onMessage(messaging(), (payload) => {
    const message = parsePushPayload(payload, window.location.origin);
    if (!message) return;
    void navigator.serviceWorker.ready.then((reg) =>
      reg.showNotification(message.title || document.title, {
        body: message.body,
        icon: '/icons/icon-192.png',
        data: { url: message.url },
      }),
    );
    onPush();
  });
}
