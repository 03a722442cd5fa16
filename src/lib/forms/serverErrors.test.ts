import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@common/api/envelope';
import { serverFieldErrors, succeeded } from './serverErrors';

const display = {
  fields: ['email', 'phoneNumber'],
  fieldOf: (p: string) => (p === 'phone.number' ? 'phoneNumber' : p),
  fallback: 'Oops',
};

describe('succeeded', () => {
  it('returns a successful answer untouched', () => {
    const setError = vi.fn();
    const ok: Envelope = { code: 'SUCCESS', message: 'Saved', data: { id: 1 } };
    expect(succeeded(ok, setError, display)).toBe(ok);
    expect(setError).not.toHaveBeenCalled();
  });

  it('shows the fallback when there was no answer', () => {
    const setError = vi.fn();
    expect(succeeded(null, setError, display)).toBeNull();
    expect(setError).toHaveBeenCalledWith('root.server', { message: 'Oops' });
  });

  it('puts field messages under the fields the form has and the message in the alert', () => {
    const setError = vi.fn();
    const failed: Envelope = {
      code: 'ERROR',
      message: 'Email is required.',
      data: {
        errors: [
          { field: 'email', message: 'Email is required.' },
          { field: 'phone.number', message: 'Bad phone' },
          { field: 'other', message: 'x' },
        ],
      },
    };
    expect(succeeded(failed, setError, display)).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Email is required.' }],
      ['phoneNumber', { type: 'server', message: 'Bad phone' }],
      ['root.server', { message: 'Email is required.' }],
    ]);
  });
});

describe('serverFieldErrors', () => {
  it('reads the list form and the record form, and nothing else', () => {
    expect(serverFieldErrors({ errors: [{ field: 'a', message: 'A' }, { field: 1 }] })).toEqual([['a', 'A']]);
    expect(serverFieldErrors({ errors: { b: 'B', c: 3 } })).toEqual([['b', 'B']]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});
