/** Notifications and mail preferences (migration 2026_11_26_021): plain functions taking the db first. */
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { NotificationTable } from '../../db/database.js';

export async function insertNotifications(
  db: Db,
  rows: Insertable<NotificationTable>[],
): Promise<{ id: number; userId: number }[]> {
  if (rows.length === 0) return [];
  return db.insertInto('notifications').values(rows).returning(['id', 'userId']).execute();
}

/** Of these users, those who turned the type's mail off. */
export async function mailOptOuts(db: Db, userIds: number[], type: string): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('notificationPreferences')
    .select('userId')
    .where('userId', 'in', userIds)
    .where('type', '=', type)
    .where('mail', '=', 0)
    .execute();
  return rows.map((row) => row.userId);
}

/** A notification with what its mail and push need: its reader (address, name, language, role), read or not, its job's deletion. */
export function notificationToSend(db: Db, id: number) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.userId')
    .leftJoin('jobs as j', 'j.id', 'n.jobId')
    .select([
      'n.userId',
      'n.type',
      'n.params',
      'n.link',
      'n.readAt',
      'u.email',
      'u.fullName',
      'u.lng',
      'u.role',
      'u.deletedAt',
      'j.deletedAt as jobDeletedAt',
    ])
    .where('n.id', '=', id)
    .executeTakeFirst();
}

/** A notification as the list and the details show it: with whether its job was deleted since. */
function notificationRows(db: Db, userId: number) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('jobs as j', 'j.id', 'n.jobId')
    .selectAll('n')
    .select('j.deletedAt as jobDeletedAt')
    .where('n.userId', '=', userId);
}

export type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof notificationRows>['executeTakeFirstOrThrow']>
>;

export interface NotificationPageQuery {
  unread?: boolean;
  unreadFirst: boolean;
  /** -1 newest first (the default), 1 oldest first. */
  sort: number;
  page: number;
  limit: number;
}

/** A page of the user's notifications (ids grow with time: ordering by id is ordering by creation). */
export async function pageOfNotifications(
  db: Db,
  userId: number,
  q: NotificationPageQuery,
): Promise<{ rows: NotificationRow[]; total: number }> {
  let count = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('userId', '=', userId);
  let query = notificationRows(db, userId);
  if (q.unread) {
    count = count.where('readAt', 'is', null);
    query = query.where('n.readAt', 'is', null);
  }
  if (q.unreadFirst && !q.unread)
    query = query.orderBy(sql`case when ${sql.ref('n.readAt')} is null then 0 else 1 end`);
  const [rows, counted] = await Promise.all([
    query
      .orderBy('n.id', q.sort === 1 ? 'asc' : 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

/** One of the user's notifications (another user's is not found). */
export function findNotification(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
  return notificationRows(db, userId).where('n.id', '=', id).executeTakeFirst();
}

/**
 * Marks one read (keeping the first time it was read) or unread again. Whether the user has it. Written only when
 * it changes, so the first reading time survives a second click.
 */
export async function setRead(db: Db, userId: number, id: number, readAt: string | null): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ readAt })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('readAt', readAt === null ? 'is not' : 'is', null)
    .execute();
}

export async function markAllRead(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ readAt: now })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .execute();
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('unread'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** The user's stored mail choices (types without a row are mailed). */
export function preferencesOf(db: Db, userId: number): Promise<{ type: string; mail: number }[]> {
  return db
    .selectFrom('notificationPreferences')
    .select(['type', 'mail'])
    .where('userId', '=', userId)
    .execute();
}

export async function savePreferences(
  db: Db,
  userId: number,
  preferences: readonly { type: string; mail: boolean }[],
): Promise<void> {
  if (preferences.length === 0) return;
  await db
    .insertInto('notificationPreferences')
    .values(preferences.map((p) => ({ userId, type: p.type, mail: p.mail ? 1 : 0 })))
    .onConflict((oc) =>
      oc.columns(['userId', 'type']).doUpdateSet((eb) => ({ mail: eb.ref('excluded.mail') })),
    )
    .execute();
}

// --- Who is told ------------------------------------------------------------------------------------------------

/** Everyone on a company's team who can sign in (not removed, not an invitation still waiting to be accepted). */
export async function teamMemberIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('companyMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select('m.userId')
    .where('m.companyId', '=', companyId)
    .where('m.deletedAt', 'is', null)
    .where('u.deletedAt', 'is', null)
    .where((eb) => eb.or([eb('m.invitedAt', 'is', null), eb('m.joinedAt', 'is not', null)]))
    .execute();
  return rows.map((row) => row.userId);
}

/** The candidates whose application to the job is still in progress (not withdrawn, not hired or rejected). */
export async function applicantsInProgress(
  db: Db,
  jobId: number,
  statuses: readonly string[],
): Promise<number[]> {
  if (statuses.length === 0) return [];
  const rows = await db
    .selectFrom('applications')
    .select('userId')
    .where('jobId', '=', jobId)
    .where('withdrawnAt', 'is', null)
    .where('status', 'in', statuses)
    .execute();
  return rows.map((row) => row.userId);
}

export async function companyNameOf(db: Db, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? '';
}
