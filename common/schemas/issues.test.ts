import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sharedCatalogs } from '../locales';
import { contactUsSave } from './contactUs';
import { fieldLabel, firstIssueMessage, issueMessage, issuesByField } from './issueMessages';
import { fieldLabelKeys, flattenIssues } from './issues';
import * as importJobs from './importJobs';
import * as jobs from './jobs';
import * as team from './team';
import { mastersCreate } from './masters';
import { money } from './money';
import { emailPassword } from './password';
import * as schemas from '.';

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected issues');
  return result.issues;
}

describe('flattenIssues', () => {
  it('gives the dotted field, the key and the bound', () => {
    expect(
      flattenIssues(issuesOf(contactUsSave, { name: 'Budi', email: 'b@example.com', message: 'short' })),
    ).toEqual([{ field: 'message', key: 'tooShort', requirement: 10 }]);
    expect(
      flattenIssues(
        issuesOf(contactUsSave, {
          name: 'Budi',
          email: 'b@example.com',
          message: 'long enough text',
          phone: {},
        }),
      ),
    ).toEqual([
      { field: 'phone.code', key: 'required' },
      { field: 'phone.number', key: 'required' },
    ]);
  });

  it('keeps the first issue of each field when asked', () => {
    const issues = issuesOf(
      v.object({ code: v.pipe(v.string(), v.minLength(3, 'tooShort'), v.regex(/^\d+$/, 'number')) }),
      {
        code: 'a',
      },
    );
    expect(flattenIssues(issues).map((i) => i.key)).toEqual(['tooShort', 'number']);
    expect(flattenIssues(issues, { firstPerField: true }).map((i) => i.key)).toEqual(['tooShort']);
  });

  it('never passes valibot English through', () => {
    const issues = issuesOf(v.object({ age: v.number() }), { age: 'ten' });
    expect(issues[0]?.message).toMatch(/Invalid type/);
    expect(flattenIssues(issues)).toEqual([{ field: 'age', key: 'invalid' }]);
    expect(flattenIssues(issuesOf(v.object({ age: v.number() }), {}))).toEqual([
      { field: 'age', key: 'required' },
    ]);
  });
});

describe('issueMessage', () => {
  it('speaks English and Indonesian, naming the field', () => {
    const [issue] = flattenIssues(issuesOf(contactUsSave, { name: 'Budi', message: 'long enough text' }));
    expect(issue).toEqual({ field: 'email', key: 'required' });
    if (!issue) throw new Error('no issue');
    expect(issueMessage('en', issue)).toBe('E-mail is required.');
    expect(issueMessage('id', issue)).toBe('Email wajib diisi.');
  });

  it('fills min and max', () => {
    const [short] = flattenIssues(issuesOf(mastersCreate, { codeType: 'SKILLS', name: 'a' }));
    if (!short) throw new Error('no issue');
    expect(issueMessage('en', short)).toBe('Name must be at least 2 characters.');
    expect(issueMessage('id', short)).toBe('Nama minimal 2 karakter.');
    const [tooMuch] = flattenIssues(issuesOf(v.object({ maxSalary: money }), { maxSalary: '600,000' }));
    if (!tooMuch) throw new Error('no issue');
    expect(issueMessage('en', tooMuch)).toBe('Maximum salary must not be more than 500000.');
  });

  it('passes the bound as the count of a plural message', () => {
    expect(issueMessage('en', { field: 'name', key: 'tooShort', requirement: 1 })).toBe(
      'Name must be at least 1 character.',
    );
    expect(issueMessage('en', { field: 'name', key: 'tooLong', requirement: 1 })).toBe(
      'Name must be at most 1 character.',
    );
    expect(issueMessage('id', { field: 'name', key: 'tooShort', requirement: 1 })).toBe(
      'Nama minimal 1 karakter.',
    );
  });

  it('names nested fields by their whole path first', () => {
    expect(fieldLabelKeys('phone.number')).toEqual(['validate:fields.phoneNumber', 'validate:fields.number']);
    expect(fieldLabelKeys('educations.0.degree')).toEqual([
      'validate:fields.educationsDegree',
      'validate:fields.degree',
    ]);
    expect(fieldLabel('id', 'phone.number')).toBe('Nomor telepon');
    expect(fieldLabel('en', 'filter.countryCode')).toBe('Country');
    expect(fieldLabel('en', 'companyName')).toBe('Company name'); // no label yet: humanised key
    expect(fieldLabel('en', '')).toBe('The request');
  });

  it('gives the one message of a 422 answer', () => {
    expect(
      firstIssueMessage(
        'en',
        issuesOf(emailPassword, { email: 'budi1@example.com', password: 'budi1@example.com' }),
      ),
    ).toBe('Password must not be the same as your e-mail address.');
    expect(firstIssueMessage('id', issuesOf(contactUsSave, 'x'))).toBe('Permintaan tidak valid.');
    expect(issuesByField('en', issuesOf(contactUsSave, { name: 'A  B', email: 'x', message: '' }))).toEqual({
      name: "Name must be made of letters, with single spaces between words. Apostrophes, hyphens and periods may be used as in Ma'ruf, Anne-Marie or Dr. Andi; digits and other symbols may not.",
      email: 'E-mail must be a valid e-mail address.',
      message: 'Message is required.',
    });
  });
});

