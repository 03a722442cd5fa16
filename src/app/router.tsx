import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { routeTree } from './routeTree';

/** The browser's router; `hydrationData` when the page came rendered from the server (src/app/hydrate.ts). */
export function createAppRouter(routes: RouteObject[] = routeTree(), hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
