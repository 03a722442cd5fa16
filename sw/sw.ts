/**
 * The one service worker of the app (ARCHITECTURE §6), built by vite-plugin-pwa (injectManifest) into /sw.js.
 *
 * Order matters and is the agreed one: the update message, precache, the SPA navigation fallback, runtime caching
 * of guest reference data, our notificationclick (before Firebase's, which stops propagation for its own
 * notifications), then push: FCM when a Firebase config was baked in at build time, else standard Web Push (VAPID),
 * and last the Background Sync of the offline action queue (independent of the others).
 * All listeners are added during the first evaluation of the script, as browsers require.
 */
import { createStore, set } from 'idb-keyval';
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { TEST_GATEWAY_PATH } from '@common/constants/billing';
import { HEADER_NAME } from '@common/constants/storage';
import {
  idbPendingStorage,
  PENDING_LOCK,
  PENDING_MESSAGE,
  PENDING_SYNC_TAG,
  type PendingAction,
} from '@common/pending/queue';
import { replayPending } from '@common/pending/replay';
import {
  firebaseWebConfig,
  NOTIFICATION_DB,
  NOTIFICATION_STORE,
  parsePushPayload,
  parsePushText,
  PUSH_RECEIVED_MESSAGE,
  type PushMessage,
  type StoredNotification,
} from '@common/push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const APP_NAME = 'Orbit Jobs';
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-72.png';

/** waitUntil throws on untrusted (script-dispatched) events; the work still runs, so don't let that abort it. */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  const logged = work.catch((error: unknown) => console.error('[sw]', error));
  try {
    event.waitUntil(logged);
  } catch {
    // Synthetic event (event.isTrusted === false): nothing to extend.
  }
}

// 1. The page's UpdatePrompt asks the waiting worker to take over (src/app/sw/register.ts applyUpdate).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// First install: control the page at once, so offline and push work from the first visit. Updates only activate
// after SKIP_WAITING (the user pressed Update), then claim and the page reloads on `controllerchange`.
clientsClaim();

// 2. Precache the built app shell and drop caches of older Workbox versions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// 3. Every navigation gets the precached shell (the router renders the route, offline too), except API and the
//    app server's own routes.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // The built-in test payment gateway's page is rendered by the server (issue 15).
    denylist: [/^\/client\/api\//, /^\/api\//, /^\/healthz$/, new RegExp(`^${TEST_GATEWAY_PATH}/`)],
  }),
);

