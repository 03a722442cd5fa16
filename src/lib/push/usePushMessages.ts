/**
 * Push while the app is open, for a signed-in person (issue 14), used by the header's notification bell:
 * - a push that arrives: the worker showed it (Web Push) and tells the open windows; with FCM, Firebase hands it to
 *   the page instead, which shows it itself with the same click action. Either way `onPush` runs (the bell asks for
 *   the unread count and the list again at once);
 * - once per session in this tab, a device that has push on re-sends its token when it changed (device.ts).
 */
import { useEffect, useRef } from 'react';
import { PUSH_RECEIVED_MESSAGE } from '@common/push';
import { FIREBASE_BUILD, pushOnHere } from './support';

/** The sessions whose device was checked in this tab (once each). */
const refreshed = new Set<string>();

export function usePushMessages(userId: number | string | undefined, onPush: () => void): void {
  const latest = useRef(onPush);
  useEffect(() => {
    latest.current = onPush;
  });
  useEffect(() => {
    if (userId === undefined || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    // Only a device with push on has a token to keep current (device.ts is loaded then, not by every page).
    const on = pushOnHere();
    if (on && !refreshed.has(String(userId))) {
      refreshed.add(String(userId));
      void import('./device').then(({ refreshPush }) => refreshPush());
    }
    const refresh = () => latest.current();
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === PUSH_RECEIVED_MESSAGE) refresh();
    };
    navigator.serviceWorker.addEventListener('message', fromWorker);
    let stopFirebase: (() => void) | undefined;
    let stopped = false;
    if (FIREBASE_BUILD && on)
      void import('./firebase').then(({ showForegroundMessages }) => {
        if (!stopped) stopFirebase = showForegroundMessages(refresh);
      });
    return () => {
      stopped = true;
      navigator.serviceWorker.removeEventListener('message', fromWorker);
      stopFirebase?.();
    };
  }, [userId]);
}
