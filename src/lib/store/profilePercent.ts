/**
 * Spec §2: on load, a stored `profilePercent` cookie below 60 sends the user to the company profile setup page.
 */
import { PROFILE_PERCENT_THRESHOLD } from '@common/constants/limits';
import { COOKIE_NAME } from '@common/constants/storage';

export const PROFILE_SETUP_PATH = '/employer/company-profile-setup';

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return undefined;
}

/** Where to send the user on load, or null to stay. Never redirects from the setup page itself. */
export function profilePercentRedirect(cookieString: string, pathname: string): string | null {
  const raw = readCookie(cookieString, COOKIE_NAME.PROFILE_PERCENT);
  if (raw === undefined || raw === '') return null;
  const percent = Number(raw);
  if (!Number.isFinite(percent) || percent >= PROFILE_PERCENT_THRESHOLD) return null;
  return pathname.replace(/\/+$/, '') === PROFILE_SETUP_PATH ? null : PROFILE_SETUP_PATH;
}
