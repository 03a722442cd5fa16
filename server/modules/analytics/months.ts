/**
 * The months of the employer analytics (issue 13), pure: the window of the last 12 calendar months in UTC ending
 * with the current one, as 'YYYY-MM' (the first seven characters of the ISO dates the tables store, so the database
 * groups by `substr(column, 1, 7)` on both dialects), and the figures of the database put into every month of it.
 */

/** How many months the analytics cover, the current one included. */
export const ANALYTICS_MONTHS = 12;

const DAY_MS = 86_400_000;

/** The `count` calendar months (UTC) ending with the month of `now`, oldest first: ['2025-12', …, '2026-11']. */
export function monthsEnding(now: Date, count = ANALYTICS_MONTHS): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - (count - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

/** The first moment of a 'YYYY-MM' month as stored timestamps are written (ISO-8601 UTC). */
export const monthStart = (month: string) => `${month}-01T00:00:00.000Z`;

/** The first day of a 'YYYY-MM' month as stored days are written ('YYYY-MM-DD'). */
export const monthFirstDay = (month: string) => `${month}-01`;

/** The moment 7 days before `now`: 'new this week' is what was sent since. */
export const weekBefore = (now: Date) => new Date(now.getTime() - 7 * DAY_MS).toISOString();

/** A count per month as the database gives it (its count may be a string: PostgreSQL's bigint). */
export interface MonthCount {
  month: string;
  n: number | string | bigint;
}

/**
 * The counts put into the window's months: every month present (0 for none). A count of a month after the window's
 * last is added to the last: views are kept by day in the jobs' time zone (Jakarta, UTC+7), whose calendar reaches
 * the next month hours before UTC does, and such a view happened in the current month as far as UTC is concerned.
 * A month before the window (which the queries never ask for) is left out.
 */
export function perMonth(months: readonly string[], rows: readonly MonthCount[]): number[] {
  const last = months[months.length - 1]!;
  const index = new Map(months.map((month, i) => [month, i]));
  const counts = months.map(() => 0);
  for (const row of rows) {
    const i = row.month > last ? months.length - 1 : index.get(row.month);
    if (i !== undefined) counts[i]! += Number(row.n);
  }
  return counts;
}
