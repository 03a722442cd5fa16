/** Number formatting with en-IN grouping (spec §9): 1234567 → '12,34,567'. */
import { NUMBER_LOCALE } from '../constants/dates';

const defaultFormatter = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });

/** At most 2 decimals unless `options` say otherwise; '' for NaN or infinity rather than 'NaN' on screen. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  if (!Number.isFinite(value)) return '';
  const formatter = options ? new Intl.NumberFormat(NUMBER_LOCALE, options) : defaultFormatter;
  return formatter.format(value);
}
