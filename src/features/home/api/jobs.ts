/**
 * The home page's job figures: the newest live jobs (get-job-list, guest twin when signed out) and how many live jobs
 * each category has (jobs/facets). Both are asked for in the browser once the page is on screen: they change all
 * day, and the page's server HTML is kept until reference data changes.
 */
import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import { api, unwrap } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/useHydrated';

const FRESH_MS = 60_000;
export const RECENT_JOBS = 6;

export function useRecentJobs() {
  const lng = currentLanguage();
  return useQuery({
    queryKey: ['jobs', 'recent', lng],
    queryFn: async ({ signal }) =>
      unwrap<AnswerOf<'jobs', 'getJobList'>>(
        await api('jobs', 'getJobList', {
          body: { page: 1, limit: RECENT_JOBS, search: '', filter: {}, sort: -1 },
          signal,
          showErrorToast: false,
        }),
      ),
    staleTime: FRESH_MS,
  });
}

/** Live jobs per category id; undefined until the page is on screen and the counts came. */
export function useCategoryJobCounts(): Map<number, number> | undefined {
  const hydrated = useHydrated();
  const { data } = useQuery({
    queryKey: ['jobs', 'facets', 'home'],
    queryFn: async ({ signal }) =>
      unwrap<AnswerOf<'jobs', 'facets'>>(
        await api('jobs', 'facets', { body: { search: '', filter: {} }, signal, showErrorToast: false }),
      ),
    enabled: hydrated,
    staleTime: FRESH_MS,
  });
  return data && new Map(data.categories.map((category) => [category.id, category.count]));
}
