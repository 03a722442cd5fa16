/**
 * The team calls (spec §7 Employer → Team members) and the invitation's accept call. Writes resolve with the envelope
 * whatever its code and show no toast of their own on failure: the team page shows the server's sentence where it
 * happened (under the form, or above the list for the last administrator). A member gone meanwhile is a 404 that
 * stays on the page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { CompanyRole } from '@common/constants/jobs';
import type { AcceptInvitationInput, TeamMemberAddInput } from '@common/schemas/team';
import { api, unwrap } from '../../../lib/api';
import { EMPLOYER_VIEW_KEY } from '../../../lib/api/employerView';

export type TeamMember = AnswerOf<'teamMembers', 'list'>[number];

const LIST_KEY = ['teamMembers', 'list'] as const;
export const PAGE_SIZE = 20;

export function useTeamMembers(search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...LIST_KEY, search, page],
    queryFn: async ({ signal }) => {
      const envelope = await api('teamMembers', 'list', {
        body: { page, limit: PAGE_SIZE, search, sort: 1 },
        signal,
      });
      return { members: unwrap<TeamMember[]>(envelope), paginator: envelope.paginator };
    },
    enabled,
  });
}

const quiet = { showErrorToast: false, redirectOnNotFound: false } as const;

/** The writes; a success refreshes the list (and the caller's own view: their role may have changed). */
export function useTeamWrites() {
  const client = useQueryClient();
  const done = async <T>(envelope: T) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: LIST_KEY }),
      client.invalidateQueries({ queryKey: EMPLOYER_VIEW_KEY }),
    ]);
    return envelope;
  };
  return {
    invite: async (body: TeamMemberAddInput) => done(await api('teamMembers', 'add', { body, ...quiet })),
    /** A new link for someone invited who has not joined yet (add again with what the team knows of them). */
    resend: async (member: TeamMember) =>
      done(
        await api('teamMembers', 'add', {
          body: {
            fullName: member.fullName,
            email: member.email,
            role: member.role,
            jobTitle: member.jobTitle,
          },
          ...quiet,
        }),
      ),
    setRole: async (id: number, role: CompanyRole) =>
      done(await api('teamMembers', 'partialUpdate', { params: { id }, body: { role }, ...quiet })),
    remove: async (id: number) => done(await api('teamMembers', 'softDelete', { body: { id }, ...quiet })),
  };
}

export const acceptInvitation = (body: AcceptInvitationInput) =>
  api('employer', 'acceptInvitation', { body, ...quiet });
