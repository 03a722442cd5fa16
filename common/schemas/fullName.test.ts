import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fullName } from './fullName';
import { keysOf } from './test-helpers';

describe('fullName', () => {
  it.each([
    'John', // one word
    'John D', // two words, second of 1 character
    'John Doe',
    'John Mac D', // three words, middle of 3, last of 1
    'Siti Nurhaliza Putri',
    'Agus_2 Budi', // word characters include digits and underscore
  ])('accepts %j', (name) => {
    expect(keysOf(fullName, name)).toEqual([]);
  });

  it('trims the ends', () => {
    expect(v.parse(fullName, '  John Doe ')).toBe('John Doe');
  });

  it.each([
    ['John Al Doe', 'middle word shorter than 3'],
    ['John Doe Smith Jr', 'four words'],
    ['John  Doe', 'double space'],
    ['John-Doe', 'non-word character'],
    ["O'Brien", 'apostrophe'],
    ['John\tDoe', 'tab instead of space'],
  ])('rejects %j (%s)', (name) => {
    expect(keysOf(fullName, name)).toEqual(['fullName']);
  });

  it('reports an empty name once, as required', () => {
    expect(keysOf(fullName, '   ')).toEqual(['required']);
    expect(keysOf(fullName, undefined)).toEqual(['required']);
    expect(keysOf(fullName, 42)).toEqual(['invalid']);
  });
});
