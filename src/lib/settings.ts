/** Public site settings (`settings/get-settings`): site title, About-us link and the like. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';

export interface SiteSettings {
  siteTitle?: string;
  aboutUsUrl?: string;
  [key: string]: unknown;
}

export const FALLBACK_SITE_TITLE = 'Orbit Jobs';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: async ({ signal }) =>
    unwrap<SiteSettings | null>(await api('settings', 'getSettings', { signal, showErrorToast: false, redirectOnNotFound: false })) ?? {},
  staleTime: 10 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQuery);
}

export function useSiteTitle(): string {
  const { data } = useSettings();
  return data?.siteTitle || FALLBACK_SITE_TITLE;
}
