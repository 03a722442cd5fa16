/** Browser storage names of spec §3. Kept verbatim: an installed PWA must keep reading what it wrote before. */

export const STORAGE_KEY = {
  TOKEN: 'token',
  USER: 'user',
  /** Holds at least the candidate's name for the header before the profile loads. */
  CANDIDATE_DETAILS: 'candidateDetails',
  JOB_ID: 'JOB_ID',
  EMAIL: 'email',
  MOBILE_NO: 'mobNo',
  /** When present it is sent as the `adminId` request header. */
  ADMIN_ID: 'ADMIN_ID',
} as const;
export type StorageKey = (typeof STORAGE_KEY)[keyof typeof STORAGE_KEY];

export const COOKIE_NAME = {
  TOKEN: 'token',
  /** Below PROFILE_PERCENT_THRESHOLD the app sends the employer to the company profile setup. */
  PROFILE_PERCENT: 'profilePercent',
  /** The interface language ('en' | 'id'), so that the server renders pages in it (same name as the header). */
  LANGUAGE: 'lng',
} as const;
export type CookieName = (typeof COOKIE_NAME)[keyof typeof COOKIE_NAME];

/** Header names tied to the stored values above, and between the app and its worker. */
export const HEADER_NAME = {
  AUTHORIZATION: 'authorization',
  ADMIN_ID: 'adminId',
  LANGUAGE: 'lng',
  /** One key per queued action, the same on each replay of it: applied once (common/constants/idempotency.ts). */
  IDEMPOTENCY_KEY: 'Idempotency-Key',
  /**
   * Set by the service worker on an answer it took from its cache because the network did not answer in time (its
   * network-first routes): usable data, but the network is not (src/lib/network.ts).
   */
  SW_FALLBACK: 'X-SW-Fallback',
} as const;

/** The Authorization header reads `jwt <token>` (spec §6). */
export const AUTH_SCHEME = 'jwt';
