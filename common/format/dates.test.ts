import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear, formatRelativeTime, jakartaDateTime } from './dates';

// Local-time dates, so the expectations hold in any time zone the tests run in.
const when = new Date(2024, 7, 5, 14, 30); // 5 August 2024, 14:30
const daysBefore = (days: number) => new Date(when.getTime() - days * 24 * 60 * 60 * 1000);

describe('date formats of spec §9', () => {
  it('formats DD MMMM YYYY', () => {
    expect(formatDate(when)).toBe('05 August 2024');
    expect(formatDate(when, 'id')).toBe('05 Agustus 2024');
  });

  it('formats DD MMM YYYY hh:mm A', () => {
    expect(formatDateTime(when, 'en')).toBe('05 Aug 2024 02:30 PM');
    expect(formatDateTime(when, 'id')).toMatch(/^05 Agt 2024 02:30 /);
  });

  it('formats MMM YYYY', () => {
    expect(formatMonthYear(when, 'en')).toBe('Aug 2024');
    expect(formatMonthYear(new Date(2024, 4, 1), 'id')).toBe('Mei 2024');
  });

  it('takes ISO strings and timestamps, and shows nothing for a missing or bad date', () => {
    expect(formatDate(when.toISOString())).toBe('05 August 2024');
    expect(formatDate(when.getTime(), 'en', 'YYYY-MM-DD')).toBe('2024-08-05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('does not change the global locale', () => {
    formatDate(when, 'id');
    expect(formatDate(when)).toBe('05 August 2024');
  });
});

describe('formatRelativeTime', () => {
  it('speaks English and Indonesian', () => {
    expect(formatRelativeTime(daysBefore(3), 'en', { now: when })).toBe('3 days ago');
    expect(formatRelativeTime(daysBefore(3), 'id', { now: when })).toBe('3 hari yang lalu');
    expect(formatRelativeTime(new Date(when.getTime() + 2 * 3600 * 1000), 'id', { now: when })).toBe(
      'dalam 2 jam',
    );
  });

  it('shows months and years when not stopped', () => {
    expect(formatRelativeTime(daysBefore(40), 'en', { now: when })).toBe('a month ago');
    expect(formatRelativeTime(daysBefore(400), 'en', { now: when })).toBe('a year ago');
  });

  it('switches to the date once a month is reached, if asked', () => {
    expect(formatRelativeTime(daysBefore(25), 'en', { now: when, stopAt: 'month' })).toBe('25 days ago');
    expect(formatRelativeTime(daysBefore(27), 'en', { now: when, stopAt: 'month' })).toBe(
      formatDate(daysBefore(27)),
    );
    expect(formatRelativeTime(daysBefore(60), 'id', { now: when, stopAt: 'month', format: 'MMM YYYY' })).toBe(
      'Jun 2024',
    );
  });

  it('switches to the date once a year is reached, if asked', () => {
    expect(formatRelativeTime(daysBefore(100), 'en', { now: when, stopAt: 'year' })).toBe('3 months ago');
    expect(formatRelativeTime(daysBefore(340), 'en', { now: when, stopAt: 'year' })).toBe(
      formatDate(daysBefore(340)),
    );
  });

  it('shows nothing for a missing date', () => {
    expect(formatRelativeTime(undefined)).toBe('');
  });
});

describe('jakartaDateTime', () => {
  it('is UTC+7 all year, across a new year', () => {
    expect(jakartaDateTime('2026-12-31T17:30:00.000Z')).toBe('2027-01-01 00:30:00');
    expect(jakartaDateTime('2026-06-15T03:04:05.000Z')).toBe('2026-06-15 10:04:05');
  });
});
