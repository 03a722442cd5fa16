/**
 * Notification types (issue 13): what happened, for whom. Stored per user with the type and its params; the title and
 * body are written from common/locales/{en,id}/notices.json when read, so they follow the reader's language.
 *
 * The params each type's texts use (server/modules/notifications/notify.ts takes them as given):
 * - APPLICATION_RECEIVED  { jobTitle, candidateName }
 * - APPLICATION_STATUS    { jobTitle, company, status (an ApplicationStatus code), message ('' for none) }
 * - PROFILE_VIEWED        { company }
 * - SAVED_SEARCH_MATCH    { searchName, count }
 * - JOB_CLOSED            { jobTitle, company }
 * - JOB_DELETED           { jobTitle, company }
 */
import { APPLICATION_NEXT, APPLICATION_STATUSES, type ApplicationStatus } from './applicationStatus';

export const NOTIFICATION_TYPES = {
  /** A candidate applied to a job of the employer's company (to every member of the company's team). */
  APPLICATION_RECEIVED: 'APPLICATION_RECEIVED',
  /** The employer moved the candidate's application to another status. */
  APPLICATION_STATUS: 'APPLICATION_STATUS',
  /** An employer viewed the candidate's profile. */
  PROFILE_VIEWED: 'PROFILE_VIEWED',
  /** A saved search found new jobs (one per search per alert). */
  SAVED_SEARCH_MATCH: 'SAVED_SEARCH_MATCH',
  /** A job the candidate applied to was closed. */
  JOB_CLOSED: 'JOB_CLOSED',
  /** A job the candidate applied to was deleted. */
  JOB_DELETED: 'JOB_DELETED',
} as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];
export const NOTIFICATION_TYPE_LIST = Object.values(NOTIFICATION_TYPES) as readonly NotificationType[];

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (NOTIFICATION_TYPE_LIST as readonly string[]).includes(value);

/**
 * Whether a type is also mailed (unless its recipient turned that off). A saved-search match is not: its alert mail
 * (savedSearches/alerts.ts) already lists the jobs, with its own switch per search.
 */
export const NOTIFICATION_MAILED: Readonly<Record<NotificationType, boolean>> = {
  APPLICATION_RECEIVED: true,
  APPLICATION_STATUS: true,
  PROFILE_VIEWED: true,
  SAVED_SEARCH_MATCH: false,
  JOB_CLOSED: true,
  JOB_DELETED: true,
};

/** The types each side receives: what its mail preferences list. */
export const NOTIFICATION_TYPES_FOR: Readonly<Record<'CANDIDATE' | 'EMPLOYER', readonly NotificationType[]>> =
  {
    CANDIDATE: ['APPLICATION_STATUS', 'PROFILE_VIEWED', 'SAVED_SEARCH_MATCH', 'JOB_CLOSED', 'JOB_DELETED'],
    EMPLOYER: ['APPLICATION_RECEIVED'],
  };

/**
 * Push (issue 14): every type is also pushed to the recipient's devices. 'high' wakes a sleeping phone for what
 * somebody acts on at once (an application arrived, an application moved); the rest may wait for it to wake.
 */
export const NOTIFICATION_PUSH_URGENCY: Readonly<Record<NotificationType, 'high' | 'normal'>> = {
  APPLICATION_RECEIVED: 'high',
  APPLICATION_STATUS: 'high',
  PROFILE_VIEWED: 'normal',
  SAVED_SEARCH_MATCH: 'normal',
  JOB_CLOSED: 'normal',
  JOB_DELETED: 'normal',
};

export const PUSH_LIMITS = {
  /** Devices kept per person; signing in on one more forgets the one seen least recently. */
  devicesPerUser: 10,
  /** How long a push service keeps a push for an offline device, and how long the server retries sending it (s). */
  ttlSeconds: 24 * 60 * 60,
} as const;

export const NOTIFICATION_LIMITS = {
  /** How often the header's badge asks for the unread count (ms); also when the tab comes back into view. */
  pollMs: 30_000,
} as const;

/** The notification page of each side (spec §2: /jobsseekers/notification, /employer/notification). */
export const NOTIFICATION_PAGE = {
  CANDIDATE: '/jobsseekers/notification',
  EMPLOYER: '/employer/notification',
} as const;
/** The mail settings' part of the page (a mail's opt-out link leads there). */
export const NOTIFICATION_SETTINGS_ANCHOR = 'mail-settings';

/**
 * The application statuses whose candidates hear that the job was closed or deleted: those still in progress (a next
 * step exists). A hired or rejected candidate is done with the job; a withdrawn one left it.
 */
export const IN_PROGRESS_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => APPLICATION_NEXT[status].length > 0,
);
