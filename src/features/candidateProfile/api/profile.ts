/**
 * The candidate's own profile (spec §7 Profile): candidate/view carries it with its completion; each save answers the
 * profile as the server holds it, which replaces the cached view (and refreshes the stored session: the name shows
 * in the header at once). The list sections are read whole (candidate-profile/get-… or, for accomplishments, one
 * page of the list call) and written with the generic per-module calls. The sections' forms save through the offline
 * queue (src/lib/pending): offline, a save waits there and the section says so until it is sent.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { Envelope } from '@common/api/envelope';
import {
  CANDIDATE_ENTRY_SECTIONS,
  CANDIDATE_LIMITS,
  type CandidateEntryModule,
} from '@common/constants/candidateProfile';
import { api, unwrap } from '../../../lib/api';
import { sendOrQueue } from '../../../lib/pending/send';
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

/** Puts the profile a save answered into the cached view and the stored session. */
function useTakeView() {
  const client = useQueryClient();
  const token = useShellStore((state) => state.token);
  const setSession = useShellStore((state) => state.setSession);
  return (envelope: Envelope<CandidateView | null>) => {
    const view = envelope.data;
    if (view && typeof view === 'object' && 'profile' in view) {
      client.setQueryData([...CANDIDATE_VIEW_KEY, token], view);
      // The account without the profile is the stored user; candidateDetails keeps the name (spec §3).
      const { profile: _profile, ...user } = view;
      if (token) setSession({ token, user: user as SessionUser, candidateDetails: { name: view.fullName } });
    }
  };
}

/** Saves part of the profile; resolves with the envelope (errors included, for the form to show). */
export function useSaveProfile() {
  const take = useTakeView();
  return async (action: ViewCall, body: object, id?: number): Promise<Envelope<CandidateView | null>> => {
    const envelope = (await api('candidateProfile', action, {
      body,
      params: id === undefined ? {} : { id },
      showErrorToast: false,
    })) as Envelope<CandidateView | null>;
    take(envelope);
    return envelope;
  };
}

/** The sections saved from their forms, which may wait in the offline queue. */
export type SectionCall = 'basicDetails' | 'personalDetails' | 'industryDetails';

/**
 * Saves a section's form: the envelope as useSaveProfile's, or 'queued' when it went into the offline queue (offline,
 * or no answer); it is sent when the network is back.
 */
export function useSaveSection() {
  const take = useTakeView();
  return async (
    action: SectionCall,
    body: object,
    id: number,
  ): Promise<Envelope<CandidateView | null> | 'queued'> => {
    const result = await sendOrQueue('candidateProfile', action, {
      body,
      params: { id },
      what: { key: action },
      showErrorToast: false,
    });
    if (result.queued) return 'queued';
    const envelope = result.envelope as Envelope<CandidateView | null>;
    take(envelope);
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
  const what = { key: CANDIDATE_ENTRY_SECTIONS[module] };
  /** An addition or a change, sent or put in the offline queue ('queued'). */
  const save = async (action: 'create' | 'update', body: object, id?: number) => {
    const result = await sendOrQueue(module, action, {
      body,
      ...(id === undefined ? {} : { params: { id } }),
      what,
      showErrorToast: false,
    });
    return result.queued ? ('queued' as const) : after(result.envelope as Envelope<unknown>);
  };
  return {
    create: (body: object) => save('create', body),
    update: (id: number, body: object) => save('update', body, id),
    remove: async (id: number) => after(await api(module, 'softDelete', { body: { id } })),
  };
}
