/**
 * TanStack Query's cache kept in IndexedDB for offline reading (issue 14; ARCHITECTURE §7), read at start-up before
 * the first render (src/lib/queryClient.ts, src/main.tsx).
 *
 * A small persister of our own rather than @tanstack/react-query-persist-client: that one saves and restores the
 * whole client at once (one `maxAge` for everything, dropped whole when old) and restores through a provider that
 * would also run over a server-rendered page's hydration. Here:
 * - each query is kept on its own (./rules.ts says which; successful data only) and ages out on its own: a query not
 *   refreshed within MAX_AGE_MS is dropped, the newest MAX_QUERIES are kept;
 * - what was restored stays kept when it leaves the memory cache (TanStack drops unused queries after 5 minutes), so a
 *   job opened yesterday is still there tomorrow even if not opened today;
 * - writes are throttled: the first change after a quiet time is written at once (the person may reload or leave the
 *   next moment), the changes that follow it within WRITE_THROTTLE_MS together at its end;
 * - what was kept is shown only offline (src/lib/network.ts): restored before the first render when the app starts
 *   offline, or the moment it finds itself offline (a dead network shows only when a call fails). Online, pages get
 *   fresh data as they always did — a page that takes its form's first values from the data never starts from an old
 *   copy — and what was shown offline and not asked again is let go once back online;
 * - the record belongs to one person (`owner`: the signed-in user's id, or `guest`): another owner's record is never
 *   restored and is deleted; a change of user deletes it and forgets what it held; logout deletes it
 *   (src/features/auth/session.ts). What was kept never replaces newer data already in the cache.
 */
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { isOffline, subscribeReachability } from '../network';
import { useShellStore, type ShellState } from '../store/shell';
import { isPersistedKey } from './rules';

/** Our own database: the worker's notifications live in another ('orbit-notifications'). */
export const PERSIST_DB = 'orbit-offline';
export const PERSIST_STORE = 'query-cache';
export const PERSIST_RECORD = 'queries';
/** Raised when the shape of what is kept changes: an older record is then dropped, not misread. */
export const PERSIST_VERSION = 1;
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_QUERIES = 200;
export const WRITE_THROTTLE_MS = 1000;

export type PersistedQuery = DehydratedState['queries'][number];

export interface PersistedCache {
  version: number;
  owner: string;
  savedAt: number;
  queries: PersistedQuery[];
}

/** Where the record lives: IndexedDB in the app, a map in tests. */
export interface PersistStorage {
  read(): Promise<PersistedCache | undefined>;
  write(record: PersistedCache): Promise<void>;
  remove(): Promise<void>;
}

export function indexedDbStorage(): PersistStorage {
  let store: ReturnType<typeof createStore> | undefined;
  // Opened on first use: a page that never gets there opens no database.
  const db = () => (store ??= createStore(PERSIST_DB, PERSIST_STORE));
  return {
    read: () => get<PersistedCache>(PERSIST_RECORD, db()),
    write: (record) => set(PERSIST_RECORD, record, db()),
    remove: () => del(PERSIST_RECORD, db()),
  };
}

/** Whose data the cache holds: `user:<id>` signed in, `guest` signed out, null when a session names nobody. */
export function ownerOf(state: Pick<ShellState, 'token' | 'user'>): string | null {
  if (!state.token) return 'guest';
  const id = state.user?.id ?? state.user?.email;
  return id === undefined || id === null || id === '' ? null : `user:${String(id)}`;
}

/** Whether a query of the cache is one to keep: kept kind, successful, with data. */
export function isPersistable(query: Query): boolean {
  return query.state.status === 'success' && query.state.data !== undefined && isPersistedKey(query.queryKey);
}

/** A kept query as it is stored: its data and when it was fetched, without errors or a fetch in progress. */
function stored(query: PersistedQuery): PersistedQuery {
  return {
    queryKey: query.queryKey,
    queryHash: query.queryHash,
    dehydratedAt: query.dehydratedAt,
    state: {
      ...query.state,
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchStatus: 'idle',
      isInvalidated: false,
    },
  };
}

/** What is still worth keeping at `now`: kept kinds, not older than MAX_AGE_MS, the newest MAX_QUERIES. */
export function prune(queries: readonly PersistedQuery[], now: number): PersistedQuery[] {
  return queries
    .filter(
      (query) =>
        isPersistedKey(query.queryKey) &&
        query.state.data !== undefined &&
        now - query.state.dataUpdatedAt <= MAX_AGE_MS,
    )
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES);
}

