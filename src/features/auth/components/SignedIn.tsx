import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../../../lib/router';
import { ROLE_HOME, useSessionRole } from '../../../lib/store/roleHome';
import { useRoleInfo } from '../roles';

/** Renders its children for a signed-in user of the page's role; sends anyone else to that role's sign-in page. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { role, path } = useRoleInfo();
  const sessionRole = useSessionRole();
  const { pathname } = useLocation();
  if (sessionRole !== role) return <Navigate to={path('login')} replace state={{ from: pathname }} />;
  return children;
}

/**
 * Guest-only screens (sign-in, sign-up) of either role: a signed-in user has nothing to do there and goes to the home
 * of their own role (a candidate who opens the employer sign-in too).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const sessionRole = useSessionRole();
  if (sessionRole) return <Navigate to={ROLE_HOME[sessionRole]} replace />;
  return children;
}
