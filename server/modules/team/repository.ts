/**
 * A company's team (migrations 2026_11_24_007 and 009): its members with their accounts, and the invitations sent
 * to them. Plain functions taking the database (or the caller's transaction) first.
 */
import { type ExpressionBuilder, type Transaction, type Updateable, sql } from 'kysely';
import type { CompanyRole } from '../../../common/constants/jobs.js';
import type { MemberStatus } from '../../../common/constants/team.js';
import type { Db } from '../../db/connect.js';
import type { CompanyMemberTable, Database } from '../../db/database.js';
import { likeContains, lower } from '../../db/like.js';

type Conn = Db | Transaction<Database>;
/** The tables of a member query: the membership `m` and the account `u`. */
type MembersDb = Database & { m: Database['companyMembers']; u: Database['users'] };

/** A member as the team calls read it: the membership and what the account says about the person. */
export interface MemberRow {
  userId: number;
  companyId: number;
  role: CompanyRole;
  jobTitle: string | null;
  createdAt: string;
  invitedAt: string | null;
  joinedAt: string | null;
  fullName: string;
  email: string;
  lng: string;
  /** 1 while the account has no password (invited, not joined). */
  noPassword: number;
  passwordChangedAt: string | null;
  /** Until when the member's latest live invitation works, if it has one. */
  invitationExpiresAt: string | null;
}

/**
 * INVITED: invited by an administrator and never set a password. Whoever set one (from the invitation, or by
 * resetting it with a code sent to the same address) can sign in and is ACTIVE.
 */
export function statusOf(row: Pick<MemberRow, 'invitedAt' | 'joinedAt' | 'noPassword'>): MemberStatus {
  return row.invitedAt !== null && row.joinedAt === null && Number(row.noPassword) === 1
    ? 'INVITED'
    : 'ACTIVE';
}

/** The members of live accounts of a company (removed members are gone from it). */
function members(db: Conn, companyId: number) {
  return db
    .selectFrom('companyMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .where('m.companyId', '=', companyId)
    .where('m.deletedAt', 'is', null)
    .where('u.deletedAt', 'is', null);
}
type MembersQuery = ReturnType<typeof members>;

/** The condition of statusOf's INVITED, in SQL. */
const invited = (eb: ExpressionBuilder<MembersDb, 'm' | 'u'>) =>
  eb.and([eb('m.invitedAt', 'is not', null), eb('m.joinedAt', 'is', null), eb('u.passwordHash', 'is', null)]);

function withMemberColumns(query: MembersQuery) {
  return query.select((eb) => [
    'm.userId',
    'm.companyId',
    'm.role',
    'm.jobTitle',
    'm.createdAt',
    'm.invitedAt',
    'm.joinedAt',
    'u.fullName',
    'u.email',
    'u.lng',
    eb.case().when('u.passwordHash', 'is', null).then(1).else(0).end().as('noPassword'),
    'u.passwordChangedAt',
    eb
      .selectFrom('teamInvitations as i')
      .select((inner) => inner.fn.max('i.expiresAt').as('expiresAt'))
      .whereRef('i.memberUserId', '=', 'm.userId')
      .where('i.usedAt', 'is', null)
      .where('i.revokedAt', 'is', null)
      .as('invitationExpiresAt'),
  ]);
}

/** The row as MemberRow: the role is one of COMPANY_ROLES, and the flag a number in both dialects. */
const asRow = (row: object): MemberRow => {
  const value = row as MemberRow;
  return { ...value, noPassword: Number(value.noPassword) };
};

/** One member of the company (undefined when the user is not a live member of it: another company's, removed). */
export async function findMember(
  db: Conn,
  companyId: number,
  userId: number,
): Promise<MemberRow | undefined> {
  const row = await withMemberColumns(
    members(db, companyId).where('m.userId', '=', userId),
  ).executeTakeFirst();
  return row ? asRow(row) : undefined;
}

export interface MemberQuery {
  page: number;
  limit: number;
  search: string;
  /** -1: newest first; 1: oldest first. */
  sort: number;
  role?: CompanyRole | undefined;
  status?: MemberStatus | undefined;
}

/** A page of the company's members, by a part of their name or e-mail, optionally of one role or status. */
export async function pageOfMembers(
  db: Db,
  companyId: number,
  q: MemberQuery,
): Promise<{ rows: MemberRow[]; total: number }> {
  let base = members(db, companyId);
  if (q.search)
    base = base.where((eb) =>
      eb.or([
        likeContains(lower(sql.ref<string>('u.fullName')), q.search),
        likeContains(sql.ref<string>('u.email'), q.search),
      ]),
    );
  if (q.role) base = base.where('m.role', '=', q.role);
  if (q.status === 'INVITED') base = base.where(invited);
  if (q.status === 'ACTIVE') base = base.where((eb) => eb.not(invited(eb)));
  const direction = q.sort === 1 ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    withMemberColumns(base)
      .orderBy('m.createdAt', direction)
      .orderBy('m.userId', direction)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(asRow), total: Number(count.n) };
}

