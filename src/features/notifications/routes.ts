/**
 * The notification page (spec §2: /jobsseekers/notification and /employer/notification): one page for both roles,
 * a lazy chunk with its namespaces.
 */
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';

const NAMESPACES = ['notification', 'messages', 'validate'] as const;

const notificationRoute = (): RouteObject => ({
  path: 'notification',
  lazy: lazyPage(() => import('./pages/NotificationPage'), [...NAMESPACES]),
});

export const candidateNotificationRoutes: RouteObject[] = [notificationRoute()];
export const employerNotificationRoutes: RouteObject[] = [notificationRoute()];
