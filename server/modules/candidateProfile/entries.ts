/**
 * The five list sections of a candidate profile (educations, projects, experiences, certificates, accomplishments):
 * the generic per-module calls (list, create, get, update, soft-delete) and candidate-profile/get-…, run on the
 * sections' descriptions (./sections.ts). Every entry is looked up by the caller's id: another candidate's is a 404
 * and nothing changes. At most CANDIDATE_LIMITS.entriesMax live entries a section.
 */
import { CANDIDATE_LIMITS, type CandidateEntryModule } from '../../../common/constants/candidateProfile.js';
import type { AnswerOf } from '../../../common/api/answers.js';
import type { Language } from '../../../common/locales/index.js';
import type { FlatIssue } from '../../../common/schemas/issues.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { AppError, notFound, validationError } from '../../http/errors.js';
import { ownUpload } from '../files/repository.js';
import { checkCode, chosenCode } from './codes.js';
import {
  countEntries,
  entriesOf,
  findEntry,
  insertEntry,
  masterNames,
  saveProfile,
  softDeleteEntry,
  updateEntry as updateEntryRow,
} from './repository.js';
import { SECTIONS } from './sections.js';

async function docsOf(
  db: Db,
  module: CandidateEntryModule,
  rows: Awaited<ReturnType<typeof entriesOf>>,
  lng: Language,
) {
  const section = SECTIONS[module];
  const names = await masterNames(
    db,
    rows.flatMap((row) =>
      section.codes.map((c) => ({ codeType: c.codeType, code: row[c.field] as string | null })),
    ),
  );
  return rows.map((row) => section.toDoc(row, names, lng));
}

/** {section}/list: a page of the candidate's entries, newest first. */
export async function listEntries(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  page: { page: number; limit: number },
) {
  const table = SECTIONS[module].table;
  const [rows, total] = await Promise.all([
    entriesOf(db, table, user.id, { limit: page.limit, offset: (page.page - 1) * page.limit }),
    countEntries(db, table, user.id),
  ]);
  return { docs: await docsOf(db, module, rows, lng), total };
}

/** candidate-profile/get-education (…project, experience, certificate): all the candidate's entries of the section. */
export async function allEntries<M extends CandidateEntryModule>(
  db: Db,
  user: Pick<AuthUser, 'id'>,
  lng: Language,
  module: M,
): Promise<AnswerOf<M, 'get'>[]> {
  // The section's documents, typed by the answers table (SECTIONS holds the five as one type).
  return (await docsOf(db, module, await entriesOf(db, SECTIONS[module].table, user.id), lng)) as AnswerOf<
    M,
    'get'
  >[];
}

async function entryOrNotFound(db: Db, user: AuthUser, module: CandidateEntryModule, id: number) {
  const row = await findEntry(db, SECTIONS[module].table, user.id, id);
  if (!row) throw notFound('errorMsg:entryNotFound');
  return row;
}

/** {section}/get/{id}: one of the candidate's entries (another's, a deleted one or none: 404). */
export async function getEntry(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  id: number,
) {
  const [doc] = await docsOf(db, module, [await entryOrNotFound(db, user, module, id)], lng);
  return doc;
}

/**
 * The columns of an entry as the body sets them, checked: codes from the lists the candidate may use (or the one the
 * entry already has), 'Other' with its name suggested as a new entry, an attached file the candidate's own upload.
 */
async function entryColumns(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  input: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
) {
  const section = SECTIONS[module];
  const body = { ...input };
  const issues: FlatIssue[] = [];
  for (const c of section.codes) {
    const code = body[c.field] as string;
    if (c.otherCode && code === c.otherCode) continue;
    await checkCode(db, user.id, c.codeType, c.field, code, current?.[c.field] as string | undefined, issues);
  }
  const upload = section.upload;
  const path = upload && (body[upload.field] as string);
  if (
    upload &&
    path &&
    path !== current?.[upload.field] &&
    !(await ownUpload(db, user.id, upload.kind, path))
  )
    issues.push({ field: upload.field, key: 'ownFile' });
  if (issues.length > 0) throw validationError(lng, issues);
  for (const c of section.codes)
    if (c.otherCode && c.otherField)
      body[c.field] = await chosenCode(
        db,
        user,
        lng,
        c.codeType,
        body[c.field] as string,
        c.otherCode,
        body[c.otherField] as string,
      );
  return (section.columns as (entry: Record<string, unknown>) => Record<string, unknown>)(body);
}

/** {section}/create: a new entry, at most CANDIDATE_LIMITS.entriesMax per section (422 beyond). */
export async function createEntry(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  input: Record<string, unknown>,
) {
  const table = SECTIONS[module].table;
  const columns = await entryColumns(db, user, lng, module, input, undefined);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    // The profile row is written first: it takes the candidate's lock, so the count below holds until commit.
    await saveProfile(trx, user.id, {}, now);
    if ((await countEntries(trx, table, user.id)) >= CANDIDATE_LIMITS.entriesMax)
      throw new AppError(422, 'ERROR', 'errorMsg:entriesFull', { max: CANDIDATE_LIMITS.entriesMax });
    return insertEntry(trx, table, user.id, columns, now);
  });
  return getEntry(db, user, lng, module, id);
}

/** {section}/update/{id}: the whole entry replaced (another's, a deleted one or none: 404, nothing changed). */
export async function changeEntry(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  id: number,
  input: Record<string, unknown>,
) {
  const current = await entryOrNotFound(db, user, module, id);
  const columns = await entryColumns(db, user, lng, module, input, current);
  const now = new Date().toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    await saveProfile(trx, user.id, {}, now);
    return updateEntryRow(trx, SECTIONS[module].table, user.id, id, columns, now);
  });
  if (!changed) throw notFound('errorMsg:entryNotFound');
  return getEntry(db, user, lng, module, id);
}

/** {section}/soft-delete: the entry leaves the profile (another's, a deleted one or none: 404). */
export async function removeEntry(db: Db, user: AuthUser, module: CandidateEntryModule, id: number) {
  const now = new Date().toISOString();
  const removed = await db.transaction().execute(async (trx) => {
    await saveProfile(trx, user.id, {}, now);
    return softDeleteEntry(trx, SECTIONS[module].table, user.id, id, now);
  });
  if (!removed) throw notFound('errorMsg:entryNotFound');
}
