// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../store/shell';
import {
  createQueryPersister,
  MAX_AGE_MS,
  PERSIST_VERSION,
  type PersistedCache,
  type PersistStorage,
  type QueryPersister,
} from './persister';
import { isPageExtra, isPersistedKey } from './rules';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 12);

/** The record in memory, with what was done to it. */
function memoryStorage(initial?: PersistedCache) {
  let record = initial;
  const log: string[] = [];
  const storage: PersistStorage = {
    read: async () => record,
    write: async (next) => {
      log.push('write');
      record = structuredClone(next);
    },
    remove: async () => {
      log.push('remove');
      record = undefined;
    },
  };
  return {
    storage,
    log,
    get record() {
      return record;
    },
  };
}

function signIn(id: number) {
  useShellStore.getState().setSession({
    token: `token-${id}`,
    user: { id, role: 'CANDIDATE', fullName: 'Siti' },
  });
}

const keys = (record: PersistedCache | undefined) =>
  (record?.queries ?? []).map((query) => JSON.stringify(query.queryKey)).sort();

function recordOf(owner: string, entries: { key: unknown[]; data: unknown; at: number }[]): PersistedCache {
  return {
    version: PERSIST_VERSION,
    owner,
    savedAt: NOW,
    queries: entries.map(({ key, data, at }) => ({
      queryKey: key,
      queryHash: JSON.stringify(key),
      dehydratedAt: at,
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: at,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}

/** The app's reachability as the test sets it. */
const network = {
  offline: false,
  listeners: new Set<() => void>(),
  isOffline: () => network.offline,
  subscribe(listener: () => void) {
    network.listeners.add(listener);
    return () => network.listeners.delete(listener);
  },
  set(offline: boolean) {
    network.offline = offline;
    for (const listener of network.listeners) listener();
  },
};

let client: QueryClient;
let persister: QueryPersister | undefined;

function persisterWith(storage: PersistStorage, throttleMs?: number) {
  persister = createQueryPersister(client, { storage, throttleMs, reachability: network });
  return persister;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
  useShellStore.getState().clearSession();
  client = new QueryClient();
  network.offline = true;
  network.listeners.clear();
});

afterEach(() => {
  persister?.stop();
  persister = undefined;
  client.clear();
  vi.useRealTimers();
});

describe('what is kept', () => {
  it('keeps the pages a person reads offline and their reference data', () => {
    for (const key of [
      ['jobs', 'search', 'en', { page: 1 }],
      ['jobs', 'detail', 'en', 12],
      ['jobs', 'saved', 'id', 1],
      ['userJobs', 'mine', 'en', 1],
      ['notifications', 'list', 'en', { page: 1 }],
      ['notifications', 'unread', 3],
      ['candidate', 'view', 'token'],
      ['category', 'all', 'en', true],
      ['category', 'all'],
      ['masters', 'list', 'SKILLS', ''],
      ['settings'],
      ['seo', 'page', 'home', 'en'],
    ]) {
      expect(isPersistedKey(key), JSON.stringify(key)).toBe(true);
    }
    for (const key of [
      ['city', 'search', 'ID', '', 'ja'],
      ['company', 'page', 'en', 3],
      ['jobs', 'list', 'open', '', 1],
      ['responses', 'list', 'en', {}],
      ['profileViews', 'count'],
    ]) {
      expect(isPersistedKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it("tells a page's content from the extras around it", () => {
    expect(isPageExtra(['jobs', 'search', 'en', {}])).toBe(false);
    expect(isPageExtra(['company', 'page', 'en', 3])).toBe(false);
    expect(isPageExtra(['category', 'all', 'en', false])).toBe(false);
    expect(isPageExtra(['category', 'all'])).toBe(true);
    expect(isPageExtra(['seo', 'page', 'faq', 'en'])).toBe(true);
    expect(isPageExtra(['notifications', 'unread', 3])).toBe(true);
    expect(isPageExtra(['jobs', 'similar', 'en', 4])).toBe(true);
    // The company's card on a job's page, not the company's own page.
    expect(isPageExtra(['company', 'card', 'en', 3])).toBe(true);
  });
});

describe('the persister', () => {
  it('writes only successful data of the kept kinds, for its owner: at once, then once per throttle period', async () => {
    const memory = memoryStorage();
    signIn(7);
    persister = persisterWith(memory.storage, 1000);
    await persister.restore();
    persister.start();

    client.setQueryData(['jobs', 'saved', 'en', 1], { jobs: [{ id: 1 }] });
    client.setQueryData(['jobs', 'detail', 'en', 1], { id: 1, title: 'Kasir' });
    client.setQueryData(['company', 'page', 'en', 3], { id: 3 });
    await client
      .fetchQuery({
        queryKey: ['notifications', 'list', 'en', {}],
        queryFn: () => Promise.reject(new Error('offline')),
        retry: false,
      })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(memory.log).toEqual(['write']);
    expect(memory.record?.owner).toBe('user:7');
    expect(keys(memory.record)).toEqual([
      JSON.stringify(['jobs', 'detail', 'en', 1]),
      JSON.stringify(['jobs', 'saved', 'en', 1]),
    ]);
    expect(memory.record?.queries[0]?.state.status).toBe('success');

    // What follows within the throttle period waits for its end, and goes in one write.
    client.setQueryData(['jobs', 'detail', 'en', 2], { id: 2 });
    client.setQueryData(['jobs', 'detail', 'en', 3], { id: 3 });
    await vi.advanceTimersByTimeAsync(999);
    expect(memory.log).toEqual(['write']);
    await vi.advanceTimersByTimeAsync(1);
    expect(memory.log).toEqual(['write', 'write']);
    expect(keys(memory.record)).toHaveLength(4);
  });

  it('offline, restores what was kept for the same person, before the page asks, to be asked again', async () => {
    signIn(7);
    const memory = memoryStorage(
      recordOf('user:7', [{ key: ['jobs', 'saved', 'en', 1], data: { jobs: [{ id: 5 }] }, at: NOW - DAY }]),
    );
    persister = persisterWith(memory.storage);
    await persister.restore();
    expect(client.getQueryData(['jobs', 'saved', 'en', 1])).toEqual({ jobs: [{ id: 5 }] });
    expect(client.getQueryState(['jobs', 'saved', 'en', 1])?.dataUpdatedAt).toBe(NOW - DAY);
    // Asked again as soon as a page uses it (online), however fresh its staleTime would call it.
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['jobs', 'saved', 'en', 1] })
        ?.isStale(),
    ).toBe(true);
  });

  it('online, shows nothing kept until the app finds itself offline, and lets it go once back online', async () => {
    signIn(7);
    network.offline = false;
    const memory = memoryStorage(
      recordOf('user:7', [
        { key: ['jobs', 'saved', 'en', 1], data: { jobs: [{ id: 5 }] }, at: NOW - DAY },
        { key: ['jobs', 'detail', 'en', 5], data: { id: 5 }, at: NOW - DAY },
      ]),
    );
    persister = persisterWith(memory.storage);
    await persister.restore();
    persister.start();
    expect(client.getQueryData(['jobs', 'saved', 'en', 1])).toBeUndefined();

    // Fresh data of this visit stays as it is.
    client.setQueryData(['jobs', 'detail', 'en', 5], { id: 5, fresh: true });
    network.set(true);
    expect(client.getQueryData(['jobs', 'saved', 'en', 1])).toEqual({ jobs: [{ id: 5 }] });
    expect(client.getQueryData(['jobs', 'detail', 'en', 5])).toEqual({ id: 5, fresh: true });

    network.set(false);
    expect(client.getQueryData(['jobs', 'saved', 'en', 1])).toBeUndefined();
    expect(client.getQueryData(['jobs', 'detail', 'en', 5])).toEqual({ id: 5, fresh: true });
    // Still kept for the next time.
    await persister.flush();
    expect(keys(memory.record)).toContain(JSON.stringify(['jobs', 'saved', 'en', 1]));
  });

  it("never restores another person's data, and deletes it", async () => {
    signIn(8);
    const memory = memoryStorage(
      recordOf('user:7', [{ key: ['jobs', 'saved', 'en', 1], data: { jobs: [{ id: 5 }] }, at: NOW }]),
    );
    persister = persisterWith(memory.storage);
    await persister.restore();
    expect(client.getQueryData(['jobs', 'saved', 'en', 1])).toBeUndefined();
    expect(memory.record).toBeUndefined();
  });

  it("a guest does not get a signed-in person's data", async () => {
    const memory = memoryStorage(
      recordOf('user:7', [{ key: ['notifications', 'list', 'en', {}], data: [], at: NOW }]),
    );
    persister = persisterWith(memory.storage);
    await persister.restore();
    expect(client.getQueryData(['notifications', 'list', 'en', {}])).toBeUndefined();
    expect(memory.record).toBeUndefined();
  });

  it('drops what is older than the maximum age, on restore and on write', async () => {
    signIn(7);
    const memory = memoryStorage(
      recordOf('user:7', [
        { key: ['jobs', 'detail', 'en', 1], data: { id: 1 }, at: NOW - MAX_AGE_MS - 1 },
        { key: ['jobs', 'detail', 'en', 2], data: { id: 2 }, at: NOW - MAX_AGE_MS + DAY },
      ]),
    );
    persister = persisterWith(memory.storage);
    await persister.restore();
    expect(client.getQueryData(['jobs', 'detail', 'en', 1])).toBeUndefined();
    expect(client.getQueryData(['jobs', 'detail', 'en', 2])).toEqual({ id: 2 });

    // Two days later the second is too old as well.
    vi.setSystemTime(NOW + 2 * DAY);
    client.setQueryData(['jobs', 'detail', 'en', 3], { id: 3 });
    await persister.flush();
    expect(keys(memory.record)).toEqual([JSON.stringify(['jobs', 'detail', 'en', 3])]);
  });

  it('drops a record of another version', async () => {
    signIn(7);
    const old = recordOf('user:7', [{ key: ['jobs', 'detail', 'en', 1], data: { id: 1 }, at: NOW }]);
    const memory = memoryStorage({ ...old, version: PERSIST_VERSION - 1 });
    persister = persisterWith(memory.storage);
    await persister.restore();
    expect(client.getQueryData(['jobs', 'detail', 'en', 1])).toBeUndefined();
    expect(memory.record).toBeUndefined();
  });

  it('does not replace newer data already in the cache (a server-rendered page)', async () => {
    const memory = memoryStorage(
      recordOf('guest', [{ key: ['category', 'all', 'en', false], data: ['old'], at: NOW - DAY }]),
    );
    client.setQueryData(['category', 'all', 'en', false], ['fresh']);
    persister = persisterWith(memory.storage);
    await persister.restore();
    expect(client.getQueryData(['category', 'all', 'en', false])).toEqual(['fresh']);
  });

  it('keeps what was restored after the memory cache lets it go', async () => {
    signIn(7);
    const memory = memoryStorage(
      recordOf('user:7', [{ key: ['jobs', 'detail', 'en', 1], data: { id: 1 }, at: NOW - DAY }]),
    );
    persister = persisterWith(memory.storage);
    await persister.restore();
    persister.start();
    client.removeQueries({ queryKey: ['jobs', 'detail', 'en', 1] });
    client.setQueryData(['jobs', 'detail', 'en', 2], { id: 2 });
    await persister.flush();
    expect(keys(memory.record)).toEqual([
      JSON.stringify(['jobs', 'detail', 'en', 1]),
      JSON.stringify(['jobs', 'detail', 'en', 2]),
    ]);
  });

  it('logout deletes the record, and a write waiting does not bring it back', async () => {
    signIn(7);
    const memory = memoryStorage();
    persister = persisterWith(memory.storage, 1000);
    await persister.restore();
    persister.start();
    client.setQueryData(['jobs', 'saved', 'en', 1], { jobs: [] });
    await persister.flush();
    expect(memory.record).toBeDefined();

    client.setQueryData(['notifications', 'list', 'en', {}], { notifications: [] });
    await persister.forget();
    useShellStore.getState().clearSession();
    await vi.advanceTimersByTimeAsync(5000);
    expect(memory.record?.owner ?? 'none').not.toBe('user:7');
    expect(keys(memory.record)).not.toContain(JSON.stringify(['jobs', 'saved', 'en', 1]));
  });

  it("another user's session (another tab) forgets the first user's data, in storage and in memory", async () => {
    signIn(7);
    const memory = memoryStorage();
    persister = persisterWith(memory.storage, 1000);
    await persister.restore();
    persister.start();
    client.setQueryData(['jobs', 'saved', 'en', 1], { jobs: [{ id: 1 }] });
    await persister.flush();
    expect(memory.record?.owner).toBe('user:7');

    signIn(8);
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getQueryData(['jobs', 'saved', 'en', 1])).toBeUndefined();
    expect(memory.log).toContain('remove');
    expect(keys(memory.record)).toEqual([]);

    client.setQueryData(['jobs', 'saved', 'en', 1], { jobs: [{ id: 9 }] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(memory.record?.owner).toBe('user:8');
    expect(memory.record?.queries.map((query) => query.state.data)).toEqual([{ jobs: [{ id: 9 }] }]);
  });
});
