/**
 * The job import template (issue 10): a CSV file with a header row of every column, named as the posting form
 * names its fields in English, and two example rows that import as they are (one written with names, one with
 * codes, to show that both are read). Generated where it is downloaded (the import page), so it always lists the
 * columns the server reads.
 */
import { IMPORT_FIELDS, type ImportField } from '../constants/importJobs';
import enValidate from '../locales/en/validate.json';

export const IMPORT_TEMPLATE_FILE_NAME = 'job-import-template.csv';

const EXAMPLES: Record<ImportField, string>[] = [
  {
    title: 'Staf Akuntansi',
    categoryId: 'Accounting & Finance',
    employmentType: 'Full-time (permanent)',
    positionLevel: 'Staff',
    jobDomain: 'Accounting & Finance',
    openings: '2',
    description:
      'Prepare the monthly reports and tax filings of our Jakarta office.\n\nYou work in a team of five and report to the finance manager.',
    skills: 'Accounting; Microsoft Excel',
    qualification: "Bachelor's degree (S1)",
    experienceMin: '1',
    experienceMax: '3',
    salaryMin: '6,000,000',
    salaryMax: '9,000,000',
    salaryVisible: 'yes',
    isRemote: 'no',
    cityIds: 'Jakarta',
    benefits: 'THR; BPJS_HEALTH',
    benefitsOther: 'Lunch on Fridays',
    validTill: '',
  },
  {
    title: 'Backend Developer',
    categoryId: 'information-technology',
    employmentType: 'CONTRACT',
    positionLevel: 'SENIOR_STAFF',
    jobDomain: 'INFORMATION_TECHNOLOGY',
    openings: '1',
    description:
      'Build and run the services behind our mobile app, written in Python, with a team of eight engineers.',
    skills: 'PYTHON; FLUTTER',
    qualification: 'BACHELOR',
    experienceMin: '3',
    experienceMax: '6',
    salaryMin: '15000000',
    salaryMax: '25000000',
    salaryVisible: 'no',
    isRemote: 'yes',
    cityIds: 'Bandung; Surabaya',
    benefits: 'LAPTOP; FLEXIBLE_HOURS',
    benefitsOther: '',
    validTill: '',
  },
];

/** The header of a column in the template (the English label of its field). */
export const templateHeader = (field: ImportField): string => enValidate.fields[field];

/** A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function cell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The template's text (CRLF line ends, as spreadsheet programs write CSV). */
export function importTemplateCsv(): string {
  const keys = IMPORT_FIELDS.map((field) => field.key);
  const lines = [
    keys.map((key) => cell(templateHeader(key))).join(','),
    ...EXAMPLES.map((row) => keys.map((key) => cell(row[key])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
