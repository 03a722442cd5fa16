import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING, type OrderStatus } from '@common/constants/billing';
import en from '../../../locales/en/billing.json';
import type { Order } from '../api/billing';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('../../../lib/router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const { PaymentStatus } = await import('./PaymentStatus');

const order = (status: OrderStatus, kind: Order['kind'] = 'PLAN'): Order => ({
  id: 7,
  number: 'ORD-20261126-0A1B2C3D',
  kind,
  audience: 'EMPLOYER',
  planId: 2,
  itemName: 'Starter',
  price: 499_000,
  tax: 54_890,
  total: 553_890,
  currency: 'IDR',
  status,
  gateway: 'TEST',
  createdAt: '2026-11-26T03:00:00.000Z',
  expiresAt: '2026-11-26T04:00:00.000Z',
  paidAt: status === 'PAID' ? '2026-11-26T03:01:00.000Z' : null,
  invoiceNumber: status === 'PAID' ? 'INV/2026/000001' : null,
});
const answer = (data: Order) => ({ code: 'SUCCESS', message: '', data });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['billing'],
    defaultNS: 'billing',
    resources: { en: { billing: en } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  api.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PaymentStatus orderId={7} audience="EMPLOYER" />
    </QueryClientProvider>,
  );
}

const statusCalls = () => api.mock.calls.filter(([, action]) => action === 'status').length;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('PaymentStatus', () => {
  it('asks again while the order is pending, says the outcome in its live region, and stops on a final status', async () => {
    api
      .mockResolvedValueOnce(answer(order('PENDING')))
      .mockResolvedValueOnce(answer(order('PENDING')))
      .mockResolvedValue(answer(order('PAID')));
    show();
    await wait(50);
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('Waiting for your payment.');
    expect(statusCalls()).toBe(1);

    await wait(BILLING.statusPollMs);
    expect(statusCalls()).toBe(2);
    await wait(BILLING.statusPollMs);
    expect(statusCalls()).toBe(3);
    await wait(50);
    expect(region.textContent).toContain('Payment received. Thank you!');
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/employer/job-type');
    expect(screen.getByText('INV/2026/000001')).toBeTruthy();

    // Paid: nothing more is asked.
    await wait(BILLING.statusPollMs * 10);
    expect(statusCalls()).toBe(3);
    expect(api).toHaveBeenCalledWith('order', 'status', expect.objectContaining({ params: { id: 7 } }));
  });

  it('a failed payment offers to try again from the plans; a paid top-up leads to the top-ups', async () => {
    api.mockResolvedValue(answer(order('FAILED')));
    show();
    await wait(50);
    expect(screen.getByRole('status').textContent).toContain('The payment did not go through.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
    await wait(BILLING.statusPollMs * 3);
    expect(statusCalls()).toBe(1);
    cleanup();

    api.mockResolvedValue(answer(order('PAID', 'TOPUP')));
    show();
    await wait(50);
    expect(screen.getByRole('link', { name: 'See your top-ups' }).getAttribute('href')).toBe(
      '/employer/top-up-payment-success',
    );
  });

  it('gives up after statusPollMaxMs of a pending order, then checks again on request', async () => {
    api.mockResolvedValue(answer(order('PENDING')));
    show();
    await wait(50);
    await wait(BILLING.statusPollMaxMs);
    const asked = statusCalls();
    expect(asked).toBeGreaterThan(1);
    expect(screen.getByRole('status').textContent).toContain(
      'We have not heard from the payment service yet.',
    );
    await wait(BILLING.statusPollMs * 5);
    expect(statusCalls()).toBe(asked);

    api.mockResolvedValue(answer(order('EXPIRED')));
    await act(async () => screen.getByRole('button', { name: 'Check again' }).click());
    await wait(50);
    expect(statusCalls()).toBe(asked + 1);
    expect(screen.getByRole('status').textContent).toContain('The time to pay ran out');
  });
});
