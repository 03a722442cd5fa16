/**
 * Bulk job import (issue 10) and its history. Three steps, each a call:
 *
 * 1. upload: the file is read (parse.ts) and kept as a PENDING import: its header row, a suggested column mapping
 *    and its data rows (importRows). The same person's earlier imports still PENDING are DISCARDED (a new file
 *    replaces one that was never confirmed).
 * 2. start: the columns are confirmed, and whether the jobs are drafts or posted at once: RUNNING.
 * 3. run: the next batch of rows (IMPORT_LIMITS.batchRows) is checked with the posting steps' schemas (rows.ts) and
 *    its valid rows saved as jobs of the company, in ONE transaction that also records the progress, the counts,
 *    the row errors and drops the rows read. The app calls it until the import is DONE and shows the progress it
 *    answers. A retried or concurrent call for a batch already saved changes nothing (the progress is the claim:
 *    `processedRows` must still be where the batch started), so no row is imported twice; a tab closed halfway leaves
 *    a RUNNING import that continues where it stopped.
 *
 * Imported jobs obey the posting rules: every step's schema, the server's checks (sanitized description long enough,
 * last day within 90 days), and for posted jobs those of activate (a complete job, an approved employer). Only
 * approved employers' members (ADMIN or RECRUITER) import; an import of another company is 404.
 */
import {
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  type ImportField,
  type ImportJobStatus,
  type ImportStatus,
  normalizeLabel,
} from '../../../common/constants/importJobs.js';
import { JOB_LIMITS } from '../../../common/constants/jobs.js';
import { textOfHtml } from '../../../common/format/html.js';
import { type Language, sharedCatalogs } from '../../../common/locales/index.js';
import type {
  ImportHistoryListRequest,
  ImportMapping,
  ImportStartInput,
} from '../../../common/schemas/importJobs.js';
import { issueMessage } from '../../../common/schemas/issueMessages.js';
import type { ValidateKey } from '../../../common/schemas/messages.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { AppError, badRequest, forbidden, notFound, validationError } from '../../http/errors.js';
import { sanitizeRichText } from '../../http/richText.js';
import { requireApprovedEmployer } from '../accounts/service.js';
import { type Membership, membershipOf, uniqueSlug } from '../company/repository.js';
import { today } from '../jobs/repository.js';
import { searchRootsOf, skillsSearchText } from '../jobs/search/searchText.js';
import type { PublishDeps } from '../jobs/service.js';
import { JOBS_POSTED } from '../../worker/handlers.js';
import { vacancies } from '../billing/licence.js';
import { ImportFileError, parseImportFile } from './parse.js';
import {
  type ImportErrorRow,
  type ImportRecord,
  activeCategories,
  citiesNamed,
  deleteRows,
  findImport,
  firstRows,
  importMasters,
  insertMany,
  pageOfErrors,
  pageOfImports,
  rowsFrom,
} from './repository.js';
import {
  CODE_FIELDS,
  type CodeField,
  type MasterEntry,
  type References,
  type RowError,
  type RowJob,
  citiesNamed as citiesOfRows,
  cityIdKey,
  lookup,
  readRow,
} from './rows.js';

const DAY_MS = 86_400_000;
const addDays = (days: number) => today(new Date(Date.now() + days * DAY_MS));

/** The company of an approved employer who may import (ADMIN or RECRUITER); 403 otherwise. */
async function importingCompany(db: Db, user: AuthUser): Promise<Membership> {
  requireApprovedEmployer(user);
  const membership = await membershipOf(db, user.id);
  if (!membership) throw forbidden('errorMsg:noCompany');
  return membership;
}

async function ownImport(db: Db, companyId: number, id: number): Promise<ImportRecord> {
  const record = await findImport(db, companyId, id);
  if (!record) throw notFound('errorMsg:importNotFound');
  return record;
}

// --- Answers -----------------------------------------------------------------------------------------------------

