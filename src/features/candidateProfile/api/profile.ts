/**
 * The candidate's own profile (spec §7 Profile): candidate/view carries it with its completion; each save answers the
 * profile as the server holds it, which replaces the cached view (and refreshes the stored session: the name shows
 * in the header at once). The list sections are read whole (candidate-profile/get-… or, for accomplishments, one
 * page of the list call) and written with the generic per-module calls.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { Envelope } from '@common/api/envelope';
import { CANDIDATE_LIMITS, type CandidateEntryModule } from '@common/constants/candidateProfile';
import { api, unwrap } from '../../../lib/api';
import { useShellStore, type SessionUser } from '../../../lib/store/shell';

export type CandidateView = AnswerOf<'candidate', 'view'>;
export type CandidateProfile = CandidateView['profile'];

export const CANDIDATE_VIEW_KEY = ['candidate', 'view'] as const;
const entriesKey = (module: CandidateEntryModule) => ['candidateProfile', 'entries', module] as const;

export function useCandidateView() {
  const token = useShellStore((state) => state.token);
  return useQuery({
    queryKey: [...CANDIDATE_VIEW_KEY, token],
    queryFn: async ({ signal }) =>
      unwrap<CandidateView>(await api('candidate', 'view', { signal, showErrorToast: false })),
    staleTime: 0,
    enabled: Boolean(token),
  });
}

/** The calls that answer the whole view, and what a form sends them. */
type ViewCall = 'basicDetails' | 'personalDetails' | 'industryDetails' | 'profilePictureUpdate' | 'setup';

/** Saves part of the profile; resolves with the envelope (errors included, for the form to show). */
export function useSaveProfile() {
  const client = useQueryClient();
  const token = useShellStore((state) => state.token);
  const setSession = useShellStore((state) => state.setSession);
  return async (action: ViewCall, body: object, id?: number): Promise<Envelope<CandidateView | null>> => {
    const envelope = (await api('candidateProfile', action, {
      body,
      params: id === undefined ? {} : { id },
      showErrorToast: false,
    })) as Envelope<CandidateView | null>;
    const view = envelope.data;
    if (view && typeof view === 'object' && 'profile' in view) {
      client.setQueryData([...CANDIDATE_VIEW_KEY, token], view);
      // The account without the profile is the stored user; candidateDetails keeps the name (spec §3).
      const { profile: _profile, ...user } = view;
      if (token) setSession({ token, user: user as SessionUser, candidateDetails: { name: view.fullName } });
    }
    return envelope;
  };
}

/** How each section is read whole. */
const READ_ALL = {
  education: 'getEducation',
  project: 'getProject',
  experience: 'getExperience',
  certificate: 'getCertificate',
} as const;

export type EntryDoc<M extends CandidateEntryModule> = AnswerOf<M, 'get'>;

export function useEntries<M extends CandidateEntryModule>(module: M) {
  return useQuery({
    queryKey: entriesKey(module),
    queryFn: async ({ signal }) => {
      const envelope =
        module === 'accomplishment'
          ? await api('accomplishment', 'list', {
              body: { page: 1, limit: CANDIDATE_LIMITS.entriesMax },
              signal,
            })
          : await api('candidateProfile', READ_ALL[module as keyof typeof READ_ALL], { signal });
      return unwrap<EntryDoc<M>[]>(envelope);
    },
  });
}

/** Adds, changes and removes entries of a section; every write refreshes the section and the completion. */
export function useEntryWrites(module: CandidateEntryModule) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: entriesKey(module) }),
      client.invalidateQueries({ queryKey: CANDIDATE_VIEW_KEY }),
    ]);
  };
  const after = async <T extends Envelope<unknown>>(envelope: T) => {
    if (envelope.code === 'SUCCESS') await refresh();
    return envelope;
  };
  return {
    create: async (body: object) => after(await api(module, 'create', { body, showErrorToast: false })),
    update: async (id: number, body: object) =>
      after(await api(module, 'update', { params: { id }, body, showErrorToast: false })),
    remove: async (id: number) => after(await api(module, 'softDelete', { body: { id } })),
  };
}
