/**
 * What the form of each list section shows, field by field, and how an entry reads in the list. The fields are the
 * schema's (common/schemas/candidateProfile.ts), which validates the form as it validates the call; a master field
 * with an 'Other' code shows a text field for the name when 'Other' is chosen.
 */
import type { CandidateEntryModule } from '@common/constants/candidateProfile';
import { OTHER_OPTION_BY_CODE_TYPE } from '@common/constants/masters';
import type { EntryDoc } from '../api/profile';

export type FieldSpec =
  | { name: string; kind: 'text' | 'url' | 'textarea'; label?: string; optional?: boolean }
  | { name: string; kind: 'month'; label?: string; optional?: boolean; hint?: string }
  | {
      name: string;
      kind: 'master';
      codeType: string;
      optional?: boolean;
      /** The 'Other' code of the list and the field of the name typed with it. */
      other?: { code: string; field: string };
    }
  | { name: string; kind: 'check'; label?: string }
  | { name: string; kind: 'document' };

export type EntryValues = Record<string, string | boolean>;

export interface SectionSpec {
  fields: FieldSpec[];
  /** The form's values of an entry (editing it). */
  valuesOf: (doc: never) => EntryValues;
  /** How the entry reads in the list: a title and a line under it. */
  summary: (doc: never) => { title: string; detail: string };
}

const EMPTY_OTHER = { otherInstitute: '', otherQualification: '', otherFieldOfStudy: '' };

const education: SectionSpec = {
  fields: [
    {
      name: 'instituteCode',
      kind: 'master',
      codeType: 'INSTITUTE_UNIVERSITY',
      other: { code: OTHER_OPTION_BY_CODE_TYPE.INSTITUTE_UNIVERSITY, field: 'otherInstitute' },
    },
    {
      name: 'qualificationCode',
      kind: 'master',
      codeType: 'EMPLOYEE_QUALIFICATION',
      other: { code: OTHER_OPTION_BY_CODE_TYPE.EMPLOYEE_QUALIFICATION, field: 'otherQualification' },
    },
    {
      name: 'fieldOfStudyCode',
      kind: 'master',
      codeType: 'FIELD_OF_STUDY',
      other: { code: OTHER_OPTION_BY_CODE_TYPE.FIELD_OF_STUDY, field: 'otherFieldOfStudy' },
    },
    { name: 'startMonth', kind: 'month' },
    { name: 'endMonth', kind: 'month', optional: true, hint: 'hints.educationEnd' },
    { name: 'grade', kind: 'text', optional: true },
    { name: 'details', kind: 'textarea', optional: true },
  ],
  valuesOf: (doc: EntryDoc<'education'>) => ({
    instituteCode: doc.institute.code,
    qualificationCode: doc.qualification.code,
    fieldOfStudyCode: doc.fieldOfStudy.code,
    ...EMPTY_OTHER,
    startMonth: doc.startMonth,
    endMonth: doc.endMonth,
    grade: doc.grade,
    details: doc.details,
  }),
  summary: (doc: EntryDoc<'education'>) => ({
    title: doc.institute.name,
    detail: `${doc.qualification.name} · ${doc.fieldOfStudy.name}`,
  }),
};

const project: SectionSpec = {
  fields: [
    { name: 'name', kind: 'text', label: 'fields.projectName' },
    { name: 'role', kind: 'text', label: 'fields.projectRole', optional: true },
    { name: 'url', kind: 'url', optional: true },
    { name: 'startMonth', kind: 'month' },
    { name: 'endMonth', kind: 'month', optional: true, hint: 'hints.ongoing' },
    { name: 'details', kind: 'textarea', optional: true },
  ],
  valuesOf: (doc: EntryDoc<'project'>) => ({
    name: doc.name,
    role: doc.role,
    url: doc.url,
    startMonth: doc.startMonth,
    endMonth: doc.endMonth,
    details: doc.details,
  }),
  summary: (doc: EntryDoc<'project'>) => ({ title: doc.name, detail: doc.role }),
};

const experience: SectionSpec = {
  fields: [
    { name: 'jobTitle', kind: 'text' },
    { name: 'companyName', kind: 'text' },
    { name: 'employmentType', kind: 'master', codeType: 'TYPE_OF_EMPLOYMENT', optional: true },
    { name: 'location', kind: 'text', optional: true },
    { name: 'startMonth', kind: 'month' },
    { name: 'isCurrent', kind: 'check' },
    { name: 'endMonth', kind: 'month' },
    { name: 'details', kind: 'textarea', optional: true },
  ],
  valuesOf: (doc: EntryDoc<'experience'>) => ({
    jobTitle: doc.jobTitle,
    companyName: doc.companyName,
    employmentType: doc.employmentType?.code ?? '',
    location: doc.location,
    startMonth: doc.startMonth,
    isCurrent: doc.isCurrent,
    endMonth: doc.endMonth,
    details: doc.details,
  }),
  summary: (doc: EntryDoc<'experience'>) => ({ title: doc.jobTitle, detail: doc.companyName }),
};

const certificate: SectionSpec = {
  fields: [
    { name: 'name', kind: 'text', label: 'fields.certificateName' },
    { name: 'issuer', kind: 'text' },
    { name: 'startMonth', kind: 'month', label: 'fields.issued' },
    { name: 'endMonth', kind: 'month', label: 'fields.expires', optional: true },
    { name: 'credentialUrl', kind: 'url', optional: true },
    { name: 'filePath', kind: 'document' },
  ],
  valuesOf: (doc: EntryDoc<'certificate'>) => ({
    name: doc.name,
    issuer: doc.issuer,
    startMonth: doc.startMonth,
    endMonth: doc.endMonth,
    credentialUrl: doc.credentialUrl,
    filePath: doc.filePath,
  }),
  summary: (doc: EntryDoc<'certificate'>) => ({ title: doc.name, detail: doc.issuer }),
};

const accomplishment: SectionSpec = {
  fields: [
    { name: 'name', kind: 'text', label: 'fields.accomplishmentName' },
    { name: 'startMonth', kind: 'month', label: 'fields.when', optional: true },
    { name: 'details', kind: 'textarea', optional: true },
  ],
  valuesOf: (doc: EntryDoc<'accomplishment'>) => ({
    name: doc.name,
    startMonth: doc.startMonth,
    details: doc.details,
  }),
  summary: (doc: EntryDoc<'accomplishment'>) => ({ title: doc.name, detail: '' }),
};

export const SECTION_SPECS: Record<CandidateEntryModule, SectionSpec> = {
  education,
  project,
  experience,
  certificate,
  accomplishment,
};

/** An empty form of the section. */
export function emptyValues(spec: SectionSpec): EntryValues {
  const values: EntryValues = {};
  for (const field of spec.fields) {
    values[field.name] = field.kind === 'check' ? false : '';
    if (field.kind === 'master' && field.other) values[field.other.field] = '';
  }
  return values;
}
