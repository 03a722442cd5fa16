/**
 * Midtrans Snap (https://docs.midtrans.com): the Snap API opens a payment page for an order; Midtrans then POSTs an
 * HTTP notification to order/notification. A notification is believed only when its signature_key is
 * SHA-512(order_id + status_code + gross_amount + server key), its amount is the order's, and the status API (asked
 * afresh, with the server key) says the same: a forged or replayed body can at most make the server ask Midtrans.
 */
import crypto from 'node:crypto';
import type { OrderStatus } from '../../../common/constants/billing.js';
import { jakartaDateTime } from '../../../common/format/dates.js';
import type { MidtransNotification } from '../../../common/schemas/billing.js';
import type { Order } from '../../db/database.js';
import type { Outcome, PaymentGateway } from './gateway.js';

export interface MidtransConfig {
  serverKey: string;
  snapUrl: string;
  apiUrl: string;
}

/** Midtrans writes amounts with two decimals: 1665000 → '1665000.00'. */
export const grossAmount = (total: number) => `${total}.00`;

export function signatureOf(
  body: Pick<MidtransNotification, 'order_id' | 'status_code' | 'gross_amount'>,
  serverKey: string,
) {
  return crypto
    .createHash('sha512')
    .update(`${body.order_id}${body.status_code}${body.gross_amount}${serverKey}`)
    .digest('hex');
}

/** True when the notification was signed with our server key. */
export function signedByMidtrans(body: MidtransNotification, serverKey: string): boolean {
  const expected = Buffer.from(signatureOf(body, serverKey));
  const given = Buffer.from(body.signature_key.toLowerCase());
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Midtrans' transaction_status (and fraud_status for cards) as an order's status. */
export function statusOf(transactionStatus: string, fraudStatus?: string): OrderStatus {
  switch (transactionStatus) {
    case 'settlement':
      return 'PAID';
    case 'capture':
      // A card payment held for review ('challenge') is not paid yet.
      return !fraudStatus || fraudStatus === 'accept' ? 'PAID' : 'PENDING';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'FAILED';
    case 'expire':
      return 'EXPIRED';
    default:
      return 'PENDING';
  }
}

const TIMEOUT_MS = 10_000;

export function midtransGateway(config: MidtransConfig): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.serverKey}:`).toString('base64')}`;
  const headers = { authorization, accept: 'application/json', 'content-type': 'application/json' };

  return {
    name: 'MIDTRANS',
    async start(order, ctx) {
      const response = await fetch(`${config.snapUrl}/snap/v1/transactions`, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        body: JSON.stringify({
          transaction_details: { order_id: order.number, gross_amount: order.total },
          // Midtrans checks that the items add up to gross_amount: the plan and its VAT.
          item_details: [
            {
              id: `plan-${order.planId}`,
              price: order.price,
              quantity: 1,
              name: order.itemNameEn.slice(0, 50),
            },
            ...(order.tax > 0 ? [{ id: 'vat', price: order.tax, quantity: 1, name: 'VAT (PPN)' }] : []),
          ],
          customer_details: { first_name: ctx.buyer.fullName.slice(0, 255), email: ctx.buyer.email },
          callbacks: { finish: ctx.finishUrl },
          // The same time as the order's, counted from its creation (not from when the buyer picks a method).
          expiry: {
            start_time: `${jakartaDateTime(order.createdAt)} +0700`,
            unit: 'minute',
            duration: Math.max(
              1,
              Math.floor((Date.parse(order.expiresAt) - Date.parse(order.createdAt)) / 60_000),
            ),
          },
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { token?: string; redirect_url?: string };
      if (!response.ok || !body.token || !body.redirect_url)
        throw new Error(`Midtrans Snap answered ${response.status}`);
      return { url: body.redirect_url, token: body.token };
    },
    async check(order: Order): Promise<Outcome> {
      const response = await fetch(`${config.apiUrl}/v2/${encodeURIComponent(order.number)}/status`, {
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // Only a 404 says something (no transaction yet); any other failure must not pass for 'still pending': the
      // notification handler answers it with 503, so Midtrans sends the notification again.
      if (!response.ok && response.status !== 404)
        throw new Error(`Midtrans status API answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as {
        status_code?: string;
        transaction_status?: string;
        fraud_status?: string;
        gross_amount?: string;
        transaction_id?: string;
      };
      // Midtrans may put a failure only in the body's status_code.
      if (body.status_code?.startsWith('5')) throw new Error(`Midtrans status API said ${body.status_code}`);
      // 404: Midtrans has no transaction yet (the buyer never opened the page).
      if (body.status_code === '404' || !body.transaction_status) return { status: 'PENDING' };
      // A status for another amount is not this order's payment.
      if (body.gross_amount !== grossAmount(order.total)) return { status: 'PENDING' };
      return {
        status: statusOf(body.transaction_status, body.fraud_status),
        reference: body.transaction_id ?? null,
      };
    },
  };
}
