/**
 * What this browser remembers about push (issue 14), shared by the sign-in pages and logout (auth) and the push
 * switch and prompt (notifications):
 * - the device token sent to the server (a Web Push subscription's JSON or an FCM token): sent again as `deviceToken`
 *   at sign-in and as `fcmToken` at logout (spec §3);
 * - that the person turned push off on this device (kept through logout, like the language: it is the device's);
 * - when the in-app prompt was last answered "Not now".
 */
export const DEVICE_TOKEN_KEY = 'deviceToken';
export const PUSH_OFF_KEY = 'pushOff';
export const PUSH_PROMPT_DISMISSED_KEY = 'pushPromptDismissedAt';

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage blocked: push still works for this visit */
  }
}
