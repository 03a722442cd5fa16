// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerApiHooks } from '../../lib/api';
import { useShellStore } from '../../lib/store/shell';
import { DEVICE_TOKEN_KEY, FLASH_KEY } from './keys';
import { configureLogout, forgetSignedOutReason, logout, recoverSession, signedOutReason } from './session';
import { installSessionHandling, showPendingFlash } from './shell';

const toastSuccess = vi.fn();
vi.mock('../../lib/toast', () => ({ toast: { success: (m: string) => toastSuccess(m), error: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const deps = { unregisterServiceWorkers: vi.fn(() => Promise.resolve()), reload: vi.fn(), assign: vi.fn() };
let restore: () => void;

function signIn(role: 'CANDIDATE' | 'EMPLOYER' = 'CANDIDATE') {
  useShellStore.getState().setSession({
    token: 'tok-1',
    user: { id: 7, role, fullName: 'Siti Rahma' },
    candidateDetails: role === 'CANDIDATE' ? { name: 'Siti Rahma' } : null,
  });
}

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: (init as RequestInit | undefined)?.method ?? 'GET',
    body: (init as RequestInit | undefined)?.body,
    headers: (init as RequestInit | undefined)?.headers as Record<string, string> | undefined,
  }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/jobsseekers/profile-setup');
  localStorage.clear();
  sessionStorage.clear();
  useShellStore.getState().clearSession();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  restore = installSessionHandling(deps);
  // The real fetch of the session module is the stubbed global.
  configureLogout({ ...deps, fetch: (...args) => fetch(...args) });
  registerApiHooks({ toastError: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  restore();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('logout (spec §4)', () => {
  it('success: PUT logout with the device token, clears the cookie, leaves the toast, cleans up and goes home', async () => {
    signIn('EMPLOYER');
    localStorage.setItem(DEVICE_TOKEN_KEY, 'device-9');
    localStorage.setItem('lng', 'id');
    localStorage.setItem('email', 'a@b.co');
    sessionStorage.setItem('auth:register:EMPLOYER', '{}');
    fetchMock
      .mockResolvedValueOnce(json(200, { code: 'SUCCESS', message: 'You have been signed out.', data: null }))
      .mockResolvedValueOnce(
        json(200, { code: 'SUCCESS', message: 'You have been signed out.', data: null }),
      );

    await logout();

    const [first, second] = calls();
    expect(first).toMatchObject({
      url: '/client/api/v1/employer/logout',
      method: 'PUT',
      body: '{"fcmToken":"device-9"}',
    });
    expect(first!.headers?.Authorization).toBe('jwt tok-1');
    expect(second).toMatchObject({ url: '/api/logout', method: 'POST', body: '{}' });
    expect(second!.headers?.['Content-Type']).toBe('application/json');
    expect(deps.unregisterServiceWorkers).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('lng')).toBe('id');
    expect(sessionStorage.getItem('auth:register:EMPLOYER')).toBeNull();
    expect(useShellStore.getState().token).toBeNull();
    expect(deps.assign).toHaveBeenCalledWith('/');
    expect(deps.reload).not.toHaveBeenCalled();

    // The reloaded page shows the server's message as a success toast.
    expect(sessionStorage.getItem(FLASH_KEY)).toBe('You have been signed out.');
    showPendingFlash();
    expect(toastSuccess).toHaveBeenCalledWith('You have been signed out.');
    expect(sessionStorage.getItem(FLASH_KEY)).toBeNull();
  });

  it('not the success code: the cookie stays, no toast, but the local session is cleared', async () => {
    signIn('CANDIDATE');
    fetchMock.mockResolvedValueOnce(json(500, { code: 'ERROR', message: 'Down.', data: null }));

    await logout({ stay: true });

    expect(calls()).toHaveLength(1);
    expect(calls()[0]).toMatchObject({ url: '/client/api/v1/candidate/logout', method: 'PUT', body: '{}' });
    expect(sessionStorage.getItem(FLASH_KEY)).toBeNull();
    expect(deps.unregisterServiceWorkers).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(deps.reload).toHaveBeenCalledOnce();
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('on the home path the page reloads', async () => {
    signIn('CANDIDATE');
    window.history.replaceState(null, '', '/');
    fetchMock.mockResolvedValue(json(200, { code: 'SUCCESS', message: 'Bye.', data: null }));
    await logout();
    expect(deps.reload).toHaveBeenCalledOnce();
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('a network failure is handled like a non-success answer', async () => {
    signIn('CANDIDATE');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await logout();
    expect(calls().map((c) => c.url)).toEqual(['/client/api/v1/candidate/logout']);
    expect(useShellStore.getState().token).toBeNull();
    expect(deps.assign).toHaveBeenCalledWith('/');
  });

  it('an UNAUTHENTICATED answer anywhere runs the local cleanup without the server logout call, and the sign-in page of the role says why', async () => {
    signIn('CANDIDATE');
    const { api } = await import('../../lib/api');
    fetchMock
      .mockResolvedValueOnce(
        json(401, {
          code: 'UNAUTHENTICATED',
          message: 'You were signed out because your session expired.',
          data: null,
        }),
      )
      .mockResolvedValueOnce(json(200, { code: 'SUCCESS', message: 'ok', data: null }));

    await api('candidate', 'view', { showErrorToast: false });

    expect(calls().map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /client/api/v1/candidate/view',
      'POST /api/logout',
    ]);
    expect(useShellStore.getState().token).toBeNull();
    expect(deps.unregisterServiceWorkers).toHaveBeenCalledOnce();
    expect(deps.assign).toHaveBeenCalledWith('/jobsseekers/login');
    expect(sessionStorage.getItem(FLASH_KEY)).toBeNull();
    // Not forgotten by the page being left, where a sign-in page may flash by as the session clears…
    forgetSignedOutReason();
    expect(signedOutReason()).toBe('You were signed out because your session expired.');
    // …but read by the sign-in page that loads next (a new page: nothing is leaving), once.
    configureLogout(deps);
    forgetSignedOutReason();
    expect(signedOutReason()).toBeNull();
  });

  it('calls answering UNAUTHENTICATED after the page was sent to the sign-in page do not send it elsewhere', async () => {
    signIn('EMPLOYER');
    const { api } = await import('../../lib/api');
    const ended = () =>
      json(401, { code: 'UNAUTHENTICATED', message: 'Your employer account was not approved.', data: null });
    fetchMock
      .mockResolvedValueOnce(ended())
      .mockResolvedValueOnce(json(200, { code: 'SUCCESS', message: 'ok', data: null }))
      .mockResolvedValueOnce(ended());

    await api('employer', 'view', { showErrorToast: false });
    // A second call of the same page, answered after the first logout finished (the page has not unloaded yet).
    await api('employer', 'view', { showErrorToast: false });

    expect(deps.assign).toHaveBeenCalledOnce();
    expect(deps.assign).toHaveBeenCalledWith('/employer/login');
    expect(deps.reload).not.toHaveBeenCalled();
    expect(signedOutReason()).toBe('Your employer account was not approved.');
  });

  it("an employer's ended session goes to the employer sign-in, with a sentence even when the answer had none", async () => {
    signIn('EMPLOYER');
    window.history.replaceState(null, '', '/');
    const { api } = await import('../../lib/api');
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: '', data: null }))
      .mockResolvedValueOnce(json(200, { code: 'SUCCESS', message: 'ok', data: null }));

    await api('employer', 'view', { showErrorToast: false });

    expect(deps.assign).toHaveBeenCalledWith('/employer/login');
    expect(deps.reload).not.toHaveBeenCalled();
    expect(signedOutReason()).toBe('Your session has ended. Please sign in again.');
  });

  it('a guest answered UNAUTHENTICATED is not sent to a sign-in page', async () => {
    const { api } = await import('../../lib/api');
    window.history.replaceState(null, '', '/faq');
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'No.', data: null }))
      .mockResolvedValueOnce(json(200, { code: 'SUCCESS', message: 'ok', data: null }));
    await api('candidate', 'view', { showErrorToast: false });
    expect(deps.assign).toHaveBeenCalledWith('/');
    expect(signedOutReason()).toBeNull();
  });

  it('logging out of a session the server had already ended still says that the user is signed out', async () => {
    signIn('CANDIDATE');
    fetchMock
      .mockResolvedValueOnce(
        json(401, { code: 'UNAUTHENTICATED', message: 'Your session has ended.', data: null }),
      )
      .mockResolvedValueOnce(json(200, { code: 'SUCCESS', message: 'ok', data: null }));

    await logout();

    expect(calls().map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /client/api/v1/candidate/logout',
      'POST /api/logout',
    ]);
    expect(deps.assign).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem(FLASH_KEY)).toBe('You have been signed out.');
    expect(signedOutReason()).toBeNull();
  });
});

describe('recoverSession', () => {
  it('takes the session from /api/userData when local storage has no token', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        code: 'SUCCESS',
        message: 'ok',
        data: { token: 'tok-2', user: { id: 3, role: 'CANDIDATE', fullName: 'Budi' } },
      }),
    );
    await recoverSession();
    expect(calls()[0]!.url).toBe('/api/userData');
    expect(useShellStore.getState()).toMatchObject({
      token: 'tok-2',
      role: 'CANDIDATE',
      candidateDetails: { name: 'Budi' },
    });
    expect(localStorage.getItem('token')).toBe('tok-2');
  });

  it('stays signed out when there is no cookie session', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'no', data: null }));
    await recoverSession();
    expect(useShellStore.getState().token).toBeNull();
  });
});
