/**
 * Bulk job import (issue 10, spec §7 Import history): the limits of a file, the states of an import, and the columns
 * a file may have. A column is a field of the posting steps' inputs (common/schemas/jobs.ts), named as there, so a
 * row is checked by the very schemas of the posting form and its errors name the same fields (labels in the
 * `validate` catalog's `fields`, in both languages).
 */

export const IMPORT_LIMITS = {
  /** Data rows per file (the header row not counted). */
  rowsMax: 5000,
  /** Size of the uploaded file. */
  fileBytes: 5 * 1024 * 1024,
  fileMegabytes: 5,
  /** What an XLSX file may unpack to (its parts added up): a small file must not unpack into gigabytes. */
  unpackedBytes: 100 * 1024 * 1024,
  /** Columns of the header row. */
  columnsMax: 100,
  /** Characters of a header name, as shown back. */
  headerMax: 100,
  /** Rows of the file shown with the column mapping. */
  previewRows: 5,
  /** Rows checked and saved per call of import-history/run (one transaction each). */
  batchRows: 250,
  /** Row errors sent with import-history/get (the rest page by page with import-history/errors). */
  errorsInGet: 50,
  /** Characters of a cell's value kept with a row error. */
  errorValueMax: 100,
} as const;

/**
 * PENDING: uploaded, the columns not yet confirmed; RUNNING: confirmed, rows being saved batch by batch; DONE: every
 * row read; DISCARDED: replaced by a later upload of the same person before it was confirmed (its rows dropped).
 */
export const IMPORT_STATUSES = ['PENDING', 'RUNNING', 'DONE', 'DISCARDED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the imported rows become: drafts, or jobs posted at once (ACTIVE, as activate would). */
export const IMPORT_JOB_STATUSES = ['DRAFT', 'ACTIVE'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const IMPORT_FILE_KINDS = ['CSV', 'XLSX'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/**
 * The columns, in the template's order. `required`: a file must have a column for it (the mapping cannot leave it
 * out). `aliases`: more header names that mean it, besides its label in either language; matched without case,
 * accents, spaces or punctuation.
 */
export const IMPORT_FIELDS = [
  {
    key: 'title',
    required: true,
    aliases: ['title', 'job', 'position', 'posisi', 'judul', 'jabatan', 'lowongan'],
  },
  { key: 'categoryId', required: true, aliases: ['category', 'kategori'] },
  {
    key: 'employmentType',
    required: true,
    aliases: [
      'employment type',
      'job type',
      'type',
      'tipe pekerjaan',
      'status kepegawaian',
      'jenis kepegawaian',
    ],
  },
  { key: 'positionLevel', required: true, aliases: ['level', 'position level', 'jenjang', 'tingkat'] },
  { key: 'jobDomain', required: true, aliases: ['domain', 'function', 'job function', 'bidang', 'fungsi'] },
  { key: 'openings', required: true, aliases: ['openings', 'vacancies', 'positions', 'jumlah', 'kuota'] },
  { key: 'description', required: true, aliases: ['description', 'deskripsi', 'job description'] },
  { key: 'skills', required: true, aliases: ['skills', 'skill', 'keahlian', 'keterampilan'] },
  { key: 'qualification', required: true, aliases: ['education', 'pendidikan', 'kualifikasi'] },
  {
    key: 'experienceMin',
    required: true,
    aliases: [
      'min experience',
      'experience min',
      'minimum experience',
      'pengalaman minimum',
      'pengalaman min',
    ],
  },
  {
    key: 'experienceMax',
    required: true,
    aliases: [
      'max experience',
      'experience max',
      'maximum experience',
      'pengalaman maksimum',
      'pengalaman maks',
    ],
  },
  { key: 'salaryMin', required: true, aliases: ['min salary', 'salary min', 'gaji min', 'gaji minimum'] },
  { key: 'salaryMax', required: true, aliases: ['max salary', 'salary max', 'gaji maks', 'gaji maksimum'] },
  { key: 'salaryVisible', required: false, aliases: ['show salary', 'salary visible', 'tampilkan gaji'] },
  { key: 'isRemote', required: false, aliases: ['remote', 'wfh', 'work from home', 'kerja dari rumah'] },
  { key: 'cityIds', required: false, aliases: ['city', 'cities', 'location', 'locations', 'kota', 'lokasi'] },
  { key: 'benefits', required: false, aliases: ['benefit', 'tunjangan', 'fasilitas'] },
  { key: 'benefitsOther', required: false, aliases: ['other benefits', 'tunjangan lain', 'fasilitas lain'] },
  {
    key: 'validTill',
    required: false,
    aliases: [
      'valid till',
      'valid until',
      'last day',
      'deadline',
      'tampil sampai',
      'batas waktu',
      'berlaku sampai',
    ],
  },
] as const satisfies readonly { key: string; required: boolean; aliases: readonly string[] }[];

export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((field) => field.key) as ImportField[];
export const REQUIRED_IMPORT_FIELDS = IMPORT_FIELDS.filter((field) => field.required).map(
  (field) => field.key,
) as ImportField[];

/** Several values in one cell (skills, cities, benefits) are separated by one of these. */
export const IMPORT_LIST_SEPARATORS = /[;|\n]/;

/** Yes and no as a cell may say them, in English and Indonesian. */
export const IMPORT_YES = ['yes', 'y', 'ya', 'true', '1', 'x', 'on'] as const;
export const IMPORT_NO = ['no', 'n', 'tidak', 'false', '0', 'off'] as const;

/**
 * A header name or a value as compared: lower case, accents and punctuation dropped, words single-spaced
 * ('Type of Employment ' → 'type of employment', 'Full-time' → 'full time').
 */
export function normalizeLabel(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}
