/**
 * Where a signed-in user belongs, for pages outside the auth feature that adapt to the session (the home page's calls
 * to action, the /login role picker): each role's home page, and the role of the session (null for a guest).
 */
import type { UserType } from '@common/constants/roles';
import { useShellStore } from './shell';

/** Candidates land on their profile (set-up while it is incomplete), employers on their dashboard. */
export const ROLE_HOME: Record<UserType, string> = {
  CANDIDATE: '/jobsseekers/profile-setup',
  EMPLOYER: '/employer/dashboard',
};

/** Where the header's account link leads: the candidate's profile, the employer's dashboard. */
export const ROLE_ACCOUNT: Record<UserType, string> = {
  CANDIDATE: '/jobsseekers/profile',
  EMPLOYER: '/employer/dashboard',
};

/** The role of the signed-in user, or null for a guest. */
export function useSessionRole(): UserType | null {
  return useShellStore((state) => (state.token ? state.role : null));
}
