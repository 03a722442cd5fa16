/**
 * Midtrans' HTTP notification (order/notification). Believed in three steps: the signature (SHA-512 with our server
 * key), the amount (the order's total), then the status API asked afresh; applied through `settle`, so a replayed
 * notification changes nothing and a forged one is refused before anything is read.
 */
import type { MidtransNotification } from '../../../common/schemas/billing.js';
import type { Config } from '../../config.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { grossAmount, signedByMidtrans } from './midtrans.js';
import { type BillingDeps, settle } from './orders.js';
import { findOrder } from './repository.js';

/** 400, not 403: the call is public (no session to refuse); any non-2xx is all Midtrans reads. */
const rejected = () => badRequest('errorMsg:notificationRejected');

export async function midtransNotified(
  deps: BillingDeps,
  config: Pick<Config, 'midtrans'>,
  body: MidtransNotification,
): Promise<void> {
  if (!config.midtrans || deps.payments.name !== 'MIDTRANS') throw rejected();
  if (!signedByMidtrans(body, config.midtrans.serverKey)) throw rejected();
  const order = await findOrder(deps.db, { number: body.order_id });
  if (!order || order.gateway !== 'MIDTRANS') throw notFound('errorMsg:orderNotFound');
  if (body.gross_amount !== grossAmount(order.total)) throw rejected();
  let outcome;
  try {
    outcome = await deps.payments.check(order);
  } catch {
    // Not a 2xx: Midtrans sends the notification again later.
    throw new AppError(503, 'ERROR', 'errorMsg:paymentGatewayUnavailable');
  }
  await settle(deps, order, outcome);
}
