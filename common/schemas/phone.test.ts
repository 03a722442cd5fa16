import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { phone } from './phone';
import { fieldKeysOf } from './test-helpers';

describe('phone', () => {
  it('accepts a code and number, storing digits only', () => {
    expect(v.parse(phone, { code: '+62', number: '812-3456 7890' })).toEqual({
      code: '62',
      number: '81234567890',
    });
    expect(v.parse(phone, { code: '1', number: '2025550123' })).toEqual({ code: '1', number: '2025550123' });
  });

  it.each([
    [{ code: '62', number: '12345' }, ['number:phone']], // too short
    [{ code: '62', number: '1234567890123456' }, ['number:phone']], // more than 15 digits
    [{ code: '62', number: '0812abc' }, ['number:phone']],
    [{ code: '62000', number: '81234567' }, ['code:phoneCode']],
    [{ code: '++62', number: '81234567' }, ['code:phoneCode']],
    [{ number: '81234567' }, ['code:required']],
    [{ code: '62', number: '' }, ['number:required']],
  ])('rejects %j', (input, keys) => {
    expect(fieldKeysOf(phone, input)).toEqual(keys);
  });
});
