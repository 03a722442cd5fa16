/**
 * What the API client does on certain answers, registered by the app at start-up (and by tests): navigation for 404,
 * the logout handling for UNAUTHENTICATED (filled by the accounts feature; a no-op until then) and error toasts.
 */
import type { Envelope } from '@common/api/envelope';

export interface ApiHooks {
  navigate(path: string): void;
  /** The answer that ended the session (its message says why). */
  logout(envelope?: Envelope): void | Promise<void>;
  toastError(message: string): void;
}

const defaults: ApiHooks = {
  navigate: (path) => window.location.assign(path),
  logout: () => {},
  toastError: (message) => console.error(message),
};

export const apiHooks: ApiHooks = { ...defaults };

/** Registers one or more hooks; returns a function that restores the previous ones. */
export function registerApiHooks(hooks: Partial<ApiHooks>): () => void {
  const previous = { ...apiHooks };
  Object.assign(apiHooks, hooks);
  return () => Object.assign(apiHooks, previous);
}

/** The accounts feature registers its logout here (spec §4 logout, §8 UNAUTHENTICATED). */
export function registerLogoutHandler(logout: ApiHooks['logout']): () => void {
  return registerApiHooks({ logout });
}
