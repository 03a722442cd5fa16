/**
 * Orders (spec §4 order flow: create, payment URL, status by id). The server prices an order from the price list and
 * keeps that snapshot; the gateway reports outcomes, and `settle` applies each exactly once: the order leaves PENDING
 * in the same transaction that grants its plan or top-up, numbers its invoice and queues the paid mail, whatever the
 * order of redirects, notifications and status checks.
 */
import crypto from 'node:crypto';
import type * as v from 'valibot';
import {
  BILLING,
  type ItemKind,
  type OrderStatus,
  type PlanAudience,
  paymentStatusPath,
  priceWithTax,
} from '../../../common/constants/billing.js';
import { jakartaDateTime } from '../../../common/format/dates.js';
import type { Language } from '../../../common/locales/index.js';
import type { OrderCreateInput, TransactionListRequest } from '../../../common/schemas/billing.js';
import type { orderDoc } from '../../../common/schemas/answers/billing.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Order, Plan } from '../../db/database.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import { ORDER_PAID_MAIL } from '../../worker/handlers.js';
import type { Outbox } from '../../worker/outbox.js';
import { membershipOf } from '../company/repository.js';
import type { Outcome, PaymentGateway } from './gateway.js';
import { billedToNow } from './parties.js';
import { lockHolder, runningPlan } from './licence.js';
import {
  findOrder,
  findPlan,
  type Holder,
  grantLicence,
  insertOrder,
  lastEndOfPlans,
  nextInSequence,
  pageOfOrders,
  settleOrder,
  storePaymentPage,
  updateOrder,
} from './repository.js';

export type OrderDoc = v.InferOutput<typeof orderDoc>;

export interface BillingDeps {
  db: Db;
  outbox: Outbox;
  payments: PaymentGateway;
  /** The seller, kept with each paid order for its invoice. */
  config: Pick<Config, 'seller'>;
}

export const audienceOf = (user: AuthUser): PlanAudience =>
  user.role === 'EMPLOYER' ? 'EMPLOYER' : 'CANDIDATE';

/**
 * Whose licences and orders a signed-in user's are: a candidate's own, an employer's company's (any member reads its
 * plan). `buying`: paying and the bills are for the company's administrators only (a recruiter sees the plan).
 */
export async function holderOf(db: Db, user: AuthUser, buying = false): Promise<Holder> {
  if (user.role === 'CANDIDATE') return { userId: user.id };
  if (user.role !== 'EMPLOYER') throw forbidden();
  const membership = await membershipOf(db, user.id);
  if (!membership) throw forbidden('errorMsg:noCompany');
  if (buying && membership.role !== 'ADMIN') throw forbidden('errorMsg:billingAdminsOnly');
  return { companyId: membership.companyId };
}

const owns = (holder: Holder, order: Order) =>
  'companyId' in holder
    ? order.companyId === holder.companyId
    : order.userId === holder.userId && order.companyId === null;

/** The caller's order; 404 for anyone else's (its existence is not confirmed). */
async function ownOrder(db: Db, user: AuthUser, id: number): Promise<Order> {
  const holder = await holderOf(db, user, true);
  const order = await findOrder(db, { id });
  if (!order || !owns(holder, order)) throw notFound('errorMsg:orderNotFound');
  return order;
}

export function toOrderDoc(order: Order, lng: Language): OrderDoc {
  return {
    id: order.id,
    number: order.number,
    kind: order.kind as ItemKind,
    audience: order.audience as PlanAudience,
    planId: order.planId,
    itemName: lng === 'id' ? order.itemNameId : order.itemNameEn,
    price: order.price,
    tax: order.tax,
    total: order.total,
    currency: 'IDR',
    status: order.status as OrderStatus,
    gateway: order.gateway as OrderDoc['gateway'],
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    paidAt: order.paidAt,
    invoiceNumber: order.invoiceNumber,
  };
}

