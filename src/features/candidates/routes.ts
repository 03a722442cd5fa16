/**
 * The team's candidates (spec §2, under /employer): a job's matched candidates and one of them, and the candidates
 * the team viewed and one of them. Each page is a lazy chunk with its namespaces.
 */
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';

const NAMESPACES = ['candidates', 'messages'] as const;

export const candidatesRoutes: RouteObject[] = [
  {
    path: 'matched-candidate',
    lazy: lazyPage(() => import('./pages/MatchedCandidatesPage'), [...NAMESPACES]),
  },
  {
    path: 'matched-candidate-detail',
    lazy: lazyPage(() => import('./pages/MatchedCandidateDetailPage'), [...NAMESPACES]),
  },
  { path: 'viewed-candidate', lazy: lazyPage(() => import('./pages/ViewedCandidatesPage'), [...NAMESPACES]) },
  {
    path: 'view-candidate-detail',
    lazy: lazyPage(() => import('./pages/ViewedCandidateDetailPage'), [...NAMESPACES]),
  },
];
