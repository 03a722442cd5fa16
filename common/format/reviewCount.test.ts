import { describe, expect, it } from 'vitest';
import { formatReviewCount } from './reviewCount';

describe('formatReviewCount', () => {
  it.each([
    [0, '0'],
    [12, '12'],
    [50, '50'],
    [51, '50+'], // spec: '50+' when the count exceeds 50
    [1200, '50+'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('%d → %j', (count, expected) => {
    expect(formatReviewCount(count)).toBe(expected);
  });
});
