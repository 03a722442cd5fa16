import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@common/api/envelope';
import en from '../locales/en/billing.json';

// The HTTP status beside an envelope is the API client's to know; here each test envelope names its own.
vi.mock('../lib/api', () => ({
  envelopeStatus: (envelope: Envelope & { status?: number }) => envelope.status,
}));
vi.mock('../lib/router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const { QuotaNotice, quotaRefusal } = await import('./QuotaNotice');

const NO_VACANCY =
  'No vacancy left: your plan allows 1 live job at once. Close a job, top up or upgrade your plan to post more.';
const refused = (status: number, data: unknown) =>
  ({ code: 'ERROR', message: NO_VACANCY, data, status }) as Envelope & { status: number };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['billing'],
    defaultNS: 'billing',
    resources: { en: { billing: en } },
  });
});
afterEach(cleanup);

describe('quotaRefusal', () => {
  it('is a 402 that names where to buy more', () => {
    const data = {
      limit: 1,
      used: 1,
      pricingPath: '/employer/pricing-and-plans',
      topUpPath: '/employer/top-up-plan',
    };
    expect(quotaRefusal(refused(402, data))).toEqual({
      message: NO_VACANCY,
      pricingPath: '/employer/pricing-and-plans',
      topUpPath: '/employer/top-up-plan',
    });
    expect(
      quotaRefusal(refused(402, { limit: 20, used: 20, pricingPath: '/jobsseekers/pricing-and-plans' })),
    ).toEqual({
      message: NO_VACANCY,
      pricingPath: '/jobsseekers/pricing-and-plans',
      topUpPath: null,
    });
  });

  it('is nothing else: another status, no path, or a path that leaves the app', () => {
    expect(quotaRefusal(null)).toBeNull();
    expect(quotaRefusal(refused(409, { pricingPath: '/employer/pricing-and-plans' }))).toBeNull();
    expect(quotaRefusal(refused(402, null))).toBeNull();
    expect(quotaRefusal(refused(402, { pricingPath: 'https://evil.example/' }))).toBeNull();
    expect(quotaRefusal(refused(402, { pricingPath: '//evil.example/' }))).toBeNull();
  });
});

describe('QuotaNotice', () => {
  it("says the server's sentence with the ways to more, as an alert", () => {
    render(
      <QuotaNotice
        refusal={{
          message: NO_VACANCY,
          pricingPath: '/employer/pricing-and-plans',
          topUpPath: '/employer/top-up-plan',
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(NO_VACANCY);
    expect(screen.getByRole('link', { name: 'Top up live jobs' }).getAttribute('href')).toBe(
      '/employer/top-up-plan',
    );
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
  });

  it('shows nothing without a refusal', () => {
    const { container } = render(<QuotaNotice refusal={null} />);
    expect(container.innerHTML).toBe('');
  });
});
