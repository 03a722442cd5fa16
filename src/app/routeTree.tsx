import type { RouteObject } from '../lib/router';
import { ErrorScreen, RouteError } from './ErrorBoundary';
import { Layout } from './Layout';
import { appRoutes } from './routes';

/**
 * The whole route tree: the layout around the app's routes. The browser's router and the server's renderer
 * (src/entry-server.tsx) build it from here, so route ids match and server-rendered pages hydrate.
 */
export function routeTree(): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <ErrorScreen error={null} />,
      children: [
        {
          // Pathless: a failing page keeps the header and footer around its error message.
          errorElement: <RouteError />,
          children: appRoutes,
        },
      ],
    },
  ];
}