export function toErrorDoc(row: ImportErrorRow, lng: Language) {
  return {
    row: row.rowNumber,
    field: row.field as ImportField,
    key: row.messageKey,
    message: issueMessage(lng, {
      field: row.field,
      key: row.messageKey as ValidateKey,
      ...(row.requirement === null ? {} : { requirement: row.requirement }),
    }),
    value: row.value,
  };
}

export function toCardDoc(record: ImportRecord) {
  return {
    id: record.id,
    fileName: record.fileName,
    fileKind: record.fileKind as 'CSV' | 'XLSX',
    status: record.status as ImportStatus,
    jobStatus: record.jobStatus as ImportJobStatus | null,
    createdBy: { id: record.createdBy, fullName: record.createdByName },
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    totalRows: record.totalRows,
    processedRows: record.processedRows,
    importedRows: record.importedRows,
    failedRows: record.failedRows,
  };
}

async function toDoc(db: Db, record: ImportRecord, lng: Language) {
  const [preview, errors] = await Promise.all([
    record.status === 'PENDING' ? firstRows(db, record.id, IMPORT_LIMITS.previewRows) : [],
    record.errorCount > 0 ? pageOfErrors(db, record.id, 1, IMPORT_LIMITS.errorsInGet) : [],
  ]);
  return {
    ...toCardDoc(record),
    headers: JSON.parse(record.headers) as string[],
    preview: preview.map((row) => JSON.parse(row.cells) as string[]),
    mapping: JSON.parse(record.mapping) as Record<string, number | null>,
    errors: errors.map((row) => toErrorDoc(row, lng)),
    errorCount: record.errorCount,
  };
}

// --- 1. Upload ---------------------------------------------------------------------------------------------------

/** Every name a header may have for each field: its key, its label in both languages, its aliases. */
const HEADER_NAMES: [ImportField, Set<string>][] = IMPORT_FIELDS.map((field) => [
  field.key,
  new Set(
    [
      field.key,
      sharedCatalogs.en.validate.fields[field.key],
      sharedCatalogs.id.validate.fields[field.key],
      ...field.aliases,
    ].map(normalizeLabel),
  ),
]);