describe('the validate catalogs', () => {
  type Tree = { [key: string]: string | Tree };
  const keysOfTree = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOfTree(value, `${prefix}${key}.`),
    );

  it('have the same keys in English and Indonesian, all translated', () => {
    const en = sharedCatalogs.en.validate as Tree;
    const id = sharedCatalogs.id.validate as Tree;
    // Plural forms are folded: English has `_one` and `_other`, Indonesian only `_other` (src/locales/GLOSSARY.md).
    const folded = (tree: Tree) =>
      [...new Set(keysOfTree(tree).map((key) => key.replace(/_(one|other)$/, '')))].sort();
    expect(folded(id)).toEqual(folded(en));
    const same = keysOfTree(en).filter((key) => {
      const e = key
        .split('.')
        .reduce<string | Tree | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), en);
      const i = key
        .split('.')
        .reduce<string | Tree | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), id);
      return e === i;
    });
    // Words that are the same in both languages.
    expect(same.sort()).toEqual(['fields.filter', 'fields.status']);
  });

  it('label every field of the exported request schemas', () => {
    const requests = [
      schemas.listRequest,
      schemas.contactUsSave,
      schemas.mastersList,
      schemas.mastersCreate,
      schemas.stateList,
      schemas.cityList,
      schemas.countryAll,
      schemas.categoryAll,
      schemas.emailPassword,
    ];
    // Job posting schemas with cross-field checks are pipes around their object.
    const piped = [jobs.jobHighlightsInput, jobs.jobLocationInput, jobs.jobQuestion].map(
      (schema) => schema.pipe[0],
    );
    const teamSchemas = [
      team.teamMemberListRequest,
      team.teamMemberAdd,
      team.teamMemberUpdate,
      team.teamMemberPartialUpdate,
      team.teamMemberId,
      team.acceptInvitation.pipe[0],
    ];
    const objects = [
      jobs.jobTypeInput,
      jobs.jobBenefitsInput,
      jobs.jobQuestionsInput,
      jobs.jobIdInput,
      jobs.jobActivateInput,
      jobs.jobListRequest,
      jobs.jobRoleListRequest,
    ];
    // Bulk job import: its request, and the mapping's fields (each named as the posting form's field).
    const importSchemas = [
      importJobs.importStartInput,
      importJobs.importHistoryListRequest,
      importJobs.importMapping.pipe[0],
    ];
    const fields = new Set<string>(['phoneCode', 'phoneNumber']);
    for (const schema of [...requests, ...piped, ...objects, ...teamSchemas, ...importSchemas]) {
      for (const key of Object.keys(schema.entries)) fields.add(key);
    }
    const labels = sharedCatalogs.en.validate.fields as Record<string, string>;
    expect([...fields].filter((field) => !(field in labels))).toEqual([]);
  });
});
