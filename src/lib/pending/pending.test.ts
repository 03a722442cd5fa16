// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { idbPendingStorage, type NotSentAction, type PendingAction } from '@common/pending/queue';
import { setApiTransport } from '../api/client';
import { registerApiHooks } from '../api/hooks';
import { initI18n, loadNamespaces } from '../i18n';
import { resetReachability } from '../network';
import { useShellStore } from '../store/shell';
import { toast } from '../toast';
import { replayNow } from './replay';
import { sendOrQueue } from './send';
import {
  configurePending,
  forgetPending,
  pendingState,
  pendingStorage,
  refreshPending,
  setPendingStorage,
} from './state';

vi.mock('../toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ok = (message = 'Job saved!') =>
  new Response(JSON.stringify({ code: 'SUCCESS', message, data: null }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let browserOnline = true;
const hooks = { navigate: vi.fn(), logout: vi.fn(), toastError: vi.fn() };
let restoreHooks: () => void;

function signIn(id: number) {
  useShellStore.getState().setSession({ token: `token-${id}`, user: { id, role: 'CANDIDATE' } });
}

async function clearQueue() {
  const storage = idbPendingStorage();
  for (const record of await storage.list()) await storage.remove(record);
}

beforeAll(async () => {
  configurePending({ queryClient: new QueryClient(), toast });
  await initI18n('en');
  await loadNamespaces(['pending']);
});

beforeEach(async () => {
  browserOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  resetReachability();
  restoreHooks = registerApiHooks(hooks);
  localStorage.clear();
  setPendingStorage(undefined);
  await clearQueue();
  signIn(1);
  await refreshPending();
});

afterEach(() => {
  restoreHooks();
  setApiTransport((url, init) => fetch(url, init));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  useShellStore.getState().clearSession();
});

const save = (jobId: number, isLike = true) =>
  sendOrQueue('jobsTracks', 'likeDislike', {
    body: { jobId, isLike },
    what: { key: isLike ? 'saveJob' : 'unsaveJob', vars: { title: `Job ${jobId}` } },
  });

describe('an action that must not be lost', () => {
  it('is sent at once with a fresh idempotency key when online', async () => {
    const transport = vi.fn(async () => ok());
    setApiTransport(transport);
    const result = await save(7);
    expect(result.queued).toBe(false);
    const [url, init] = transport.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/client/api/v1/jobs-tracks/like-dislike');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(pendingState().actions).toEqual([]);
  });

  it('is queued offline with all the worker needs to replay it, in the order taken', async () => {
    browserOnline = false;
    const transport = vi.fn(async () => ok());
    setApiTransport(transport);
    const first = await save(7);
    const second = await save(7, false);
    expect(transport).not.toHaveBeenCalled();
    expect(first.queued && second.queued).toBe(true);
    const [a, b] = pendingState().actions;
    expect(pendingState().owner).toBe('1');
    expect(a).toMatchObject({
      kind: 'action',
      userId: '1',
      module: 'jobsTracks',
      action: 'likeDislike',
      body: { jobId: 7, isLike: true },
      what: { key: 'saveJob', vars: { title: 'Job 7' } },
      attempts: 0,
      request: {
        url: '/client/api/v1/jobs-tracks/like-dislike',
        method: 'POST',
        body: JSON.stringify({ jobId: 7, isLike: true }),
        headers: expect.objectContaining({
          Authorization: 'jwt token-1',
          lng: 'en',
          'Content-Type': 'application/json',
          'Idempotency-Key': a!.id,
        }),
      },
    });
    expect(b!.seq).toBeGreaterThan(a!.seq);
    expect(b!.body).toEqual({ jobId: 7, isLike: false });
  });

  it('is queued under the key it was sent with when the call gets no answer, without an error toast', async () => {
    const transport = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    setApiTransport(transport);
    const result = await save(9);
    expect(result.queued).toBe(true);
    const [, init] = transport.mock.calls[0] as unknown as [string, RequestInit];
    const sentKey = (init.headers as Record<string, string>)['Idempotency-Key'];
    expect(pendingState().actions.map((action) => action.id)).toEqual([sentKey]);
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('is a plain call for a guest (nothing to queue for)', async () => {
    useShellStore.getState().clearSession();
    const transport = vi.fn(async () => ok());
    setApiTransport(transport);
    await save(7);
    const [, init] = transport.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Idempotency-Key');
  });
});

describe('the queue', () => {
  it('survives a reload (another storage over the same database)', async () => {
    browserOnline = false;
    await save(3);
    setPendingStorage(idbPendingStorage());
    const state = await refreshPending();
    expect(state.actions.map((action) => action.body)).toEqual([{ jobId: 3, isLike: true }]);
  });

  it('shows each person their own actions only, and logout deletes only theirs', async () => {
    browserOnline = false;
    await save(1);
    signIn(2);
    await refreshPending();
    expect(pendingState()).toMatchObject({ owner: '2', actions: [] });
    await save(2);
    expect(pendingState().actions.map((action) => action.userId)).toEqual(['2']);
    await forgetPending();
    signIn(1);
    const state = await refreshPending();
    expect(state.actions.map((action) => action.body)).toEqual([{ jobId: 1, isLike: true }]);
    expect((await pendingStorage().list()).map((record) => record.userId)).toEqual(['1']);
  });
});

describe('the page’s replay', () => {
  it('sends the signed-in person’s actions with their current token, refreshes, and tells what was refused', async () => {
    browserOnline = false;
    await save(1);
    await save(2);
    signIn(2);
    await save(5);
    // Person 1 again, with a new session.
    useShellStore.getState().setSession({ token: 'token-1b', user: { id: 1, role: 'CANDIDATE' } });
    await refreshPending();
    browserOnline = true;
    const sent: { auth: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { jobId: number };
        sent.push({ auth: (init.headers as Record<string, string>).Authorization!, body });
        return body.jobId === 2
          ? new Response(
              JSON.stringify({ code: 'ERROR', message: 'This job is no longer open.', data: null }),
              {
                status: 404,
                headers: { 'content-type': 'application/json' },
              },
            )
          : ok();
      }),
    );
    await replayNow();
    expect(sent).toEqual([
      { auth: 'jwt token-1b', body: { jobId: 1, isLike: true } },
      { auth: 'jwt token-1b', body: { jobId: 2, isLike: true } },
    ]);
    expect(pendingState().actions).toEqual([]);
    expect(pendingState().notSent).toEqual([
      expect.objectContaining<Partial<NotSentAction>>({
        message: 'This job is no longer open.',
        status: 404,
      }),
    ]);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Not sent: Save the job Job 2. This job is no longer open.');
    expect(toast.success).toHaveBeenCalledWith('1 action that was waiting for the network has been sent.');
    // Person 2's action stays for person 2.
    const left = (await pendingStorage().list()).filter(
      (record): record is PendingAction => record.kind === 'action',
    );
    expect(left.map((record) => record.userId)).toEqual(['2']);
  });
});
