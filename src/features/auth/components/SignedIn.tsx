import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useShellStore } from '../../../lib/store/shell';
import { useRoleInfo } from '../roles';

/** Renders its children for a signed-in user of the page's role; sends anyone else to that role's sign-in page. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { role, path } = useRoleInfo();
  const sessionRole = useShellStore((state) => (state.token ? state.role : null));
  const { pathname } = useLocation();
  if (sessionRole !== role) return <Navigate to={path('login')} replace state={{ from: pathname }} />;
  return children;
}

/** Guest-only screens (sign-in, sign-up): a signed-in user of that role goes to their home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { role, home } = useRoleInfo();
  const sessionRole = useShellStore((state) => (state.token ? state.role : null));
  if (sessionRole === role) return <Navigate to={home} replace />;
  return children;
}
