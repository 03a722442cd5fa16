import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows +{code}-{number}', () => {
    expect(formatPhone('62', '81234567890')).toBe('+62-81234567890');
    expect(formatPhone('+62', '81234567890')).toBe('+62-81234567890');
    expect(formatPhone(91, 9876543210)).toBe('+91-9876543210');
  });

  it('copes with missing parts', () => {
    expect(formatPhone('', '81234567')).toBe('81234567');
    expect(formatPhone(null, '81234567')).toBe('81234567');
    expect(formatPhone('62', '')).toBe('');
    expect(formatPhone(undefined, undefined)).toBe('');
  });
});