/** ORD-20261126-9F2C4A1B: the day and a random part (the gateway's order_id: unguessable, unique). */
const orderNumber = (now: Date) =>
  `ORD-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

/** order/create: the plan or top-up, priced here (the body names only what is bought). */
export async function createOrder(
  deps: BillingDeps,
  user: AuthUser,
  lng: Language,
  input: OrderCreateInput,
): Promise<OrderDoc> {
  const holder = await holderOf(deps.db, user, true);
  const audience = audienceOf(user);
  const plan = await findPlan(deps.db, { id: input.planId });
  if (!plan || plan.isActive !== 1 || plan.audience !== audience || plan.kind !== input.kind)
    throw validationError(lng, [{ field: 'planId', key: 'oneOf' }]);
  if (plan.price <= 0) throw new AppError(422, 'ERROR', 'errorMsg:freePlanNotSold');
  const { subtotal, tax, total } = priceWithTax(plan.price);
  const now = new Date();
  const id = await insertOrder(deps.db, {
    number: orderNumber(now),
    userId: user.id,
    companyId: 'companyId' in holder ? holder.companyId : null,
    audience,
    kind: plan.kind,
    planId: plan.id,
    itemNameEn: plan.nameEn,
    itemNameId: plan.nameId,
    price: subtotal,
    tax,
    total,
    status: 'PENDING',
    gateway: deps.payments.name,
    expiresAt: new Date(now.getTime() + BILLING.orderExpiryMinutes * 60_000).toISOString(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  return toOrderDoc((await findOrder(deps.db, { id }))!, lng);
}

/**
 * A pending order past its time expires when it is next read. An order opened at the gateway is asked about first:
 * a payment settled in its last minute, whose notification is still on its way, must be granted, not expired. When
 * the gateway cannot be reached the order stays pending (and is shown expired): its notification will decide.
 */
async function expireIfDue(deps: BillingDeps, order: Order): Promise<Order> {
  if (order.status !== 'PENDING' || order.expiresAt > new Date().toISOString()) return order;
  const outcome: Outcome | undefined = order.paymentUrl
    ? await deps.payments.check(order).catch(() => undefined)
    : { status: 'PENDING' };
  if (!outcome) return { ...order, status: 'EXPIRED' };
  await settle(deps, order, outcome.status === 'PENDING' ? { status: 'EXPIRED' } : outcome);
  return (await findOrder(deps.db, { id: order.id }))!;
}

/** order/payment-url: where the buyer pays (the same page again for an order already opened). */
export async function paymentUrl(
  deps: BillingDeps,
  user: AuthUser,
  id: number,
  siteUrl: string,
): Promise<{ url: string; gateway: OrderDoc['gateway'] }> {
  const order = await expireIfDue(deps, await ownOrder(deps.db, user, id));
  if (order.status !== 'PENDING') throw new AppError(409, 'ERROR', 'errorMsg:orderNotPending');
  const gateway = order.gateway as OrderDoc['gateway'];
  if (order.paymentUrl) return { url: order.paymentUrl, gateway };
  let started: { url: string; token: string } | undefined;
  try {
    started = await deps.payments.start(order, {
      buyer: { fullName: user.fullName, email: user.email },
      finishUrl: `${siteUrl}${paymentStatusPath(order.audience as PlanAudience, order.id)}`,
      siteUrl,
    });
  } catch {
    // A double click: the gateway refuses a second transaction for the order that the other call just opened.
    started = undefined;
  }
  // The first page stored wins: the other call answers it too, so the buyer never holds a page made void.
  if (started && (await storePaymentPage(deps.db, order.id, started.url, started.token)))
    return { url: started.url, gateway };
  // Lost the race, or the gateway refused: the other call's page may be a moment from being stored.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const stored = (await findOrder(deps.db, { id: order.id }))?.paymentUrl;
    if (stored) return { url: stored, gateway };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new AppError(503, 'ERROR', 'errorMsg:paymentGatewayUnavailable');
}

/** A pending order is asked about at the gateway at most this often from the status page. */
const CHECK_EVERY_MS = 5_000;
/** When each order was last asked about, per database (ids repeat across databases in one process: the tests). */
const lastChecksByDb = new WeakMap<Db, Map<number, number>>();

/** order/status/{id}: the order as it stands; a pending one is checked with the gateway now and then. */
export async function orderStatus(deps: BillingDeps, user: AuthUser, lng: Language, id: number) {
  let order = await expireIfDue(deps, await ownOrder(deps.db, user, id));
  let lastChecks = lastChecksByDb.get(deps.db);
  if (!lastChecks) lastChecksByDb.set(deps.db, (lastChecks = new Map()));
  const last = lastChecks.get(order.id) ?? 0;
  if (order.status === 'PENDING' && order.paymentUrl && Date.now() - last >= CHECK_EVERY_MS) {
    lastChecks.set(order.id, Date.now());
    if (lastChecks.size > 10_000) lastChecks.clear();
    // A gateway that cannot be reached leaves the order as it is: its notification will come.
    const outcome = await deps.payments.check(order).catch(() => undefined);
    if (outcome && outcome.status !== 'PENDING') {
      await settle(deps, order, outcome);
      order = (await findOrder(deps.db, { id }))!;
    }
  }
  return toOrderDoc(order, lng);
}

/** order/transaction/list: the buyer's orders (a company's, whoever of its admins bought). */
export async function transactions(
  deps: BillingDeps,
  user: AuthUser,
  lng: Language,
  input: TransactionListRequest,
) {
  const holder = await holderOf(deps.db, user, true);
  const { rows, total } = await pageOfOrders(deps.db, holder, input.filter.status, input.page, input.limit);
  const now = new Date().toISOString();
  // Shown as they will be read: a pending order past its time is expired.
  const docs = rows.map((row) =>
    toOrderDoc(row.status === 'PENDING' && row.expiresAt <= now ? { ...row, status: 'EXPIRED' } : row, lng),
  );
  return { docs, total };
}

/** The caller's paid order, for its invoice; 409 while it is not paid. */
export async function paidOrder(db: Db, user: AuthUser, id: number): Promise<Order> {
  const order = await ownOrder(db, user, id);
  if (order.status !== 'PAID' || !order.invoiceNumber)
    throw new AppError(409, 'ERROR', 'errorMsg:invoiceNotReady');
  return order;
}

/**
 * When a bought plan starts: now, unless another paid plan runs. Then an upgrade (a dearer plan) starts now and
 * runs over it (the other one is running again if it outlasts the upgrade); a renewal or a cheaper plan starts when
 * the running plans end, so nothing paid for is cut short.
 */
async function planStart(db: Db, holder: Holder, plan: Plan, now: string): Promise<string> {
  const running = await runningPlan(db, holder, plan.audience as PlanAudience, now);
  if (!running?.endsAt || (running.plan.id !== plan.id && plan.price > running.plan.price)) return now;
  return (await lastEndOfPlans(db, holder, now)) ?? now;
}

/**
 * Applies a gateway's outcome to an order, once. PAID: in one transaction the order leaves PENDING (only the caller
 * that moves it goes on), the invoice takes the next number of its year, the plan or top-up is granted (a renewal of
 * the running plan starts when it ends) and the paid mail is queued. Answers whether this call changed the order.
 */
export async function settle(deps: BillingDeps, order: Order, outcome: Outcome): Promise<boolean> {
  if (outcome.status === 'PENDING') return false;
  const now = new Date();
  const at = now.toISOString();
  if (outcome.status !== 'PAID')
    return settleOrder(deps.db, order.id, {
      status: outcome.status,
      gatewayReference: outcome.reference ?? order.gatewayReference,
      updatedAt: at,
    });
  const holder: Holder = order.companyId === null ? { userId: order.userId } : { companyId: order.companyId };
  return deps.db.transaction().execute(async (trx) => {
    // The buyer's row first (PostgreSQL): two plans paid at once take their periods one after the other.
    await lockHolder(trx, holder);
    // A payment the gateway took after this server saw the order expire (a bank transfer or QRIS code completed
    // late; its notification delayed) is still a payment: it is granted, not lost.
    const moved = await settleOrder(
      trx,
      order.id,
      {
        status: 'PAID',
        paidAt: at,
        gatewayReference: outcome.reference ?? order.gatewayReference,
        updatedAt: at,
      },
      ['PENDING', 'EXPIRED'],
    );
    if (!moved) return false;
    // Numbered by Jakarta's year: a payment at 03:00 WIB on 1 January belongs to the new year's sequence.
    const year = jakartaDateTime(at).slice(0, 4);
    const sequence = await nextInSequence(trx, `invoice-${year}`);
    await updateOrder(trx, order.id, {
      invoiceNumber: `INV/${year}/${String(sequence).padStart(6, '0')}`,
      billedTo: JSON.stringify(await billedToNow(trx, order)),
      seller: JSON.stringify(deps.config.seller),
    });
    const plan = (await findPlan(trx, { id: order.planId }))!;
    const startsAt = plan.kind === 'PLAN' ? await planStart(trx, holder, plan, at) : at;
    await grantLicence(trx, holder, plan, startsAt, order.id);
    await deps.outbox.enqueue(trx, ORDER_PAID_MAIL, { orderId: order.id });
    return true;
  });
}
