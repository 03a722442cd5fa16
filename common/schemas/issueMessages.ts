/**
 * Issues as sentences from common/locales' catalogs, in any language at hand: what the server answers (422
 * messages, import rows) and what tests check. The app turns issues into sentences with i18next instead
 * (src/lib/forms/valibotResolver.ts), which fetches one language's catalog rather than bundling every one.
 */
import type * as v from 'valibot';
import { catalogTranslator, type Language } from '../locales';
import { describeIssue, fieldLabelWith, type FlatIssue, flattenIssues } from './issues';

export function fieldLabel(lng: Language, field: string): string {
  return fieldLabelWith(catalogTranslator(lng), field);
}

/** An issue as a sentence in `lng` ('Email is required.'). */
export function issueMessage(lng: Language, issue: FlatIssue): string {
  return describeIssue(catalogTranslator(lng), issue);
}

/** The one sentence a 422 answer carries: the first issue, naming its field. */
export function firstIssueMessage(lng: Language, issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = flattenIssues(issues, { firstPerField: true });
  return issueMessage(lng, first ?? { field: '', key: 'invalid' });
}

/** field → message, first issue per field: handy for server `errors` details and for non-RHF forms. */
export function issuesByField(
  lng: Language,
  issues: readonly v.BaseIssue<unknown>[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of flattenIssues(issues, { firstPerField: true }))
    out[issue.field] = issueMessage(lng, issue);
  return out;
}
