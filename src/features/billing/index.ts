/** Plans, top-ups, orders and payments, invoices (issue 15): the pricing, payment and payment-status screens. */
export { candidateBillingRoutes, employerBillingRoutes } from './routes';
