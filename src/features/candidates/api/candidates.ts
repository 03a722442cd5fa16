/**
 * Matched and viewed candidates (spec §7 matched-candidate, viewed-candidate, track-user/view-profile), for the
 * company's team: the company's live jobs to choose from, a job's best candidates, one candidate's page (with the
 * match for a job), recording that the page was opened, and the candidates the company viewed.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AnswerOf } from '@common/api/answers';
import type { Language } from '@common/locales';
import { api, unwrap } from '../../../lib/api';

export type MatchedCandidate = AnswerOf<'matchedCandidate', 'list'>[number];
export type CandidateDetail = AnswerOf<'matchedCandidate', 'details'>;
export type ViewedCandidate = AnswerOf<'viewedCandidate', 'list'>[number];
export type CompanyJob = AnswerOf<'jobs', 'getJobList'>[number];

const KEY = ['candidates'] as const;

/** The company's live jobs (the ones candidates are matched to), newest first. */
export function useActiveJobs() {
  return useQuery({
    queryKey: ['jobs', 'list', 'matching'],
    queryFn: async ({ signal }) =>
      unwrap<CompanyJob[]>(
        await api('jobs', 'getJobList', {
          body: { page: 1, limit: 50, sort: -1, filter: { status: 'ACTIVE' } },
          signal,
        }),
      ),
  });
}

export function useMatchedCandidates(jobId: number | null, lng: Language) {
  return useQuery({
    queryKey: [...KEY, 'matched', lng, jobId],
    queryFn: async ({ signal }) =>
      unwrap<MatchedCandidate[]>(await api('matchedCandidate', 'list', { body: { jobId }, signal })),
    enabled: jobId !== null,
  });
}

export function useCandidateDetail(candidateId: number | null, jobId: number | null, lng: Language) {
  return useQuery({
    queryKey: [...KEY, 'detail', lng, candidateId, jobId],
    queryFn: async ({ signal }) =>
      unwrap<CandidateDetail>(
        await api('matchedCandidate', 'details', {
          body: { candidateId, ...(jobId ? { jobId } : {}) },
          signal,
        }),
      ),
    enabled: candidateId !== null,
  });
}

/**
 * Records that the team opened the candidate's page, once the page has shown them (the server counts one view a day);
 * what says who was viewed (the matched list, the viewed list, the page's 'last viewed') is refreshed then.
 */
export function useRecordView(candidateId: number | null, jobId: number | null, shown: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!shown || candidateId === null) return;
    void api('trackUser', 'viewProfile', {
      body: { candidateId, ...(jobId ? { jobId } : {}) },
      showErrorToast: false,
      redirectOnNotFound: false,
    })
      // The lists (and this page) now say the candidate was viewed.
      .then(() => client.invalidateQueries({ queryKey: KEY }))
      // A view that could not be recorded changes nothing the person sees.
      .catch(() => undefined);
  }, [candidateId, jobId, shown, client]);
}

export interface ViewedQuery {
  search: string;
  page: number;
  limit: number;
}

export function useViewedCandidates(q: ViewedQuery, lng: Language) {
  return useQuery({
    queryKey: [...KEY, 'viewed', lng, q],
    queryFn: async ({ signal }) => {
      const envelope = await api('viewedCandidate', 'list', { body: q, signal });
      return { candidates: unwrap<ViewedCandidate[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
  });
}
