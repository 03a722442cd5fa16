import { describe, expect, it } from 'vitest';
import { identifier } from './identifier';
import { keysOf } from './test-helpers';

describe('identifier', () => {
  it.each(['a1', 'AB12CD', '1x', 'Z9z9z9'])('accepts %j', (id) => {
    expect(keysOf(identifier, id)).toEqual([]);
  });

  it.each([
    ['abcdef', ['identifier']], // no digit
    ['123456', ['identifier']], // no letter
    ['ab-12', ['identifier']], // not alphanumeric
    ['abc1234', ['tooLong']], // 7 characters
    ['', ['required']],
  ])('rejects %j', (id, keys) => {
    expect(keysOf(identifier, id)).toEqual(keys);
  });
});
