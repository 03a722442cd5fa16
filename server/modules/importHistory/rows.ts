/**
 * One row of an import file made into the inputs of the posting steps (common/schemas/jobs.ts) and checked with
 * those very schemas, so an imported job obeys every rule a job posted by hand does. Reference data is matched by
 * code or by name in English or Indonesian (category also by id or slug; cities by name in Indonesia, or
 * 'Name, CC' elsewhere, or by id); a cell the lists do not know is refused as 'oneOf' with what it said.
 *
 * Pure functions: the reference data comes in (`References`), the database is the service's business.
 */
import * as v from 'valibot';
import { plainToHtml } from '../../../common/format/html.js';
import { BENEFIT_CODES } from '../../../common/constants/jobs.js';
import {
  IMPORT_FIELD_KEYS,
  IMPORT_LIMITS,
  IMPORT_LIST_SEPARATORS,
  IMPORT_NO,
  IMPORT_YES,
  type ImportField,
  REQUIRED_IMPORT_FIELDS,
  normalizeLabel,
} from '../../../common/constants/importJobs.js';
import type { ImportMapping } from '../../../common/schemas/importJobs.js';
import { flattenIssues } from '../../../common/schemas/issues.js';
import {
  type JobBenefitsInput,
  type JobHighlightsInput,
  type JobLocationInput,
  type JobTypeInput,
  jobBenefitsInput,
  jobHighlightsInput,
  jobLocationInput,
  jobTypeInput,
} from '../../../common/schemas/jobs.js';
import type { ValidateKey } from '../../../common/schemas/messages.js';

export interface RowError {
  field: ImportField;
  key: ValidateKey;
  requirement?: number;
  value: string | null;
}

export interface MasterEntry {
  id: number;
  code: string;
  nameEn: string;
  nameId: string;
}

export interface CityEntry {
  id: number;
  countryCode: string;
  stateCode: string;
}

/** The master code types a row names, by the field that names them. */
export const CODE_FIELDS = {
  employmentType: 'TYPE_OF_EMPLOYMENT',
  positionLevel: 'POSITION_LEVEL',
  jobDomain: 'JOB_DOMAIN',
  qualification: 'EMPLOYEE_QUALIFICATION',
} as const;
export type CodeField = keyof typeof CODE_FIELDS;

/** A lookup by code, name (either language) or other key, as prepared by `lookup`. */
export type Lookup<T> = Map<string, T>;

export interface References {
  categories: Lookup<number>;
  codes: Record<CodeField, Lookup<MasterEntry>>;
  skills: Lookup<MasterEntry>;
  /** Cities by `cityKey` of what a cell names (filled per batch for the names in it). */
  cities: Lookup<CityEntry>;
}

/** What a row becomes: the inputs of the four steps, as the schemas output them. */
export interface RowJob {
  rowNumber: number;
  type: JobTypeInput;
  highlights: JobHighlightsInput;
  location: JobLocationInput;
  benefits: JobBenefitsInput;
  /** The description came as HTML (it is sanitized before it is stored); plain text was escaped here. */
  descriptionIsHtml: boolean;
  skills: MasterEntry[];
  cities: CityEntry[];
}

const codeKey = (text: string) =>
  `code:${text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')}`;
const nameKey = (text: string) => `name:${normalizeLabel(text)}`;

/** Entries findable by their code and by their name in either language (the first entry wins a name). */
export function lookup<T>(entries: { value: T; code: string; names: string[] }[]): Lookup<T> {
  const map: Lookup<T> = new Map();
  for (const entry of entries) map.set(codeKey(entry.code), entry.value);
  for (const entry of entries)
    for (const name of entry.names) if (!map.has(nameKey(name))) map.set(nameKey(name), entry.value);
  return map;
}

function find<T>(map: Lookup<T>, text: string): T | undefined {
  return map.get(codeKey(text)) ?? map.get(nameKey(text));
}

/** A city as a cell names it: 'Bandung' (Indonesia), 'Penang, MY' (another country) or an id ('1234'). */
export function cityKey(text: string): { key: string; countryCode: string; name: string } | { id: number } {
  const trimmed = text.trim();
  if (/^\d{1,9}$/.test(trimmed)) return { id: Number(trimmed) };
  const match = /^(.*?),\s*([A-Za-z]{2})$/.exec(trimmed);
  const name = (match ? match[1]! : trimmed).replace(/\s+/g, ' ').trim().toLowerCase();
  const countryCode = match ? match[2]!.toUpperCase() : 'ID';
  return { key: `${countryCode}|${name}`, countryCode, name };
}
export const cityIdKey = (id: number) => `#${id}`;

