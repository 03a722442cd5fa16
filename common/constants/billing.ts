/**
 * Plans, top-ups and orders (spec §7 Licence and orders, §4 order flow; appendix: an employer licence limits live
 * jobs, 'no vacancy left'; a candidate licence limits applications). Prices live in the database (seeded, changed with
 * the admin CLI), not here: these are the rules around them.
 */

/** A plan is a subscription (one at a time, for its validity); a top-up adds job posts beside it. */
export const ITEM_KINDS = ['PLAN', 'TOPUP'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Who a plan is for: the buyer's user type. */
export const PLAN_AUDIENCES = ['EMPLOYER', 'CANDIDATE'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/**
 * An order waits for its payment (PENDING) and then ends once: PAID (its plan or top-up granted in the same
 * transaction), FAILED (refused or cancelled by the gateway) or EXPIRED (not paid in time).
 */
export const ORDER_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['PAID', 'FAILED', 'EXPIRED'];
export const isFinalOrderStatus = (status: OrderStatus) => FINAL_ORDER_STATUSES.includes(status);

/** The payment gateways: the built-in test gateway (default), or Midtrans Snap when its server key is set. */
export const GATEWAYS = ['TEST', 'MIDTRANS'] as const;
export type Gateway = (typeof GATEWAYS)[number];

/** The plan everyone has without buying one (its quotas apply when no paid plan is running). */
export const FREE_PLAN_CODE = { EMPLOYER: 'EMPLOYER_FREE', CANDIDATE: 'CANDIDATE_FREE' } as const;

export const BILLING = {
  /** Indonesia's VAT (PPN), in percent, added to a plan's price. */
  taxPercent: 11,
  /** Minutes an order may wait for its payment before it expires. */
  orderExpiryMinutes: 60,
  /** How often the payment-status page asks while an order is pending (ms), and for how long at most. */
  statusPollMs: 2000,
  statusPollMaxMs: 10 * 60_000,
  /** Plan codes: upper-case letters, digits and underscores. */
  codePattern: /^[A-Z][A-Z0-9_]{1,39}$/,
} as const;

/** Tax and total of a price (whole rupiah): the tax is rounded half up, as on an Indonesian tax invoice. */
export function priceWithTax(price: number): { subtotal: number; tax: number; total: number } {
  const tax = Math.round((price * BILLING.taxPercent) / 100);
  return { subtotal: price, tax, total: price + tax };
}

/** The app's pages of the order flow, under a role's prefix (spec §2). */
export const BILLING_PATHS = {
  pricing: 'pricing-and-plans',
  payment: 'payment',
  paymentStatus: 'payment-status',
  topUpPlan: 'top-up-plan',
  topUpPayment: 'top-up-payment',
  topUpPaymentSuccess: 'top-up-payment-success',
} as const;

/**
 * The built-in test gateway's pages (server-rendered, outside the app: the service worker leaves them to the
 * network): `/pay/test/<order number>?key=<secret>`.
 */
export const TEST_GATEWAY_PATH = '/pay/test';

/** Each audience's part of the app (spec §2 route prefixes). */
export const ROLE_PREFIX = { EMPLOYER: '/employer', CANDIDATE: '/jobsseekers' } as const;

/** Where a role's pricing page is (linked from 'no vacancy left' and the application limit). */
export const pricingPath = (audience: PlanAudience) => `${ROLE_PREFIX[audience]}/${BILLING_PATHS.pricing}`;
/** Where a role's top-up offers are. */
export const topUpPath = () => `${ROLE_PREFIX.EMPLOYER}/${BILLING_PATHS.topUpPlan}`;
/** Where the gateway sends the buyer back: the order's status page. */
export const paymentStatusPath = (audience: PlanAudience, orderId: number) =>
  `${ROLE_PREFIX[audience]}/${BILLING_PATHS.paymentStatus}/${orderId}`;
