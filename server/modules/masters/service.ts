/**
 * masters/create: a signed-in user suggests an entry the list lacks (typically after choosing 'Other'). It lands
 * unapproved, visible only to its author until an administrator approves it. The same name (either language,
 * any case) returns the approved entry, or the caller's own earlier suggestion, instead of a duplicate.
 */
import type { Language } from '../../../common/locales/index.js';
import type { Db } from '../../db/connect.js';
import { AppError, validationError } from '../../http/errors.js';
import { bumpReferenceVersion } from '../../http/referenceCache.js';
import { codeFromName, masterSearchName } from './names.js';
import { type MasterDoc, findById, findByName, insertUnapproved, toDoc } from './repository.js';

/**
 * Lists people may add to: free-text-like lists (with or without an 'Other' option). Fixed vocabularies (gender,
 * application status, salary bands, …) are not open to suggestions.
 */
export const USER_EXTENSIBLE_CODE_TYPES: ReadonlySet<string> = new Set([
  'SKILLS',
  'KEYWORDS',
  'INSTITUTE_UNIVERSITY',
  'FIELD_OF_STUDY',
  'EMPLOYEE_QUALIFICATION',
  'INDUSTRY',
  'JOB_DOMAIN',
  'CANDIDATE_CERTIFICATION',
  'CITY',
]);

/** After the seeded entries, before the 'Other' options (9999). */
export const SUGGESTED_SORT_ORDER = 5_000;

export async function createMaster(
  db: Db,
  input: { codeType: string; name: string },
  userId: number,
  lng: Language,
): Promise<{ created: boolean; doc: MasterDoc }> {
  if (!USER_EXTENSIBLE_CODE_TYPES.has(input.codeType)) {
    throw validationError(lng, [{ field: 'codeType', key: 'oneOf' }]);
  }
  const name = input.name.trim().replace(/\s+/g, ' ');

  const existing = pickExisting(await findByName(db, input.codeType, name), userId);
  if (existing) return { created: false, doc: toDoc(existing, lng) };

  const base = codeFromName(name);
  for (let attempt = 1; attempt <= 50; attempt++) {
    const code = attempt === 1 ? base : `${base}_${attempt}`;
    const id = await insertUnapproved(db, {
      codeType: input.codeType,
      code,
      nameEn: name,
      nameId: name,
      searchName: masterSearchName(name, name),
      sortOrder: SUGGESTED_SORT_ORDER,
      createdBy: userId,
    });
    if (id !== undefined) {
      const row = await findById(db, id);
      if (row) return { created: true, doc: toDoc(row, lng) };
    }
  }
  throw new AppError(409, 'DUPLICATE', 'errorMsg:somethingWrong');
}

/**
 * An approved entry of the same name, else the caller's own suggestion. Someone else's pending suggestion is never
 * shown (it is theirs until approved): the caller gets a suggestion of their own instead.
 */
function pickExisting<T extends { isApproved: number; createdBy: number | null; id: number }>(
  rows: T[],
  userId: number,
): T | undefined {
  const visible = rows.filter((row) => row.isApproved === 1 || row.createdBy === userId);
  return visible.sort((a, b) => b.isApproved - a.isApproved || a.id - b.id)[0];
}

/**
 * An administrator approves a suggested entry (admin CLI): everyone sees it from now on, so the cached answers of
 * reference data are renewed. False when there is no such unapproved entry.
 */
export async function approveMaster(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('masters')
    .set({ isApproved: 1 })
    .where('id', '=', id)
    .where('isApproved', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await bumpReferenceVersion(db);
  return true;
}
