/**
 * The shell store (spec §3 "Shell state", ARCHITECTURE §7): loginData, referrer, isFilterClean, routeChanging, and the
 * session (token, user, role). The session is kept in the local-storage keys of spec §3 — `token` (the raw token),
 * `user` (JSON, includes `role`) and `candidateDetails` (JSON with the candidate's name) — so it survives reloads and
 * matches what other tabs and the service worker-era code expect.
 */
import { create } from 'zustand';
import type { UserType } from '@common/constants/roles';
import { STORAGE_KEY } from '@common/constants/storage';
import { writeProfilePercent } from './profilePercent';

export type UserRole = UserType;

export interface SessionUser {
  id?: number | string;
  email?: string;
  fullName?: string;
  role: UserRole;
  [key: string]: unknown;
}

export interface CandidateDetails {
  name?: string;
  [key: string]: unknown;
}

const SESSION_KEYS = [
  STORAGE_KEY.TOKEN,
  STORAGE_KEY.USER,
  STORAGE_KEY.CANDIDATE_DETAILS,
  STORAGE_KEY.ADMIN_ID,
] as const;

export interface Session {
  token: string;
  user: SessionUser;
  candidateDetails?: CandidateDetails | null;
}

export interface ShellState {
  /** Free-form data of the login flow in progress (e-mail, OTP step…), filled by the accounts feature. */
  loginData: Record<string, unknown> | null;
  /** The `referrer` query parameter the app was opened with. */
  referrer: string | null;
  isFilterClean: boolean;
  routeChanging: boolean;
  token: string | null;
  user: SessionUser | null;
  role: UserRole | null;
  candidateDetails: CandidateDetails | null;

  setLoginData(loginData: Record<string, unknown> | null): void;
  setReferrer(referrer: string | null): void;
  setFilterClean(isFilterClean: boolean): void;
  setRouteChanging(routeChanging: boolean): void;
  setSession(session: Session): void;
  setCandidateDetails(details: CandidateDetails | null): void;
  clearSession(): void;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage full or blocked: the session lasts this visit */
  }
}

/** Reads the session persisted in local storage (no token → no session). */
export function loadSession(): Pick<ShellState, 'token' | 'user' | 'role' | 'candidateDetails'> {
  let token: string | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEY.TOKEN);
  } catch {
    token = null;
  }
  const user = token ? readJson<SessionUser>(STORAGE_KEY.USER) : null;
  return {
    token: token || null,
    user,
    role: user?.role ?? null,
    candidateDetails: token ? readJson<CandidateDetails>(STORAGE_KEY.CANDIDATE_DETAILS) : null,
  };
}

/** The `referrer` query parameter of a URL search string. */
export function referrerFromSearch(search: string): string | null {
  return new URLSearchParams(search).get('referrer') || null;
}

/** The `adminId` header value (spec §6): local storage ADMIN_ID when present. */
export function storedAdminId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY.ADMIN_ID) || null;
  } catch {
    return null;
  }
}

/**
 * The company completion an employer's answer carries (employer/view: `company`), kept in the profilePercent cookie
 * for the forced setup on the next load (spec §2). An answer without `company` (sign-in) leaves the cookie as it is.
 */
function rememberCompanyCompletion(user: SessionUser) {
  if (!('company' in user)) return;
  const company = user.company as { role?: string; profilePercent?: number } | null;
  const admin = company?.role === 'ADMIN' && typeof company.profilePercent === 'number';
  writeProfilePercent(admin ? company.profilePercent! : null);
}

export const useShellStore = create<ShellState>()((set) => ({
  loginData: null,
  referrer: typeof location === 'undefined' ? null : referrerFromSearch(location.search),
  isFilterClean: true,
  routeChanging: false,
  ...loadSession(),

  setLoginData: (loginData) => set({ loginData }),
  setReferrer: (referrer) => set({ referrer }),
  setFilterClean: (isFilterClean) => set({ isFilterClean }),
  setRouteChanging: (routeChanging) => set({ routeChanging }),
  setSession: ({ token, user, candidateDetails }) => {
    write(STORAGE_KEY.TOKEN, token);
    write(STORAGE_KEY.USER, JSON.stringify(user));
    rememberCompanyCompletion(user);
    if (candidateDetails !== undefined) {
      write(STORAGE_KEY.CANDIDATE_DETAILS, candidateDetails ? JSON.stringify(candidateDetails) : null);
    }
    set((state) => ({
      token,
      user,
      role: user.role,
      candidateDetails: candidateDetails === undefined ? state.candidateDetails : candidateDetails,
    }));
  },
  setCandidateDetails: (candidateDetails) => {
    write(STORAGE_KEY.CANDIDATE_DETAILS, candidateDetails ? JSON.stringify(candidateDetails) : null);
    set({ candidateDetails });
  },
  clearSession: () => {
    write(STORAGE_KEY.TOKEN, null);
    write(STORAGE_KEY.USER, null);
    write(STORAGE_KEY.CANDIDATE_DETAILS, null);
    writeProfilePercent(null);
    set({ token: null, user: null, role: null, candidateDetails: null, loginData: null });
  },
}));

/** Keeps tabs in step: signing in or out in one tab updates the others. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
      useShellStore.setState(loadSession());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
