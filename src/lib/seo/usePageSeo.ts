/**
 * Page head data from the server (`seo/:a/:b`, guest twin when signed out; spec §2). A missing SEO row answers 404:
 * that is not a missing page, so the call neither redirects nor toasts, and the page falls back to its own texts.
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { useTranslation } from 'react-i18next';

export interface SeoData {
  title?: string;
  description?: string;
  keywords?: string;
  author?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
}

export function usePageSeo(page: string, module = 'page') {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['seo', module, page, lng],
    queryFn: async ({ signal }) =>
      unwrap<SeoData | null>(
        await api('seo', 'get', {
          params: { module, page },
          signal,
          showErrorToast: false,
          redirectOnNotFound: false,
        }),
      ) ?? {},
    staleTime: 10 * 60_000,
    retry: false,
  });
}
