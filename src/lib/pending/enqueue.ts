/**
 * Putting an action in the offline queue (issue 14; loaded the first time one is queued): the request as the worker
 * will replay it (URL, method, the headers of the moment with the person's token, the idempotency key, the JSON body),
 * written to IndexedDB, shown at once, and a Background Sync asked for where the browser has it.
 */
import { findRoute, routeUrl } from '@common/api/routes';
import { HEADER_NAME } from '@common/constants/storage';
import { nextSeq, PENDING_SYNC_TAG, type PendingAction, type PendingWhat } from '@common/pending/queue';
import { requestHeaders } from '../api/client';
import { announcePendingChange, pendingOwner, pendingStorage, refreshPending } from './state';

export interface QueuedCall {
  module: string;
  action: string;
  params?: Record<string, string | number>;
  body?: unknown;
  what: PendingWhat;
  /** The idempotency key the call was (or will be) sent with: the same on every replay. */
  key: string;
}

/** Background Sync, where the browser has it (Chromium): the worker replays once the network is back. */
interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(PENDING_SYNC_TAG))
    .catch(() => {
      // Refused (permission, a browser without it): the page's own replay does the work.
    });
}

export async function enqueue(call: QueuedCall): Promise<PendingAction> {
  const owner = pendingOwner();
  const route = findRoute(call.module, call.action);
  if (!owner || !route) throw new Error(`Cannot queue ${call.module}.${call.action}`);
  const headers = requestHeaders();
  headers[HEADER_NAME.IDEMPOTENCY_KEY] = call.key;
  let body: string | undefined;
  if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const storage = pendingStorage();
  const entry: PendingAction = {
    kind: 'action',
    id: call.key,
    userId: owner,
    seq: nextSeq(await storage.list()),
    createdAt: new Date().toISOString(),
    module: call.module,
    action: call.action,
    ...(call.params ? { params: call.params } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    what: call.what,
    request: {
      url: routeUrl(route, call.params, false),
      method: route.method,
      headers,
      ...(body ? { body } : {}),
    },
    attempts: 0,
  };
  await storage.put(entry);
  await refreshPending();
  announcePendingChange();
  requestBackgroundSync();
  return entry;
}
