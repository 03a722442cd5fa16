/**
 * The five list sections of a candidate profile, each described once: its table, the master lists its codes come
 * from (with the 'Other' name that suggests a new entry), the upload it may attach, the columns an entry writes and
 * the document it answers. The generic calls of the route table (list, create, get, update, soft-delete) and the
 * candidate-profile/get-… calls run on these descriptions (service.ts).
 */
import type * as v from 'valibot';
import type { CandidateEntryModule } from '../../../common/constants/candidateProfile.js';
import type { UploadKind } from '../../../common/constants/files.js';
import { OTHER_OPTION_BY_CODE_TYPE } from '../../../common/constants/masters.js';
import type { Language } from '../../../common/locales/index.js';
import type * as answers from '../../../common/schemas/answers/candidateProfile.js';
import type {
  Accomplishment,
  Certificate,
  Education,
  Experience,
  Project,
} from '../../../common/schemas/candidateProfile.js';
import { publicUrl } from '../files/urls.js';
import { ENTRY_TABLES, type EntryRow, type EntryTable } from './repository.js';

/** A code field of an entry, the list it comes from, and the field of the name typed with its 'Other' code. */
export interface CodeField {
  field: string;
  codeType: string;
  otherField?: string;
  /** The list's 'Other' code (OTHER_OPTION_BY_CODE_TYPE), when it has one. */
  otherCode?: string;
}

export type Names = Map<string, { nameEn: string; nameId: string }>;

export interface Section<TInput, TDoc> {
  table: EntryTable;
  codes: readonly CodeField[];
  upload?: { field: string; kind: UploadKind };
  /** The columns an entry writes (its codes as the service resolved them). */
  columns: (input: TInput) => Record<string, unknown>;
  toDoc: (row: EntryRow, names: Names, lng: Language) => TDoc;
}

/** A code with its name in the language (the code itself when the entry was removed from the list). */
function named(names: Names, codeType: string, code: string, lng: Language) {
  const found = names.get(`${codeType}:${code}`);
  return { code, name: found ? (lng === 'id' ? found.nameId : found.nameEn) : code };
}

const base = (row: EntryRow) => ({ id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt });
const str = (value: unknown) => (typeof value === 'string' ? value : '');

const education: Section<Education, v.InferOutput<typeof answers.educationDoc>> = {
  table: ENTRY_TABLES.education,
  codes: [
    {
      field: 'instituteCode',
      codeType: 'INSTITUTE_UNIVERSITY',
      otherField: 'otherInstitute',
      otherCode: OTHER_OPTION_BY_CODE_TYPE.INSTITUTE_UNIVERSITY,
    },
    {
      field: 'qualificationCode',
      codeType: 'EMPLOYEE_QUALIFICATION',
      otherField: 'otherQualification',
      otherCode: OTHER_OPTION_BY_CODE_TYPE.EMPLOYEE_QUALIFICATION,
    },
    {
      field: 'fieldOfStudyCode',
      codeType: 'FIELD_OF_STUDY',
      otherField: 'otherFieldOfStudy',
      otherCode: OTHER_OPTION_BY_CODE_TYPE.FIELD_OF_STUDY,
    },
  ],
  columns: (e) => ({
    instituteCode: e.instituteCode,
    qualificationCode: e.qualificationCode,
    fieldOfStudyCode: e.fieldOfStudyCode,
    startMonth: e.startMonth,
    endMonth: e.endMonth,
    grade: e.grade ?? '',
    details: e.details ?? '',
  }),
  toDoc: (row, names, lng) => ({
    ...base(row),
    institute: named(names, 'INSTITUTE_UNIVERSITY', str(row.instituteCode), lng),
    qualification: named(names, 'EMPLOYEE_QUALIFICATION', str(row.qualificationCode), lng),
    fieldOfStudy: named(names, 'FIELD_OF_STUDY', str(row.fieldOfStudyCode), lng),
    startMonth: row.startMonth,
    endMonth: str(row.endMonth),
    grade: str(row.grade),
    details: str(row.details),
  }),
};

const project: Section<Project, v.InferOutput<typeof answers.projectDoc>> = {
  table: ENTRY_TABLES.project,
  codes: [],
  columns: (e) => ({
    name: e.name,
    role: e.role ?? '',
    url: e.url,
    startMonth: e.startMonth,
    endMonth: e.endMonth,
    details: e.details ?? '',
  }),
  toDoc: (row) => ({
    ...base(row),
    name: str(row.name),
    role: str(row.role),
    url: str(row.url),
    startMonth: row.startMonth,
    endMonth: str(row.endMonth),
    details: str(row.details),
  }),
};

const experience: Section<Experience, v.InferOutput<typeof answers.experienceDoc>> = {
  table: ENTRY_TABLES.experience,
  codes: [{ field: 'employmentType', codeType: 'TYPE_OF_EMPLOYMENT' }],
  columns: (e) => ({
    companyName: e.companyName,
    jobTitle: e.jobTitle,
    employmentType: e.employmentType,
    location: e.location ?? '',
    startMonth: e.startMonth,
    isCurrent: e.isCurrent ? 1 : 0,
    endMonth: e.endMonth,
    details: e.details ?? '',
  }),
  toDoc: (row, names, lng) => ({
    ...base(row),
    companyName: str(row.companyName),
    jobTitle: str(row.jobTitle),
    employmentType: row.employmentType
      ? named(names, 'TYPE_OF_EMPLOYMENT', str(row.employmentType), lng)
      : null,
    location: str(row.location),
    startMonth: row.startMonth,
    isCurrent: row.isCurrent === 1,
    endMonth: str(row.endMonth),
    details: str(row.details),
  }),
};

const certificate: Section<Certificate, v.InferOutput<typeof answers.certificateDoc>> = {
  table: ENTRY_TABLES.certificate,
  codes: [],
  upload: { field: 'filePath', kind: 'document' },
  columns: (e) => ({
    name: e.name,
    issuer: e.issuer,
    startMonth: e.startMonth,
    endMonth: e.endMonth,
    credentialUrl: e.credentialUrl,
    filePath: e.filePath,
  }),
  toDoc: (row) => ({
    ...base(row),
    name: str(row.name),
    issuer: str(row.issuer),
    startMonth: row.startMonth,
    endMonth: str(row.endMonth),
    credentialUrl: str(row.credentialUrl),
    filePath: str(row.filePath),
    fileUrl: row.filePath ? publicUrl(str(row.filePath)) : null,
  }),
};

const accomplishment: Section<Accomplishment, v.InferOutput<typeof answers.accomplishmentDoc>> = {
  table: ENTRY_TABLES.accomplishment,
  codes: [],
  columns: (e) => ({ name: e.name, startMonth: e.startMonth, details: e.details ?? '' }),
  toDoc: (row) => ({
    ...base(row),
    name: str(row.name),
    startMonth: row.startMonth,
    details: str(row.details),
  }),
};

/** Each section by its module of the route table. */
export const SECTIONS: Record<CandidateEntryModule, Section<never, unknown>> = {
  education,
  project,
  experience,
  certificate,
  accomplishment,
} as Record<CandidateEntryModule, Section<never, unknown>>;
