import { describe, expect, it } from 'vitest';
import type { MonthFigures } from './api/analytics';
import { COUNT_STEPS, chartColumns, yTop } from './chart';

const month = (m: string, views = 0, applications = 0, shortlisted = 0, hired = 0): MonthFigures => ({
  month: m,
  views,
  applications,
  shortlisted,
  hired,
});

describe('chartColumns', () => {
  it('gives the positions, then views, applications, shortlisted and hired, oldest month first', () => {
    expect(chartColumns([month('2026-10', 5, 2, 1, 0), month('2026-11', 7, 3, 2, 1)])).toEqual([
      [0, 1],
      [5, 7],
      [2, 3],
      [1, 2],
      [0, 1],
    ]);
  });
});

describe('yTop', () => {
  it('is at least 4, so a quiet chart still has ticks', () => {
    expect(yTop([])).toBe(4);
    expect(yTop([month('2026-11')])).toBe(4);
    expect(yTop([month('2026-11', 3, 1)])).toBe(4);
  });

  it('rounds the largest figure up to a whole step', () => {
    expect(yTop([month('2026-11', 7)])).toBe(8);
    expect(yTop([month('2026-10', 1), month('2026-11', 0, 0, 0, 23)])).toBe(25);
    expect(yTop([month('2026-11', 1234)])).toBe(1500);
    expect(yTop([month('2026-11', 100)])).toBe(100);
  });

  it('steps by whole numbers only', () => {
    expect(COUNT_STEPS.slice(0, 6)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(COUNT_STEPS.every(Number.isInteger)).toBe(true);
  });
});
