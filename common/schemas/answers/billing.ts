/** What the licence and order calls answer. Amounts are whole rupiah (IDR). */
import * as v from 'valibot';
import { GATEWAYS, ITEM_KINDS, ORDER_STATUSES, PLAN_AUDIENCES } from '../../constants/billing';

const integer = v.pipe(v.number(), v.integer());
/** null: no limit of that kind in the plan. */
const quota = v.nullable(integer);

export const planDoc = v.object({
  id: integer,
  code: v.string(),
  kind: v.picklist(ITEM_KINDS),
  audience: v.picklist(PLAN_AUDIENCES),
  /** In the caller's language. */
  name: v.string(),
  description: v.string(),
  /** Before tax; 0 for a free plan. */
  price: integer,
  tax: integer,
  total: integer,
  /** Days a purchase runs (a plan's subscription, a top-up's extra posts). */
  validityDays: integer,
  /** Employer plans: jobs live at once; top-ups: extra jobs live at once. */
  activeJobs: quota,
  /** Employer plans: matched candidates shown per job. */
  matchedCandidates: quota,
  /** Candidate plans: applications a month. */
  applicationLimit: quota,
  isFree: v.boolean(),
  /** The caller's running plan (false for guests and top-ups). */
  isCurrent: v.boolean(),
});

/** licence/subscription-details: the running plan (the free one when none is bought) and what is left of it. */
export const subscriptionDoc = v.object({
  plan: planDoc,
  /** null for the free plan, which does not end. */
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  /** Employers: jobs live now and how many may be (plan plus running top-ups); null for candidates. */
  activeJobCount: v.nullable(integer),
  activeJobLimit: v.nullable(integer),
  /** Candidates (appendix names): applications sent this month and how many may be; null for employers. */
  appliedJobCount: v.nullable(integer),
  jobApplicationLimit: v.nullable(integer),
  /** When the application count starts again (the first of next month, UTC); null for employers. */
  resetsAt: v.nullable(v.string()),
});

/** licence/topup-details: the company's running top-ups. */
export const topupDetailsDoc = v.object({
  extraJobs: integer,
  topups: v.array(
    v.object({ name: v.string(), activeJobs: integer, startsAt: v.string(), endsAt: v.string() }),
  ),
});

export const orderDoc = v.object({
  id: integer,
  /** The order's number given to the gateway and printed on the invoice's reference line. */
  number: v.string(),
  kind: v.picklist(ITEM_KINDS),
  audience: v.picklist(PLAN_AUDIENCES),
  planId: integer,
  /** In the caller's language. */
  itemName: v.string(),
  price: integer,
  tax: integer,
  total: integer,
  currency: v.literal('IDR'),
  status: v.picklist(ORDER_STATUSES),
  gateway: v.picklist(GATEWAYS),
  createdAt: v.string(),
  expiresAt: v.string(),
  paidAt: v.nullable(v.string()),
  /** Set when paid: the invoice's number (a gap-free sequence). */
  invoiceNumber: v.nullable(v.string()),
});

/** order/payment-url: where to send the buyer to pay. */
export const paymentUrlDoc = v.object({ url: v.string(), gateway: v.picklist(GATEWAYS) });
