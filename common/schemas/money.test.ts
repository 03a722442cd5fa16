import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { money, moneyAmount } from './money';
import { keysOf } from './test-helpers';

describe('money', () => {
  it.each([
    ['1,250.50', 1250.5],
    ['500,000', 500000], // the maximum salary itself
    ['500000.00', 500000],
    ['12', 12],
    ['0.5', 0.5],
    [4500.25, 4500.25],
  ])('accepts %j as %d', (input, amount) => {
    expect(v.parse(money, input)).toBe(amount);
  });

  it.each([
    ['1,25,000', 'money'], // grouped but not by thousands
    ['1,250.505', 'money'], // three decimals
    ['12,50', 'money'],
    ['-5', 'money'],
    ['abc', 'money'],
    [12.345, 'money'],
    [-1, 'money'],
    ['500,000.01', 'maxSalary'], // above spec §9 maximum
    [600000, 'maxSalary'],
    ['', 'required'],
  ])('rejects %j with %s', (input, key) => {
    expect(keysOf(money, input)).toEqual([key]);
  });

  it('has an unbounded variant for amounts that are not salaries', () => {
    expect(v.parse(moneyAmount, '1,000,000.00')).toBe(1_000_000);
  });

  it('tolerates binary float noise in numbers', () => {
    expect(keysOf(money, 0.1 + 0.2)).toEqual([]);
  });
});
