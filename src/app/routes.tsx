/**
 * The app's route table (spec §2), without the layout around it (./router.tsx adds that). Kept apart so tests can walk
 * it: every path it names must show a page, never an empty screen (tests/e2e/shell-routes.spec.ts).
 */
import type { RouteObject } from '../lib/router';
import { USER_TYPE, type UserType } from '@common/constants/roles';
import { analyticsRoutes } from '../features/analytics';
import { candidateAuthRoutes, employerAuthRoutes } from '../features/auth';
import { candidateBillingRoutes, employerBillingRoutes } from '../features/billing';
import { candidateProfileRoutes } from '../features/candidateProfile';
import { candidatesRoutes } from '../features/candidates';
import { companyRoutes } from '../features/company';
import { homeRoute } from '../features/home';
import { jobImportRoutes } from '../features/jobImport';
import { jobPostingRoutes } from '../features/jobPosting';
import { jobSearchRoutes } from '../features/jobSearch';
import { candidateNotificationRoutes, employerNotificationRoutes } from '../features/notifications';
import { notFoundRoute, publicRoutes } from '../features/public';
import { responsesRoutes } from '../features/responses';
import { teamRoutes } from '../features/team';
import { roleEntryRoute } from './roleEntry';

/** A role's routes (and those of other features under its prefix) with the bare prefix leading somewhere. */
function withEntry(routes: RouteObject, role: UserType, more: RouteObject[] = []): RouteObject {
  if (routes.index) throw new Error('A role prefix route cannot be an index route.');
  return { ...routes, children: [roleEntryRoute(role), ...(routes.children ?? []), ...more] };
}

export const appRoutes: RouteObject[] = [
  homeRoute,
  ...publicRoutes,
  withEntry(candidateAuthRoutes, USER_TYPE.CANDIDATE, [
    ...jobSearchRoutes,
    ...candidateProfileRoutes,
    ...candidateNotificationRoutes,
    ...candidateBillingRoutes,
  ]),
  withEntry(employerAuthRoutes, USER_TYPE.EMPLOYER, [
    ...jobPostingRoutes,
    ...companyRoutes,
    ...teamRoutes,
    ...jobImportRoutes,
    ...responsesRoutes,
    ...candidatesRoutes,
    ...employerNotificationRoutes,
    ...analyticsRoutes,
    ...employerBillingRoutes,
  ]),
  notFoundRoute,
];

/**
 * Every address the table names, once, in order: '/' for the index, each route's path joined to its parents' (a
 * parent's own path too: it is an address a person can type), the catch-all as '*'. Dynamic segments stay as they
 * are (':id').
 */
export function routePaths(routes: RouteObject[] = appRoutes): string[] {
  const paths = new Set<string>();
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent || '/';
      if (route.index || route.path) paths.add(path);
      if (route.children) walk(route.children, path === '/' ? '' : path);
    }
  };
  walk(routes, '');
  return [...paths];
}
