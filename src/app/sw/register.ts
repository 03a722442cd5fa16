/**
 * Registers the one service worker (/sw.js, scope /) and tracks whether an update is waiting. Updates are never
 * applied silently: UpdatePrompt asks, and only then is the waiting worker told to take over (the SKIP_WAITING
 * message sw/sw.ts answers), the page reloading once it controls it (ARCHITECTURE §6). The Service Worker API is
 * used directly: what the app needs of it fits in a few lines, and workbox-window would add 2 KB gzip to the
 * JavaScript of the first visit.
 */

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** visibilitychange can fire often (tab switching); one check a minute is plenty. */
const MIN_CHECK_GAP_MS = 60 * 1000;

export interface ServiceWorkerState {
  /** A new version is installed and waiting for the user's go-ahead. */
  updateWaiting: boolean;
  /** The user accepted; the new worker is taking over and the page will reload. */
  updating: boolean;
}

let ours: ServiceWorkerRegistration | undefined;
let registering = false;
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

/** Resolves once the window's load event has fired (at once when it already has). */
const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * A worker installed while an older one controls the page waits: that is an update. (The very first worker has no
 * predecessor and takes control at once; nothing to ask.)
 */
function watchForUpdates(reg: ServiceWorkerRegistration) {
  const noteWaiting = () => {
    if (reg.waiting && navigator.serviceWorker.controller) setState({ updateWaiting: true });
  };
  noteWaiting(); // one already waiting when the page loaded
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') noteWaiting();
    });
  });
}

/**
 * Call once at start-up (src/main.tsx). No-op in development and where service workers are unavailable.
 * Registration waits for the window's load event, so it never competes with first paint.
 */
export async function registerServiceWorker(): Promise<void> {
  if (registering || !serviceWorkerEnabled()) return;
  registering = true;
  await loaded();
  const reg = await navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
  // A browser that blocks service workers (a policy, an automation setting) may also answer without a registration.
  if (!reg) return;
  ours = reg;
  watchForUpdates(reg);

  let lastCheck = Date.now();
  const checkForUpdate = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    reg.update().catch(() => {
      /* offline or server down: try again next time */
    });
  };
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

/** The user accepted the update: activate the waiting worker, reload when it controls the page. */
export function applyUpdate(): void {
  const waiting = ours?.waiting;
  if (!waiting || state.updating) return;
  setState({ updating: true });
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
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
