/**
 * Job recommendations (spec §7 Recommendations: job-recommendation/get-jobs-recommendation and its guest twin).
 * A candidate's interests are read from what they did (the jobs they saved and opened, their saved searches) and
 * from their profile (skills, cities, working from anywhere). Without any, or for guests, the popular new jobs.
 */
export const RECOMMENDATION_LIMITS = {
  defaultCount: 10,
  maxCount: 20,
  /** Saved and opened jobs older than this say little about what someone looks for now. */
  interestDays: 90,
  /** Live jobs scored per request (the newest that share something with the interests). */
  poolSize: 300,
  /** Saved searches (the newest) whose results are recommended. */
  searches: 5,
  /** A popular job: posted within these days, the most viewed first. */
  popularDays: 30,
  /** A job counts as new for this many days. */
  newDays: 3,
} as const;

/** Why a job is recommended; each comes with a sentence in the caller's language. */
export const RECOMMENDATION_REASONS = [
  'SAVED_SEARCH',
  'SKILLS',
  'CATEGORY',
  'CITY',
  'REMOTE',
  'NEW',
  'POPULAR',
] as const;
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];
