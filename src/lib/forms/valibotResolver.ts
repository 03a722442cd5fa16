/**
 * react-hook-form resolver over a common/ valibot schema whose messages are `validate` keys. Unlike the stock
 * @hookform/resolvers/valibot (which keeps only the key), it turns each issue into a sentence (`describeIssue`, the
 * server's wording from i18next's catalog of the language in use), bounds included ('Message must be at least 10
 * characters.'). Forms re-run it when the language changes (useRevalidateOnLanguageChange) so visible errors follow
 * the switch.
 *
 * `toInput` maps form values to the schema's input (e.g. two phone inputs → an optional `phone` object) and
 * `fieldOf` maps an issue path back to a form field ('phone.number' → 'phoneNumber').
 */
import { toNestErrors } from '@hookform/resolvers';
import { useEffect, useRef } from 'react';
import type { FieldError, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { describeIssue, type FlatIssue, flattenIssues, type Translator } from '@common/schemas/issues';
import { i18n } from '../i18n';

/**
 * i18next's `validate` catalog of the language in use, fetched with the first check a form makes (a few hundred
 * bytes; the service worker keeps it for offline use), rather than every language's catalogs bundled with each form.
 */
async function validateTranslator(): Promise<Translator> {
  await i18n.loadNamespaces('validate');
  return (keys, options) => i18n.t(keys, options ?? {});
}

/** An issue as a sentence in the language in use ('Email is required.'). */
export async function issueText(issue: FlatIssue): Promise<string> {
  return describeIssue(await validateTranslator(), issue);
}

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

export interface ResolverMapping<Values> {
  toInput?: (values: Values) => unknown;
  fieldOf?: (path: string) => string;
}

export function valibotResolver<Values extends FieldValues, Schema extends AnySchema>(
  schema: Schema,
  { toInput, fieldOf }: ResolverMapping<Values> = {},
): Resolver<Values, unknown, v.InferOutput<Schema>> {
  return async (values, _context, options) => {
    const result = await v.safeParseAsync(schema, toInput ? toInput(values) : values, {
      abortPipeEarly: true,
    });
    if (result.success) return { values: result.output, errors: {} };
    const t = await validateTranslator();
    const errors: Record<string, FieldError> = {};
    for (const issue of flattenIssues(result.issues, { firstPerField: true })) {
      const field = fieldOf ? fieldOf(issue.field) : issue.field;
      if (!field || errors[field]) continue;
      errors[field] = { type: issue.key, message: describeIssue(t, issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** Re-validates the fields that show an error when the language changes, so their messages are re-translated. */
export function useRevalidateOnLanguageChange<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const previous = useRef(lng);
  const { trigger, formState } = form;
  useEffect(() => {
    if (previous.current === lng) return;
    previous.current = lng;
    const fields = Object.keys(formState.errors);
    if (fields.length) void trigger(fields as never);
  }, [lng, trigger, formState]);
}
