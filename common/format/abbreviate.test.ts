import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [950, '950'],
    [12.345, '12.35'],
    [999, '999'],
    [1000, '1.00K'], // K from 1,000
    [1500, '1.50K'], // spec: 2 decimals, trailing zeros kept
    [12_345, '12.35K'],
    [999_499, '999.50K'],
    [999_999, '1.00M'], // rounds up into the next unit instead of '1000.00K'
    [1_000_000, '1.00M'], // M from 1e6
    [2_750_000, '2.75M'],
    [1_000_000_000, '1.00B'], // B from 1e9
    [12_300_000_000, '12.30B'],
    [5e12, '5000.00B'], // B is the largest unit
    [999.996, '1.00K'],
    [-1500, '-1.50K'],
    [-0.001, '0'],
  ])('%d → %j', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it('shows nothing for a non-number', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});
