/**
 * Saved job searches and their alert mails (spec §7 Search: search/add, get, update). An alerting search mails its
 * candidate the jobs that newly match it: 'INSTANT' as soon as one is posted, 'DAILY' as one digest of the day's
 * jobs; either way at most one mail per search a day (the rest wait for the next one).
 */
export const ALERT_FREQUENCIES = ['INSTANT', 'DAILY'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCH_LIMITS = {
  nameMax: 80,
  /** Saved searches a candidate may keep. */
  perCandidate: 20,
  /** Jobs listed in one alert mail (the mail links to the search for the rest). */
  jobsPerMail: 10,
  /** Hours between two alert mails of one search, and how long a daily digest collects its jobs. */
  alertEveryHours: 24,
} as const;
