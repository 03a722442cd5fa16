/**
 * The offline action queue (issue 14), as the app and its service worker both see it: one IndexedDB store that the
 * page writes and lists (src/lib/pending/) and the worker reads and replays on a Background Sync (sw/sw.ts).
 *
 * Why our own store and a `sync` listener rather than Workbox's BackgroundSyncPlugin: Workbox keeps the requests it
 * queues in a store of its own (`workbox-background-sync`, whole Request objects) that only the worker reads. The page
 * must list what is waiting (the pending marks and the indicator, after a reload too), know whose it is, replay it
 * itself where Background Sync is missing (Firefox, Safari) or has not run yet, and show what the server refused.
 * So the page writes every action here, with everything the worker needs to send it, and both replay the same
 * entries in the same order under the same idempotency key (./replay.ts).
 *
 * One database of our own (idb-keyval keeps one object store per database). Records are keyed `<kind>:<id>`:
 * - `action:<id>`: an action waiting for the network, `id` being its idempotency key (HEADER_NAME.IDEMPOTENCY_KEY);
 * - `notSent:<id>`: an action the server refused on its replay, kept with the server's message until the person
 *   dismisses it (nothing is dropped silently).
 * Each belongs to one person (`userId`): it is sent with that person's token only, and shown to them only.
 */
import { createStore, del, promisifyRequest, set, values, type UseStore } from 'idb-keyval';

export const PENDING_DB = 'orbit-pending';
export const PENDING_STORE = 'actions';
/** The Background Sync tag the page registers when it queues (`registration.sync.register`). */
export const PENDING_SYNC_TAG = 'pending-actions';
/** The Web Lock the page and the worker take to replay, so that one replay runs at a time on a device. */
export const PENDING_LOCK = 'orbit-pending-replay';
/** The message the worker posts to open windows after a replay (what was sent, what was refused). */
export const PENDING_MESSAGE = 'pending-actions-replayed';
/** Tabs tell each other that the queue changed (BroadcastChannel name). */
export const PENDING_CHANNEL = 'orbit-pending';

/** How the action is described to the person: a key of the `pending` catalog (what.*) and its values. */
export interface PendingWhat {
  key: string;
  vars?: Record<string, string | number>;
}

/** The request as it is replayed, without the Authorization header (added per replay, see ./replay.ts). */
export interface PendingRequest {
  url: string;
  method: string;
  /** lng, Accept, Content-Type, Idempotency-Key, adminId… and Authorization as it was when queued. */
  headers: Record<string, string>;
  /** The JSON body, as text. */
  body?: string;
}

/** Why an action is still waiting: no network, the server failed or was busy, or the session has ended. */
export type PendingProblem = 'network' | 'server' | 'busy' | 'signIn';

interface RecordBase {
  /** The idempotency key, fresh per action (crypto.randomUUID()). */
  id: string;
  /** Whose action it is (the signed-in user's id, as text). */
  userId: string;
  /** The order of the person's actions: replayed lowest first. */
  seq: number;
  /** ISO time it was queued. */
  createdAt: string;
  /** The call of the route table (common/api/routes.ts), its parameters and its body: what the UI reads back. */
  module: string;
  action: string;
  params?: Record<string, string | number>;
  body?: unknown;
  what: PendingWhat;
}

export interface PendingAction extends RecordBase {
  kind: 'action';
  request: PendingRequest;
  /** Replays that ended without a final answer. */
  attempts: number;
  /** Not replayed before this time (ms since the epoch): the back-off after a server failure. */
  retryAt?: number;
  problem?: PendingProblem;
}

export interface NotSentAction extends RecordBase {
  kind: 'notSent';
  /** The HTTP status and the server's message of the refusal. */
  status: number;
  message: string;
  refusedAt: string;
}

export type PendingRecord = PendingAction | NotSentAction;

export const recordKey = (record: Pick<PendingRecord, 'kind' | 'id'>) => `${record.kind}:${record.id}`;

/** Where the records live: IndexedDB in the app and the worker, anything with the same behaviour in tests. */
export interface PendingStorage {
  list(): Promise<PendingRecord[]>;
  put(record: PendingRecord): Promise<void>;
  /** Writes the record only if it is still there: another replay may have settled it meanwhile. */
  replace(record: PendingRecord): Promise<void>;
  remove(record: Pick<PendingRecord, 'kind' | 'id'>): Promise<void>;
}

export function idbPendingStorage(): PendingStorage {
  let store: UseStore | undefined;
  // Opened on first use: a page that never gets there opens no database.
  const db = () => (store ??= createStore(PENDING_DB, PENDING_STORE));
  return {
    list: () => values<PendingRecord>(db()),
    put: (record) => set(recordKey(record), record, db()),
    replace: (record) =>
      db()('readwrite', (objects) => {
        const key = recordKey(record);
        const found = objects.getKey(key);
        found.onsuccess = () => {
          if (found.result !== undefined) objects.put(record, key);
        };
        return promisifyRequest(objects.transaction);
      }),
    remove: (record) => del(recordKey(record), db()),
  };
}

export const inOrder = (a: PendingRecord, b: PendingRecord) =>
  a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** One person's actions waiting, oldest first. */
export function actionsOf(records: PendingRecord[], userId: string): PendingAction[] {
  return records
    .filter((record): record is PendingAction => record.kind === 'action' && record.userId === userId)
    .sort(inOrder);
}

/** One person's refused actions, oldest first. */
export function notSentOf(records: PendingRecord[], userId: string): NotSentAction[] {
  return records
    .filter((record): record is NotSentAction => record.kind === 'notSent' && record.userId === userId)
    .sort(inOrder);
}

/** The order number of a new action: after every action already queued, and never before now. */
export function nextSeq(records: PendingRecord[], now = Date.now()): number {
  return records.reduce((max, record) => Math.max(max, record.seq + 1), now);
}
