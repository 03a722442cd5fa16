/**
 * The rules of a company's team (issue 10, spec §6/§7 Team members):
 *
 * - Only the company's ADMINs list, invite, change and remove members (a RECRUITER gets 403; the rule is
 *   company/access's, the same as for the company profile). A member of another company is 404, and nothing changes.
 * - Inviting makes an EMPLOYER account in the same company, without a password, and e-mails a single-use link valid
 *   TEAM_LIMITS.invitationDays days (the outbox, in the same transaction). An address that already has an account is
 *   refused (409), except a person this company invited who has not joined yet: the invitation is sent again with a
 *   new link (the old one stops working), or whom it removed: they are invited back.
 * - The company keeps at least one ADMIN who can act (not merely invited): the last one cannot be demoted or removed,
 *   by someone else or by themselves (409). The check and the change are one transaction.
 * - Removing a member closes their account at once: sessions revoked, sign-in refused (the account is soft-deleted).
 * - Accepting an invitation sets the password, marks the address verified and the member joined, and signs them in
 *   as employer/login does.
 */
import crypto from 'node:crypto';
import type { CompanyRole } from '../../../common/constants/jobs.js';
import { JOIN_PATH, TEAM_LIMITS } from '../../../common/constants/team.js';
import type { Language } from '../../../common/locales/index.js';
import type { teamMemberDoc } from '../../../common/schemas/answers/team.js';
import { passwordDiffersFromEmail } from '../../../common/schemas/password.js';
import type {
  AcceptInvitation,
  TeamMemberAdd,
  TeamMemberListRequest,
  TeamMemberPartialUpdate,
} from '../../../common/schemas/team.js';
import type * as v from 'valibot';
import { hashPassword } from '../../auth/passwords.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Deps } from '../../deps.js';
import { AppError, badRequest, duplicate, notFound, validationError } from '../../http/errors.js';
import { teamInvitationMail } from '../../mail/templates/team.js';
import { normalizeEmail } from '../accounts/repository.js';
import { signIn } from '../accounts/service.js';
import { clearFailures } from '../accounts/throttle.js';
import { requireCompanyRole } from '../company/access.js';
import type { Membership } from '../company/repository.js';
import {
  type MemberRow,
  closeMemberAccount,
  findAnyUserByEmail,
  findInvitation,
  findMember,
  insertInvitation,
  membershipRow,
  otherActiveAdmins,
  pageOfMembers,
  revokeInvitations,
  statusOf,
  updateMember,
  useInvitation,
} from './repository.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';

export type TeamMemberDoc = v.InferOutput<typeof teamMemberDoc>;

const DAY_MS = 86_400_000;

/** The company would be left without an ADMIN who can act. */
const lastAdmin = () => new AppError(409, 'ERROR', 'errorMsg:lastAdmin');

/** The caller's company, when the caller is one of its ADMINs (403 otherwise). */
const adminOf = (deps: Deps, user: AuthUser): Promise<Membership> =>
  requireCompanyRole(deps.db, user, 'ADMIN', 'errorMsg:teamAdminOnly');

function toDoc(row: MemberRow, callerId: number): TeamMemberDoc {
  const status = statusOf(row);
  // Whoever registered the company joined when it was made; an invited person when they set a password (or, if
  // they set it by resetting it instead, then).
  const joinedAt =
    status === 'INVITED' ? null : (row.joinedAt ?? (row.invitedAt ? row.passwordChangedAt : row.createdAt));
  return {
    id: row.userId,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    jobTitle: row.jobTitle,
    status,
    invitedAt: row.invitedAt,
    joinedAt,
    invitationExpiresAt: status === 'INVITED' ? row.invitationExpiresAt : null,
    isYou: row.userId === callerId,
  };
}

/** A random link token, and the hash that is all the database keeps of it. */
function newToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(TEAM_LIMITS.tokenBytes).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

async function memberOrNotFound(deps: Deps, companyId: number, userId: number, caller: number) {
  const row = await findMember(deps.db, companyId, userId);
  if (!row) throw notFound('errorMsg:memberNotFound');
  return toDoc(row, caller);
}

/** team-members/list: the caller's company's members, a page at a time. */
export async function listMembers(deps: Deps, user: AuthUser, input: TeamMemberListRequest) {
  const { companyId } = await adminOf(deps, user);
  const { rows, total } = await pageOfMembers(deps.db, companyId, {
    page: input.page,
    limit: input.limit,
    search: input.search,
    sort: input.sort,
    role: input.filter.role,
    status: input.filter.status,
  });
  return { docs: rows.map((row) => toDoc(row, user.id)), total };
}

