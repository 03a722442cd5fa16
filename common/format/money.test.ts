import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { money } from '../schemas/money';
import {
  formatMoneyInput,
  formatPrice,
  formatRupiah,
  formatSalaryRange,
  formatSalaryShort,
  groupThousands,
  padMoneyOnBlur,
  parseMoney,
} from './money';

describe('formatMoneyInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1234', '1,234'],
    ['1234567', '1,234,567'],
    ['1,234', '1,234'], // already formatted text is stable
    ['1234.', '1,234.'], // a trailing point stays while typing
    ['1234.5', '1,234.5'],
    ['1234.567', '1,234.56'], // at most 2 decimals
    ['12.3.4', '12.34'], // extra points dropped
    ['Rp 12a3', '123'], // digits only
    ['-500', '500'],
    ['007', '7'],
    ['0', '0'],
    ['0.5', '0.5'],
    ['.5', '0.5'],
    ['1234567890123456789', '123,456,789,012,345'], // capped at 15 whole digits
  ])('%j → %j', (raw, expected) => {
    expect(formatMoneyInput(raw)).toBe(expected);
  });
});

describe('padMoneyOnBlur', () => {
  it.each([
    ['', ''],
    ['1,234', '1,234.00'],
    ['1234', '1,234.00'],
    ['1,234.', '1,234.00'],
    ['1,234.5', '1,234.50'],
    ['1,234.56', '1,234.56'],
  ])('%j → %j', (raw, expected) => {
    expect(padMoneyOnBlur(raw)).toBe(expected);
  });

  it('produces what the money schema accepts', () => {
    for (const raw of ['1', '1234.5', '499999.99', '500000'])
      expect(v.safeParse(money, padMoneyOnBlur(raw)).success).toBe(true);
  });
});

describe('parseMoney and groupThousands', () => {
  it('reads the amount back', () => {
    expect(parseMoney('1,234.50')).toBe(1234.5);
    expect(parseMoney('500,000.00')).toBe(500000);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney(null)).toBeNull();
    expect(parseMoney(42)).toBe(42);
    expect(parseMoney(Number.NaN)).toBeNull();
  });

  it('groups digits by thousands', () => {
    expect(groupThousands('100')).toBe('100');
    expect(groupThousands('1000000')).toBe('1,000,000');
  });
});

describe('salary display', () => {
  it('groups whole rupiah and joins a range', () => {
    expect(formatRupiah(8_000_000)).toBe('Rp 8,000,000');
    expect(formatSalaryRange(5_000_000, 8_000_000)).toBe('Rp 5,000,000 – Rp 8,000,000');
    expect(formatSalaryRange(7_500_000, 7_500_000)).toBe('Rp 7,500,000');
    expect(formatSalaryRange(null, 9_000_000)).toBe('Rp 9,000,000');
    expect(formatSalaryRange(null, null)).toBe('');
  });

  it('abbreviates a range on a card', () => {
    expect(formatSalaryShort(5_000_000, 8_500_000)).toBe('Rp 5.00M – 8.50M');
    expect(formatSalaryShort(750_000, 750_000)).toBe('Rp 750.00K');
    expect(formatSalaryShort(null, 12_000_000)).toBe('Rp 12.00M');
    expect(formatSalaryShort(null, null)).toBe('');
  });
});

describe('formatPrice', () => {
  it('groups as Indonesian in Indonesian and as en-IN in English', () => {
    expect(formatPrice(1_500_000, 'id')).toBe('Rp 1.500.000');
    expect(formatPrice(1_500_000, 'en')).toBe('Rp 15,00,000');
    expect(formatPrice(0, 'en')).toBe('Rp 0');
    expect(formatPrice(999, 'id')).toBe('Rp 999');
  });
});
