/**
 * The employer's analytics (spec §2 /employer/analytics): a lazy chunk with its namespaces. The chart library is not
 * even in that chunk: the chart loads it when it first draws (./components/MonthChart.tsx).
 */
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';

export const analyticsRoutes: RouteObject[] = [
  { path: 'analytics', lazy: lazyPage(() => import('./pages/AnalyticsPage'), ['analytics']) },
];