/**
 * How many members of the company other than `exceptUserId` are ADMINs who can act (not merely invited): the company
 * must keep one. On PostgreSQL the company's row is locked first, so two team changes of one company run one after
 * the other and cannot both take away what each thinks is the other admin (SQLite runs one write transaction at once).
 */
export async function otherActiveAdmins(
  trx: Transaction<Database>,
  companyId: number,
  exceptUserId: number,
  postgres: boolean,
): Promise<number> {
  if (postgres)
    await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
  const row = await members(trx, companyId)
    .where('m.role', '=', 'ADMIN')
    .where('m.userId', '!=', exceptUserId)
    .where((eb) => eb.not(invited(eb)))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Any account with this (normalized) address, removed ones too: their addresses stay taken. */
export function findAnyUserByEmail(db: Conn, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'deletedAt', 'passwordHash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The membership row of a user, removed or not (a user belongs to one company). */
export function membershipRow(db: Conn, userId: number) {
  return db.selectFrom('companyMembers').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function updateMember(
  db: Conn,
  companyId: number,
  userId: number,
  values: Updateable<CompanyMemberTable>,
): Promise<void> {
  await db
    .updateTable('companyMembers')
    .set(values)
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .execute();
}

export async function insertInvitation(
  db: Conn,
  values: {
    companyId: number;
    memberUserId: number;
    invitedByUserId: number;
    tokenHash: string;
    expiresAt: string;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto('teamInvitations').values(values).execute();
}

/** Every pending link of the member stops working (a newer one was sent, or the member was removed). */
export async function revokeInvitations(db: Conn, userId: number, now: string): Promise<void> {
  await db
    .updateTable('teamInvitations')
    .set({ revokedAt: now })
    .where('memberUserId', '=', userId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
}

export function findInvitation(db: Conn, tokenHash: string) {
  return db.selectFrom('teamInvitations').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Marks the link used; false when it was used (or revoked) meanwhile: a link opens one account once. */
export async function useInvitation(db: Conn, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('teamInvitations')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A removed member's account is closed at once: every session revoked, its push tokens forgotten, the account
 * soft-deleted (so no sign-in, reset code or token opens it again) and the membership with it.
 */
export async function closeMemberAccount(
  db: Conn,
  companyId: number,
  userId: number,
  now: string,
): Promise<void> {
  await updateMember(db, companyId, userId, { deletedAt: now });
  await db.updateTable('users').set({ deletedAt: now, updatedAt: now }).where('id', '=', userId).execute();
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
  await db.deleteFrom('deviceTokens').where('userId', '=', userId).execute();
  await revokeInvitations(db, userId, now);
}

/** The signed-in employer's job title (null when none, or not a member). */
export async function jobTitleOf(db: Conn, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('companyMembers')
    .select('jobTitle')
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row?.jobTitle ?? null;
}

/** The employer's own job title, from their personal details ('' or null clears it). */
export async function setOwnJobTitle(db: Conn, userId: number, jobTitle: string | null): Promise<void> {
  await db
    .updateTable('companyMembers')
    .set({ jobTitle: jobTitle || null })
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .execute();
}
