/**
 * The billing screens of spec §2 (issue 15): under /employer the pricing page, the payment of a plan and of a
 * top-up, an order's status, the top-ups and the page after a paid top-up; under /jobsseekers the pricing page, the
 * payment and an order's status. Each page is a lazy chunk with its namespace; the pricing pages are open to guests.
 */
import type { ComponentType } from 'react';
import { BILLING_PATHS } from '@common/constants/billing';
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';

type Page = () => Promise<{ default: ComponentType }>;

const pricing: Page = () => import('./pages/PricingPage');
const payment: Page = () => import('./pages/PaymentPage');
const status: Page = () => import('./pages/PaymentStatusPage');

const route = (path: string, page: Page): RouteObject => ({ path, lazy: lazyPage(page, ['billing']) });

/** The pages both sides have. */
const shared = (): RouteObject[] => [
  route(BILLING_PATHS.pricing, pricing),
  route(BILLING_PATHS.payment, payment),
  route(`${BILLING_PATHS.paymentStatus}/:id`, status),
];

export const employerBillingRoutes: RouteObject[] = [
  ...shared(),
  route(BILLING_PATHS.topUpPlan, () => import('./pages/TopUpPlanPage')),
  route(BILLING_PATHS.topUpPayment, payment),
  route(BILLING_PATHS.topUpPaymentSuccess, () => import('./pages/TopUpSuccessPage')),
];

export const candidateBillingRoutes: RouteObject[] = shared();
