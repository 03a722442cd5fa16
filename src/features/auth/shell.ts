/**
 * What the app shell needs from the auth feature at start-up, kept small (the home page's JavaScript budget): the
 * logout handling (./session.ts), the UNAUTHENTICATED hook, the toast a logout leaves for the reloaded page, and the
 * cookie-session recovery, which runs after the first paint. The auth pages load on demand (./routes.ts).
 */
import { registerLogoutHandler } from '../../lib/api';
import { useShellStore } from '../../lib/store/shell';
import { toast } from '../../lib/toast';
import { FLASH_KEY, RECOVERY_KEY } from './keys';
import { configureLogout, logout, recoverSession, type LogoutDeps } from './session';

export { logout };

/** Registers the UNAUTHENTICATED handling (spec §8) with the API client, and what logout needs from the shell. */
export function installSessionHandling(shellDeps: Partial<LogoutDeps> = {}): () => void {
  configureLogout(shellDeps);
  const unregister = registerLogoutHandler((envelope) =>
    logout({ expired: true, ...(envelope?.message ? { reason: envelope.message } : {}) }),
  );
  return () => {
    unregister();
    configureLogout();
  };
}

function sessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Shows the success toast a logout left for the page it reloaded into. */
export function showPendingFlash(): void {
  const message = sessionValue(FLASH_KEY);
  if (!message) return;
  sessionStorage.removeItem(FLASH_KEY);
  toast.success(message);
}

/** Without a token in local storage, looks once per tab for a cookie session, once the page is idle. */
export function recoverSessionLater(): void {
  if (useShellStore.getState().token || sessionValue(RECOVERY_KEY)) return;
  const run = () => void recoverSession();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
