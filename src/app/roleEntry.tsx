/**
 * The bare role prefixes, /jobsseekers and /employer, are not pages of their own (they used to show an empty page): a
 * signed-in person goes to their home, a guest to the sign-in page of the prefix's role.
 */
import { Navigate, type RouteObject } from '../lib/router';
import { USER_TYPE, type UserType } from '@common/constants/roles';
import { ROLE_HOME, useSessionRole } from '../lib/store/roleHome';

/** The route prefix of each role (spec §2). */
export const ROLE_BASE: Record<UserType, '/jobsseekers' | '/employer'> = {
  [USER_TYPE.CANDIDATE]: '/jobsseekers',
  [USER_TYPE.EMPLOYER]: '/employer',
};

/**
 * Where /jobsseekers or /employer leads: the home of the signed-in person (of their own role: the sign-in pages send
 * a signed-in person there too), else the sign-in page of the prefix's role.
 */
export function roleEntryTarget(role: UserType, sessionRole: UserType | null): string {
  return sessionRole ? ROLE_HOME[sessionRole] : `${ROLE_BASE[role]}/login`;
}

function RoleEntryRedirect({ role }: { role: UserType }) {
  const sessionRole = useSessionRole();
  return <Navigate to={roleEntryTarget(role, sessionRole)} replace />;
}

/** The index route of a role prefix. */
export function roleEntryRoute(role: UserType): RouteObject {
  return { index: true, element: <RoleEntryRedirect role={role} /> };
}
