import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../lib/api/licence';
import en from '../locales/en/billing.json';

vi.mock('../lib/router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const { ApplicationsUsage, LiveJobsUsage, noApplicationLeft, noVacancyLeft } = await import('./PlanUsage');

const plan = (name: string) =>
  ({ id: 1, name, isFree: name === 'Free', isCurrent: true }) as unknown as Subscription['plan'];
const employer = (count: number, limit: number | null, endsAt: string | null = null): Subscription => ({
  plan: plan(endsAt ? 'Starter' : 'Free'),
  startsAt: null,
  endsAt,
  activeJobCount: count,
  activeJobLimit: limit,
  appliedJobCount: null,
  jobApplicationLimit: null,
  resetsAt: null,
});
const candidate = (count: number, limit: number | null): Subscription => ({
  plan: plan('Free'),
  startsAt: null,
  endsAt: null,
  activeJobCount: null,
  activeJobLimit: null,
  appliedJobCount: count,
  jobApplicationLimit: limit,
  resetsAt: '2026-12-01T12:00:00.000Z',
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['billing'],
    defaultNS: 'billing',
    resources: { en: { billing: en } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('the limits', () => {
  it('are reached at the limit, never without one', () => {
    expect(noVacancyLeft(employer(0, 1))).toBe(false);
    expect(noVacancyLeft(employer(1, 1))).toBe(true);
    expect(noVacancyLeft(employer(3, 1))).toBe(true);
    expect(noVacancyLeft(employer(900, null))).toBe(false);
    expect(noApplicationLeft(candidate(19, 20))).toBe(false);
    expect(noApplicationLeft(candidate(20, 20))).toBe(true);
    expect(noApplicationLeft(candidate(500, null))).toBe(false);
  });
});

describe('LiveJobsUsage', () => {
  it('says the live jobs against the limit, the plan, its end and the ways to more', () => {
    render(<LiveJobsUsage subscription={employer(2, 5, '2026-12-26T03:00:00.000Z')} />);
    expect(screen.getByText('Live jobs: 2 of 5')).toBeTruthy();
    expect(screen.getByText('Plan: Starter.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Runs until 26 December 2026.')).toBeTruthy();
    expect(screen.queryByText(/^No vacancy left/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
    expect(screen.getByRole('link', { name: 'Top up live jobs' }).getAttribute('href')).toBe(
      '/employer/top-up-plan',
    );
  });

  it('warns once no vacancy is left, and says when there is no limit', () => {
    render(<LiveJobsUsage subscription={employer(1, 1)} links={false} />);
    expect(screen.getByText('Live jobs: 1 of 1')).toBeTruthy();
    expect(screen.getByText('The free plan does not end.')).toBeTruthy();
    expect(screen.getByText(/^No vacancy left/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    render(<LiveJobsUsage subscription={employer(7, null)} />);
    expect(screen.getByText('Live jobs: 7 (no limit)')).toBeTruthy();
  });
});

describe('ApplicationsUsage', () => {
  it("says the month's applications and when the count starts again", () => {
    render(<ApplicationsUsage subscription={candidate(1, 20)} />);
    expect(screen.getByText('1 of 20 applications used this month.')).toBeTruthy();
    expect(screen.getByText('The count starts again on 01 December 2026.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/jobsseekers/pricing-and-plans',
    );
  });

  it('at the limit, says so and offers the upgrade', () => {
    render(<ApplicationsUsage subscription={candidate(20, 20)} />);
    expect(screen.getByText('You have used all the applications of your plan this month.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toBeTruthy();
  });
});
