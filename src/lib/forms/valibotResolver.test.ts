/**
 * The app words a form's issues with i18next (one language's catalog, fetched when needed); the server words its
 * 422 answers with common/locales' catalogs. Both must say the same sentence for the same issue, in each language.
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactUsSave } from '@common/schemas/contactUs';
import { issueMessage } from '@common/schemas/issueMessages';
import { type FlatIssue, flattenIssues } from '@common/schemas/issues';
import { changeLanguage, initI18n } from '../i18n';
import { issueText, valibotResolver } from './valibotResolver';

const failed = v.safeParse(contactUsSave, { name: '', email: 'not an e-mail', message: 'short' });
const ISSUES: FlatIssue[] = [
  ...flattenIssues(failed.issues ?? [], { firstPerField: true }),
  // A bound of 1 takes the singular; a nested field is named by its whole path; a field with no label is humanized.
  { field: 'message', key: 'tooShort', requirement: 1 },
  { field: 'phone.number', key: 'invalid' },
  { field: 'filter.someNewField', key: 'required' },
];

describe.each(['en', 'id'] as const)('issue sentences in %s', (lng) => {
  beforeAll(async () => {
    await initI18n(lng);
    await changeLanguage(lng);
  });

  it('are the server’s sentences, word for word', async () => {
    expect(ISSUES.length).toBeGreaterThan(4);
    for (const issue of ISSUES) expect(await issueText(issue)).toBe(issueMessage(lng, issue));
  });

  it('name each field in the resolver’s errors', async () => {
    const resolve = valibotResolver(contactUsSave);
    const result = await resolve({ name: '', email: 'x', message: 'short' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const email = ISSUES.find((issue) => issue.field === 'email')!;
    expect(result.errors.email?.message).toBe(issueMessage(lng, email));
    expect(result.errors.message?.message).toMatch(lng === 'en' ? /at least/ : /minimal/);
  });
});
