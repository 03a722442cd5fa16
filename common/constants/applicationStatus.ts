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

/**
 * Where an application may go next (issue 13), the one rule the server enforces and the screens offer: forward along
 * the pipeline one step at a time, or out (REJECTED) from any open status. HIRED and REJECTED are final.
 */
export const APPLICATION_NEXT: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  APPLIED: ['SHORTLIST', 'REJECTED'],
  SHORTLIST: ['IN_INTERVIEW', 'REJECTED'],
  IN_INTERVIEW: ['HIRED', 'REJECTED'],
  HIRED: [],
  REJECTED: [],
};

/** HIRED and REJECTED: nothing follows them, and the candidate is told. */
export const isFinalStatus = (status: ApplicationStatus): boolean => APPLICATION_NEXT[status].length === 0;

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  APPLICATION_NEXT[from].includes(to);

/** The pipeline's columns, left to right. */
export const PIPELINE_ORDER: readonly ApplicationStatus[] = [
  'APPLIED',
  'SHORTLIST',
  'IN_INTERVIEW',
  'HIRED',
  'REJECTED',
];

/** A candidate may take an application back only before the employer acted on it. */
export const canWithdraw = (status: ApplicationStatus): boolean => status === 'APPLIED';

export const APPLICATION_LIMITS = {
  coverNoteMax: 2000,
  /** A free-text answer to a screening question. */
  answerMax: 1000,
  /** The employer's message with a status change. */
  messageMax: 1000,
} as const;

/** How the employer's list of responses is sorted: the newest first, or the best match first. */
export const RESPONSE_SORTS = ['date', 'score'] as const;
export type ResponseSort = (typeof RESPONSE_SORTS)[number];
