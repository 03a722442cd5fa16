/**
 * Phone number with its country calling code, stored as digits in two parts and shown as +{code}-{number} (spec §3,
 * common/format/phone.ts). People paste numbers as they see them (issue 8, finding 13), so the number field takes
 * what phones and business cards show and the schema tidies it:
 *
 * - spaces, dashes, dots and brackets are removed: `0812 3456 7890`, `(0812) 3456-7890`, `0812.3456.7890`;
 * - a number pasted with its own `+{code}` (`+62 812-3456-7890`, `+6281234567890`, `+62 (0)812…`) gives its code to
 *   the code part, whatever the code field held: the pasted number is the more precise of the two;
 * - for Indonesia (code 62) the trunk `0` of a national number is dropped: `0812…` is stored as `812…`.
 *
 * Both inputs are bounded (CODE_MAX_LENGTH) before anything reads them. The output parses to itself, so the server
 * can check again what the form already tidied.
 */
import * as v from 'valibot';
import { CODE_MAX_LENGTH } from '../constants/limits';
import { msg, requiredCode, stopOnIssue, typeMessage } from './messages';

/** The stored code. ITU calling codes have 1 to 3 digits; 4 leaves room for shared-code regions written with their
 * area code. */
export const PHONE_CODE_REGEX = /^\d{1,4}$/;
/** The stored number: E.164 numbers have at most 15 digits; 6 is a floor that rejects obvious typos. */
export const PHONE_NUMBER_REGEX = /^\d{6,15}$/;
/** What the number field takes before it is tidied: digits, an optional +code, spaces, dashes, dots, brackets. */
export const PHONE_TYPED_REGEX = /^[+\d\s().-]+$/;

/** Indonesia's calling code: its national numbers are written with a trunk 0 that is not dialled after +62. */
export const INDONESIA_CALLING_CODE = '62';

/**
 * Two-digit calling codes (ITU-T E.164). Calling codes are prefix-free: 1 and 7 are the one-digit codes, the
 * two-digit codes below, and every other code has three digits, so a code run together with its number
 * (`+6281234567890`) splits without a list of countries.
 */
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/** The length of the calling code at the start of `digits` (0 when they cannot start one). */
export function callingCodeLength(digits: string): number {
  if (!/^[1-9]\d/.test(digits)) return 0;
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

export interface PhoneParts {
  code: string;
  number: string;
}

/**
 * Tidies a typed or pasted phone into its stored parts (no checks: a part that is not digits stays as it is, for the
 * schema to refuse). splitPhone('+62', '+62 812-3456-7890') → { code: '62', number: '81234567890' };
 * splitPhone('62', '(0812) 3456-7890') → { code: '62', number: '81234567890' }.
 */
export function splitPhone(code: string, number: string): PhoneParts {
  let cc = code.trim().replace(/^\+/, '');
  let num = number.replace(/[\s.-]/g, '');
  const international = /^\(?\+/.test(num);
  // `+62 (0)812…`, `+44 (0)20…`: the bracketed 0 is the trunk 0, not dialled after the code.
  if (international) num = num.replace('(0)', '');
  num = num.replace(/[()]/g, '');
  if (international) {
    const digits = num.slice(1);
    const length = callingCodeLength(digits);
    if (length > 0) {
      cc = digits.slice(0, length);
      num = digits.slice(length);
    }
  }
  if (cc === INDONESIA_CALLING_CODE && num.startsWith('0')) num = num.slice(1);
  return { code: cc, number: num };
}

/** The code as typed: an optional '+', bounded. Left empty, it may still come from a number pasted with its code. */
export const phoneCode = v.pipe(
  v.string(typeMessage),
  v.trim(),
  v.maxLength(CODE_MAX_LENGTH, msg('tooLong')),
);

/** The number as typed or pasted: required, bounded, digits with separators and perhaps a +code. */
export const phoneNumber = v.pipe(requiredCode(), v.regex(PHONE_TYPED_REGEX, msg('phone')));

/** The stored parts, checked after splitPhone. */
const storedPhone = v.pipe(
  v.object({
    code: v.pipe(
      v.string(),
      v.nonEmpty(msg('required')),
      stopOnIssue<string>(),
      v.regex(PHONE_CODE_REGEX, msg('phoneCode')),
    ),
    number: v.pipe(v.string(), v.regex(PHONE_NUMBER_REGEX, msg('phone'))),
  }),
  // Only one trunk 0 is dropped: an Indonesian number left with a 0 (`00812…`) is a typo, and would not parse to
  // itself a second time.
  v.forward(
    v.check(({ code, number }) => code !== INDONESIA_CALLING_CODE || !number.startsWith('0'), msg('phone')),
    ['number'],
  ),
);

/** `{ code, number }`; labels come from validate:fields.phoneCode / fields.phoneNumber (see issues.ts). */
export const phone = v.pipe(
  v.object({ code: phoneCode, number: phoneNumber }, typeMessage),
  v.transform(({ code, number }): PhoneParts => splitPhone(code, number)),
  storedPhone,
);
export type PhoneInput = v.InferInput<typeof phone>;
export type PhoneOutput = v.InferOutput<typeof phone>;
