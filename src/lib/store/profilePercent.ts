/**
 * Spec §2/§4: on load, a stored `profilePercent` cookie below 60 sends the employer to the company profile setup.
 * The cookie holds the completion the server computed (employer/view → company.profilePercent); it is written only
 * for a company admin (a recruiter cannot edit the profile, so must not be stuck on its setup) and removed with the
 * session. The setup is forced on the employer's signed-in pages only: the account pages (sign-in, sign-up, password,
 * an invitation) and the public site stay reachable.
 */
import { PROFILE_PERCENT_THRESHOLD } from '@common/constants/limits';
import { COOKIE_NAME } from '@common/constants/storage';

export const PROFILE_SETUP_PATH = '/employer/company-profile-setup';

/** Employer pages a person reaches before or outside a session, or that the setup itself leads to. */
const OPEN_EMPLOYER_PAGES = new Set([
  'login',
  'register',
  'register-verification',
  'otp',
  'forgot-password',
  'forgot-password-otp',
  'new-password',
  'password-change-successfully',
  'terms-condition',
  'join',
  'company-profile-setup',
  'profile-setup-success',
  // Open to guests, and where the payment gateway brings a buyer back (the outcome of a payment is never hidden).
  'pricing-and-plans',
  'payment-status',
]);

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

/** Whether a completion percent sends the employer to the setup. */
export const needsCompanySetup = (percent: number) => percent < PROFILE_PERCENT_THRESHOLD;

/** Where to send the user on load, or null to stay. */
export function profilePercentRedirect(cookieString: string, pathname: string): string | null {
  const raw = readCookie(cookieString, COOKIE_NAME.PROFILE_PERCENT);
  if (raw === undefined || raw === '') return null;
  const percent = Number(raw);
  if (!Number.isFinite(percent) || !needsCompanySetup(percent)) return null;
  const [, prefix, page = ''] = /^\/([^/]*)\/?([^/]*)/.exec(pathname.replace(/\/+$/, '')) ?? [];
  if (prefix !== 'employer' || page === '' || OPEN_EMPLOYER_PAGES.has(page)) return null;
  return PROFILE_SETUP_PATH;
}

/** Keeps the server's completion for the next load (null removes it: signed out, or not the company's admin). */
export function writeProfilePercent(percent: number | null): void {
  if (typeof document === 'undefined') return;
  const name = COOKIE_NAME.PROFILE_PERCENT;
  document.cookie =
    percent === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${Math.round(percent)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