export interface AddResult {
  doc: TeamMemberDoc;
  /** True when the person had been invited already (not joined yet) and was sent a new link. */
  resent: boolean;
}

/**
 * team-members/add: invites a person (see the header). `siteUrl` is where the link leads (SITE_URL, else the address
 * the administrator's request came to).
 */
export async function addMember(
  deps: Deps,
  user: AuthUser,
  lng: Language,
  input: TeamMemberAdd,
  siteUrl: string,
): Promise<AddResult> {
  const membership = await adminOf(deps, user);
  const { companyId } = membership;
  const email = normalizeEmail(input.email);
  const jobTitle = input.jobTitle || null;

  // Who has this address already: nobody; someone this company invited (or removed), who is invited again; anyone
  // else, refused.
  const existing = await findAnyUserByEmail(deps.db, email);
  let reinvite: number | undefined;
  let resent = false;
  if (existing) {
    const member = existing.role === 'EMPLOYER' ? await membershipRow(deps.db, existing.id) : undefined;
    const ours = member?.companyId === companyId;
    const removed = ours && (member.deletedAt !== null || existing.deletedAt !== null);
    const pending =
      ours &&
      !removed &&
      member.invitedAt !== null &&
      member.joinedAt === null &&
      existing.passwordHash === null;
    if (ours && !removed && !pending) throw duplicate('errorMsg:memberAlreadyInTeam', { email });
    if (!ours) throw duplicate('errorMsg:memberEmailTaken', { email });
    reinvite = existing.id;
    resent = pending;
  }

  const now = new Date();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + TEAM_LIMITS.invitationDays * DAY_MS).toISOString();
  const { token, tokenHash } = newToken();
  const link = `${siteUrl}${JOIN_PATH}?token=${token}`;

  const userId = await deps.db
    .transaction()
    .execute(async (trx) => {
      let id: number;
      if (reinvite !== undefined) {
        id = reinvite;
        // Back to an invited account without a password: a removed member comes back only through the new link.
        await trx
          .updateTable('users')
          .set({
            fullName: input.fullName,
            companyName: membership.companyName,
            passwordHash: null,
            isEmailVerified: 0,
            status: user.status,
            lng,
            deletedAt: null,
            updatedAt: at,
          })
          .where('id', '=', id)
          .execute();
        await updateMember(trx, companyId, id, {
          role: input.role,
          jobTitle,
          invitedAt: at,
          joinedAt: null,
          deletedAt: null,
        });
        await revokeInvitations(trx, id, at);
      } else {
        // The invited person works for an approved company as soon as its administrator is approved.
        const created = await trx
          .insertInto('users')
          .values({
            role: 'EMPLOYER',
            email,
            fullName: input.fullName,
            companyName: membership.companyName,
            passwordHash: null,
            status: user.status,
            isEmailVerified: 0,
            lng,
            createdAt: at,
            updatedAt: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = created.id;
        await trx
          .insertInto('companyMembers')
          .values({ companyId, userId: id, role: input.role, jobTitle, createdAt: at, invitedAt: at })
          .execute();
      }
      await insertInvitation(trx, {
        companyId,
        memberUserId: id,
        invitedByUserId: user.id,
        tokenHash,
        expiresAt,
        createdAt: at,
      });
      const mail = teamInvitationMail(lng, {
        name: input.fullName,
        inviter: user.fullName,
        company: membership.companyName,
        role: input.role,
        link,
        days: TEAM_LIMITS.invitationDays,
      });
      // Worthless once the link has expired: dropped unsent then.
      await deps.outbox.enqueue(trx, 'mail', { to: email, ...mail }, { expiresAt: new Date(expiresAt) });
      return id;
    })
    .catch((err: unknown) => {
      // The same address invited (or registered) by a parallel request since the check: 409, not 500.
      if (isUniqueViolation(err)) throw duplicate('errorMsg:memberEmailTaken', { email });
      throw err;
    });

  return { doc: await memberOrNotFound(deps, companyId, userId, user.id), resent };
}

/**
 * The changes of update/{id} and partial-update/{id}, in one transaction: the member must be the company's, and a
 * demotion must leave an ADMIN who can act.
 */
async function changeMember(
  deps: Deps,
  user: AuthUser,
  targetId: number,
  change: {
    fullName?: string | undefined;
    role?: CompanyRole | undefined;
    jobTitle?: string | null | undefined;
  },
): Promise<TeamMemberDoc> {
  const { companyId } = await adminOf(deps, user);
  await deps.db.transaction().execute(async (trx) => {
    const member = await findMember(trx, companyId, targetId);
    if (!member) throw notFound('errorMsg:memberNotFound');
    const demoted = member.role === 'ADMIN' && change.role === 'RECRUITER';
    if (
      demoted &&
      statusOf(member) === 'ACTIVE' &&
      (await otherActiveAdmins(trx, companyId, targetId, deps.dialect === 'postgres')) === 0
    )
      throw lastAdmin();
    const now = new Date().toISOString();
    const membership = {
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.jobTitle !== undefined ? { jobTitle: change.jobTitle || null } : {}),
    };
    if (Object.keys(membership).length > 0) await updateMember(trx, companyId, targetId, membership);
    if (change.fullName !== undefined && change.fullName !== member.fullName)
      await trx
        .updateTable('users')
        .set({ fullName: change.fullName, updatedAt: now })
        .where('id', '=', targetId)
        .execute();
  });
  return memberOrNotFound(deps, companyId, targetId, user.id);
}

