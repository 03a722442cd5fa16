/**
 * The state of a sign-up, sign-in or reset flow in progress, kept in session storage (per tab, never in the URL) so
 * a reload on the code screen does not lose it. Keys start with `auth:` and are removed at logout.
 */
import { STORAGE_KEY } from '@common/constants/storage';
import type { UserType } from '@common/constants/roles';
import { FLOW_KEY_PREFIX } from './keys';

export interface RegistrationDraft {
  fullName: string;
  email: string;
  phone: { code: string; number: string };
  password: string;
  termsAccepted: true;
  companyName?: string;
}

/** A code was e-mailed to `email` at `sentAt` (ms): the resend countdown runs from there. */
export interface CodeFlow {
  email: string;
  sentAt: number;
}

export interface ResetFlow extends CodeFlow {
  resetToken?: string;
}

interface Flows {
  register: RegistrationDraft & { sentAt: number };
  loginOtp: CodeFlow;
  reset: ResetFlow;
}

const key = (name: keyof Flows, role: UserType) => `${FLOW_KEY_PREFIX}${name}:${role}`;

export function readFlow<N extends keyof Flows>(name: N, role: UserType): Flows[N] | null {
  try {
    const raw = sessionStorage.getItem(key(name, role));
    return raw ? (JSON.parse(raw) as Flows[N]) : null;
  } catch {
    return null;
  }
}

export function writeFlow<N extends keyof Flows>(name: N, role: UserType, value: Flows[N]): void {
  try {
    sessionStorage.setItem(key(name, role), JSON.stringify(value));
  } catch {
    /* storage blocked: the flow lasts while the page stays open */
  }
}

export function clearFlow(name: keyof Flows, role: UserType): void {
  try {
    sessionStorage.removeItem(key(name, role));
  } catch {
    /* storage blocked */
  }
}

/** Spec §3 keys `email` and `mobNo`: the address and phone being registered. */
export function rememberContact(email: string | null, phone?: { code: string; number: string }): void {
  try {
    if (email === null) {
      localStorage.removeItem(STORAGE_KEY.EMAIL);
      localStorage.removeItem(STORAGE_KEY.MOBILE_NO);
      return;
    }
    localStorage.setItem(STORAGE_KEY.EMAIL, email);
    if (phone)
      localStorage.setItem(STORAGE_KEY.MOBILE_NO, `+${phone.code.replace(/^\+/, '')}-${phone.number}`);
  } catch {
    /* storage blocked */
  }
}
