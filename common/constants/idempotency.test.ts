import { describe, expect, it } from 'vitest';
import { translate } from '../locales';
import { issueMessage } from '../schemas/issueMessages';
import { IDEMPOTENCY_KEY_RULE, idempotencyKeyProblem, isIdempotencyKey } from './idempotency';
import { HEADER_NAME } from './storage';

describe('the idempotency key rule', () => {
  it('takes 8 to 100 letters, digits and _ . : -, such as a UUID', () => {
    expect(isIdempotencyKey(crypto.randomUUID())).toBe(true);
    expect(isIdempotencyKey('sync:apply.job_42-a')).toBe(true);
    expect(isIdempotencyKey('a'.repeat(8))).toBe(true);
    expect(isIdempotencyKey('a'.repeat(100))).toBe(true);
    expect(IDEMPOTENCY_KEY_RULE.rememberMs).toBe(24 * 3_600_000);
  });

  it('names what is wrong: too short, too long (bounded before the pattern), or a character outside the set', () => {
    expect(idempotencyKeyProblem('')).toEqual({ key: 'tooShort', min: 8 });
    expect(idempotencyKeyProblem('a'.repeat(7))).toEqual({ key: 'tooShort', min: 8 });
    expect(idempotencyKeyProblem('a'.repeat(101))).toEqual({ key: 'tooLong', max: 100 });
    expect(idempotencyKeyProblem(' '.repeat(101))).toEqual({ key: 'tooLong', max: 100 });
    for (const bad of ['has space1', 'comma,key1', 'slash/key1', 'ümlaut-key', 'new\nline1', 'key1, key2'])
      expect(idempotencyKeyProblem(bad), bad).toEqual({ key: 'idempotencyKey' });
    expect(isIdempotencyKey(12345678)).toBe(false);
    expect(isIdempotencyKey(undefined)).toBe(false);
  });

  it('is named in both languages as the header it travels in', () => {
    const field = HEADER_NAME.IDEMPOTENCY_KEY;
    expect(issueMessage('en', { field, key: 'idempotencyKey' })).toBe(
      'Request key may hold only letters, digits, dots, colons, hyphens and underscores.',
    );
    expect(issueMessage('id', { field, key: 'tooShort', requirement: 8 })).toBe(
      'Kunci permintaan minimal 8 karakter.',
    );
    expect(translate('id', 'validate:idempotencyKeyReused')).toBe(
      'Kunci permintaan ini sudah dipakai untuk permintaan lain.',
    );
  });
});
