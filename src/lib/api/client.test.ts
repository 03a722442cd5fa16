// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../store/shell';
import { api, ApiError, unwrap } from './client';
import { registerApiHooks } from './hooks';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ok = (data: unknown = null) => json(200, { code: 'SUCCESS', message: 'Done.', data });

let fetchMock: ReturnType<typeof vi.fn>;
const hooks = { navigate: vi.fn(), logout: vi.fn(), toastError: vi.fn() };
let restoreHooks: () => void;

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(ok()));
  vi.stubGlobal('fetch', fetchMock);
  restoreHooks = registerApiHooks(hooks);
  localStorage.clear();
  useShellStore.getState().clearSession();
});

afterEach(() => {
  restoreHooks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('api()', () => {
  it('picks the route from the table and posts JSON', async () => {
    const envelope = await api('contactUs', 'save', { body: { name: 'A' } });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/client/api/v1/contact-us/save');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"A"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(envelope).toEqual({ code: 'SUCCESS', message: 'Done.', data: null });
  });

  it('throws the wrongUrl message for an unknown name', async () => {
    await expect(api('contactUs', 'nope' as never)).rejects.toThrow('Oops!, I guess its a wrong url.');
    await expect(api('nope' as never, 'save' as never, { showErrorToast: false })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the guest twin without a token and sends no Authorization header', async () => {
    await api('category', 'all', { body: {} });
    const { url, headers } = lastCall();
    expect(url).toBe('/client/api/v1/category/all/guest');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends Authorization: jwt <token> and the signed-in path when a token exists', async () => {
    useShellStore.getState().setSession({ token: 'abc', user: { role: 'CANDIDATE' } });
    await api('category', 'all', { body: {} });
    const { url, headers } = lastCall();
    expect(url).toBe('/client/api/v1/category/all');
    expect(headers.Authorization).toBe('jwt abc');
  });

  it('sends adminId from local storage ADMIN_ID, and the lng header', async () => {
    await api('settings', 'getSettings');
    expect(lastCall().headers.adminId).toBeUndefined();
    expect(lastCall().headers.lng).toBe('en');
    localStorage.setItem('ADMIN_ID', '42');
    localStorage.setItem('lng', 'id');
    await api('settings', 'getSettings');
    expect(lastCall().headers.adminId).toBe('42');
    expect(lastCall().headers.lng).toBe('id');
  });

  it('sends GET parameters as a query string and fills path params', async () => {
    await api('seo', 'get', { params: { module: 'page', page: 'home' }, query: { x: 1, tags: ['a', 'b'], skip: undefined } });
    const { url, init } = lastCall();
    expect(url).toBe('/client/api/v1/seo/guest/page/home?x=1&tags=a&tags=b');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('aborts an earlier GET to the same URL when it is repeated', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise((resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        setTimeout(() => resolve(ok('late')), 5);
      });
    });
    const first = api('settings', 'getSettings');
    const second = api('settings', 'getSettings');
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toMatchObject({ data: 'late' });
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('does not abort a repeated POST', async () => {
    await Promise.all([api('contactUs', 'save', { body: {} }), api('contactUs', 'save', { body: {} })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('navigates to /404 on HTTP 404, unless told not to', async () => {
    fetchMock.mockResolvedValue(json(404, { code: 'ERROR', message: 'Not found', data: null }));
    const envelope = await api('company', 'get', { params: { id: 1 } });
    expect(hooks.navigate).toHaveBeenCalledWith('/404');
    expect(hooks.toastError).not.toHaveBeenCalled();
    expect(() => unwrap(envelope)).toThrow(ApiError);

    hooks.navigate.mockClear();
    fetchMock.mockResolvedValue(json(404, { code: 'ERROR', message: 'Not found', data: null }));
    await api('seo', 'get', { params: { module: 'page', page: 'x' }, redirectOnNotFound: false, showErrorToast: false });
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('calls the logout hook on UNAUTHENTICATED', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHENTICATED', message: 'Session ended', data: null }));
    await api('candidate', 'view');
    expect(hooks.logout).toHaveBeenCalledTimes(1);
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it("toasts the server's message on an error answer", async () => {
    fetchMock.mockResolvedValue(json(422, { code: 'ERROR', message: 'Email is not valid.', data: null }));
    const envelope = await api('contactUs', 'save', { body: {} });
    expect(hooks.toastError).toHaveBeenCalledWith('Email is not valid.');
    expect(envelope.message).toBe('Email is not valid.');
  });

  it("toasts 'Oops, something went wrong !' when the server gives no message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await api('contactUs', 'save', { body: {} });
    expect(hooks.toastError).toHaveBeenCalledWith('Oops, something went wrong !');
  });

  it('does not toast when showErrorToast is false, nor on success', async () => {
    await api('contactUs', 'save', { body: {} });
    fetchMock.mockResolvedValue(json(500, { code: 'ERROR', message: 'Boom', data: null }));
    await api('contactUs', 'save', { body: {}, showErrorToast: false });
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('toasts and rethrows a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('contactUs', 'save', { body: {} })).rejects.toThrow('Failed to fetch');
    expect(hooks.toastError).toHaveBeenCalledWith('Oops, something went wrong !');
  });
});
