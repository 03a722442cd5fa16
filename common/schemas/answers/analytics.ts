/**
 * What the employer analytics calls answer (issue 13). Months are 'YYYY-MM' (UTC), oldest first, every one of the
 * window present (zeros for a month with nothing), so a chart and a table need no gap filling.
 */
import * as v from 'valibot';

const integer = v.pipe(v.number(), v.integer());

/** One month's figures: unique views (one per viewer, job and day), applications sent, shortlists and hires made. */
export const analyticsMonthDoc = v.object({
  month: v.string(),
  views: integer,
  applications: integer,
  shortlisted: integer,
  hired: integer,
});

/** employer-analytics/get-by-month: the job asked about (null: all the company's jobs) and its 12 months. */
export const analyticsByMonthDoc = v.object({
  jobId: v.nullable(integer),
  months: v.array(analyticsMonthDoc),
});

/**
 * employer-analytics/get-count: live jobs (active, not past their last day, not deleted), applications (not
 * withdrawn), those sent in the last 7 days, hires, and views, of the company or of the one job asked about.
 */
export const analyticsCountDoc = v.object({
  jobId: v.nullable(integer),
  activeJobs: integer,
  totalApplications: integer,
  newThisWeek: integer,
  hires: integer,
  views: integer,
});
