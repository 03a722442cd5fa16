/** Identifier (spec §5): at most 6 characters, letters and digits only, with at least one letter and one digit. */
import * as v from 'valibot';
import { IDENTIFIER_MAX_LENGTH } from '../constants/limits';
import { msg, requiredText } from './messages';

export const IDENTIFIER_REGEX = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;

export const identifier = v.pipe(
  requiredText(),
  v.maxLength(IDENTIFIER_MAX_LENGTH, msg('tooLong')),
  v.regex(IDENTIFIER_REGEX, msg('identifier')),
);
