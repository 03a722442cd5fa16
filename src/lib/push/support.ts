/** Whether push can work here (kept apart from device.ts so that what every page loads stays small). */
import { PUSH_OFF_KEY, readLocal } from './keys';

/**
 * A build with a Firebase web config (all the values getToken needs): push then goes through FCM. Written with `!!`,
 * not Boolean(): the bundler folds `!!(undefined && …)` to false and drops the Firebase chunk from a build without
 * a config (Boolean() it does not fold, and the 15 KB chunk would be precached by every install for nothing).
 */
export const FIREBASE_BUILD = !!(
  import.meta.env.VITE_FIREBASE_API_KEY &&
  import.meta.env.VITE_FIREBASE_PROJECT_ID &&
  import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID &&
  import.meta.env.VITE_FIREBASE_APP_ID
);

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Push is on for this device: allowed by the browser and not turned off here (it may still need its token sent). */
export function pushOnHere(): boolean {
  return pushSupported() && Notification.permission === 'granted' && !readLocal(PUSH_OFF_KEY);
}
