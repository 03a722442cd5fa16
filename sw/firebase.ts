/**
 * FCM in the service worker. Only bundled when a Firebase web config is baked in at build time (sw.ts imports
 * this file behind that build-time constant), so the default build carries no Firebase code.
 *
 * The server sends data-only messages (`data: { title, body, click_action }`): Firebase then shows nothing itself
 * and `onBackgroundMessage` shows exactly one notification. A message that does carry a `notification` part is
 * displayed by Firebase on its own, so we leave it alone (no double notification). While a window of the app is
 * visible Firebase hands the message to the page instead (foreground `onMessage`, spec §4); sw.ts records every
 * push to IndexedDB in its own `push` listener either way.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';

export function startFirebaseMessaging(config: FirebaseOptions, show: (payload: unknown) => Promise<void>): void {
  const messaging = getMessaging(initializeApp(config));
  // Firebase awaits the returned promise inside its push event's waitUntil.
  onBackgroundMessage(messaging, (payload) => (payload.notification ? undefined : show(payload)));
}
