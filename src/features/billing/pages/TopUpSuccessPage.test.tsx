import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/billing.json';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('../../../lib/store/shell', () => ({
  useShellStore: (select: (state: { token: string }) => unknown) => select({ token: 'token' }),
}));
vi.mock('../../../lib/api/licence', async (original) => ({
  ...(await original<object>()),
  useSubscription: () => ({ data: { activeJobLimit: 6, activeJobCount: 2 } }),
}));
vi.mock('../../../components/RequireRole', () => ({
  RequireRole: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../../../lib/seo/PageHead', () => ({ PageHead: () => null }));
vi.mock('../../../lib/router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const { default: TopUpSuccessPage } = await import('./TopUpSuccessPage');

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
beforeEach(() => api.mockReset());
afterEach(cleanup);

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TopUpSuccessPage />
    </QueryClientProvider>,
  );
}

describe('TopUpSuccessPage', () => {
  it('says the top-up is running, with the new limit, when one is', async () => {
    api.mockResolvedValue(
      ok({
        extraJobs: 1,
        topups: [
          {
            name: '1 extra job',
            activeJobs: 1,
            startsAt: '2026-11-26T03:00:00.000Z',
            endsAt: '2026-12-26T03:00:00.000Z',
          },
        ],
      }),
    );
    show();
    expect(await screen.findByText('Top-up complete')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Your top-ups']);
    expect(screen.getByText('You can now keep 6 jobs live at once (2 live now).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy another top-up' }).getAttribute('href')).toBe(
      '/employer/top-up-plan',
    );
  });

  it('has a neutral heading and leads to the top-up offers when none is running', async () => {
    api.mockResolvedValue(ok({ extraJobs: 0, topups: [] }));
    show();
    expect(await screen.findByText('No top-ups are running.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Your top-ups']);
    expect(screen.getByText(/^No top-up is running for your company right now\./)).toBeTruthy();
    expect(screen.queryByText(/Top-up complete|You can now keep/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See the top-up offers' }).getAttribute('href')).toBe(
      '/employer/top-up-plan',
    );
  });
});
