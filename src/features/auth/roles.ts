/** The two sides of the portal: their route prefix, API module and where a signed-in user lands. */
import { useLocation } from '../../lib/router';
import { USER_TYPE, type UserType } from '@common/constants/roles';
import { ROLE_HOME } from '../../lib/store/roleHome';

export interface RoleInfo {
  role: UserType;
  /** The route prefix (spec §2). */
  base: '/jobsseekers' | '/employer';
  /** The API module of the account calls. */
  module: 'candidate' | 'employer';
  /** The registration-verification route segment differs between the roles (spec §2). */
  verifySegment: 'registration-verification' | 'register-verification';
  /** Where a signed-in user of this role lands (candidates: profile setup while their profile is incomplete). */
  home: string;
}

export const ROLE_INFO: Record<UserType, RoleInfo> = {
  [USER_TYPE.CANDIDATE]: {
    role: USER_TYPE.CANDIDATE,
    base: '/jobsseekers',
    module: 'candidate',
    verifySegment: 'registration-verification',
    home: ROLE_HOME.CANDIDATE,
  },
  [USER_TYPE.EMPLOYER]: {
    role: USER_TYPE.EMPLOYER,
    base: '/employer',
    module: 'employer',
    verifySegment: 'register-verification',
    home: ROLE_HOME.EMPLOYER,
  },
};

export function roleOfPath(pathname: string): UserType {
  return pathname.startsWith('/employer') ? USER_TYPE.EMPLOYER : USER_TYPE.CANDIDATE;
}

/** The role of the page being shown, from its route prefix. */
export function useRoleInfo(): RoleInfo & { path: (segment: string) => string } {
  const { pathname } = useLocation();
  const info = ROLE_INFO[roleOfPath(pathname)];
  return { ...info, path: (segment: string) => `${info.base}/${segment}` };
}
