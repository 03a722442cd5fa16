import { createBrowserRouter } from 'react-router-dom';
import { ErrorScreen, RouteError } from './ErrorBoundary';
import { Layout } from './Layout';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <ErrorScreen error={null} />,
      // The first page module is loading: the page stays blank for that moment (no layout shift afterwards).
      hydrateFallbackElement: <div className="app" aria-busy="true" />,
      children: [
        {
          // Pathless: a failing page keeps the header and footer around its error message.
          errorElement: <RouteError />,
          children: appRoutes,
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
