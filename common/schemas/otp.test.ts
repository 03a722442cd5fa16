import { describe, expect, it } from 'vitest';
import { otp } from './otp';
import { keysOf } from './test-helpers';

describe('otp', () => {
  it('accepts 6 digits', () => {
    expect(keysOf(otp, '012345')).toEqual([]);
    expect(keysOf(otp, ' 123456 ')).toEqual([]);
  });

  it.each(['12345', '1234567', '12a456', '12 456'])('rejects %j', (code) => {
    expect(keysOf(otp, code)).toEqual(['otp']);
  });

  it('rejects a number value: OTPs are text so leading zeros survive', () => {
    expect(keysOf(otp, 123456)).toEqual(['invalid']);
  });
});
