import { describe, expect, it } from 'vitest';
import { floatString, numberString } from './numbers';
import { keysOf } from './test-helpers';

describe('numberString', () => {
  it.each(['0', '42', '007'])('accepts %j', (text) => expect(keysOf(numberString, text)).toEqual([]));
  it.each(['4.2', '-1', '1e3', '12a'])('rejects %j', (text) =>
    expect(keysOf(numberString, text)).toEqual(['number']),
  );
});

describe('floatString', () => {
  it.each(['12', '12.5', '12.50', '0.01'])('accepts %j', (text) =>
    expect(keysOf(floatString, text)).toEqual([]),
  );
  it.each(['12.505', '12.', '.5', '1,000', '-2.5', '1.2.3'])('rejects %j', (text) =>
    expect(keysOf(floatString, text)).toEqual(['float']),
  );
});
