/**
 * Reachability (issue 14): whether the app can reach its server, not only whether the browser has a network.
 * `navigator.onLine` stays true on a connected-but-dead network (a phone on a full mobile cell, a captive Wi-Fi): so
 * the app is offline when the browser says so OR when the last API call failed at the network level (fetch threw, it
 * timed out, or the service worker answered from its cache because the network did not) with no answer since. The API
 * client reports each call here (src/lib/api/client.ts); the next answer clears it. While offline, a cheap probe
 * (GET /healthz, which no worker route caches) asks every 15 s and at once when the browser says it is back online,
 * so the state clears by itself without the user doing anything.
 *
 * TanStack Query follows this state (its onlineManager): while offline its queries and their retries wait instead of
 * failing one after another, and they refetch when the state clears (refetchOnReconnect).
 */
import { onlineManager } from '@tanstack/react-query';
import { HEADER_NAME } from '@common/constants/storage';

/** How long a read (a query's call) may take before it counts as a network failure. */
export const READ_TIMEOUT_MS = 15_000;
/** A write waits longer (a slow network still delivers it); uploads have no limit. */
export const WRITE_TIMEOUT_MS = 45_000;
export const PROBE_INTERVAL_MS = 15_000;
export const PROBE_URL = '/healthz';
const PROBE_TIMEOUT_MS = 5_000;

/**
 * A response the service worker answered from its cache because the network did not answer in time (its network-first
 * routes): the data is usable, but it says the network is not. The worker adds this header to such answers.
 */
export const SW_FALLBACK_HEADER = HEADER_NAME.SW_FALLBACK;

type Listener = () => void;

let callsFailing = false;
const listeners = new Set<Listener>();

const inBrowser = () => typeof window !== 'undefined';
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Offline: the browser says so, or the server could not be reached since the last failed call. */
export function isOffline(): boolean {
  return browserOffline() || callsFailing;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

/** Called on every change of `isOffline()` (the browser's online/offline events included). */
export function subscribeReachability(listener: Listener): () => void {
  listeners.add(listener);
  if (inBrowser()) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
  }
  return () => {
    listeners.delete(listener);
    if (inBrowser()) {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    }
  };
}

/** An API call failed at the network level (threw, timed out, or came from the worker's fallback). */
export function reportNetworkFailure(): void {
  // The server renderer answers calls in-process: nothing there says anything about a browser's network.
  if (!inBrowser() || callsFailing) return;
  callsFailing = true;
  notify();
}

/** The server answered (whatever the answer): it is reachable. */
export function reportNetworkSuccess(): void {
  if (!callsFailing) return;
  callsFailing = false;
  notify();
}

/** Whether a call's error is the network's (not an answer, not the caller's own abort). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}

let probing: Promise<void> | null = null;

/** One probe of the server; clears the offline state when it answers. */
export function probeNow(fetcher: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  probing ??= (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    try {
      const response = await fetcher(PROBE_URL, {
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      if (response.ok) reportNetworkSuccess();
    } catch {
      // Still unreachable: the next probe will tell.
    } finally {
      clearTimeout(timer);
      probing = null;
    }
  })();
  return probing;
}

export interface ReachabilityOptions {
  intervalMs?: number;
  fetcher?: typeof fetch;
}

/**
 * Starts the probe while offline and ties TanStack Query's onlineManager to this state. Returns the way to stop (for
 * tests); the app calls it once at start-up.
 */
export function startReachability(options: ReachabilityOptions = {}): () => void {
  const { intervalMs = PROBE_INTERVAL_MS, fetcher } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  const probe = () => {
    // With the browser offline there is nothing to probe: its `online` event comes first.
    if (callsFailing && !browserOffline()) void probeNow(fetcher);
  };
  const follow = () => {
    if (isOffline() && timer === undefined) timer = setInterval(probe, intervalMs);
    if (!isOffline() && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const unsubscribe = subscribeReachability(follow);
  window.addEventListener('online', probe);
  onlineManager.setEventListener((setOnline) => {
    setOnline(!isOffline());
    return subscribeReachability(() => setOnline(!isOffline()));
  });
  follow();
  return () => {
    unsubscribe();
    window.removeEventListener('online', probe);
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
}

/** For tests: back to online, no failure recorded. */
export function resetReachability(): void {
  callsFailing = false;
  probing = null;
  notify();
}
