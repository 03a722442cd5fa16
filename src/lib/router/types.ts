import type { ComponentType, ReactNode } from 'react';

/** What a lazy route brings when its module has loaded: the page component (or an element). */
export type LazyRouteFunction = () => Promise<{ Component?: ComponentType; element?: ReactNode }>;

/**
 * One entry of the route table: a path segment (relative to its parent) or an index, what it shows, and its children,
 * shown where it renders <Outlet />. A route with neither element nor Component renders its children only.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  /** Loads Component (or element) before the route is shown: the page never suspends on its own code. */
  lazy?: LazyRouteFunction;
  children?: RouteObject[];
  /** Shown instead of this route (and what it holds) when rendering it or loading its module fails. */
  errorElement?: ReactNode;
  /** Free data for whoever walks the table (the server renderer reads the modules of a page from it). */
  handle?: unknown;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (navigate(to, { state })); kept by the browser's history across reloads. */
  state: unknown;
  /** Unique per history entry: scroll positions are kept by it. */
  key: string;
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What a leave guard is asked: true lets the navigation through. */
export type LeaveGuard = (transition: { currentLocation: Location; nextLocation: Location }) => boolean;
