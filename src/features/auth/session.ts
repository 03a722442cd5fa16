/**
 * The session outside the auth pages, kept small because the shell loads it with the first paint:
 * - `logout()`: spec §4 for both roles. PUT {role}/logout with `{fcmToken}`; on the success code the app's own
 *   POST /api/logout clears the `token` cookie and the server's message is shown as a success toast (after the
 *   reload, see `showPendingFlash`); then every service-worker registration is unregistered, local storage is
 *   cleared and the page goes home (or reloads in place when told to stay). Any other code keeps the cookie.
 * - The same handling runs when any call answers UNAUTHENTICATED (spec §8), without the server call: the token is
 *   already dead, so there is no session to end, and the cookie holding that dead token is cleared too. Nobody is
 *   signed out silently: the user goes to the sign-in page of their role, which shows the server's sentence saying why
 *   (session expired, employer account declined, session ended elsewhere). An explicit logout whose session had
 *   already ended still ends with the signed-out toast.
 * - `recoverSession()`: no token in local storage but a `token` cookie → the session from /api/userData (spec §6).
 *
 * The shell reaches it through ./shell.ts.
 */
import { ResponseCode } from '@common/api/envelope';
import { USER_TYPE } from '@common/constants/roles';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n/namespaces';
import { forgetPending } from '../../lib/pending/state';
import { forgetPersistedQueries } from '../../lib/queryClient';
import { PUSH_OFF_KEY, PUSH_PROMPT_DISMISSED_KEY } from '../../lib/push/keys';
import { useShellStore, type SessionUser } from '../../lib/store/shell';
import { toast } from '../../lib/toast';
import { DEVICE_TOKEN_KEY, FLASH_KEY, FLOW_KEY_PREFIX, RECOVERY_KEY, SIGNED_OUT_KEY } from './keys';

/** Kept through logout: the interface language and the answers about push are device preferences, not account data. */
const KEPT_LOCAL_KEYS = [LANGUAGE_STORAGE_KEY, PUSH_OFF_KEY, PUSH_PROMPT_DISMISSED_KEY];

export interface LogoutDeps {
  unregisterServiceWorkers(): Promise<void>;
  /** Full page loads: `reload()` stays, `assign(path)` goes to a path. */
  reload(): void;
  assign(path: string): void;
  fetch: typeof fetch;
}

const defaultDeps: LogoutDeps = {
  unregisterServiceWorkers: async () => {},
  reload: () => window.location.reload(),
  assign: (path) => window.location.assign(path),
  fetch: (...args) => fetch(...args),
};

let deps: LogoutDeps = defaultDeps;
let inProgress = false;
/**
 * Set once a logout has sent the page elsewhere: calls still answering UNAUTHENTICATED until the page unloads are
 * the same ended session, and must not send it elsewhere again (home instead of the sign-in page that says why).
 */
let leaving = false;

export interface LogoutOptions {
  /** Stay on the current page (it reloads) instead of going to the home route. */
  stay?: boolean;
  /** The token is already invalid (UNAUTHENTICATED): skip the server's logout call. */
  expired?: boolean;
  /** Why the server ended the session (the UNAUTHENTICATED answer's message), for the sign-in page. */
  reason?: string;
}

/** A text of the shell's namespaces (loaded before the first render), English until i18n is up (tests). */
function shellText(key: string, english: string): string {
  return (i18n.isInitialized && i18n.t(key, { defaultValue: english })) || english;
}

const LOGIN_PATH = {
  [USER_TYPE.CANDIDATE]: '/jobsseekers/login',
  [USER_TYPE.EMPLOYER]: '/employer/login',
} as const;

