/**
 * Password. The spec leaves the rules open ("not shown"); the agreed rule is at least 8 characters with at least one
 * letter and one digit, not one of the most common passwords, and not the same as the account's e-mail. Never
 * trimmed: spaces are part of a password.
 */
import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { isCommonPassword } from './commonPasswords';
import { email } from './email';
import { msg, stopOnIssue, typeMessage } from './messages';

export const PASSWORD_REGEX = new RegExp(`^(?=.*\\p{L})(?=.*\\d)[\\s\\S]{${PASSWORD_MIN_LENGTH},}$`, 'u');

export const password = v.pipe(
  v.string(typeMessage),
  v.nonEmpty(msg('required')),
  stopOnIssue<string>(),
  v.regex(PASSWORD_REGEX, msg('password')),
  // Hashing is deliberately slow; an unbounded password would let one request burn a core.
  v.maxLength(PASSWORD_MAX_LENGTH, msg('tooLong')),
  stopOnIssue<string>(),
  v.check((value) => !isCommonPassword(value), msg('passwordCommon')),
);

/** True when the password is not the e-mail (compared trimmed and case-insensitively, as people retype them). */
export function passwordDiffersFromEmail(input: { email: string; password: string }): boolean {
  return input.password.trim().toLowerCase() !== input.email.trim().toLowerCase();
}

/**
 * valibot still runs an object-level check after a field failed a pattern (only type errors stop it), so a password
 * that already breaks its own rule is let through here: one message per field is enough.
 */
function passesRelation(input: { email: string; password: string }): boolean {
  return !PASSWORD_REGEX.test(input.password) || passwordDiffersFromEmail(input);
}

type EmailAndPassword = { email: string; password: string };

/**
 * Object-level rule: the password must differ from the e-mail. The issue is forwarded to `password` so the form
 * shows it under the password field and the server message names that field.
 */
export function passwordNotEmail<TInput extends EmailAndPassword = EmailAndPassword>(): v.BaseValidation<
  TInput,
  TInput,
  v.PartialCheckIssue<TInput>
> {
  const action = v.forward<EmailAndPassword, v.PartialCheckIssue<EmailAndPassword>, ['password']>(
    v.partialCheck([['email'], ['password']], passesRelation, msg('passwordSameAsEmail')),
    ['password'],
  );
  // The check reads only `email` and `password`, so it applies unchanged to any object that has them; valibot's
  // path types cannot see that through a generic, hence the widening cast.
  return action as unknown as v.BaseValidation<TInput, TInput, v.PartialCheckIssue<TInput>>;
}

const credentials = { email, password };

/**
 * Adds `email` and `password` to the given entries and checks that they differ — for register and change-password
 * style bodies. Use `passwordNotEmail()` directly when composing a different object.
 */
export function withPasswordNotEmail<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = v.object({ ...entries, ...credentials }, typeMessage);
  type Output = v.InferOutput<typeof schema>;
  // `credentials` is spread last, so Output always has string email and password; TypeScript cannot prove that for
  // a generic TEntries, hence the cast.
  const rule = passwordNotEmail() as unknown as v.BaseValidation<Output, Output, v.PartialCheckIssue<Output>>;
  return v.pipe(schema, rule);
}

export const emailPassword = withPasswordNotEmail({});
