/** Waiting for the app's service worker, and reaching into it. */
import type { Page, Worker } from '@playwright/test';

/**
 * Resolves once /sw.js is active AND controls `page` (the worker claims clients on first install, so one visit is
 * enough). Returns Playwright's handle on the worker, to evaluate code inside it.
 */
export async function waitForServiceWorker(page: Page): Promise<Worker> {
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return registration.scope;
  });
  const origin = new URL(scope).origin;
  const isOurs = (worker: Worker) => worker.url() === `${origin}/sw.js`;
  return (
    page.context().serviceWorkers().find(isOurs) ??
    (await page.context().waitForEvent('serviceworker', isOurs))
  );
}

export interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  data: unknown;
}

/** The notifications the app's registration is showing right now (NotificationOptions as seen from the page). */
export async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data as unknown }));
  });
}

/** Every record of an IndexedDB object store (read from the page, i.e. the same origin as the worker). */
export async function readIndexedDb(page: Page, database: string, store: string): Promise<unknown[]> {
  return page.evaluate(
    async ([dbName, storeName]) => {
      // Never create the database here: idb-keyval creates its store only when it creates the database.
      const existing = await indexedDB.databases();
      if (!existing.some((info) => info.name === dbName)) return [];
      return new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as unknown[]);
          };
          request.onerror = () => reject(request.error ?? new Error('getAll failed'));
        };
      });
    },
    [database, store] as const,
  );
}

/**
 * Clicks a notification the worker shows (the one titled `title`, else the first). A system notification's click
 * cannot be driven from CDP or Playwright, so the worker gets the same event the browser would give it.
 */
export async function clickNotification(worker: Worker, title?: string): Promise<void> {
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
    };
    const NotificationEventCtor = (
      self as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      }
    ).NotificationEvent;
    const shown = await scope.registration.getNotifications();
    const notification = wanted === undefined ? shown[0] : shown.find((n) => n.title === wanted);
    if (!notification) throw new Error('no notification to click');
    scope.dispatchEvent(new NotificationEventCtor('notificationclick', { notification }));
  }, title);
}

/** The keys of the queries the app keeps for offline reading (src/lib/offline/persister.ts, one IndexedDB record). */
export async function keptQueryKeys(page: Page): Promise<unknown[][]> {
  const records = (await readIndexedDb(page, 'orbit-offline', 'query-cache')) as {
    queries?: { queryKey: unknown[] }[];
  }[];
  return records.flatMap((record) => record.queries ?? []).map((query) => query.queryKey);
}