/** Whether the app is offline, and its changes (src/lib/network.ts; tests give their own). */
export interface Reachability {
  isOffline(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface PersisterOptions {
  storage?: PersistStorage;
  reachability?: Reachability;
  now?: () => number;
  throttleMs?: number;
}

export interface QueryPersister {
  /**
   * Reads what was kept for the current owner (resolves when done); offline, it goes into the cache at once.
   */
  restore(): Promise<void>;
  /** Starts keeping: every successful fetch of a kept kind is written, throttled; follows the session's user. */
  start(): void;
  /** Writes now what is waiting (resolves when written). */
  flush(): Promise<void>;
  /** Deletes the record and forgets what it held (logout). */
  forget(): Promise<void>;
  /** Stops listening (tests). */
  stop(): void;
}

export function createQueryPersister(client: QueryClient, options: PersisterOptions = {}): QueryPersister {
  const storage = options.storage ?? indexedDbStorage();
  const now = options.now ?? Date.now;
  const throttleMs = options.throttleMs ?? WRITE_THROTTLE_MS;
  const reachability = options.reachability ?? { isOffline, subscribe: subscribeReachability };
  let owner = ownerOf(useShellStore.getState());
  /** What is kept, by query hash: the restored record plus what the cache fetched since. */
  let entries = new Map<string, PersistedQuery>();
  /** What was put into the cache from `entries` (by hash, with its time), to let go of online if never refreshed. */
  let shown = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;
  /** Storage operations one after another, so a deletion is never overtaken by an earlier write. */
  let queue: Promise<void> = Promise.resolve();
  const cleanups: (() => void)[] = [];

  const enqueue = (operation: () => Promise<void>) => {
    queue = queue.then(operation).catch(() => undefined);
    return queue;
  };

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const forget = () => {
    cancel();
    entries = new Map();
    shown = new Map();
    return enqueue(() => storage.remove());
  };

  const flush = () => {
    cancel();
    const writer = owner;
    if (writer === null) return queue;
    const fresh = dehydrate(client, {
      shouldDehydrateQuery: isPersistable,
      shouldDehydrateMutation: () => false,
    }).queries;
    for (const query of fresh) entries.set(query.queryHash, stored(query));
    lastWrite = now();
    const kept = prune([...entries.values()], lastWrite);
    entries = new Map(kept.map((query) => [query.queryHash, query]));
    const record: PersistedCache = { version: PERSIST_VERSION, owner: writer, savedAt: now(), queries: kept };
    return enqueue(() => storage.write(record));
  };

  const schedule = () => {
    if (timer !== undefined || owner === null) return;
    // Several successes of one moment (a page's queries) still make one write.
    const wait = Math.max(0, lastWrite + throttleMs - now());
    timer = setTimeout(() => void flush(), wait);
  };

  /**
   * Offline: what was kept goes into the cache (where it holds nothing newer), marked stale so that pages ask again
   * once back online.
   */
  const show = () => {
    const missing = [...entries.values()].filter(
      (query) =>
        (client.getQueryCache().get(query.queryHash)?.state.dataUpdatedAt ?? 0) < query.state.dataUpdatedAt,
    );
    if (missing.length === 0) return;
    for (const query of missing) shown.set(query.queryHash, query.state.dataUpdatedAt);
    const stale = missing.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } }));
    hydrate(client, { queries: stale, mutations: [] });
  };

  /** Online again: the copies no page asked again leave the cache (a page opened later gets fresh data first). */
  const letGo = () => {
    for (const [hash, updatedAt] of shown) {
      const query = client.getQueryCache().get(hash);
      if (query && query.getObserversCount() === 0 && query.state.dataUpdatedAt === updatedAt) {
        client.getQueryCache().remove(query);
      }
    }
    shown = new Map();
  };

  /** Another person's session (or none): what was kept is not theirs. */
  const followOwner = (state: ShellState) => {
    const next = ownerOf(state);
    if (next === owner) return;
    const previous = owner;
    owner = next;
    void forget();
    if (previous !== 'guest') {
      // What the previous user's pages left in memory goes too; a page still open for another user asks again.
      client.removeQueries({ type: 'inactive' });
      if (next !== 'guest' && next !== null) void client.resetQueries({ type: 'active' });
    }
    schedule();
  };

  return {
    async restore() {
      const restoringFor = owner;
      const record = await storage.read().catch(() => undefined);
      if (!record) return;
      if (record.version !== PERSIST_VERSION || record.owner !== restoringFor || owner !== restoringFor) {
        await enqueue(() => storage.remove());
        return;
      }
      const kept = prune(record.queries, now());
      entries = new Map(kept.map((query) => [query.queryHash, query]));
      if (reachability.isOffline()) show();
    },
    start() {
      const cache = client.getQueryCache();
      cleanups.push(
        cache.subscribe((event) => {
          if (event.type === 'updated' && event.action.type === 'success' && isPersistable(event.query)) {
            schedule();
          }
        }),
        useShellStore.subscribe(followOwner),
        reachability.subscribe(() => (reachability.isOffline() ? show() : letGo())),
      );
      if (typeof document !== 'undefined') {
        const onHidden = () => {
          if (document.visibilityState === 'hidden' && timer !== undefined) void flush();
        };
        const onPageHide = () => {
          if (timer !== undefined) void flush();
        };
        document.addEventListener('visibilitychange', onHidden);
        window.addEventListener('pagehide', onPageHide);
        cleanups.push(() => {
          document.removeEventListener('visibilitychange', onHidden);
          window.removeEventListener('pagehide', onPageHide);
        });
      }
      // What is in the cache already (a server-rendered page's data, restored data refreshed meanwhile).
      schedule();
      // Found offline between the restore and now.
      if (reachability.isOffline()) show();
    },
    flush,
    forget,
    stop() {
      cancel();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
