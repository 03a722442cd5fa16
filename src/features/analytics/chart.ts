/**
 * What the month chart draws, pure (no uPlot here, so it is tested without a canvas): the four lines in order, the
 * columns uPlot takes (x is the month's position, 0 for the oldest), the top of the y axis and the steps between its
 * ticks (whole numbers only: these are counts).
 */
import type { MonthFigures } from './api/analytics';

export const SERIES = ['views', 'applications', 'shortlisted', 'hired'] as const;
export type SeriesKey = (typeof SERIES)[number];

/** uPlot's aligned data: the x positions, then one column per line in SERIES order. */
export function chartColumns(months: readonly MonthFigures[]): number[][] {
  return [months.map((_, i) => i), ...SERIES.map((key) => months.map((month) => month[key]))];
}

/** Tick steps for counts: 1, 2, 5, 10, 20, 50, … up to 5e9 (never a fraction). */
export const COUNT_STEPS: number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((m) => m * 10 ** power),
).flat();

/**
 * The top of the y axis: the largest figure rounded up to a step of COUNT_STEPS, and at least 4, so that a chart of
 * zeros or ones still has a few ticks and its lines do not sit on the frame.
 */
export function yTop(months: readonly MonthFigures[]): number {
  const largest = Math.max(0, ...months.flatMap((month) => SERIES.map((key) => month[key])));
  if (largest <= 4) return 4;
  const step = COUNT_STEPS.find((s) => largest / s <= 5) ?? COUNT_STEPS[COUNT_STEPS.length - 1]!;
  return Math.ceil(largest / step) * step;
}
