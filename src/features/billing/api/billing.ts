/**
 * The licence and order calls (spec §7 Licence and orders; issue 15). Plans are read by guests too (the guest twin
 * with the audience named); everything else is the signed-in buyer's. Writes resolve with the envelope and show no
 * toast of their own: the pages say what went wrong where it happened.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { Envelope } from '@common/api/envelope';
import type { ItemKind, PlanAudience } from '@common/constants/billing';
import { api, envelopeStatus, isErrorEnvelope, unwrap } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';
import { LICENCE_KEY } from '../../../lib/api/licence';
import { useShellStore } from '../../../lib/store/shell';
import { leaveFor } from './leave';
import { orderPollInterval } from './poll';

export type Plan = AnswerOf<'licence', 'getPlans'>[number];
export type Order = AnswerOf<'order', 'status'>;
export type TopupDetails = AnswerOf<'licence', 'topupDetails'>;

export const ORDERS_KEY = ['orders'] as const;
export const TRANSACTIONS_PAGE_SIZE = 10;

const quiet = { showErrorToast: false, redirectOnNotFound: false } as const;

/**
 * The plans (or the top-ups) of an audience. A guest names the audience (guest twin); a signed-in person gets their
 * own, so `audience` must be theirs (the pages check that before asking).
 */
export function usePlans(kind: ItemKind, audience: PlanAudience, enabled = true) {
  const token = useShellStore((state) => state.token);
  return useQuery({
    queryKey: [...LICENCE_KEY, 'plans', kind, audience, token],
    queryFn: async ({ signal }) => {
      const body = { page: 1, limit: 50, filter: { audience } };
      const envelope =
        kind === 'TOPUP'
          ? await api('licence', 'getTopupList', { body, signal, ...quiet })
          : await api('licence', 'getPlans', { body, signal, ...quiet });
      return unwrap<Plan[]>(envelope);
    },
    enabled,
  });
}

/** The company's running top-ups. */
export function useTopupDetails(enabled = true) {
  const token = useShellStore((state) => state.token);
  return useQuery({
    queryKey: [...LICENCE_KEY, 'topups', token],
    queryFn: async ({ signal }) =>
      unwrap<TopupDetails>(await api('licence', 'topupDetails', { signal, ...quiet })),
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}

/** The buyer's orders, newest first, a page at a time. */
export function useTransactions(page: number, enabled = true) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', page],
    queryFn: async ({ signal }) => {
      const envelope = await api('order', 'transactionList', {
        body: { page, limit: TRANSACTIONS_PAGE_SIZE },
        signal,
        ...quiet,
      });
      return { orders: unwrap<Order[]>(envelope), paginator: envelope.paginator };
    },
    enabled,
    staleTime: 0,
  });
}

/**
 * One order, asked again every BILLING.statusPollMs while it is PENDING, for BILLING.statusPollMaxMs at most from
 * when the page started asking (`since`); a final status stops the asking. When it is paid, the plan, its limits and
 * the transactions are read afresh.
 */
export function useOrderStatus(id: number | null, since: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'status', id],
    queryFn: async ({ signal }) => {
      const order = unwrap<Order>(await api('order', 'status', { params: { id: id! }, signal, ...quiet }));
      if (order.status !== 'PENDING') {
        void client.invalidateQueries({ queryKey: LICENCE_KEY });
        void client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
      }
      return order;
    },
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => orderPollInterval(query.state.data?.status, since, Date.now()),
    // A failed read (the network dropped) is asked again by the interval, not by retries on top of it.
    retry: false,
  });
}

/**
 * Pays for a plan or a top-up: the order is created (or the one created before, whose payment page did not open, is
 * reused), its payment page asked for, and the browser sent there. Resolves with null when the browser is on its
 * way, else with the failure's message and the order to reuse next time (none once it can no longer be paid).
 */
export async function startPayment(
  kind: ItemKind,
  planId: number,
  earlierOrderId: number | null,
): Promise<{ message: string; orderId: number | null } | null> {
  let orderId = earlierOrderId;
  if (orderId === null) {
    const created = await api('order', 'create', { body: { kind, planId }, ...quiet });
    if (isErrorEnvelope(created)) return { message: messageOf(created), orderId: null };
    orderId = created.data.id;
  }
  const payment = await api('order', 'paymentUrl', { body: { orderId }, ...quiet });
  if (isErrorEnvelope(payment)) {
    // 409: the order expired meanwhile; the next try makes a new one. Anything else may pass on a retry.
    return { message: messageOf(payment), orderId: envelopeStatus(payment) === 409 ? null : orderId };
  }
  leaveFor(payment.data.url);
  return null;
}

const messageOf = (envelope: Envelope) => envelope.message || '';

/** The paid order's invoice (PDF), saved as a download; a refusal's message is thrown. */
export const downloadInvoice = (orderId: number) => downloadFile('order', 'invoice', {}, '', { orderId });
