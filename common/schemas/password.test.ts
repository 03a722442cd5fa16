import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommonPasswords } from './commonPasswords';
import { fullName } from './fullName';
import { emailPassword, password, passwordNotEmail, withPasswordNotEmail } from './password';
import { fieldKeysOf, keysOf } from './test-helpers';

beforeAll(() => loadCommonPasswords());

describe('password', () => {
  it.each(['kopiTubruk7', 'Pass word 9', 'kata sandi 2024', 'ÄÖÜäöü12'])('accepts %j', (value) => {
    expect(keysOf(password, value)).toEqual([]);
  });

  it.each(['secret1', 'password', '12345678', '        '])('rejects %j', (value) => {
    expect(keysOf(password, value)).toEqual(['password']);
  });

  it.each(['password1', 'Password1', 'PASSWORD123', 'qwerty123', '1qaz2wsx', 'Sayang123', 'bismillah1', 'Indonesia2024'])(
    'rejects the common password %j (any case), with its own message',
    (value) => {
      expect(keysOf(password, value)).toEqual(['passwordCommon']);
    },
  );

  it('is not trimmed', () => {
    expect(v.parse(password, ' kopiTubruk7 ')).toBe(' kopiTubruk7 ');
  });

  it('reports an empty password once, as required', () => {
    expect(keysOf(password, '')).toEqual(['required']);
  });

  it('rejects an over-long password', () => {
    expect(keysOf(password, `a1${'x'.repeat(200)}`)).toEqual(['tooLong']);
  });
});

describe('password and e-mail together', () => {
  it('rejects a password equal to the e-mail, on the password field', () => {
    expect(fieldKeysOf(emailPassword, { email: 'budi1@example.com', password: 'Budi1@Example.com' })).toEqual(
      ['password:passwordSameAsEmail'],
    );
  });

  it('accepts a password that differs', () => {
    expect(fieldKeysOf(emailPassword, { email: 'budi1@example.com', password: 'kopiTubruk7' })).toEqual([]);
  });

  it('does not compare when a field is already wrong', () => {
    expect(fieldKeysOf(emailPassword, { email: 'nope', password: 'nope' })).toEqual([
      'email:email',
      'password:password',
    ]);
  });

  it('composes with other fields', () => {
    const register = withPasswordNotEmail({ fullName });
    expect(v.parse(register, { fullName: 'Budi', email: 'b@example.com', password: 'kopiTubruk7' })).toEqual({
      fullName: 'Budi',
      email: 'b@example.com',
      password: 'kopiTubruk7',
    });
    // The relation is still checked while another field is missing, so a form shows both at once.
    expect(fieldKeysOf(register, { email: 'b1@example.com', password: 'b1@example.com' })).toEqual([
      'fullName:required',
      'password:passwordSameAsEmail',
    ]);
  });

  it('is usable as a bare action on a custom object', () => {
    const schema = v.pipe(
      v.object({ email: v.string(), password: v.string(), confirm: v.string() }),
      passwordNotEmail(),
    );
    expect(
      fieldKeysOf(schema, { email: 'budi1@example.com', password: 'budi1@example.com', confirm: '' }),
    ).toEqual(['password:passwordSameAsEmail']);
  });
});
