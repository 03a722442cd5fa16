/**
 * The job posting calls (spec §7 Jobs) and the reference lists the steps pick from. Queries are keyed by job id, so a
 * step that saves puts its answer (the job as saved) in the cache and the next step starts from it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { JobListTab } from '@common/constants/jobs';
import type {
  JobBenefitsInput,
  JobHighlightsInput,
  JobLocationInput,
  JobQuestionsInput,
  JobTypeInput,
} from '@common/schemas/jobs';
import { api, unwrap } from '../../../lib/api';

export type Job = AnswerOf<'jobs', 'get'>;
export type JobCard = AnswerOf<'jobs', 'getJobList'>[number];

export const jobKey = (id: number) => ['jobs', 'get', id] as const;

export function useJob(id: number | undefined) {
  return useQuery({
    queryKey: jobKey(id ?? 0),
    queryFn: async ({ signal }) => unwrap<Job>(await api('jobs', 'get', { params: { id: id! }, signal })),
    enabled: id !== undefined,
  });
}

/** The employer's own jobs in one tab. */
export function useCompanyJobs(tab: JobListTab, search: string, page: number) {
  return useQuery({
    queryKey: ['jobs', 'list', tab, search, page],
    queryFn: async ({ signal }) => {
      const envelope = await api('jobs', 'getJobList', {
        body: { page, limit: 10, search, filter: { status: tab }, sort: -1 },
        signal,
      });
      return { jobs: unwrap<JobCard[]>(envelope), paginator: envelope.paginator };
    },
  });
}

/** Saving a step resolves with the envelope; a success also refreshes the cached job and the lists. */
export function useJobWrites() {
  const client = useQueryClient();
  const saved = async <T extends { data: unknown }>(envelope: T) => {
    const job = envelope.data as Job | null;
    if (job && typeof job === 'object' && 'id' in job) client.setQueryData(jobKey(job.id), job);
    await client.invalidateQueries({ queryKey: ['jobs', 'list'] });
    return envelope;
  };
  return {
    createJobType: async (body: JobTypeInput) => saved(await api('jobs', 'createJobType', { body })),
    updateJobType: async (id: number, body: JobTypeInput) =>
      saved(await api('jobs', 'updateJobType', { params: { id }, body })),
    saveHighlights: async (id: number, body: JobHighlightsInput) =>
      saved(await api('jobs', 'createJobHighlights', { params: { id }, body })),
    saveLocation: async (id: number, body: JobLocationInput) =>
      saved(await api('jobs', 'createJobLocation', { params: { id }, body })),
    saveBenefits: async (id: number, body: JobBenefitsInput) =>
      saved(await api('jobs', 'createJobBenefits', { params: { id }, body })),
    saveQuestions: async (id: number, body: JobQuestionsInput) =>
      saved(await api('jobs', 'createJobAdditionalQuestion', { params: { id }, body })),
    // Posting and activating say their refusals on the page (a full quota with the way to more: issue 15).
    confirmPost: async (id: number) =>
      saved(await api('jobs', 'confirmPost', { body: { id }, showErrorToast: false })),
    setActive: async (id: number, active: boolean) =>
      saved(await api('jobs', 'activate', { params: { id }, body: { active }, showErrorToast: false })),
    remove: async (id: number) => saved(await api('jobs', 'softDelete', { body: { id } })),
    duplicate: async (id: number) => saved(await api('jobs', 'duplicate', { params: { id } })),
  };
}
