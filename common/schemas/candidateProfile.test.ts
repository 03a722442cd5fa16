/** The candidate profile's rules the forms and the server share: months, periods, age, 'Other' names, filled forms. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accomplishmentInput,
  candidateIndustryDetails,
  candidateIndustryDetailsFilled,
  candidatePersonalDetails,
  candidatePersonalDetailsFilled,
  certificateInput,
  currentMonth,
  dateOfBirth,
  educationInput,
  experienceInput,
  projectInput,
} from './candidateProfile';

/** Each failing field with its message key. */
const issues = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [
    issue.path?.map((p) => p.key).join('.') ?? '',
    issue.message,
  ]);

const nextMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return currentMonth(d);
};
const education = { instituteCode: 'UI', qualificationCode: 'DIPLOMA_3', fieldOfStudyCode: 'ACCOUNTING' };
const job = { companyName: 'Indomaret', jobTitle: 'Kasir', startMonth: '2020-01' };

describe('months and periods', () => {
  it.each(['2024-13', '2024-00', '24-01', '2024-1', '1949-12', '2024-01-01'])(
    '%s is not a month',
    (month) => {
      expect(issues(projectInput, { name: 'X', startMonth: month })).toEqual([['startMonth', 'month']]);
    },
  );

  it('a start is never in the future; this month is fine', () => {
    expect(issues(projectInput, { name: 'X', startMonth: nextMonth() })).toEqual([
      ['startMonth', 'notFuture'],
    ]);
    expect(issues(projectInput, { name: 'X', startMonth: currentMonth() })).toEqual([]);
  });

  it('an end before its start names the end, and a bad start is reported once', () => {
    expect(issues(educationInput, { ...education, startMonth: '2020-08', endMonth: '2020-07' })).toEqual([
      ['endMonth', 'endBeforeStart'],
    ]);
    expect(issues(educationInput, { ...education, startMonth: '2020-13', endMonth: '2020-07' })).toEqual([
      ['startMonth', 'month'],
    ]);
    expect(
      issues(certificateInput, { name: 'A', issuer: 'B', startMonth: '2021-05', endMonth: '2021-04' }),
    ).toEqual([['endMonth', 'endBeforeStart']]);
  });

  it('an education and a certificate may end ahead; a project and a job may not', () => {
    expect(issues(educationInput, { ...education, startMonth: '2023-08', endMonth: nextMonth() })).toEqual(
      [],
    );
    expect(
      issues(certificateInput, { name: 'A', issuer: 'B', startMonth: '2023-08', endMonth: nextMonth() }),
    ).toEqual([]);
    expect(issues(projectInput, { name: 'X', startMonth: '2023-08', endMonth: nextMonth() })).toEqual([
      ['endMonth', 'notFuture'],
    ]);
    expect(issues(experienceInput, { ...job, endMonth: nextMonth() })).toEqual([['endMonth', 'notFuture']]);
  });

  it('a current job has no end (one sent is dropped, not judged); any other job needs one', () => {
    const current = v.parse(experienceInput, { ...job, isCurrent: true, endMonth: nextMonth() });
    expect(current.endMonth).toBe('');
    expect(issues(experienceInput, job)).toEqual([['endMonth', 'required']]);
    expect(v.parse(experienceInput, { ...job, endMonth: '2021-03' }).endMonth).toBe('2021-03');
  });

  it('an accomplishment may leave its month out', () => {
    expect(v.parse(accomplishmentInput, { name: 'Juara 1' }).startMonth).toBe('');
  });
});

describe('date of birth', () => {
  const yearsAgo = (years: number, days = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  it('makes the candidate 15 to 80 years old', () => {
    expect(v.safeParse(dateOfBirth, yearsAgo(15)).success).toBe(true);
    expect(v.safeParse(dateOfBirth, yearsAgo(15, 1)).success).toBe(false);
    expect(v.safeParse(dateOfBirth, yearsAgo(80)).success).toBe(true);
    expect(v.safeParse(dateOfBirth, yearsAgo(80, -1)).success).toBe(false);
    expect(v.safeParse(dateOfBirth, '1999-02-30').success).toBe(false);
  });
});

describe("'Other' and filled sections", () => {
  it("'Other' needs the name typed beside it", () => {
    expect(
      issues(educationInput, { ...education, instituteCode: 'OTHER_UNIVERSITY', startMonth: '2020-01' }),
    ).toEqual([['otherInstitute', 'otherName']]);
    expect(issues(candidateIndustryDetails, { jobDomain: 'OTHER_JOB_DOMAIN', otherJobDomain: 'X' })).toEqual([
      ['otherJobDomain', 'otherName'],
    ]);
  });

  it('the calls take part of a section; the forms ask for what fills it', () => {
    expect(issues(candidatePersonalDetails, {})).toEqual([]);
    expect(issues(candidatePersonalDetailsFilled, { gender: 'FEMALE' })).toEqual([
      ['dateOfBirth', 'required'],
      ['cityId', 'required'],
    ]);
    expect(issues(candidateIndustryDetails, { skills: [] })).toEqual([]);
    expect(
      issues(candidateIndustryDetailsFilled, { industryCode: 'AUTOMOTIVE', jobDomain: 'IT', skills: [] }).map(
        ([field]) => field,
      ),
    ).toEqual(['skills', 'yearsOfExperience']);
  });
});
