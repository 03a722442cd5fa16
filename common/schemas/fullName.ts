/**
 * Full name (spec §5): one word; or two words, the second at least 1 character; or three words, the middle one at
 * least 3 characters and the last at least 1. Word characters only (\w: letters, digits, underscore, ASCII as the
 * original), words separated by single spaces. Leading and trailing spaces are trimmed away first.
 */
import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../constants/limits';
import { msg, requiredText, stopOnIssue } from './messages';

export const FULL_NAME_REGEX = /^\w+(?: \w+| \w{3,} \w+)?$/;

export const fullName = v.pipe(
  requiredText(),
  // Bounded before the pattern: a megabyte of name must not reach a regex, a mail or every later sign-in answer.
  v.maxLength(NAME_MAX_LENGTH, msg('tooLong')),
  stopOnIssue<string>(),
  v.regex(FULL_NAME_REGEX, msg('fullName')),
);
