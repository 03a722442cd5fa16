/**
 * A lazy route module: the page's code and its translation namespaces load together, before the route renders
 * (so the page never suspends on its texts). Pages export their component as `default`.
 */
import type { ComponentType } from 'react';
import type { LazyRouteFunction } from './router';
import { loadNamespaces } from './i18n';
import type { Namespace } from './i18n/namespaces';

export function lazyPage(
  importer: () => Promise<{ default: ComponentType }>,
  namespaces: Namespace[] = [],
): LazyRouteFunction {
  return async () => {
    const [module] = await Promise.all([importer(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };
}

/**
 * The route's `handle` on pages rendered on the server: the source modules the page loads (keys of the build's
 * manifest, in load order), so that the server can announce their chunks with the HTML (`modulepreload`) instead of
 * the browser finding them one lazy import after another. src/app/routes.test.ts checks they are the page's.
 */
export interface PageHandle {
  modules: string[];
}

export const pageModules = (...modules: string[]): PageHandle => ({ modules });
