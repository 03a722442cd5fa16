import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/billing.json';
import type { Plan } from '../api/billing';

const api = vi.hoisted(() => vi.fn());
const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('../api/leave', () => ({ leaveFor }));
vi.mock('../../../lib/api/employerView', () => ({
  useEmployerView: () => ({ data: { company: { role: 'ADMIN' } } }),
}));
vi.mock('../../../lib/router', () => ({
  useLocation: () => ({ pathname: '/employer/payment', search: '?plan=2' }),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const { Checkout } = await import('./Checkout');

const starter: Plan = {
  id: 2,
  code: 'EMPLOYER_STARTER',
  kind: 'PLAN',
  audience: 'EMPLOYER',
  name: 'Starter',
  description: 'For a small team hiring for a few roles.',
  price: 499_000,
  tax: 54_890,
  total: 553_890,
  validityDays: 30,
  activeJobs: 5,
  matchedCandidates: 10,
  applicationLimit: null,
  isFree: false,
  isCurrent: false,
};
const ok = (data: unknown) => ({ code: 'SUCCESS', message: '', data });

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
  api.mockReset();
  leaveFor.mockReset();
});
afterEach(cleanup);

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Checkout kind="PLAN" audience="EMPLOYER" />
    </QueryClientProvider>,
  );
}

describe('Checkout', () => {
  it('shows the price, the VAT and the total; Pay is disabled while it runs, says a refusal, and reuses the order', async () => {
    let answerPaymentUrl: (value: unknown) => void = () => undefined;
    api.mockImplementation((_module: string, action: string) => {
      if (action === 'getPlans') return Promise.resolve(ok([starter]));
      if (action === 'create') return Promise.resolve(ok({ id: 31 }));
      if (action === 'paymentUrl') return new Promise((resolve) => (answerPaymentUrl = resolve));
      throw new Error(action);
    });
    show();
    expect(await screen.findByText('Starter')).toBeTruthy();
    expect(screen.getByText('Rp 4,99,000')).toBeTruthy();
    expect(screen.getByText('VAT 11%')).toBeTruthy();
    expect(screen.getByText('Rp 54,890')).toBeTruthy();
    expect(screen.getByText('Rp 5,53,890')).toBeTruthy();

    const pay = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    fireEvent.click(pay);
    await waitFor(() => expect(pay.disabled).toBe(true));
    expect(screen.getByRole('status').textContent).toBe('Opening the payment page…');
    expect(api).toHaveBeenCalledWith(
      'order',
      'create',
      expect.objectContaining({ body: { kind: 'PLAN', planId: 2 } }),
    );
    await act(async () =>
      answerPaymentUrl({ code: 'ERROR', message: 'The payment service cannot be reached.', data: null }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The payment service cannot be reached.');
    expect(pay.disabled).toBe(false);
    expect(leaveFor).not.toHaveBeenCalled();

    // Again: the same order, and off to its payment page (the button stays busy as the browser leaves).
    fireEvent.click(pay);
    await act(async () => answerPaymentUrl(ok({ url: 'http://pay.test/ORD-1?key=k', gateway: 'TEST' })));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://pay.test/ORD-1?key=k'));
    expect(api.mock.calls.filter(([, action]) => action === 'create')).toHaveLength(1);
    expect(api).toHaveBeenLastCalledWith(
      'order',
      'paymentUrl',
      expect.objectContaining({ body: { orderId: 31 } }),
    );
    expect(pay.disabled).toBe(true);
  });

  it('enables Pay again when the browser restores the page from its back/forward cache', async () => {
    api.mockImplementation((_module: string, action: string) => {
      if (action === 'getPlans') return Promise.resolve(ok([starter]));
      if (action === 'create') return Promise.resolve(ok({ id: 31 }));
      if (action === 'paymentUrl')
        return Promise.resolve(ok({ url: 'http://pay.test/ORD-1?key=k', gateway: 'TEST' }));
      throw new Error(action);
    });
    show();
    const pay = (await screen.findByRole('button', { name: 'Pay' })) as HTMLButtonElement;
    fireEvent.click(pay);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://pay.test/ORD-1?key=k'));
    expect(pay.disabled).toBe(true);

    // A page shown afresh (not from the cache) is left alone; one restored from the cache can be paid again.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    expect(pay.disabled).toBe(true);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(pay.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers no payment for a free plan or a plan that is not on offer', async () => {
    api.mockResolvedValue(ok([{ ...starter, isFree: true, price: 0, tax: 0, total: 0 }]));
    show();
    expect(await screen.findByText('The free plan needs no payment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
    cleanup();
    api.mockResolvedValue(ok([{ ...starter, id: 9 }]));
    show();
    expect(await screen.findByText('This plan is not available. Choose one from the list.')).toBeTruthy();
  });
});
