/**
 * The employer analytics calls (spec §7 employer-analytics): the company's (or one job's) 12 months and its figures
 * now, and the company's jobs to pick one from.
 */
import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import { api, unwrap } from '../../../lib/api';

export type ByMonth = AnswerOf<'employerAnalytics', 'getByMonth'>;
export type MonthFigures = ByMonth['months'][number];
export type Counts = AnswerOf<'employerAnalytics', 'getCount'>;
export type CompanyJob = AnswerOf<'jobs', 'getJobList'>[number];

const KEY = ['analytics'] as const;

export function useByMonth(jobId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'byMonth', jobId ?? null],
    queryFn: async ({ signal }) =>
      unwrap<ByMonth>(await api('employerAnalytics', 'getByMonth', { body: jobId ? { jobId } : {}, signal })),
  });
}

export function useCounts(jobId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'counts', jobId ?? null],
    queryFn: async ({ signal }) =>
      unwrap<Counts>(await api('employerAnalytics', 'getCount', { query: jobId ? { jobId } : {}, signal })),
  });
}

/** The company's jobs that have been posted (drafts have no figures), newest first, for the job select. */
export function useCompanyJobs() {
  return useQuery({
    queryKey: ['jobs', 'list', 'analytics'],
    queryFn: async ({ signal }) => {
      const envelope = await api('jobs', 'getJobList', { body: { page: 1, limit: 50, sort: -1 }, signal });
      return unwrap<CompanyJob[]>(envelope).filter((job) => job.tab !== 'DRAFT');
    },
  });
}
