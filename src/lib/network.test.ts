// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setApiTransport } from './api/client';
import { registerApiHooks } from './api/hooks';
import {
  isOffline,
  PROBE_INTERVAL_MS,
  PROBE_URL,
  READ_TIMEOUT_MS,
  reportNetworkFailure,
  reportNetworkSuccess,
  resetReachability,
  startReachability,
  subscribeReachability,
  SW_FALLBACK_HEADER,
} from './network';
import { useShellStore } from './store/shell';

const ok = (headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code: 'SUCCESS', message: '', data: [] }), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

let browserOnline = true;
const hooks = { navigate: vi.fn(), logout: vi.fn(), toastError: vi.fn() };
let restoreHooks: () => void;

beforeEach(() => {
  browserOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  resetReachability();
  restoreHooks = registerApiHooks(hooks);
  localStorage.clear();
  useShellStore.getState().clearSession();
});

afterEach(() => {
  restoreHooks();
  setApiTransport((url, init) => fetch(url, init));
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function goBrowserOffline(offline: boolean) {
  browserOnline = !offline;
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('the reachability store', () => {
  it('is online until the browser says offline, and follows it back', () => {
    const seen: boolean[] = [];
    const stop = subscribeReachability(() => seen.push(isOffline()));
    expect(isOffline()).toBe(false);
    goBrowserOffline(true);
    expect(isOffline()).toBe(true);
    goBrowserOffline(false);
    expect(isOffline()).toBe(false);
    expect(seen).toEqual([true, false]);
    stop();
  });

  it('is offline on a dead network (navigator.onLine true) from a failed call until the next success', () => {
    const listener = vi.fn();
    const stop = subscribeReachability(listener);
    reportNetworkFailure();
    expect(navigator.onLine).toBe(true);
    expect(isOffline()).toBe(true);
    reportNetworkFailure();
    expect(listener).toHaveBeenCalledTimes(1);
    reportNetworkSuccess();
    expect(isOffline()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('probes /healthz every interval while calls fail, and clears when it answers', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const fetcher = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response('{"status":"ok"}', { status: 200 });
    });
    const stop = startReachability({ fetcher });
    expect(fetcher).not.toHaveBeenCalled();
    reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]![0]).toBe(PROBE_URL);
    expect(isOffline()).toBe(true);
    reachable = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(isOffline()).toBe(false);
    // Online: no more probes.
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(fetcher).toHaveBeenCalledTimes(2);
    stop();
  });

  it('probes at once when the browser comes back online, not while it is offline', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => new Response('', { status: 200 }));
    const stop = startReachability({ fetcher });
    reportNetworkFailure();
    goBrowserOffline(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    expect(fetcher).not.toHaveBeenCalled();
    goBrowserOffline(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(false);
    stop();
  });

  it("drives TanStack Query's onlineManager", () => {
    const stop = startReachability({ fetcher: vi.fn() });
    const unsubscribe = onlineManager.subscribe(() => undefined);
    expect(onlineManager.isOnline()).toBe(true);
    reportNetworkFailure();
    expect(onlineManager.isOnline()).toBe(false);
    reportNetworkSuccess();
    expect(onlineManager.isOnline()).toBe(true);
    goBrowserOffline(true);
    expect(onlineManager.isOnline()).toBe(false);
    goBrowserOffline(false);
    unsubscribe();
    stop();
  });
});

describe('api() and reachability', () => {
  it('a call that throws (dead network) makes the app offline; a read is not toasted, a write is', async () => {
    setApiTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api('jobs', 'getJobList', { body: {} })).rejects.toBeInstanceOf(TypeError);
    expect(isOffline()).toBe(true);
    expect(hooks.toastError).not.toHaveBeenCalled();
    await expect(api('contactUs', 'save', { body: {} })).rejects.toBeInstanceOf(TypeError);
    expect(hooks.toastError).toHaveBeenCalledWith('Oops, something went wrong !');
  });

  it('the next answer makes it online again', async () => {
    reportNetworkFailure();
    setApiTransport(() => Promise.resolve(ok()));
    await api('jobs', 'getJobList', { body: {} });
    expect(isOffline()).toBe(false);
  });

  it('a read that does not answer within the timeout is a network failure', async () => {
    vi.useFakeTimers();
    setApiTransport(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const call = api('settings', 'getSettings');
    const outcome = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(isOffline()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(isOffline()).toBe(true);
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it("the caller's own abort is not a failure", async () => {
    setApiTransport(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const controller = new AbortController();
    const call = api('jobs', 'getJobList', { body: {}, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOffline()).toBe(false);
  });

  it("an answer of the worker's cache for want of network keeps the app offline, and gives its data", async () => {
    setApiTransport(() => Promise.resolve(ok({ [SW_FALLBACK_HEADER]: '1' })));
    const envelope = await api('jobs', 'get', { params: { id: 1 } });
    expect(envelope.code).toBe('SUCCESS');
    expect(isOffline()).toBe(true);
  });

  it('an error answer is an answer: the server is reachable', async () => {
    reportNetworkFailure();
    setApiTransport(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 'ERROR', message: 'No.', data: null }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await api('jobs', 'getJobList', { body: {}, showErrorToast: false });
    expect(isOffline()).toBe(false);
  });
});
