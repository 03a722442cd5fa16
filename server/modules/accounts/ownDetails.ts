/**
 * The signed-in person's own name, phone and picture: one rule for the employer's details (employer/update/{id},
 * employer-profile/personal-details/{id}) and the candidate's (candidate-profile/basic-details/{id},
 * profile-picture/update). `{id}` must be the caller's own (403 otherwise, as change-password); a phone another
 * account holds is 409; a picture must be an avatar upload of the caller's own (422), or the one already set.
 */
import type { Language } from '../../../common/locales/index.js';
import type { PhoneParts } from '../../../common/schemas/phone.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { duplicate, forbidden, notFound, validationError } from '../../http/errors.js';
import { ownUpload } from '../files/repository.js';
import {
  findUserById,
  type PublicUser,
  phoneHeldByOther,
  publicUser,
  updateUserDetails,
} from './repository.js';

export interface OwnDetails {
  /** Left out: kept. */
  fullName?: string | undefined;
  phone?: PhoneParts | undefined;
  /** Left out: kept; null or '': none. */
  picturePath?: string | null | undefined;
}

/** Saves the details (and whatever `alsoInTransaction` writes with them); the account as it is afterwards. */
export async function saveOwnDetails(
  db: Db,
  user: AuthUser,
  targetId: number,
  input: OwnDetails,
  lng: Language,
  alsoInTransaction?: (trx: Db) => Promise<void>,
): Promise<PublicUser> {
  if (targetId !== user.id) throw forbidden();
  const picturePath = input.picturePath === undefined ? undefined : input.picturePath || null;
  const current = await findUserById(db, user.id);
  if (
    picturePath &&
    picturePath !== current?.picturePath &&
    !(await ownUpload(db, user.id, 'avatar', picturePath))
  )
    throw validationError(lng, [{ field: 'picturePath', key: 'ownUpload' }]);
  const phone = input.phone;
  if (phone && (await phoneHeldByOther(db, user.id, phone.code, phone.number)))
    throw duplicate('account:phoneTaken');
  try {
    await db.transaction().execute(async (trx) => {
      await updateUserDetails(trx, user.id, {
        ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
        ...(phone ? { phoneCode: phone.code, phone: phone.number } : {}),
        ...(picturePath !== undefined ? { picturePath } : {}),
      });
      await alsoInTransaction?.(trx);
    });
  } catch (err) {
    // Taken between the check and the write.
    if (isUniqueViolation(err)) throw duplicate('account:phoneTaken');
    throw err;
  }
  const saved = await findUserById(db, user.id);
  if (!saved) throw notFound();
  return publicUser(saved);
}