/** team-members/update/{id}: name, role and job title (left out or '': none). */
export function updateMemberDetails(
  deps: Deps,
  user: AuthUser,
  targetId: number,
  input: { fullName: string; role: CompanyRole; jobTitle?: string | null | undefined },
): Promise<TeamMemberDoc> {
  return changeMember(deps, user, targetId, { ...input, jobTitle: input.jobTitle ?? null });
}

/** team-members/partial-update/{id}: what the body names. */
export function partiallyUpdateMember(
  deps: Deps,
  user: AuthUser,
  targetId: number,
  input: TeamMemberPartialUpdate,
): Promise<TeamMemberDoc> {
  return changeMember(deps, user, targetId, input);
}

/** team-members/soft-delete: the member leaves the company and their account is closed (see the header). */
export async function removeMember(deps: Deps, user: AuthUser, targetId: number): Promise<void> {
  const { companyId } = await adminOf(deps, user);
  await deps.db.transaction().execute(async (trx) => {
    const member = await findMember(trx, companyId, targetId);
    if (!member) throw notFound('errorMsg:memberNotFound');
    if (
      member.role === 'ADMIN' &&
      statusOf(member) === 'ACTIVE' &&
      (await otherActiveAdmins(trx, companyId, targetId, deps.dialect === 'postgres')) === 0
    )
      throw lastAdmin();
    await closeMemberAccount(trx, companyId, targetId, new Date().toISOString());
  });
}

type RequestMeta = { userAgent?: string; ip?: string };

/**
 * employer/accept-invitation: the link's token and a password. An unknown or replaced link is 400, a used or
 * expired one 410 (each with its own sentence); otherwise the password is set and the member signed in.
 */
export async function acceptInvitation(
  deps: Deps,
  lng: Language,
  input: AcceptInvitation,
  meta: RequestMeta,
) {
  const invitation = await findInvitation(deps.db, hashToken(input.token));
  if (!invitation || invitation.revokedAt) throw badRequest('errorMsg:invitationInvalid');
  if (invitation.usedAt) throw new AppError(410, 'ERROR', 'errorMsg:invitationUsed');
  if (invitation.expiresAt <= new Date().toISOString())
    throw new AppError(410, 'ERROR', 'errorMsg:invitationExpired');
  const member = await findMember(deps.db, invitation.companyId, invitation.memberUserId);
  if (!member) throw badRequest('errorMsg:invitationInvalid');
  if (!passwordDiffersFromEmail({ email: member.email, password: input.password }))
    throw validationError(lng, [{ field: 'password', key: 'passwordSameAsEmail' }]);

  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    // Two requests with one link: the second finds it used.
    if (!(await useInvitation(trx, invitation.id, now)))
      throw new AppError(410, 'ERROR', 'errorMsg:invitationUsed');
    await trx
      .updateTable('users')
      .set({ passwordHash, passwordChangedAt: now, isEmailVerified: 1, updatedAt: now })
      .where('id', '=', member.userId)
      .execute();
    await updateMember(trx, invitation.companyId, member.userId, { joinedAt: now });
    // Any other link of the member is spent with this one.
    await revokeInvitations(trx, member.userId, now);
  });
  // Guesses at the address before it had a password do not pause the new member's first sign-ins.
  await clearFailures(deps.db, member.email);
  return signIn(deps, member.userId, 'EMPLOYER', meta);
}
