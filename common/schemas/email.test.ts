import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { email } from './email';
import { keysOf } from './test-helpers';

describe('email', () => {
  it('accepts and trims an address', () => {
    expect(v.parse(email, '  budi.santoso+jobs@example.co.id ')).toBe('budi.santoso+jobs@example.co.id');
  });

  it.each(['budi', 'budi@', '@example.com', 'budi@example', 'budi @example.com'])('rejects %j', (value) => {
    expect(keysOf(email, value)).toEqual(['email']);
  });

  it('reports an empty address once, as required', () => {
    expect(keysOf(email, '')).toEqual(['required']);
  });

  it('rejects an over-long address', () => {
    expect(keysOf(email, `${'a'.repeat(250)}@example.com`)).toContain('tooLong');
  });
});
