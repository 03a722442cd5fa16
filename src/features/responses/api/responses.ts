/**
 * The responses to the company's jobs (spec §7 userjobs), for its team: a page of them by job, status, name or skill
 * and order; how many per status; one in full; moving one to its next status; the resume it was sent with. A move
 * refreshes every list, count and detail, so the list, the board and the detail agree.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { ApplicationStatus, ResponseSort } from '@common/constants/applicationStatus';
import type { Language } from '@common/locales';
import { api, unwrap } from '../../../lib/api';
import { fetchFile } from '../../../lib/api/download';

export type Response = AnswerOf<'userJobs', 'list'>[number];
export type ResponseDetail = AnswerOf<'userJobs', 'candidateDetails'>;
export type StatusCounts = AnswerOf<'userJobs', 'statusCounts'>;
export type CompanyJob = AnswerOf<'jobs', 'getJobList'>[number];

const RESPONSES_KEY = ['responses'] as const;

export interface ResponsesQuery {
  jobId?: number;
  status?: ApplicationStatus;
  search: string;
  sortBy: ResponseSort;
  page: number;
  limit: number;
}

export const responsesBody = (q: ResponsesQuery) => ({
  page: q.page,
  limit: q.limit,
  search: q.search,
  sortBy: q.sortBy,
  filter: { ...(q.jobId ? { jobId: q.jobId } : {}), ...(q.status ? { status: q.status } : {}) },
});

export function useResponses(q: ResponsesQuery, lng: Language) {
  return useQuery({
    queryKey: [...RESPONSES_KEY, 'list', lng, q],
    queryFn: async ({ signal }) => {
      const envelope = await api('userJobs', 'list', { body: responsesBody(q), signal });
      return { responses: unwrap<Response[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
  });
}

export function useStatusCounts(jobId: number | undefined) {
  return useQuery({
    queryKey: [...RESPONSES_KEY, 'counts', jobId],
    queryFn: async ({ signal }) =>
      unwrap<StatusCounts>(await api('userJobs', 'statusCounts', { body: jobId ? { jobId } : {}, signal })),
  });
}

export function useResponseDetail(id: number | null, lng: Language) {
  return useQuery({
    queryKey: [...RESPONSES_KEY, 'detail', lng, id],
    queryFn: async ({ signal }) =>
      unwrap<ResponseDetail>(await api('userJobs', 'candidateDetails', { body: { id }, signal })),
    enabled: id !== null,
  });
}

/** The company's jobs that can have responses (not drafts), for the job filter. */
export function useCompanyJobs() {
  return useQuery({
    queryKey: ['jobs', 'list', 'responses'],
    queryFn: async ({ signal }) => {
      const envelope = await api('jobs', 'getJobList', { body: { page: 1, limit: 50, sort: -1 }, signal });
      return unwrap<CompanyJob[]>(envelope).filter((job) => job.tab !== 'DRAFT');
    },
  });
}

export function useStatusChange() {
  const client = useQueryClient();
  /** Moves the response; resolves with the envelope (a 409 says why not). */
  return async (id: number, status: ApplicationStatus, message = '') => {
    const envelope = await api('userJobs', 'update', {
      params: { id },
      body: { status, ...(message.trim() ? { message } : {}) },
      showErrorToast: false,
    });
    await client.invalidateQueries({ queryKey: RESPONSES_KEY });
    return envelope;
  };
}

/** The resume file an application was sent with. */
export const fetchResume = (id: number) => fetchFile('userJobs', 'resume', { id });
