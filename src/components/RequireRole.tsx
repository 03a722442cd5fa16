import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import type { UserType } from '@common/constants/roles';
import { useSessionRole } from '../lib/store/roleHome';

const LOGIN: Record<UserType, string> = { CANDIDATE: '/jobsseekers/login', EMPLOYER: '/employer/login' };

/** Renders its children for a signed-in user of `role`; anyone else goes to that role's sign-in page, and back after. */
export function RequireRole({ role, children }: { role: UserType; children: ReactNode }) {
  const sessionRole = useSessionRole();
  const { pathname, search } = useLocation();
  if (sessionRole !== role)
    return <Navigate to={LOGIN[role]} replace state={{ from: `${pathname}${search}` }} />;
  return children;
}
