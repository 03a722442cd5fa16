/**
 * E-mail address, trimmed. Case is kept as typed: whether addresses compare case-insensitively is the server's
 * decision (it lower-cases before looking accounts up).
 */
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH } from '../constants/limits';
import { msg, requiredText } from './messages';

export const email = v.pipe(
  requiredText(),
  v.maxLength(EMAIL_MAX_LENGTH, msg('tooLong')),
  v.email(msg('email')),
);
