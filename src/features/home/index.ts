import type { RouteObject } from '../../lib/router';
import { lazyPage, pageModules } from '../../lib/lazyPage';

/** `/`: hero with the job search entry and the categories (job sections come with job discovery). */
export const homeRoute: RouteObject = {
  index: true,
  lazy: lazyPage(() => import('./pages/HomePage'), ['home']),
  handle: pageModules('src/features/home/pages/HomePage.tsx'),
};