/** Words in a cities cell that mean the job is remote ('Work From Anywhere', WFH…). */
const REMOTE_WORDS = new Set(
  [
    'remote',
    'wfh',
    'wfa',
    'work from home',
    'work from anywhere',
    'bekerja dari mana saja',
    'kerja dari mana saja',
  ].map(normalizeLabel),
);
export const isRemoteWord = (text: string) => REMOTE_WORDS.has(normalizeLabel(text));

export const splitList = (text: string) =>
  text
    .split(IMPORT_LIST_SEPARATORS)
    .map((item) => item.trim())
    .filter(Boolean);

const YES = new Set<string>(IMPORT_YES);
const NO = new Set<string>(IMPORT_NO);
/** yes/no in either language; the text itself when it is neither (the schema then calls it invalid). */
function flag(text: string, blank: boolean): boolean | string {
  const word = text.trim().toLowerCase();
  if (word === '') return blank;
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return text;
}

/** Rupiah as people write them: 'Rp 5.000.000', 'IDR 5,000,000', '5000000'; the money schema reads the rest. */
function money(text: string): string {
  let amount = text
    .trim()
    .replace(/^(rp\.?|idr)\s*/i, '')
    .replace(/\s+/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(amount)) amount = amount.replace(/\./g, '').replace(',', '.');
  return amount;
}

/** 'YYYY-MM-DD' as it is; 'DD/MM/YYYY' or 'DD-MM-YYYY' (the Indonesian order) turned into it. */
function day(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return trimmed;
}

export const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*[\s/>]/i.test(text);

/** Skills of a cell: the whole cell when it is one skill (names may hold commas), else a list; commas split last. */
function readSkills(text: string, skills: Lookup<MasterEntry>) {
  const found: MasterEntry[] = [];
  const unknown: string[] = [];
  const whole = find(skills, text);
  const items = whole ? [] : splitList(text);
  if (whole) found.push(whole);
  for (const item of items) {
    const entry = find(skills, item);
    if (entry) {
      found.push(entry);
      continue;
    }
    for (const piece of item
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const part = find(skills, piece);
      if (part) found.push(part);
      else unknown.push(piece);
    }
  }
  return { found: [...new Map(found.map((entry) => [entry.id, entry])).values()], unknown };
}

const BENEFITS = new Set<string>(BENEFIT_CODES);

/** Benefit codes of a cell ('THR; BPJS health' → THR, BPJS_HEALTH). */
function readBenefits(text: string) {
  const codes: string[] = [];
  const unknown: string[] = [];
  for (const item of splitList(text).flatMap((part) => part.split(','))) {
    const trimmed = item.trim();
    if (!trimmed) continue;
    const code = trimmed.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
    if (BENEFITS.has(code)) codes.push(code);
    else unknown.push(trimmed);
  }
  return { codes: [...new Set(codes)], unknown };
}

function readCities(text: string, cities: Lookup<CityEntry>) {
  const found: CityEntry[] = [];
  const unknown: string[] = [];
  let remote = false;
  for (const item of splitList(text)) {
    if (isRemoteWord(item)) {
      remote = true;
      continue;
    }
    const key = cityKey(item);
    const city = cities.get('id' in key ? cityIdKey(key.id) : key.key);
    if (city) found.push(city);
    else unknown.push(item);
  }
  return { found: [...new Map(found.map((city) => [city.id, city])).values()], unknown, remote };
}

const shorten = (text: string) =>
  text.length > IMPORT_LIMITS.errorValueMax ? `${text.slice(0, IMPORT_LIMITS.errorValueMax - 1)}…` : text;

/**
 * A row checked: the job it makes, or its errors (one per field, in the order of the fields). `cells` are the row's
 * cells; `mapping` says which column holds each field.
 */
