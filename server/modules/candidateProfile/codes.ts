/**
 * The master codes a candidate's profile stores: a code of a list the candidate may use (approved entries and their
 * own suggestions), and 'Other' with a name, which suggests a new entry (masters/create's rule).
 */
import type { Language } from '../../../common/locales/index.js';
import type { FlatIssue } from '../../../common/schemas/issues.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { usableMasters } from '../masters/repository.js';
import { createMaster } from '../masters/service.js';

/** A code of a list the candidate may use, unless it is the one already stored (it may since have been removed). */
export async function checkCode(
  db: Db,
  userId: number,
  codeType: string,
  field: string,
  code: string | null | undefined,
  current: string | null | undefined,
  issues: FlatIssue[],
) {
  if (!code || code === current) return;
  if ((await usableMasters(db, codeType, userId, { codes: [code] })).length === 0)
    issues.push({ field, key: 'oneOf' });
}

/**
 * The code a body sets for a list with an 'Other' option: the chosen code, or, for 'Other' with a name, the code of
 * the suggested entry (masters/create's rule: the same name gives the existing entry). The suggestion is its own
 * transaction, made first: it is reused by name if the save fails.
 */
export async function chosenCode(
  db: Db,
  user: AuthUser,
  lng: Language,
  codeType: string,
  code: string | null | undefined,
  otherCode: string | undefined,
  otherName: string | null | undefined,
): Promise<string | null | undefined> {
  if (!code || code !== otherCode) return code;
  return (await createMaster(db, { codeType, name: otherName ?? '' }, user.id, lng)).doc.code;
}
