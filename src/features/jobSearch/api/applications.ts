/**
 * The candidate's applications (spec §7 userjobs): whether they applied to a job (check-apply), applying, their
 * applications with each one's timeline (active-jobs/list), and withdrawing one. Every write refreshes what shows
 * applications, so the job page's button and the Applied tab agree at once. Applying offline queues the application
 * (src/lib/pending): it is sent, once, when the network is back.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import { DEFAULT_LIMIT } from '@common/constants/list';
import type { Language } from '@common/locales';
import type { ApplyInput } from '@common/schemas/applications';
import { api, unwrap } from '../../../lib/api';
import { sendOrQueue } from '../../../lib/pending/send';
import { usePendingAction } from '../../../lib/pending/state';
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
    /**
     * Sends the application; the envelope (a 422 names its fields, a 409 says why not), or null when it went into
     * the offline queue (offline, or no answer): it is sent when the network is back.
     */
    apply: async (body: ApplyInput, title: string) => {
      const result = await sendOrQueue('userJobs', 'create', {
        body,
        what: { key: 'apply', vars: { title } },
        showErrorToast: false,
      });
      if (result.queued) return null;
      if (result.envelope.code === 'SUCCESS') await refresh();
      return result.envelope;
    },
    withdraw: async (id: number) => {
      const envelope = await api('userJobs', 'withdraw', { params: { id } });
      if (envelope.code === 'SUCCESS') await refresh();
      return envelope;
    },
  };
}

/** The application to this job still waiting in the offline queue, if the candidate applied offline. */
export function usePendingApplication(jobId: number | undefined) {
  return usePendingAction(
    'userJobs',
    'create',
    (entry) => jobId !== undefined && (entry.body as { jobId?: unknown } | undefined)?.jobId === jobId,
  );
}
