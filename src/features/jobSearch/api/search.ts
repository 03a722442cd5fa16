/**
 * The search calls (spec §7 Jobs: get-job-list and its guest twin; jobs/facets for the counts beside the filters).
 * The page shows the previous results while the next ones load, so the list never blanks between two searches.
 */
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CREATE_JOB_TRACKS_TYPE } from '@common/constants/limits';
import { DEFAULT_LIMIT } from '@common/constants/list';
import type { AnswerOf } from '@common/api/answers';
import type { Language } from '@common/locales';
import { api, envelopeStatus, unwrap } from '../../../lib/api';
import { requestOf, type SearchState } from '../../../lib/jobSearch/searchState';
import { useSessionRole } from '../../../lib/store/roleHome';

export type JobCard = AnswerOf<'jobs', 'getJobList'>[number];
export type JobFacets = AnswerOf<'jobs', 'facets'>;

/** Results stay fresh for a minute: back and forward between pages of a search do not ask again. */
const SEARCH_STALE_MS = 60_000;

export function useJobSearch(state: SearchState, lng: Language) {
  const request = requestOf(state);
  return useQuery({
    queryKey: ['jobs', 'search', lng, request],
    queryFn: async ({ signal }) => {
      const envelope = await api('jobs', 'getJobList', { body: request, signal });
      return { jobs: unwrap<JobCard[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_MS,
  });
}

export function useJobFacets(state: SearchState, lng: Language) {
  const { search, filter } = requestOf(state);
  return useQuery({
    queryKey: ['jobs', 'facets', lng, search, filter],
    queryFn: async ({ signal }) =>
      unwrap<JobFacets>(
        await api('jobs', 'facets', { body: { search, filter }, signal, showErrorToast: false }),
      ),
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_MS,
  });
}

export type Job = AnswerOf<'jobs', 'get'>;

/** A live job for anyone (get/guest/{id} when signed out); a dead or unknown one is answered `null` (not an error). */
export function useJobDetail(id: number | null, lng: Language) {
  return useQuery({
    queryKey: ['jobs', 'detail', lng, id],
    queryFn: async ({ signal }) => {
      const envelope = await api('jobs', 'get', {
        params: { id: id! },
        signal,
        redirectOnNotFound: false,
        showErrorToast: false,
      });
      // A job that is gone (deleted, closed, expired) is a page of its own, not an error.
      if (envelopeStatus(envelope) === 404) return null;
      return unwrap<Job>(envelope);
    },
    enabled: id !== null,
    staleTime: SEARCH_STALE_MS,
    // The same job in the other language while it loads: a page built on it (the apply form, half filled in) stays
    // as it is when the language changes, instead of giving way to a skeleton that would lose what was typed.
    // (The key ends with the job's id: another job is never shown in its place.)
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === id ? previous : undefined,
  });
}

/** Up to `count` other live jobs of the same category, newest first. */
export function useSimilarJobs(job: Job | null | undefined, lng: Language, count = 4) {
  return useQuery({
    queryKey: ['jobs', 'similar', lng, job?.id],
    queryFn: async ({ signal }) => {
      const envelope = await api('jobs', 'getJobList', {
        body: {
          page: 1,
          limit: count + 1,
          search: '',
          filter: { categoryIds: [job!.category.id] },
          sort: -1,
        },
        signal,
        showErrorToast: false,
      });
      return unwrap<JobCard[]>(envelope)
        .filter((other) => other.id !== job!.id)
        .slice(0, count);
    },
    enabled: !!job,
    staleTime: SEARCH_STALE_MS,
  });
}

/** A candidate opened a job: counted once per day by the server (create-jobs-tracks type 3). Nothing to show. */
export function useCountView(jobId: number | undefined) {
  const role = useSessionRole();
  useEffect(() => {
    if (jobId === undefined || role !== 'CANDIDATE') return;
    api('jobsTracks', 'create', {
      body: { jobId, type: CREATE_JOB_TRACKS_TYPE },
      showErrorToast: false,
      redirectOnNotFound: false,
    }).catch(() => undefined);
  }, [jobId, role]);
}

/** likes/list: a page of the candidate's saved jobs, the last saved first. */
export function useSavedJobs(page: number, lng: Language) {
  return useQuery({
    queryKey: ['jobs', 'saved', lng, page],
    queryFn: async ({ signal }) => {
      const envelope = await api('jobsTracks', 'likesList', { body: { page, limit: DEFAULT_LIMIT }, signal });
      return { jobs: unwrap<JobCard[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
  });
}

export type Company = AnswerOf<'company', 'get'>;

/** company/get (guest twin when signed out); an unknown or deleted company is `null`, not an error. */
async function fetchCompany(id: number, signal: AbortSignal): Promise<Company | null> {
  const envelope = await api('company', 'get', {
    params: { id: String(id) },
    signal,
    redirectOnNotFound: false,
    showErrorToast: false,
  });
  if (envelopeStatus(envelope) === 404) return null;
  return unwrap<Company>(envelope);
}

/** A company's page: the page's content. */
export function useCompany(id: number | null, lng: Language) {
  return useQuery({
    queryKey: ['company', 'page', lng, id],
    queryFn: ({ signal }) => fetchCompany(id!, signal),
    enabled: id !== null,
    staleTime: SEARCH_STALE_MS,
  });
}

/**
 * The company behind a job, for the card on the job's page: an extra around that page (src/lib/offline/rules.ts), so
 * offline, without it, the job still shows.
 */
export function useCompanyCard(id: number, lng: Language) {
  return useQuery({
    queryKey: ['company', 'card', lng, id],
    queryFn: ({ signal }) => fetchCompany(id, signal),
    staleTime: SEARCH_STALE_MS,
  });
}

/** A page of a company's live jobs, newest first. */
export function useCompanyJobs(companyId: number | null, page: number, lng: Language) {
  return useQuery({
    queryKey: ['jobs', 'company', lng, companyId, page],
    queryFn: async ({ signal }) => {
      const envelope = await api('jobs', 'getJobList', {
        body: { page, limit: DEFAULT_LIMIT, search: '', filter: { companyId: companyId! }, sort: -1 },
        signal,
        showErrorToast: false,
      });
      return { jobs: unwrap<JobCard[]>(envelope), paginator: envelope.paginator! };
    },
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_MS,
  });
}

export type Review = AnswerOf<'reviews', 'list'>[number];

/** A company's reviews, newest first (reviews, guest twin when signed out). */
export function useReviews(companyId: number, page: number, lng: Language) {
  return useQuery({
    queryKey: ['reviews', lng, companyId, page],
    queryFn: async ({ signal }) => {
      const envelope = await api('reviews', 'list', {
        body: { page, limit: DEFAULT_LIMIT, companyId },
        signal,
        showErrorToast: false,
      });
      return { reviews: unwrap<Review[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
  });
}