/**
 * The column each field is likely in, from the header names (in English or Indonesian, any case, with or without
 * a remark in brackets such as 'Salary min (IDR)'); each column at most once, null where none matches.
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((field) => [field.key, null])) as Record<
    ImportField,
    number | null
  >;
  const used = new Set<number>();
  const readings = [
    (header: string) => normalizeLabel(header),
    (header: string) => normalizeLabel(header.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')),
  ];
  for (const read of readings) {
    for (const [field, names] of HEADER_NAMES) {
      if (mapping[field] !== null) continue;
      const column = headers.findIndex((header, i) => !used.has(i) && names.has(read(header)));
      if (column >= 0) {
        mapping[field] = column;
        used.add(column);
      }
    }
  }
  return mapping;
}

/** The name shown for the file: no folders, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'jobs';
}

export async function uploadImport(
  db: Db,
  user: AuthUser,
  lng: Language,
  file: { fileName: string; buffer: Buffer },
) {
  const company = await importingCompany(db, user);
  let parsed;
  try {
    parsed = await parseImportFile(file.buffer, file.fileName);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    throw validationError(lng, [
      {
        field: 'file',
        key: error.key,
        ...(error.requirement === undefined ? {} : { requirement: error.requirement }),
      },
    ]);
  }
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('importHistory')
      .select('id')
      .where('createdBy', '=', user.id)
      .where('status', '=', 'PENDING')
      .execute();
    if (pending.length > 0) {
      const ids = pending.map((row) => row.id);
      await trx.deleteFrom('importRows').where('importId', 'in', ids).execute();
      await trx
        .updateTable('importHistory')
        .set({ status: 'DISCARDED', updatedAt: now, finishedAt: now })
        .where('id', 'in', ids)
        .execute();
    }
    const { id } = await trx
      .insertInto('importHistory')
      .values({
        companyId: company.companyId,
        createdBy: user.id,
        fileName: cleanFileName(file.fileName),
        fileKind: parsed.kind,
        status: 'PENDING',
        jobStatus: null,
        headers: JSON.stringify(parsed.headers),
        mapping: JSON.stringify(suggestMapping(parsed.headers)),
        totalRows: parsed.rows.length,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMany(
      trx,
      'importRows',
      parsed.rows.map((row, position) => ({
        importId: id,
        position,
        rowNumber: row.rowNumber,
        cells: JSON.stringify(row.cells),
      })),
    );
    return id;
  });
  return toDoc(db, await ownImport(db, company.companyId, id), lng);
}

// --- 2. Start ----------------------------------------------------------------------------------------------------

/** Confirms the columns and what the jobs become. Asking again for an import already started answers it unchanged. */
export async function startImport(
  db: Db,
  user: AuthUser,
  lng: Language,
  id: number,
  input: ImportStartInput,
) {
  const company = await importingCompany(db, user);
  const record = await ownImport(db, company.companyId, id);
  if (record.status === 'DISCARDED') throw new AppError(409, 'ERROR', 'errorMsg:importDiscarded');
  if (record.status !== 'PENDING') return toDoc(db, record, lng);
  const columns = (JSON.parse(record.headers) as string[]).length;
  const outside = IMPORT_FIELDS.filter((field) => (input.mapping[field.key] ?? -1) >= columns);
  if (outside.length > 0)
    throw validationError(
      lng,
      outside.map((field) => ({ field: `mapping.${field.key}`, key: 'oneOf' as const })),
    );
  const now = new Date().toISOString();
  await db
    .updateTable('importHistory')
    .set({
      status: 'RUNNING',
      jobStatus: input.jobStatus,
      mapping: JSON.stringify(input.mapping),
      startedAt: now,
      updatedAt: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
  return toDoc(db, await ownImport(db, company.companyId, id), lng);
}

// --- 3. Run ------------------------------------------------------------------------------------------------------

/** The reference data a batch of rows may name: categories, the job's master codes and skills, and its cities. */
async function referencesFor(
  db: Db,
  userId: number,
  cells: string[][],
  mapping: ImportMapping,
): Promise<References> {
  const [categories, masters] = await Promise.all([activeCategories(db), importMasters(db, userId)]);
  const named = citiesOfRows(cells, mapping);
  const cities = await citiesNamed(db, named.names, named.ids);
  const entries = (codeType: string) =>
    masters
      .filter((m) => m.codeType === codeType)
      .map((m) => ({
        value: { id: m.id, code: m.code, nameEn: m.nameEn, nameId: m.nameId } as MasterEntry,
        code: m.code,
        names: [m.nameEn, m.nameId],
      }));
  const cityLookup = new Map<string, { id: number; countryCode: string; stateCode: string }>();
  for (const city of cities.byName) if (!cityLookup.has(city.key)) cityLookup.set(city.key, city);
  for (const city of cities.byId) cityLookup.set(cityIdKey(city.id), city);
  const categoryLookup = lookup(
    categories.map((c) => ({ value: c.id, code: c.slug, names: [c.nameEn, c.nameId, String(c.id)] })),
  );
  return {
    categories: categoryLookup,
    codes: Object.fromEntries(
      (Object.keys(CODE_FIELDS) as CodeField[]).map((field) => [field, lookup(entries(CODE_FIELDS[field]))]),
    ) as References['codes'],
    skills: lookup(entries('SKILLS')),
    cities: cityLookup,
  };
}

/** What the server checks beyond the schemas (as the posting steps do): the sanitized description and the last day. */
async function finish(job: RowJob): Promise<{ html: string; text: string } | RowError> {
  const html = job.descriptionIsHtml
    ? await sanitizeRichText(job.highlights.description)
    : job.highlights.description;
  const text = textOfHtml(html);
  if (text.length < JOB_LIMITS.descriptionTextMin)
    return { field: 'description', key: 'descriptionTooShort', value: null };
  const validTill = job.type.validTill;
  if (validTill && (validTill < today() || validTill > addDays(JOB_LIMITS.validityMaxDays)))
    return { field: 'validTill', key: 'dateRange', value: validTill };
  return { html, text };
}

/** Thrown inside a batch's transaction when another call saved the batch first: everything is rolled back. */
class BatchTaken extends Error {}

/** Checks and saves the next batch of a RUNNING import; answers the import as it stands after. */
export async function runImport(deps: PublishDeps, user: AuthUser, lng: Language, id: number) {
  const { db, outbox } = deps;
  const company = await importingCompany(db, user);
  const record = await ownImport(db, company.companyId, id);
  if (record.status === 'PENDING') throw badRequest('errorMsg:importNotStarted');
  if (record.status === 'DISCARDED') throw new AppError(409, 'ERROR', 'errorMsg:importDiscarded');
  if (record.status === 'DONE') return toDoc(db, record, lng);

  const from = record.processedRows;
  const rows = await rowsFrom(db, id, from, IMPORT_LIMITS.batchRows);
  const cells = rows.map((row) => JSON.parse(row.cells) as string[]);
  const mapping = JSON.parse(record.mapping) as ImportMapping;
  const refs = await referencesFor(db, user.id, cells, mapping);

  const jobs: (RowJob & { html: string; text: string })[] = [];
  const errors: (RowError & { rowNumber: number })[] = [];
  let failed = 0;
  for (const [i, row] of rows.entries()) {
    const result = readRow(row.rowNumber, cells[i]!, mapping, refs);
    const checked = result.job ? await finish(result.job) : undefined;
    if (result.job && checked && 'html' in checked) {
      jobs.push({ ...result.job, ...checked });
      continue;
    }
    failed += 1;
    const rowErrors = result.errors ?? (checked && !('html' in checked) ? [checked] : []);
    for (const error of rowErrors) errors.push({ ...error, rowNumber: row.rowNumber });
  }

  const processed = from + rows.length;
  const done = rows.length === 0 || processed >= record.totalRows;
  const now = new Date().toISOString();
  const posted = record.jobStatus === 'ACTIVE';
  try {
    await db.transaction().execute(async (trx) => {
      // The claim: only the call that finds the progress where this batch started saves it.
      const claimed = await trx
        .updateTable('importHistory')
        .set((eb) => ({
          processedRows: done ? record.totalRows : processed,
          importedRows: eb('importedRows', '+', jobs.length),
          failedRows: eb('failedRows', '+', failed),
          errorCount: eb('errorCount', '+', errors.length),
          status: done ? 'DONE' : 'RUNNING',
          finishedAt: done ? now : null,
          updatedAt: now,
        }))
        .where('id', '=', id)
        .where('status', '=', 'RUNNING')
        .where('processedRows', '=', from)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new BatchTaken();
      const jobIds = await saveJobs(trx, company, user, jobs, posted, now);
      // Posted jobs are announced to saved searches (their alerts) with the batch, or not at all.
      if (jobIds.length > 0) await outbox.enqueue(trx, JOBS_POSTED, { jobIds });
      await insertMany(
        trx,
        'importErrors',
        errors.map((error) => ({
          importId: id,
          rowNumber: error.rowNumber,
          field: error.field,
          messageKey: error.key,
          requirement: error.requirement ?? null,
          value: error.value,
        })),
      );
      await deleteRows(trx, id, done ? undefined : processed);
    });
  } catch (error) {
    if (!(error instanceof BatchTaken)) throw error;
  }
  return toDoc(db, await ownImport(db, company.companyId, id), lng);
}

/**
 * The batch's jobs with their skills, cities and benefits, every step saved (so a draft is complete). Of jobs to be
 * posted, those past the licence's live-job quota are saved as drafts (complete: one activation posts them once a
 * place is free). Answers the ids of the jobs that went live.
 */
async function saveJobs(
  db: Db,
  company: Membership,
  user: AuthUser,
  jobs: (RowJob & { html: string; text: string })[],
  posted: boolean,
  now: string,
): Promise<number[]> {
  if (jobs.length === 0) return [];
  const live = posted ? await vacancies(db, company.companyId, jobs.length, false) : 0;
  // Rows come back from a multi-row INSERT in no promised order: each job is known again by its (unique) slug.
  const slugs = new Set<string>();
  const slugOf = jobs.map((job) => {
    let slug = uniqueSlug(job.type.title, 'job');
    while (slugs.has(slug)) slug = uniqueSlug(job.type.title, 'job');
    slugs.add(slug);
    return slug;
  });
  const defaultLastDay = addDays(JOB_LIMITS.validityDays);
  const inserted: { id: number; slug: string }[] = [];
  const CHUNK = 200;
  for (let start = 0; start < jobs.length; start += CHUNK) {
    const values = jobs.slice(start, start + CHUNK).map((job, i) => ({
      companyId: company.companyId,
      createdBy: user.id,
      status: start + i < live ? 'ACTIVE' : 'DRAFT',
      slug: slugOf[start + i]!,
      title: job.type.title,
      categoryId: job.type.categoryId,
      employmentType: job.type.employmentType,
      positionLevel: job.type.positionLevel,
      jobDomain: job.type.jobDomain,
      openings: job.type.openings,
      descriptionHtml: job.html,
      descriptionText: job.text,
      qualification: job.highlights.qualification,
      experienceMin: job.highlights.experienceMin,
      experienceMax: job.highlights.experienceMax,
      salaryMin: job.highlights.salaryMin,
      salaryMax: job.highlights.salaryMax,
      salaryVisible: job.highlights.salaryVisible ? 1 : 0,
      highlightsAt: now,
      isRemote: job.location.isRemote ? 1 : 0,
      locationAt: now,
      benefitsOther: job.benefits.benefitsOther || null,
      benefitsAt: now,
      questionsAt: now,
      searchCompany: company.companyName,
      searchSkills: skillsSearchText(job.skills),
      searchRoots: searchRootsOf(
        job.type.title,
        job.skills.map((skill) => skill.nameId),
      ),
      validTill: job.type.validTill ?? (start + i < live ? defaultLastDay : null),
      postedAt: start + i < live ? now : null,
      createdAt: now,
      updatedAt: now,
    }));
    inserted.push(...(await db.insertInto('jobs').values(values).returning(['id', 'slug']).execute()));
  }
  const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
  const jobIds = jobs.map((_, i) => idOf.get(slugOf[i]!)!);
  await insertMany(
    db,
    'jobSkills',
    jobs.flatMap((job, i) =>
      job.skills.map((skill, position) => ({ jobId: jobIds[i]!, masterId: skill.id, position })),
    ),
  );
  await insertMany(
    db,
    'jobLocations',
    jobs.flatMap((job, i) =>
      job.cities.map((city, position) => ({
        jobId: jobIds[i]!,
        cityId: city.id,
        countryCode: city.countryCode,
        stateCode: city.stateCode,
        position,
      })),
    ),
  );
  await insertMany(
    db,
    'jobBenefits',
    jobs.flatMap((job, i) => job.benefits.benefits.map((code) => ({ jobId: jobIds[i]!, code }))),
  );
  return jobIds.slice(0, live);
}

// --- History -----------------------------------------------------------------------------------------------------

export async function getImport(db: Db, user: AuthUser, lng: Language, id: number) {
  const company = await importingCompany(db, user);
  return toDoc(db, await ownImport(db, company.companyId, id), lng);
}

export async function listImports(db: Db, user: AuthUser, input: ImportHistoryListRequest) {
  const company = await importingCompany(db, user);
  const { records, total } = await pageOfImports(db, company.companyId, {
    ...input,
    status: input.filter.status,
  });
  return { docs: records.map(toCardDoc), total };
}

export async function listErrors(
  db: Db,
  user: AuthUser,
  lng: Language,
  id: number,
  page: { page: number; limit: number },
) {
  const company = await importingCompany(db, user);
  const record = await ownImport(db, company.companyId, id);
  const rows = await pageOfErrors(db, record.id, page.page, page.limit);
  return { docs: rows.map((row) => toErrorDoc(row, lng)), total: record.errorCount };
}
