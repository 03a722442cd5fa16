/**
 * The app's router (./router.ts says why it is our own): the route table's types, the router for the browser and
 * the server, and what pages use. Names follow React Router's, so its documentation reads across.
 */
export { createBrowserRouter, createStaticRouter, type Router } from './router';
export { Outlet, RouterProvider, useRouteError } from './components';
export { useLeaveGuard, useLocation, useNavigate, useNavigation, useSearchParams } from './hooks';
export { Link, Navigate, NavLink } from './links';
export { listHref } from './listHref';
export type { LazyRouteFunction, Location, NavigateOptions, RouteObject } from './types';
