/**
 * The billing pages' addresses (spec §2, under each role's prefix; common/constants/billing.ts BILLING_PATHS) and
 * the role a page is for, read from its prefix: the same page serves employers and candidates.
 */
import { BILLING_PATHS, type ItemKind, type PlanAudience, ROLE_PREFIX } from '@common/constants/billing';
import { useLocation } from '../../lib/router';

export const audienceOfPath = (pathname: string): PlanAudience =>
  pathname.startsWith('/employer') ? 'EMPLOYER' : 'CANDIDATE';

/** The audience of the page on screen. */
export function usePageAudience(): PlanAudience {
  return audienceOfPath(useLocation().pathname);
}

/** The page that pays for a plan (`payment`) or a top-up (`top-up-payment`). */
export const checkoutPath = (audience: PlanAudience, kind: ItemKind, planId: number) =>
  `${ROLE_PREFIX[audience]}/${kind === 'TOPUP' ? BILLING_PATHS.topUpPayment : BILLING_PATHS.payment}?plan=${planId}`;

export const loginPath = (audience: PlanAudience) => `${ROLE_PREFIX[audience]}/login`;

/** The SEO row of a billing page: `<segment>` for candidates, `employer-<segment>` for employers. */
export const seoPage = (audience: PlanAudience, segment: string) =>
  audience === 'EMPLOYER' ? `employer-${segment}` : segment;

/** The plan id in `?plan=`, or null when there is none (or it is no id). */
export function planIdOf(search: string): number | null {
  const id = new URLSearchParams(search).get('plan');
  return id && /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** The order id of `…/payment-status/{id}`, or null for anything else. */
export function orderIdOf(pathname: string): number | null {
  const id = /\/payment-status\/(\d{1,10})\/?$/.exec(pathname)?.[1];
  return id && Number(id) > 0 ? Number(id) : null;
}