// 4. Guest reference data: GET SEO rows and settings, served from cache while revalidating. The answer depends on
//    the `lng` header (en/id), so the language is part of the cache key. The POST guest calls (masters, countries…)
//    cannot go through the Cache API; the app mirrors those to IndexedDB itself.
const languageInCacheKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__lng', request.headers.get('lng') ?? 'en');
    return url.href;
  },
};
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/client/api/v1/seo/guest/') ||
      url.pathname === '/client/api/v1/settings/get-settings/guest'),
  new StaleWhileRevalidate({
    cacheName: 'guest-reference',
    plugins: [
      languageInCacheKey,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

// 4b. A job's and a company's page (guest or signed in): network first, but a network that has not answered within
//     3 s (the flaky mobile networks our users are on) falls back to the copy of the last visit, so the page
//     shows at once and offline too. Only successful answers are kept, per language.
/** Marks an answer taken from the cache after the network failed or was too slow: the app then knows it is offline. */
const markFallback: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(HEADER_NAME.SW_FALLBACK, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    /^\/client\/api\/v1\/(jobs|company)\/get\/(guest\/)?\d+$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'job-and-company-pages',
    networkTimeoutSeconds: 3,
    plugins: [
      languageInCacheKey,
      markFallback,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

// 5. Notification click: open the notification's link, reusing a window of the app when there is one.
async function focusSafely(client: WindowClient): Promise<void> {
  try {
    await client.focus();
  } catch {
    // focus() needs a real user click on the notification; a window that was navigated is still fine.
  }
}

async function openUrl(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const atUrl = windows.find((client) => client.url === url);
  if (atUrl) return focusSafely(atUrl);
  // Prefer the focused window, then visible ones. navigate() works only on windows this worker controls.
  const rank = (c: WindowClient) => (c.focused ? 0 : c.visibilityState === 'visible' ? 1 : 2);
  for (const client of [...windows].sort((a, b) => rank(a) - rank(b))) {
    try {
      const navigated = await client.navigate(url);
      if (navigated) return focusSafely(navigated);
    } catch {
      // Not controlled by us (or gone): try the next one.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data as { url?: unknown } | null;
  // Our own notifications carry data.url; anything else (e.g. shown by Firebase) is left to its owner.
  if (typeof data?.url !== 'string') return;
  event.notification.close();
  keepAlive(event, openUrl(data.url));
});

// 6. Push. Every push is recorded to IndexedDB for the offline notification list.
const notificationStore = createStore(NOTIFICATION_DB, NOTIFICATION_STORE);

async function record(message: PushMessage, via: StoredNotification['via']): Promise<void> {
  const id = `${Date.now()}-${crypto.randomUUID()}`;
  const stored: StoredNotification = {
    ...message,
    id,
    receivedAt: new Date().toISOString(),
    read: false,
    via,
  };
  await set(id, stored, notificationStore);
}

async function show(message: PushMessage): Promise<void> {
  await self.registration.showNotification(message.title || APP_NAME, {
    body: message.body,
    icon: ICON,
    badge: BADGE,
    data: { url: message.url },
  });
  // Open windows refresh their unread badge and list at once (src/features/notifications/push/usePushMessages.ts).
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage({ type: PUSH_RECEIVED_MESSAGE });
}

function readPush(event: PushEvent): PushMessage | null {
  if (!event.data) return null;
  return parsePushText(event.data.text(), self.location.origin);
}

// A build-time constant: without a config the Firebase branch (and its import) is dropped from the bundle.
const USE_FCM = Boolean(
  import.meta.env.VITE_FIREBASE_API_KEY &&
  import.meta.env.VITE_FIREBASE_PROJECT_ID &&
  import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID &&
  import.meta.env.VITE_FIREBASE_APP_ID,
);

if (USE_FCM) {
  // Record first; Firebase's own push listener (added below) decides between page and notification.
  self.addEventListener('push', (event) => {
    const message = readPush(event);
    if (message) keepAlive(event, record(message, 'fcm'));
  });
  // The dynamic import is inlined into sw.js by the build (no code splitting in a service worker) and resolves in a
  // microtask of the first evaluation, so Firebase's listeners are still added during it.
  void import('./firebase').then(({ startFirebaseMessaging }) =>
    startFirebaseMessaging(firebaseWebConfig(import.meta.env), async (payload) => {
      const message = parsePushPayload(payload, self.location.origin);
      if (message) await show(message);
    }),
  );
} else {
  self.addEventListener('push', (event) => {
    const message = readPush(event);
    if (!message) return;
    keepAlive(event, Promise.all([show(message), record(message, 'webpush')]));
  });
}

// 7. Offline actions (issue 14): the page queues an action taken offline in IndexedDB (common/pending/queue.ts) and
//    asks for a Background Sync; when the browser finds the network again it fires `sync`, and the worker replays
//    the same queue, in order, even with the app closed. Not Workbox's BackgroundSyncPlugin: it keeps its requests in
//    a store of its own that the page cannot list, and the page must show what is waiting, replay it itself where
//    Background Sync is missing, and show what the server refused. The page replays too (src/lib/pending/replay.ts):
//    a Web Lock makes the two take turns, and each action's idempotency key makes a second copy harmless.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const pendingStorage = idbPendingStorage();

/** What the windows may hear of an action: never its request (it holds the token). */
const summary = ({ request: _request, ...action }: PendingAction) => action;

async function replayQueued(lastChance: boolean): Promise<void> {
  const run = () =>
    replayPending({
      storage: pendingStorage,
      fetch: (url, init) => fetch(url, init),
      // Each action goes with its own person's token, stored with it: never anyone else's.
      authorization: (action) => action.request.headers.Authorization ?? null,
    });
  const locks = (self.navigator as WorkerNavigator & { locks?: LockManager }).locks;
  const report = locks ? await locks.request(PENDING_LOCK, run) : await run();
  if (report.sent.length + report.refused.length > 0) {
    // Open windows refresh what changed and tell what was refused (src/lib/pending/state.ts).
    const windows = await self.clients.matchAll({ type: 'window' });
    const message = { type: PENDING_MESSAGE, sent: report.sent.map(summary), refused: report.refused };
    for (const client of windows) client.postMessage(message);
  }
  // Something is still to go (no network, or a server that asked to wait): a failed sync is fired again by the
  // browser later, with its own back-off. Actions waiting for a new sign-in do not keep it going.
  const retry = report.offline || report.nextAt !== undefined;
  if (retry && !lastChance) throw new Error('Offline actions left for a later sync');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== PENDING_SYNC_TAG) return;
  const work = replayQueued(sync.lastChance);
  try {
    // A rejection tells the browser to fire the sync again later.
    sync.waitUntil(work);
  } catch {
    // Synthetic event (not trusted): nothing to extend; the replay still runs.
    work.catch((error: unknown) => console.error('[sw]', error));
  }
});
