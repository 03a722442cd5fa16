/**
 * Registers the one service worker (/sw.js, scope /) with workbox-window and tracks whether an update is waiting.
 * Updates are never applied silently: UpdatePrompt asks, and only then do we tell the waiting worker to take over
 * and reload once it controls the page (ARCHITECTURE §6).
 */
import { Workbox } from 'workbox-window';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** visibilitychange can fire often (tab switching); one check a minute is plenty. */
const MIN_CHECK_GAP_MS = 60 * 1000;

export interface ServiceWorkerState {
  /** A new version is installed and waiting for the user's go-ahead. */
  updateWaiting: boolean;
  /** The user accepted; the new worker is taking over and the page will reload. */
  updating: boolean;
}

let workbox: Workbox | undefined;
let state: ServiceWorkerState = { updateWaiting: false, updating: false };
const listeners = new Set<() => void>();

function setState(patch: Partial<ServiceWorkerState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export function subscribeServiceWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getServiceWorkerState(): ServiceWorkerState {
  return state;
}

/** True where a worker should be registered: production builds in browsers with service workers. */
export function serviceWorkerEnabled(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Call once at start-up (src/main.tsx). No-op in development and where service workers are unavailable.
 * Registration waits for the window's load event (workbox-window's default), so it never competes with first paint.
 */
export function registerServiceWorker(): void {
  if (workbox || !serviceWorkerEnabled()) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;

  // Fires for a worker installed while this page is open, and for one already waiting when the page loaded.
  wb.addEventListener('waiting', () => setState({ updateWaiting: true }));

  let lastCheck = Date.now();
  const checkForUpdate = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    wb.update().catch(() => {
      /* offline or server down: try again next time */
    });
  };

  wb.register()
    .then((registration) => {
      if (!registration) return;
      setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkForUpdate();
      });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/** The user accepted the update: activate the waiting worker, reload when it controls the page. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb || state.updating) return;
  setState({ updating: true });
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

/** The user chose "Later": hide the prompt until the next update is found (or the next visit). */
export function dismissUpdate(): void {
  setState({ updateWaiting: false });
}

/** Logout (spec §4) unregisters every registration; the next page load registers /sw.js again. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/** The active registration (for Firebase getToken's `serviceWorkerRegistration`, push subscriptions…). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!serviceWorkerEnabled()) return undefined;
  return navigator.serviceWorker.ready;
}
