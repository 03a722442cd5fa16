/**
 * Turning valibot issues into what people read. Schemas carry `validate` keys as messages (see messages.ts); here an
 * issue becomes `{ field, key, requirement }`, and that becomes a sentence such as 'Email is required.' in the
 * caller's language, by whichever translator holds the catalogs: the server's (./issueMessages.ts, every language
 * at hand) or the app's i18next (src/lib/forms/valibotResolver.ts, which fetches only the language in use). This
 * module imports no catalog, so the app's forms do not carry both languages' messages.
 */
import * as v from 'valibot';
import { isValidateKey, type ValidateKey } from './messages';

/**
 * Translates the first of `keys` that the catalogs hold, else `defaultValue` (i18next's `t()`), filling `{{vars}}` and
 * picking the plural form from `count`.
 */
export type Translator = (keys: string | string[], options?: Record<string, unknown>) => string;

export interface FlatIssue {
  /** Dotted path of the field ('email', 'phone.number', 'filter.countryCode'); '' for the body itself. */
  field: string;
  key: ValidateKey;
  /** The bound of a length or value rule (10, 2000, 500000) or the allowed choices; absent for pattern rules. */
  requirement?: unknown;
}

export interface FlattenOptions {
  /** Keep only the first issue of each field, as a form shows one message per field. */
  firstPerField?: boolean;
}

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/** Bounds and choice lists are useful in a message; patterns and check functions are not (nor serialisable). */
function usefulRequirement(requirement: unknown): unknown {
  if (typeof requirement === 'number' || typeof requirement === 'string') return requirement;
  if (Array.isArray(requirement) && requirement.every((item) => typeof item !== 'object')) return requirement;
  return undefined;
}

/**
 * Flattens valibot issues. Messages that are not `validate` keys (valibot's English defaults, from a schema that
 * forgot to pass one) become 'required' or 'invalid', so no untranslated text ever reaches a user.
 */
export function flattenIssues(
  issues: readonly v.BaseIssue<unknown>[],
  options: FlattenOptions = {},
): FlatIssue[] {
  const result: FlatIssue[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (options.firstPerField) {
      if (seen.has(field)) continue;
      seen.add(field);
    }
    const key = isValidateKey(issue.message) ? issue.message : isBlank(issue.input) ? 'required' : 'invalid';
    const requirement = usefulRequirement(issue.requirement);
    result.push(requirement === undefined ? { field, key } : { field, key, requirement });
  }
  return result;
}

/**
 * The `validate:fields.*` keys that may name a field, most specific first: the whole path in camelCase
 * ('phone.number' → 'phoneNumber'), then its last name ('number'). Array indexes are skipped. The app can hand this
 * list to i18next's t(), which takes the first key that exists.
 */
export function fieldLabelKeys(field: string): string[] {
  const names = field.split('.').filter((part) => part !== '' && !/^\d+$/.test(part));
  if (names.length === 0) return ['validate:fields.body'];
  const joined = names
    .map((name, i) => (i === 0 ? name : name.charAt(0).toUpperCase() + name.slice(1)))
    .join('');
  const last = names[names.length - 1] ?? joined;
  return [...new Set([`validate:fields.${joined}`, `validate:fields.${last}`])];
}

/** 'countryCode' → 'Country code': the last resort when a field has no label in the catalog. */
function humanize(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field's name for a message: its `validate:fields.*` label, else its own name humanized. */
export function fieldLabelWith(t: Translator, field: string): string {
  return t(fieldLabelKeys(field), { defaultValue: humanize(field.split('.').pop() ?? field) });
}

/**
 * 'Email is required.' / 'Email wajib diisi.'; `{{min}}` and `{{max}}` are filled from the issue's bound, which is
 * also the `count` that picks a plural form ('at least 1 character', 'at least 10 characters').
 */
export function describeIssue(t: Translator, issue: FlatIssue): string {
  const bound = typeof issue.requirement === 'number' ? issue.requirement : undefined;
  return t(`validate:${issue.key}`, {
    field: fieldLabelWith(t, issue.field),
    min: bound,
    max: bound,
    count: bound,
  });
}
