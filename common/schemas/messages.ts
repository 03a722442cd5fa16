/**
 * Message plumbing for the schemas. Every message a schema carries is a KEY of the `validate` namespace
 * (never English): the server turns it into a sentence in the caller's language (`issueMessage`), the app does the
 * same through i18next, and the field is named from the issue path, so one schema serves both sides.
 */
import * as v from 'valibot';
import { CODE_MAX_LENGTH } from '../constants/limits';
// The English catalog alone (not ../locales, which holds every language's catalogs): the app's forms import this
// module, and its key list needs no more.
import englishValidate from '../locales/en/validate.json';

type ValidateCatalog = typeof englishValidate;
/** i18next plural forms: `tooShort_one` and `tooShort_other` are the one key `tooShort`, picked by `count`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The message keys (everything in validate.json except the `fields` labels). Typos fail to compile. */
export type ValidateKey = WithoutPlural<Exclude<keyof ValidateCatalog, 'fields'>>;

const KNOWN_KEYS: ReadonlySet<string> = new Set(
  Object.keys(englishValidate)
    .filter((key) => key !== 'fields')
    .map((key) => key.replace(PLURAL_SUFFIX, '')),
);

export function isValidateKey(value: unknown): value is ValidateKey {
  return typeof value === 'string' && KNOWN_KEYS.has(value);
}

/** Spells a key with a compile-time check against the English catalog. */
export function msg<K extends ValidateKey>(key: K): K {
  return key;
}

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/**
 * For type checks (`v.string(typeMessage)`, `v.object(entries, typeMessage)`): a missing value is 'required', a value
 * of the wrong type 'invalid'. Passing it to object schemas matters: valibot reports a missing key with the
 * OBJECT's message, and its input is undefined, so missing keys read 'required'.
 */
export const typeMessage = (issue: v.BaseIssue<unknown>): ValidateKey =>
  isBlank(issue.input) ? 'required' : 'invalid';

/** For picklists: nothing chosen is 'required', anything else outside the list is 'oneOf'. */
export const choiceMessage = (issue: v.BaseIssue<unknown>): ValidateKey =>
  isBlank(issue.input) ? 'required' : 'oneOf';

/**
 * An identity transformation used as a gate: valibot stops a pipe at the first schema or transformation that follows
 * an issue, so after `nonEmpty('required')` it keeps an empty field from also reporting 'email', 'tooShort', …
 */
export function stopOnIssue<T>() {
  return v.transform<T, T>((value) => value);
}

/** A trimmed string that must not be empty; the building block of the required text fields. */
export function requiredText() {
  return v.pipe(v.string(typeMessage), v.trim(), v.nonEmpty(msg('required')), stopOnIssue<string>());
}

/**
 * A required short code checked by a pattern: bounded first (CODE_MAX_LENGTH), so no huge text reaches the regex.
 */
export function requiredCode() {
  return v.pipe(requiredText(), v.maxLength(CODE_MAX_LENGTH, msg('tooLong')), stopOnIssue<string>());
}

/** A trimmed string that may be left out or empty (an empty optional field in a form is not an error). */
export function optionalText(maxLength: number) {
  return v.optional(v.pipe(v.string(typeMessage), v.trim(), v.maxLength(maxLength, msg('tooLong'))));
}
