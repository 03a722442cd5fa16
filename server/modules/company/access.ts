/**
 * The one rule of who may act for a company, shared by the company profile (company/update, employer/update-company)
 * and the team calls (team-members/*): the caller must be a live member of a live company (403 'not part of a
 * company' otherwise) and, where the call needs it, one of its ADMINs (403 with the call's own sentence for a
 * RECRUITER).
 */
import type { CompanyRole } from '../../../common/constants/jobs.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { forbidden } from '../../http/errors.js';
import { type Membership, membershipOf } from './repository.js';

/**
 * The caller's membership when its role is enough: `ADMIN` admits admins only, `RECRUITER` any member.
 * `deniedKey` is the message of the 403 a member with too small a role gets.
 */
export async function requireCompanyRole(
  db: Db,
  user: AuthUser,
  role: CompanyRole,
  deniedKey: string,
): Promise<Membership> {
  const membership = await membershipOf(db, user.id);
  if (!membership) throw forbidden('errorMsg:noCompany');
  if (role === 'ADMIN' && membership.role !== 'ADMIN') throw forbidden(deniedKey);
  return membership;
}
