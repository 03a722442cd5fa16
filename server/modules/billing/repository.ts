/** Plans, licences, orders and the invoice sequence (migration 2026_11_26_026): plain functions taking the db first. */
import type { Insertable, Updateable } from 'kysely';
import type { ItemKind, PlanAudience } from '../../../common/constants/billing.js';
import type { Db } from '../../db/connect.js';
import type { Order, OrderTable, Plan } from '../../db/database.js';

/** Whose licences: an employer's company (shared by its team) or a candidate. */
export type Holder = { companyId: number } | { userId: number };

const holderColumn = (holder: Holder) =>
  'companyId' in holder ? (['companyId', holder.companyId] as const) : (['userId', holder.userId] as const);

export function plansOnSale(db: Db, audience: PlanAudience, kind: ItemKind): Promise<Plan[]> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('audience', '=', audience)
    .where('kind', '=', kind)
    .where('isActive', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findPlan(db: Db, key: { id: number } | { code: string }): Promise<Plan | undefined> {
  const query = db.selectFrom('plans').selectAll();
  return (
    'id' in key ? query.where('id', '=', key.id) : query.where('code', '=', key.code)
  ).executeTakeFirst();
}

/**
 * The licences of a holder running at `now` (a plan's or a top-up's period holds it), the most generous first (the
 * dearest plan, then the latest start): a cheaper plan waiting for its turn never cuts a dearer one short.
 */
export function runningLicences(db: Db, holder: Holder, now: string, kind: ItemKind) {
  const [column, value] = holderColumn(holder);
  return db
    .selectFrom('licences as l')
    .innerJoin('plans as p', 'p.id', 'l.planId')
    .select([
      'l.id',
      'l.planId',
      'l.activeJobs',
      'l.matchedCandidates',
      'l.applicationLimit',
      'l.startsAt',
      'l.endsAt',
      'p.nameEn',
      'p.nameId',
    ])
    .where(`l.${column}`, '=', value)
    .where('l.kind', '=', kind)
    .where('l.startsAt', '<=', now)
    .where('l.endsAt', '>', now)
    .orderBy('p.price', 'desc')
    .orderBy('l.startsAt', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

/** When the holder's last plan (running or waiting to start) ends, or undefined when none is paid for. */
export async function lastEndOfPlans(db: Db, holder: Holder, now: string) {
  const [column, value] = holderColumn(holder);
  const row = await db
    .selectFrom('licences')
    .select((eb) => eb.fn.max('endsAt').as('endsAt'))
    .where(column, '=', value)
    .where('kind', '=', 'PLAN')
    .where('endsAt', '>', now)
    .executeTakeFirst();
  return row?.endsAt ?? undefined;
}

/**
 * Grants the holder the plan from `startsAt` for its validity (or `days`), its quotas copied: a paid order's (its
 * id kept: unique, the last guard against granting twice), or a grant without one (the demo seed, tests).
 */
export async function grantLicence(
  db: Db,
  holder: Holder,
  plan: Plan,
  startsAt: string,
  orderId: number | null = null,
  days = plan.validityDays,
): Promise<void> {
  await db
    .insertInto('licences')
    .values({
      orderId,
      companyId: 'companyId' in holder ? holder.companyId : null,
      userId: 'userId' in holder ? holder.userId : null,
      planId: plan.id,
      kind: plan.kind,
      activeJobs: plan.activeJobs,
      matchedCandidates: plan.matchedCandidates,
      applicationLimit: plan.applicationLimit,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + days * 86_400_000).toISOString(),
      createdAt: new Date().toISOString(),
    })
    .execute();
}

/** Applications the candidate sent since `since` (withdrawn ones count: sending is what the limit limits). */
export async function applicationsSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('appliedAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertOrder(db: Db, values: Insertable<OrderTable>): Promise<number> {
  const { id } = await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findOrder(db: Db, key: { id: number } | { number: string }): Promise<Order | undefined> {
  const query = db.selectFrom('orders').selectAll();
  return (
    'id' in key ? query.where('id', '=', key.id) : query.where('number', '=', key.number)
  ).executeTakeFirst();
}

/**
 * Moves an order on from one of the `from` statuses (PENDING); true when this call did it. The condition on the status is what makes every outcome
 * happen once: of two concurrent callers (a redirect and a notification), one updates the row and the other finds it
 * no longer pending (PostgreSQL re-reads the row after the first commits; SQLite runs one writer at a time).
 */
export async function settleOrder(
  db: Db,
  id: number,
  values: Updateable<OrderTable>,
  from: readonly string[] = ['PENDING'],
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps the gateway's page of an order unless one is kept already; true when this call kept it. */
export async function storePaymentPage(db: Db, id: number, url: string, token: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ paymentUrl: url, gatewayToken: token, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('paymentUrl', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateOrder(db: Db, id: number, values: Updateable<OrderTable>): Promise<void> {
  await db.updateTable('orders').set(values).where('id', '=', id).execute();
}

/** The buyer's orders, newest first: a company's (any member's) or a candidate's own. */
export async function pageOfOrders(
  db: Db,
  holder: Holder,
  status: string | undefined,
  page: number,
  limit: number,
) {
  const [column, value] = holderColumn(holder);
  let base = db.selectFrom('orders').where(column, '=', value);
  // A candidate's orders are theirs; an employer's are the company's, never a candidate's with the same user id.
  if ('userId' in holder) base = base.where('companyId', 'is', null);
  if (status) base = base.where('status', '=', status);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * The next number of a gap-free sequence, in the caller's transaction: the row stays locked (PostgreSQL) until it
 * commits, and a rollback gives the number back, so numbers are handed out in order with none skipped.
 */
export async function nextInSequence(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('sequences')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('sequences.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
