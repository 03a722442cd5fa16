/**
 * The candidate's applications (spec §7 userjobs): whether they applied to a job (check-apply), applying, their
 * applications with each one's timeline (active-jobs/list), and withdrawing one. Every write refreshes what shows
 * applications, so the job page's button and the Applied tab agree at once.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import { DEFAULT_LIMIT } from '@common/constants/list';
import type { Language } from '@common/locales';
import type { ApplyInput } from '@common/schemas/applications';
import { api, unwrap } from '../../../lib/api';
import { useSessionRole } from '../../../lib/store/roleHome';

export type MyApplication = AnswerOf<'userJobs', 'create'>;
export type ApplyCheck = AnswerOf<'userJobs', 'checkApply'>;
const APPLICATIONS_KEY = ['userJobs'] as const;

/** Whether the signed-in candidate applied to the job (nothing is asked for anyone else). */
export function useCheckApply(jobId: number | undefined) {
  const role = useSessionRole();
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'check', jobId],
    queryFn: async ({ signal }) =>
      unwrap<ApplyCheck>(
        await api('userJobs', 'checkApply', { query: { jobId }, signal, showErrorToast: false }),
      ),
    enabled: role === 'CANDIDATE' && jobId !== undefined,
  });
}

export function useMyApplications(page: number, lng: Language) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'mine', lng, page],
    queryFn: async ({ signal }) => {
      const envelope = await api('userJobs', 'activeJobsList', {
        body: { page, limit: DEFAULT_LIMIT },
        signal,
      });
      return { applications: unwrap<MyApplication[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
  });
}

export function useApplicationWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
  return {
    /** Sends the application; the envelope (a 422 names its fields, a 409 says why not). */
    apply: async (body: ApplyInput) => {
      const envelope = await api('userJobs', 'create', { body, showErrorToast: false });
      if (envelope.code === 'SUCCESS') await refresh();
      return envelope;
    },
    withdraw: async (id: number) => {
      const envelope = await api('userJobs', 'withdraw', { params: { id } });
      if (envelope.code === 'SUCCESS') await refresh();
      return envelope;
    },
  };
}
