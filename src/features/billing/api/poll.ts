/**
 * How the payment-status page asks about an order (issue 15): every BILLING.statusPollMs while it is PENDING (or not
 * read yet), for BILLING.statusPollMaxMs at most since the page started asking; a final status (PAID, FAILED,
 * EXPIRED) ends the asking at once. The query (api/billing.ts) and the page (components/PaymentStatus.tsx) both
 * read the rule from here.
 */
import { BILLING, isFinalOrderStatus, type OrderStatus } from '@common/constants/billing';

/** Milliseconds until the page stops asking for want of time, or 0 once it has. */
export const pollTimeLeft = (since: number, now: number) =>
  Math.max(0, since + BILLING.statusPollMaxMs - now);

/** Milliseconds until the next ask, or false for no more. */
export function orderPollInterval(
  status: OrderStatus | undefined,
  since: number,
  now: number,
): number | false {
  if (status !== undefined && isFinalOrderStatus(status)) return false;
  if (pollTimeLeft(since, now) === 0) return false;
  return BILLING.statusPollMs;
}

/** Whether the page gave up asking about an order still pending (it then offers to check again). */
export const pollGaveUp = (status: OrderStatus | undefined, since: number, now: number) =>
  status === 'PENDING' && orderPollInterval(status, since, now) === false;
