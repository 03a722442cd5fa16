/**
 * The employer's responses (spec §2, under /employer): the list and board of responses, and one response in full.
 * Each page is a lazy chunk with its namespaces.
 */
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';

const NAMESPACES = ['responses', 'messages', 'validate'] as const;

export const responsesRoutes: RouteObject[] = [
  { path: 'responses', lazy: lazyPage(() => import('./pages/ResponsesPage'), [...NAMESPACES]) },
  { path: 'response-detail', lazy: lazyPage(() => import('./pages/ResponseDetailPage'), [...NAMESPACES]) },
];
