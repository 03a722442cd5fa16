/**
 * The payment gateway behind one interface: the built-in test gateway (its own page on this server, marked TEST,
 * where a person pays, fails or lets the order expire) unless Midtrans Snap is configured. Either way the gateway
 * only reports; orders.ts decides what an outcome does, once.
 */
import crypto from 'node:crypto';
import { type Gateway, type OrderStatus, TEST_GATEWAY_PATH } from '../../../common/constants/billing.js';
import type { Config } from '../../config.js';
import type { Order } from '../../db/database.js';
import { midtransGateway } from './midtrans.js';

/** What became of a payment: PENDING while nothing is final. */
export type Outcome = { status: OrderStatus; reference?: string | null };

export interface StartContext {
  buyer: { fullName: string; email: string };
  /** Where the gateway sends the buyer back (the order's status page). */
  finishUrl: string;
  /** This server's public origin (the test gateway's page lives here). */
  siteUrl: string;
}

export interface PaymentGateway {
  name: Gateway;
  /** Opens the payment of an order: the page to send the buyer to, and the gateway's token for the order. */
  start(order: Order, ctx: StartContext): Promise<{ url: string; token: string }>;
  /** Asks the gateway what became of the order (a pull, beside its notifications). */
  check(order: Order): Promise<Outcome>;
}

export const testGateway: PaymentGateway = {
  name: 'TEST',
  start(order, ctx) {
    const token = crypto.randomBytes(18).toString('base64url');
    return Promise.resolve({
      url: `${ctx.siteUrl}${TEST_GATEWAY_PATH}/${encodeURIComponent(order.number)}?key=${token}`,
      token,
    });
  },
  // Its outcomes arrive through its page (testGatewayRoutes), never by asking.
  check: (order) => Promise.resolve({ status: order.status as OrderStatus }),
};

export function paymentGateway(config: Pick<Config, 'midtrans'>): PaymentGateway {
  return config.midtrans ? midtransGateway(config.midtrans) : testGateway;
}
