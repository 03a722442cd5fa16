/**
 * Money (spec §5): digits, thousands optionally grouped with commas, at most 2 decimals, not above the maximum
 * salary. Accepts what the money input shows ('1,250.50') or a plain number, and outputs a number.
 */
import * as v from 'valibot';
import { CODE_MAX_LENGTH, MAX_SALARY } from '../constants/limits';
import { msg, typeMessage } from './messages';

/** Either correctly grouped ('1,234,567') or ungrouped ('1234567') digits, then up to 2 decimals. */
export const MONEY_REGEX = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

function isMoneyValue(value: string | number): boolean {
  if (typeof value === 'number') {
    // Cents must be whole; the tolerance absorbs binary float noise such as 0.1 + 0.2.
    return Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  }
  const text = value.trim();
  // Empty is reported once, as 'required', by the check before this one.
  return text === '' || MONEY_REGEX.test(text);
}

function toAmount(value: string | number): number {
  return typeof value === 'number' ? value : Number(value.trim().replace(/,/g, ''));
}

/** Amount with the money format, without the upper bound (for totals, prices). */
export const moneyAmount = v.pipe(
  v.union([v.pipe(v.string(), v.maxLength(CODE_MAX_LENGTH, msg('tooLong'))), v.number()], typeMessage),
  v.check((value) => !(typeof value === 'string' && value.trim() === ''), msg('required')),
  v.check(isMoneyValue, msg('money')),
  v.transform(toAmount),
);

/** A salary: the money format and at most MAX_SALARY (500000). */
export const money = v.pipe(moneyAmount, v.maxValue(MAX_SALARY, msg('maxSalary')));
