/**
 * "Recommended for you" (spec §7 Recommendations): for a signed-in candidate, jobs like the ones they saved and
 * opened or their saved searches find, each with why (the server writes the reasons in the page's language). Shown
 * on the home page and on browse-jobs before a search; it hides itself while loading fails or finds nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@common/api/answers';
import { api, unwrap } from '../lib/api';
import { currentLanguage } from '../lib/i18n';
import { JobCard, JobCardSkeleton } from './JobCard';

export type Recommendation = AnswerOf<'jobRecommendation', 'getJobsRecommendation'>[number];

const FRESH_MS = 60_000;

export function useRecommendations(count: number) {
  const lng = currentLanguage();
  return useQuery({
    // Not under 'jobs': saving a job refreshes the lists, and a recommendation saved from its card stays there, saved.
    queryKey: ['recommendations', lng, count],
    queryFn: async ({ signal }) =>
      unwrap<Recommendation[]>(
        await api('jobRecommendation', 'getJobsRecommendation', {
          body: { limit: count },
          signal,
          showErrorToast: false,
        }),
      ),
    staleTime: FRESH_MS,
  });
}

export function RecommendedJobs({ count = 6, className }: { count?: number; className?: string }) {
  const { t } = useTranslation('jobSearch');
  const { data, isPending, isError } = useRecommendations(count);
  if (isError || data?.length === 0) return null;
  return (
    <section
      className={['recommended', className].filter(Boolean).join(' ')}
      aria-labelledby="recommended-title"
    >
      <h2 id="recommended-title">{t('recommended.title')}</h2>
      <ul className="job-grid" aria-busy={isPending || undefined}>
        {isPending
          ? Array.from({ length: Math.min(count, 3) }, (_, index) => (
              <li key={index}>
                <JobCardSkeleton />
              </li>
            ))
          : data.map(({ job, reasons }) => (
              <li key={job.id} className="recommended-item">
                <JobCard job={job} />
                <ul className="job-reasons" aria-label={t('recommended.why', { title: job.title })}>
                  {reasons.map((reason) => (
                    <li key={reason.code}>{reason.text}</li>
                  ))}
                </ul>
              </li>
            ))}
      </ul>
    </section>
  );
}
