/**
 * What of the signed-in person's offline actions is waiting, or was refused (issue 14): the small part of the queue
 * that every page carries. It reads the queue (@common/pending/queue, IndexedDB) at start-up and whenever it changes
 * (this tab, another tab, the worker's replay), and serves it to the UI (`usePendingActions`: the indicator, the
 * pending marks). Writing to the queue (./enqueue.ts) and replaying it (./replay.ts) are loaded only when needed: the
 * first time something is queued, or when something is found waiting.
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  actionsOf,
  idbPendingStorage,
  notSentOf,
  PENDING_CHANNEL,
  PENDING_MESSAGE,
  type NotSentAction,
  type PendingAction,
  type PendingRecord,
  type PendingStorage,
} from '@common/pending/queue';
import { AUTH_SCHEME } from '@common/constants/storage';
import { useShellStore } from '../store/shell';
import type * as Replayer from './replay';

export interface PendingState {
  /** Whose actions these are (the signed-in user's id), null signed out. */
  owner: string | null;
  actions: PendingAction[];
  notSent: NotSentAction[];
}

const EMPTY: PendingState = { owner: null, actions: [], notSent: [] };
let state: PendingState = EMPTY;
const listeners = new Set<() => void>();

let storage: PendingStorage | undefined;
/** The queue's storage (IndexedDB; tests may put another in its place). */
export function pendingStorage(): PendingStorage {
  return (storage ??= idbPendingStorage());
}
export function setPendingStorage(next: PendingStorage | undefined): void {
  storage = next;
}

/** The person whose actions are queued and shown: the signed-in user's id, as text; null signed out. */
export function pendingOwner(): string | null {
  const { token, user } = useShellStore.getState();
  if (!token) return null;
  const id = user?.id ?? user?.email;
  return id === undefined || id === null || id === '' ? null : String(id);
}

export function pendingState(): PendingState {
  return state;
}

function setState(next: PendingState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in person's waiting and refused actions, live. */
export function usePendingActions(): PendingState {
  return useSyncExternalStore(subscribe, pendingState, () => EMPTY);
}

/** The person's latest waiting action of a call that `match` accepts (the one that will decide what it shows). */
export function usePendingAction(
  module: string,
  action: string,
  match: (entry: PendingAction) => boolean = () => true,
): PendingAction | undefined {
  const { actions } = usePendingActions();
  return actions.findLast((entry) => entry.module === module && entry.action === action && match(entry));
}

/**
 * What the replay uses of the shell: the tab's query client (to refresh what a replay changed) and the toasts. Given
 * at start-up by src/main.tsx rather than imported by the lazy replay code: a lazy chunk importing them made the
 * bundler move them (and TanStack's core with them) out of the entry into shared chunks, which cost the home page
 * 4 KB gzip.
 */
export interface PendingShell {
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
  toast: { success(message: string): void; error(message: string): void };
}
let shell: PendingShell | undefined;
export function pendingShell(): PendingShell | undefined {
  return shell;
}
/** For start-up and tests. */
export function configurePending(next: PendingShell): void {
  shell = next;
}

let replayer: Promise<typeof Replayer> | undefined;
/** The replay code, loaded once something waits (or the worker says it replayed). */
export function loadReplayer(): Promise<typeof Replayer> {
  return (replayer ??= import('./replay'));
}

let reading: Promise<PendingState> | undefined;
let readAgain = false;

async function read(): Promise<PendingState> {
  const owner = pendingOwner();
  if (!owner) return EMPTY;
  let records: PendingRecord[] = [];
  try {
    records = await pendingStorage().list();
  } catch {
    // IndexedDB unavailable (private mode of some browsers): nothing can be queued either.
  }
  // The session may have changed while reading.
  if (pendingOwner() !== owner) return EMPTY;
  return { owner, actions: actionsOf(records, owner), notSent: notSentOf(records, owner) };
}

/**
 * Reads the queue again and shows it. Calls made while a read runs are served by one more read after it, so the last
 * change is always seen.
 */
export function refreshPending(): Promise<PendingState> {
  if (reading) {
    readAgain = true;
    return reading;
  }
  reading = (async () => {
    let next: PendingState;
    do {
      readAgain = false;
      next = await read();
    } while (readAgain);
    setState(next);
    reading = undefined;
    if (next.actions.length > 0) void loadReplayer().then((module) => module.startReplayer());
    return next;
  })();
  return reading;
}

let channel: BroadcastChannel | undefined;

/** Tells the other tabs that the queue changed. */
export function announcePendingChange(): void {
  channel?.postMessage('changed');
}

/**
 * The same person signed in again (a new token): their waiting actions are re-written with it, so that the worker
 * replays them with a live token (the page itself always sends the current one).
 */
async function refreshTokens(): Promise<void> {
  const { token } = useShellStore.getState();
  const owner = pendingOwner();
  if (!token || !owner) return;
  const authorization = `${AUTH_SCHEME} ${token}`;
  const stale = state.actions.filter(
    (action) => action.userId === owner && action.request.headers.Authorization !== authorization,
  );
  for (const action of stale)
    await pendingStorage().replace({
      ...action,
      request: { ...action.request, headers: { ...action.request.headers, Authorization: authorization } },
    });
}

let started = false;

/** At start-up (src/main.tsx): reads the queue, and follows the session, the other tabs and the worker. */
export function startPending(deps: PendingShell): void {
  configurePending(deps);
  if (started || typeof window === 'undefined') return;
  started = true;
  let session = useShellStore.getState().token;
  useShellStore.subscribe((next) => {
    if (next.token === session) return;
    session = next.token;
    void refreshPending().then(refreshTokens);
  });
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(PENDING_CHANNEL);
    channel.onmessage = () => void refreshPending();
  }
  // The worker replayed (Background Sync): refresh what it changed, tell what it could not send.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== PENDING_MESSAGE) return;
    void loadReplayer().then((module) => module.afterWorkerReplay(event.data));
  });
  if (pendingOwner()) void refreshPending().then(refreshTokens);
}

/** Logout (src/features/auth/session.ts): the person's waiting and refused actions are deleted with their session. */
export async function forgetPending(): Promise<void> {
  const owner = pendingOwner();
  if (!owner) return;
  try {
    const records = await pendingStorage().list();
    await Promise.all(
      records.filter((record) => record.userId === owner).map((record) => pendingStorage().remove(record)),
    );
  } catch {
    // Nothing could be read: nothing to delete.
  }
  setState(EMPTY);
  announcePendingChange();
}

/** The person has read that an action was not sent: it leaves the list. */
export async function dismissNotSent(record: NotSentAction): Promise<void> {
  await pendingStorage()
    .remove(record)
    .catch(() => undefined);
  await refreshPending();
  announcePendingChange();
}
