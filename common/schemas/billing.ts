/**
 * What the licence and order calls take (spec §7 Licence and orders). An order names what is bought, never its price:
 * the server prices it from the plan (a `price` or `amount` in the body is dropped with every other unknown key).
 */
import * as v from 'valibot';
import { ITEM_KINDS, PLAN_AUDIENCES, ORDER_STATUSES } from '../constants/billing';
import { listFilter, listEntries, listRequestWithFilter, recordId } from './list';
import { choiceMessage, typeMessage } from './messages';

/** licence/get-plans/list (+ guest) and get-topup/list: a guest names the audience; a signed-in user has theirs. */
export const plansRequest = v.object(
  { ...listEntries, filter: listFilter({ audience: v.picklist(PLAN_AUDIENCES, choiceMessage) }) },
  typeMessage,
);

/** order/create: a plan or top-up by its id. */
export const orderCreateInput = v.object(
  { kind: v.picklist(ITEM_KINDS, choiceMessage), planId: recordId },
  typeMessage,
);

/** order/payment-url and order/invoice: an order of the caller. */
export const orderRef = v.object({ orderId: recordId }, typeMessage);

/** order/transaction/list: the buyer's orders, newest first, optionally of one status. */
export const transactionListRequest = listRequestWithFilter({
  status: v.picklist(ORDER_STATUSES, choiceMessage),
});

const text = v.pipe(v.string(typeMessage), v.maxLength(200));
/**
 * order/notification: Midtrans' HTTP notification (its own field names). Only what the handler reads is checked; the
 * signature and the status are verified against the gateway before anything is believed; other keys are dropped.
 */
export const midtransNotification = v.object(
  {
    order_id: text,
    status_code: text,
    gross_amount: text,
    signature_key: text,
    transaction_status: text,
    fraud_status: v.optional(text),
    transaction_id: v.optional(text),
    payment_type: v.optional(text),
  },
  typeMessage,
);

export type PlansRequest = v.InferOutput<typeof plansRequest>;
export type OrderCreateInput = v.InferOutput<typeof orderCreateInput>;
export type TransactionListRequest = v.InferOutput<typeof transactionListRequest>;
export type MidtransNotification = v.InferOutput<typeof midtransNotification>;

const quotaEntry = v.nullable(
  v.pipe(v.number(typeMessage), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
);
const nameEntry = v.pipe(v.string(typeMessage), v.trim(), v.minLength(1), v.maxLength(80));
const descriptionEntry = v.pipe(v.string(typeMessage), v.trim(), v.maxLength(300));

/**
 * The admin CLI's `set-plan <code> <json>`: the fields of a plan to change (a new code also needs kind, audience and
 * both names). Prices are whole rupiah before VAT.
 */
export const planChanges = v.strictObject({
  kind: v.optional(v.picklist(ITEM_KINDS, choiceMessage)),
  audience: v.optional(v.picklist(PLAN_AUDIENCES, choiceMessage)),
  nameEn: v.optional(nameEntry),
  nameId: v.optional(nameEntry),
  descriptionEn: v.optional(descriptionEntry),
  descriptionId: v.optional(descriptionEntry),
  price: v.optional(v.pipe(v.number(typeMessage), v.integer(), v.minValue(0), v.maxValue(10_000_000_000))),
  validityDays: v.optional(v.pipe(v.number(typeMessage), v.integer(), v.minValue(0), v.maxValue(3660))),
  activeJobs: v.optional(quotaEntry),
  matchedCandidates: v.optional(quotaEntry),
  applicationLimit: v.optional(quotaEntry),
  position: v.optional(v.pipe(v.number(typeMessage), v.integer(), v.minValue(0), v.maxValue(1000))),
  isActive: v.optional(v.boolean(typeMessage)),
});
export type PlanChanges = v.InferOutput<typeof planChanges>;
