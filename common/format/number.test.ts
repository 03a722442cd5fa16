import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber (en-IN)', () => {
  it('groups the Indian way', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(1234.567)).toBe('1,234.57');
  });

  it('takes Intl options', () => {
    expect(formatNumber(1500, { minimumFractionDigits: 2 })).toBe('1,500.00');
  });

  it('shows nothing for a non-number', () => {
    expect(formatNumber(Number.NaN)).toBe('');
  });
});
