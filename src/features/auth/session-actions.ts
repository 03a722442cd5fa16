/**
 * Signing in on the client: store the session of spec §3 and go back to the page that asked for it (RequireRole,
 * "sign in to save this search", carried in the sign-in page's history state), or else to the role's home.
 */
import { useLocation, useNavigate } from '../../lib/router';
import { useShellStore } from '../../lib/store/shell';
import { USER_TYPE, type UserType } from '@common/constants/roles';
import type { SessionData } from './api/accounts';
import { ROLE_INFO } from './roles';
import { sessionFrom } from './session';

/**
 * The page to go back to after signing in as `role`, from a sign-in page's history state: an address of this app
 * ('/…', never '//…' or '/\…', which a browser reads as another site), not in the other role's area.
 */
export function returnPathOf(state: unknown, role: UserType): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from)) return undefined;
  const other = ROLE_INFO[role === USER_TYPE.EMPLOYER ? USER_TYPE.CANDIDATE : USER_TYPE.EMPLOYER];
  if (from === other.base || from.startsWith(`${other.base}/`)) return undefined;
  return from;
}

export function useSignIn() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const setSession = useShellStore((store) => store.setSession);
  return ({ token, user }: SessionData) => {
    setSession(sessionFrom(token, user));
    const info = ROLE_INFO[user.role] ?? ROLE_INFO.CANDIDATE;
    void navigate(returnPathOf(state, info.role) ?? info.home, { replace: true });
  };
}
