/**
 * Full name. Spec §5 allows one to three words of word characters (a middle word of at least 3), which refuses many
 * real names (issue 8, finding 12): `Ni Luh Putu Ayu Lestari`, `Muhammad Al Fatih`, `Ma'ruf Amin`, `Anne-Marie Tan`,
 * `Dr. Andi Wijaya`, `José Rizal`. The rule here keeps every letters-only name the spec accepts and widens it:
 *
 * - words of letters of any script with their combining marks (\p{L}\p{M}: José, Nguyễn, 李小龙, देवी);
 * - any number of words, separated by single spaces, up to NAME_MAX_LENGTH characters;
 * - an apostrophe (' or ’, as phone keyboards type it), a hyphen or a period may join two runs of letters inside a
 *   word (Ma'ruf, O’Brien, Anne-Marie, A.R.), and a period may end a word (Dr., Jr.);
 * - still refused: digits, underscores and other symbols, empty words (double spaces, a lone or trailing hyphen or
 *   apostrophe), tabs and other spacing.
 *
 * Unlike the spec's \w, digits and the underscore are refused: they are not part of anyone's name. Leading and trailing
 * spaces are trimmed away first, and the name is stored in Unicode NFC, so `José` typed with a combining accent and
 * `José` typed precomposed are the same name.
 */
import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../constants/limits';
import { msg, requiredText, stopOnIssue } from './messages';

const LETTERS = String.raw`[\p{L}\p{M}]+`;
/** Letters; runs joined by one apostrophe, hyphen or period; optionally ending with a period. */
const WORD = String.raw`${LETTERS}(?:['’.\-]${LETTERS})*\.?`;

export const FULL_NAME_REGEX = new RegExp(`^${WORD}(?: ${WORD})*$`, 'u');

export const fullName = v.pipe(
  requiredText(),
  v.normalize('NFC'),
  // Bounded before the pattern: a megabyte of name must not reach a regex, a mail or every later sign-in answer.
  v.maxLength(NAME_MAX_LENGTH, msg('tooLong')),
  stopOnIssue<string>(),
  v.regex(FULL_NAME_REGEX, msg('fullName')),
);