export function readRow(
  rowNumber: number,
  cells: readonly string[],
  mapping: ImportMapping,
  refs: References,
): { job: RowJob; errors?: undefined } | { job?: undefined; errors: RowError[] } {
  const raw = (field: ImportField) => {
    const column = mapping[field];
    return column === null || column === undefined ? '' : (cells[column] ?? '');
  };
  const text = (field: ImportField) => raw(field).trim();
  const found = new Map<ImportField, RowError>();
  const refuse = (field: ImportField, key: ValidateKey, value: string | null = text(field) || null) => {
    if (!found.has(field)) found.set(field, { field, key, value: value === null ? null : shorten(value) });
  };

  // References first: a name the lists do not know is 'oneOf'; the schema then checks a stand-in that passes.
  const categoryText = text('categoryId');
  const categoryId = categoryText ? find(refs.categories, categoryText) : undefined;
  if (categoryText && categoryId === undefined) refuse('categoryId', 'oneOf');
  const code = (field: CodeField) => {
    const cell = text(field);
    if (!cell) return '';
    const entry = find(refs.codes[field], cell);
    if (!entry) refuse(field, 'oneOf');
    return entry?.code ?? 'UNKNOWN';
  };
  const skills = readSkills(text('skills'), refs.skills);
  if (skills.unknown.length > 0) refuse('skills', 'oneOf', skills.unknown.join('; '));
  const cities = readCities(text('cityIds'), refs.cities);
  if (cities.unknown.length > 0) refuse('cityIds', 'oneOf', cities.unknown.join('; '));
  const benefits = readBenefits(text('benefits'));
  if (benefits.unknown.length > 0) refuse('benefits', 'oneOf', benefits.unknown.join('; '));

  const description = raw('description').replace(/\r\n?/g, '\n').trim();
  const descriptionIsHtml = looksLikeHtml(description);
  const remote = flag(text('isRemote'), false);

  const type = v.safeParse(jobTypeInput, {
    title: text('title'),
    categoryId: categoryId ?? (categoryText ? 1 : undefined),
    employmentType: code('employmentType'),
    positionLevel: code('positionLevel'),
    jobDomain: code('jobDomain'),
    openings: text('openings'),
    validTill: day(text('validTill')),
  });
  const highlights = v.safeParse(jobHighlightsInput, {
    description: descriptionIsHtml ? description : plainToHtml(description),
    skills: skills.found.map((skill) => skill.id),
    qualification: code('qualification'),
    experienceMin: text('experienceMin'),
    experienceMax: text('experienceMax'),
    salaryMin: money(text('salaryMin')),
    salaryMax: money(text('salaryMax')),
    salaryVisible: flag(text('salaryVisible'), true),
  });
  const location = v.safeParse(jobLocationInput, {
    isRemote: remote === true || cities.remote ? true : remote,
    cityIds: cities.found.map((city) => city.id),
  });
  const benefitsInput = v.safeParse(jobBenefitsInput, {
    benefits: benefits.codes,
    ...(text('benefitsOther') ? { benefitsOther: text('benefitsOther') } : {}),
  });

  for (const result of [type, highlights, location, benefitsInput]) {
    if (result.success) continue;
    for (const issue of flattenIssues(result.issues, { firstPerField: true })) {
      const field = issue.field.split('.')[0] as ImportField;
      // A required field left empty is 'required', whatever rule its empty text broke first.
      const blank = text(field) === '' && REQUIRED_IMPORT_FIELDS.includes(field);
      if (blank) refuse(field, 'required', null);
      else if (!found.has(field)) {
        const requirement = typeof issue.requirement === 'number' ? issue.requirement : undefined;
        found.set(field, {
          field,
          key: issue.key,
          ...(requirement === undefined ? {} : { requirement }),
          value: text(field) ? shorten(text(field)) : null,
        });
      }
    }
  }
  if (found.size > 0 || !type.success || !highlights.success || !location.success || !benefitsInput.success) {
    const order = (error: RowError) => IMPORT_FIELD_KEYS.indexOf(error.field);
    return { errors: [...found.values()].sort((a, b) => order(a) - order(b)) };
  }
  return {
    job: {
      rowNumber,
      type: type.output,
      highlights: highlights.output,
      location: location.output,
      benefits: benefitsInput.output,
      descriptionIsHtml,
      skills: skills.found,
      cities: cities.found,
    },
  };
}

/** The cities a batch of rows names (to look them up in one go): names by country, and ids. */
export function citiesNamed(cellsOfRows: readonly string[][], mapping: ImportMapping) {
  const column = mapping.cityIds;
  const names = new Map<string, Set<string>>();
  const ids = new Set<number>();
  if (column === null || column === undefined) return { names, ids };
  for (const cells of cellsOfRows) {
    for (const item of splitList(cells[column] ?? '')) {
      if (isRemoteWord(item)) continue;
      const key = cityKey(item);
      if ('id' in key) ids.add(key.id);
      else names.set(key.countryCode, (names.get(key.countryCode) ?? new Set()).add(key.name));
    }
  }
  return { names, ids };
}