function readStorage(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The app's own endpoint that removes the httpOnly `token` cookie. */
async function clearTokenCookie(): Promise<void> {
  try {
    await deps.fetch('/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
  } catch {
    /* offline: the cookie's token was revoked by the server anyway */
  }
}

function clearLocalData() {
  // The data kept for offline reading is this person's: deleted before the session goes (issue 14).
  forgetPersistedQueries();
  try {
    const kept = KEPT_LOCAL_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  } catch {
    /* storage blocked */
  }
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(FLOW_KEY_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    /* storage blocked */
  }
  useShellStore.getState().clearSession();
}

export async function logout(options: LogoutOptions = {}): Promise<void> {
  if (inProgress || leaving) return;
  inProgress = true;
  try {
    const { role, token } = useShellStore.getState();
    if (!options.expired && token) {
      const module = role === USER_TYPE.EMPLOYER ? 'employer' : 'candidate';
      const fcmToken = readStorage(globalThis.localStorage, DEVICE_TOKEN_KEY) ?? undefined;
      const envelope = await api(module, 'logout', { body: { fcmToken }, showErrorToast: false }).catch(
        () => null,
      );
      if (envelope?.code === ResponseCode.SUCCESS) {
        await clearTokenCookie();
        if (envelope.message) setFlash(envelope.message);
      } else if (envelope?.code === ResponseCode.UNAUTHENTICATED) {
        // The session had ended already: the person is signed out all the same, and is told so.
        await clearTokenCookie();
        setFlash(shellText('common:signedOut', 'You have been signed out.'));
      }
      // Any other answer (or none): the cookie stays (spec §4).
    } else {
      await clearTokenCookie();
    }
    await deps.unregisterServiceWorkers().catch(() => undefined);
    // A logout the person asked for deletes their actions still waiting for the network (the header asked first).
    // A session the server ended keeps them: they go once the same person signs in again.
    if (!options.expired) await forgetPending();
    clearLocalData();
    if (options.expired && token) {
      // The server ended a session open here: the sign-in page of its role says why.
      const reason =
        options.reason ||
        shellText('errorMsg:unauthenticated', 'Your session has ended. Please sign in again.');
      writeSession(SIGNED_OUT_KEY, reason);
      leaving = true;
      deps.assign(LOGIN_PATH[role ?? USER_TYPE.CANDIDATE]);
    } else {
      leaving = true;
      if (options.stay || window.location.pathname === '/') deps.reload();
      else deps.assign('/');
    }
  } finally {
    inProgress = false;
  }
}

function writeSession(key: string, value: string): boolean {
  try {
    sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function setFlash(message: string) {
  if (!writeSession(FLASH_KEY, message)) toast.success(message);
}

/** The sentence saying why the server signed the user out (the sign-in page shows it, then forgets it). */
export function signedOutReason(): string | null {
  return readStorage(globalThis.sessionStorage, SIGNED_OUT_KEY);
}

export function forgetSignedOutReason(): void {
  // The page being left may render its own sign-in page for a moment (its guard reacts to the cleared session before
  // the browser navigates): the reason is for the sign-in page that loads next.
  if (leaving) return;
  try {
    sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    /* storage blocked */
  }
}

/** The session details kept beside the token: candidates also keep their name in `candidateDetails`. */
export function sessionFrom(token: string, user: SessionUser) {
  return {
    token,
    user,
    candidateDetails: user.role === USER_TYPE.CANDIDATE ? { name: user.fullName ?? '' } : null,
  };
}

/**
 * On start-up: without a token in local storage, ask /api/userData (it reads the httpOnly cookie). Tried once per
 * tab session, so a guest's visits do not keep asking.
 */
export async function recoverSession(): Promise<void> {
  if (useShellStore.getState().token || readStorage(globalThis.sessionStorage, RECOVERY_KEY)) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    sessionStorage.setItem(RECOVERY_KEY, '1');
  } catch {
    /* storage blocked: try every load */
  }
  try {
    const response = await deps.fetch('/api/userData', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    // 204: no session cookie at all, nothing to recover.
    if (!response.ok || response.status === 204) return;
    const body = (await response.json()) as { code?: string; data?: { token?: string; user?: SessionUser } };
    const { token, user } = body.data ?? {};
    if (body.code === ResponseCode.SUCCESS && token && user?.role && !useShellStore.getState().token) {
      useShellStore.getState().setSession(sessionFrom(token, user));
    }
  } catch {
    /* offline or no session */
  }
}

/** Sets what logout uses from the shell (the service-worker helper) or, in tests, mocks. */
export function configureLogout(overrides: Partial<LogoutDeps> = {}): void {
  deps = { ...defaultDeps, ...overrides };
  leaving = false;
}
