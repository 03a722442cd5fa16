/** Signing in on the client: store the session of spec §3 and go to the role's home. */
import { useNavigate } from '../../lib/router';
import { useShellStore } from '../../lib/store/shell';
import type { SessionData } from './api/accounts';
import { ROLE_INFO } from './roles';
import { sessionFrom } from './session';

export function useSignIn() {
  const navigate = useNavigate();
  const setSession = useShellStore((state) => state.setSession);
  return ({ token, user }: SessionData) => {
    setSession(sessionFrom(token, user));
    const info = ROLE_INFO[user.role] ?? ROLE_INFO.CANDIDATE;
    void navigate(info.home, { replace: true });
  };
}
