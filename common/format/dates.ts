/**
 * Dates in the formats of spec §9, in English or Indonesian. Each call sets the locale on its own dayjs instance,
 * so nothing depends on (or changes) a global locale that the app and the server would share. Times are shown in
 * the time zone of the process: the browser's for the app, the server's for PDFs and mail.
 */
import dayjs from 'dayjs';
// The CommonJS builds, with extensions: they register on the same dayjs instance as `import dayjs from 'dayjs'`
// under Vite and under Node's ESM loader (the dayjs/esm builds would create a second instance in Node).
import 'dayjs/locale/id.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import { DATE_FORMAT } from '../constants/dates';
import { DEFAULT_LANGUAGE, type Language } from '../locales';

dayjs.extend(relativeTime);

export type DateInput = string | number | Date;

function parse(value: DateInput | null | undefined, lng: Language): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date.locale(lng) : null;
}

/** Any dayjs format; '' for a missing or invalid date rather than 'Invalid Date' on screen. */
export function formatDate(
  value: DateInput | null | undefined,
  lng: Language = DEFAULT_LANGUAGE,
  format: string = DATE_FORMAT.DATE,
): string {
  return parse(value, lng)?.format(format) ?? '';
}

/** '05 Jan 2024 02:30 PM' */
export function formatDateTime(
  value: DateInput | null | undefined,
  lng: Language = DEFAULT_LANGUAGE,
): string {
  return formatDate(value, lng, DATE_FORMAT.DATE_TIME);
}

/** 'Jan 2024' / 'Agt 2024' */
export function formatMonthYear(
  value: DateInput | null | undefined,
  lng: Language = DEFAULT_LANGUAGE,
): string {
  return formatDate(value, lng, DATE_FORMAT.MONTH_YEAR);
}

export interface RelativeTimeOptions {
  /**
   * From this distance on, show the date instead of 'a month ago' / 'a year ago' (spec §9: relative time can be
   * hidden once it reaches a month or a year).
   */
  stopAt?: 'month' | 'year';
  /** The date format used once stopped; DD MMMM YYYY by default. */
  format?: string;
  /** The reference time; now by default (tests pass a fixed one). */
  now?: DateInput;
}

/**
 * Mirrors dayjs's relativeTime thresholds, so "reached a month" means exactly "dayjs would say month": more than 25
 * days (rounded); "reached a year": more than 10 months (rounded).
 */
function reached(date: dayjs.Dayjs, now: dayjs.Dayjs, unit: 'month' | 'year'): boolean {
  const days = Math.round(Math.abs(date.diff(now, 'day', true)));
  if (days <= 25) return false;
  if (unit === 'month') return true;
  return days > 45 && Math.round(Math.abs(date.diff(now, 'month', true))) > 10;
}

/** '3 days ago' / '3 hari yang lalu', 'in 2 hours' / 'dalam 2 jam'. */
export function formatRelativeTime(
  value: DateInput | null | undefined,
  lng: Language = DEFAULT_LANGUAGE,
  options: RelativeTimeOptions = {},
): string {
  const date = parse(value, lng);
  if (!date) return '';
  const now = dayjs(options.now ?? Date.now());
  if (options.stopAt && reached(date, now, options.stopAt)) {
    return date.format(options.format ?? DATE_FORMAT.DATE);
  }
  return date.from(now);
}

/**
 * An instant as Jakarta's wall clock (UTC+7 all year: Indonesia has no daylight saving), 'YYYY-MM-DD HH:mm:ss': the
 * day an invoice is dated and numbered by, and the time Midtrans is told.
 */
export function jakartaDateTime(value: DateInput): string {
  const local = new Date(new Date(value).getTime() + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}
