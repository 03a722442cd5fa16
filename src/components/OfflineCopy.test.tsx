import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en/common.json';
import id from '../locales/id/common.json';
import { reportNetworkFailure, reportNetworkSuccess, resetReachability } from '../lib/network';
import { useNothingToShow } from '../lib/offline/nothingToShow';
import { useOnline } from '../lib/useOnline';
import { OfflineCopy } from './OfflineCopy';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['common'],
    resources: { en: { common: en }, id: { common: id } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => resetReachability());
afterEach(async () => {
  cleanup();
  resetReachability();
  await i18next.changeLanguage('en');
});

describe('OfflineCopy', () => {
  it('says nothing online; offline, when the data was fetched, in the words of the language', async () => {
    const updatedAt = Date.now() - 5 * 60_000;
    const { rerender } = render(<OfflineCopy query={{ dataUpdatedAt: updatedAt }} />);
    expect(screen.getByRole('status').textContent).toBe('');

    act(() => reportNetworkFailure());
    expect(await screen.findByText('Offline copy, updated 5 minutes ago')).toBeTruthy();

    await act(() => i18next.changeLanguage('id'));
    rerender(<OfflineCopy query={{ dataUpdatedAt: updatedAt }} />);
    expect(screen.getByRole('status').textContent).toBe('Salinan offline, diperbarui 5 menit yang lalu');

    act(() => reportNetworkSuccess());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says nothing without data', () => {
    act(() => reportNetworkFailure());
    render(<OfflineCopy query={{ dataUpdatedAt: 0 }} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('useNothingToShow (the offline overlay)', () => {
  function Page({ keys }: { keys: unknown[][] }) {
    return keys.map((key) => <Reader key={JSON.stringify(key)} queryKey={key} />);
  }
  function Reader({ queryKey }: { queryKey: unknown[] }) {
    useQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined), retry: false });
    return null;
  }
  function Overlay() {
    const online = useOnline();
    return useNothingToShow(!online) ? <p>overlay</p> : null;
  }
  const renderPage = (client: QueryClient, keys: unknown[][]) =>
    render(
      <QueryClientProvider client={client}>
        <Page keys={keys} />
        <Overlay />
      </QueryClientProvider>,
    );

  it('covers a page offline whose content has no data, not one shown from kept data or with extras only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = new QueryClient();
    client.setQueryData(['jobs', 'saved', 'en', 1], { jobs: [] });
    act(() => reportNetworkFailure());

    const kept = renderPage(client, [
      ['jobs', 'saved', 'en', 1],
      ['seo', 'page', 'my-jobs', 'en'],
    ]);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByText('overlay')).toBeNull();
    kept.unmount();

    const nothing = renderPage(client, [['company', 'page', 'en', 3]]);
    expect(await screen.findByText('overlay')).toBeTruthy();
    act(() => reportNetworkSuccess());
    expect(screen.queryByText('overlay')).toBeNull();
    nothing.unmount();
    vi.useRealTimers();
  });
});
