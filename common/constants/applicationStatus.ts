/** Application (userjobs) statuses and the colour token each is shown with (spec §3, §4). */

export const APPLICATION_STATUS = {
  APPLIED: 'APPLIED',
  IN_INTERVIEW: 'IN_INTERVIEW',
  REJECTED: 'REJECTED',
  SHORTLIST: 'SHORTLIST',
  HIRED: 'HIRED',
} as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export const APPLICATION_STATUSES = Object.values(APPLICATION_STATUS) as readonly ApplicationStatus[];

/**
 * Design-system colour tokens, not CSS colours: the app maps each token to its theme so dark mode and contrast
 * fixes happen in one place.
 */
export type StatusColorToken = 'muted' | 'primary' | 'error' | 'yellow' | 'green';

export const APPLICATION_STATUS_COLOR = {
  APPLIED: 'muted',
  IN_INTERVIEW: 'primary',
  REJECTED: 'error',
  SHORTLIST: 'yellow',
  HIRED: 'green',
} as const satisfies Record<ApplicationStatus, StatusColorToken>;
