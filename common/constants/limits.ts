/** Business limits of spec §5 and §9 (and the appendix where the spec is silent). */

export const OTP_LENGTH = 6;
/** From the appendix: an OTP expires after 2 minutes. */
export const OTP_EXPIRY_MS = 2 * 60 * 1000;
/** ARCHITECTURE §5: wrong guesses allowed per OTP before it is burnt. */
export const OTP_MAX_ATTEMPTS = 5;

export const IDENTIFIER_MAX_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
/** Below this profile completion percentage the company-profile setup screen is forced. */
export const PROFILE_PERCENT_THRESHOLD = 60;

export const MAX_SALARY = 500000;
export const SALARY_SLIDER_MAX = 200;

/** The `type` sent with jobstracks create-jobs-tracks (spec §9). */
export const CREATE_JOB_TRACKS_TYPE = 3;

export const MILLION = 1e6;
/** Radix passed to parseInt, so '08' is never read as octal-ish by older engines or linters. */
export const DECIMAL_RADIX = 10;

/** Above this review count the label reads '50+'. */
export const REVIEW_COUNT_CAP = 50;

export const DEBOUNCE_MS = 1000;

/**
 * Text limits used by the request schemas. Every string a schema accepts has a maximum (a unit test walks them):
 * unbounded text costs memory, mail size and answer size on every later read.
 */
/** Short codes checked by a pattern (ISO codes, digits, OTPs): bounded before the pattern, generously enough that a
 * near miss still gets the pattern's own message. */
export const CODE_MAX_LENGTH = 32;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 150;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2000;
export const MASTER_NAME_MIN_LENGTH = 2;
export const MASTER_NAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 128;
/** Company names are shown on job cards; long legal names are shortened by their owners. */
export const COMPANY_NAME_MAX_LENGTH = 100;
