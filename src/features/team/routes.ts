/**
 * The team screens (issue 10, under /employer): the team page of the company's administrators, and the page an
 * invitation's link opens. Lazy chunks with their namespaces; none of this is in the home page's JavaScript.
 */
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';

export const TEAM_PATH = 'team';
export const JOIN_SEGMENT = 'join';

export const teamRoutes: RouteObject[] = [
  { path: TEAM_PATH, lazy: lazyPage(() => import('./pages/TeamPage'), ['team', 'validate']) },
  { path: JOIN_SEGMENT, lazy: lazyPage(() => import('./pages/JoinPage'), ['team', 'validate']) },
];
