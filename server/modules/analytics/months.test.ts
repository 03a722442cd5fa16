import { describe, expect, it } from 'vitest';
import { monthFirstDay, monthStart, monthsEnding, perMonth, weekBefore } from './months';

describe('monthsEnding', () => {
  it('gives the 12 months ending with the current one, oldest first, across a year', () => {
    expect(monthsEnding(new Date('2026-11-26T10:00:00Z'))).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('reads the month in UTC, not in the local time zone', () => {
    // 23:30 UTC on the last day of January is already February east of Greenwich.
    expect(monthsEnding(new Date('2026-01-31T23:30:00Z'), 2)).toEqual(['2025-12', '2026-01']);
    expect(monthsEnding(new Date('2026-02-01T00:00:00Z'), 2)).toEqual(['2026-01', '2026-02']);
  });

  it('steps over the end of a long month without skipping one', () => {
    expect(monthsEnding(new Date('2026-03-31T12:00:00Z'), 3)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});

describe('the window bounds', () => {
  it('writes a month start as stored timestamps and days are written', () => {
    expect(monthStart('2025-12')).toBe('2025-12-01T00:00:00.000Z');
    expect(monthFirstDay('2025-12')).toBe('2025-12-01');
  });

  it('takes the last week as the 7 days before now', () => {
    expect(weekBefore(new Date('2026-11-26T10:00:00.000Z'))).toBe('2026-11-19T10:00:00.000Z');
  });
});

describe('perMonth', () => {
  const months = ['2026-09', '2026-10', '2026-11'];

  it('puts every month in, with 0 for a month with nothing', () => {
    expect(perMonth(months, [])).toEqual([0, 0, 0]);
    expect(perMonth(months, [{ month: '2026-10', n: 3 }])).toEqual([0, 3, 0]);
  });

  it("reads PostgreSQL's counts given as text or bigint", () => {
    expect(
      perMonth(months, [
        { month: '2026-09', n: '4' },
        { month: '2026-11', n: 2n },
      ]),
    ).toEqual([4, 0, 2]);
  });

  it('counts a month after the window in its last month, and leaves out one before it', () => {
    expect(
      perMonth(months, [
        { month: '2026-08', n: 9 },
        { month: '2026-11', n: 1 },
        { month: '2026-12', n: 2 },
      ]),
    ).toEqual([0, 0, 3]);
  });
});
