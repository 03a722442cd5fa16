/**
 * Which routes of the table an address shows: every route with a path (or an index) is a branch from the root to
 * it; branches are ranked the way React Router ranks them (static segments before :params before the * catch-all,
 * an index before its siblings' children, the table's order on a tie), and the first branch whose pattern matches
 * the whole path wins. Matching ignores case and a trailing slash; :params and * are decoded.
 */
import type { RouteMatch, RouteObject } from './types';

interface Branch {
  routes: RouteObject[];
  pattern: RegExp;
  names: string[];
  score: number;
}

const PARAM = /^:[\w-]+$/;

function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (index ? 2 : 0) + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '(?:/(.*))?';
      }
      if (PARAM.test(segment)) {
        names.push(segment.slice(1));
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), names };
}

function flatten(routes: RouteObject[], parents: RouteObject[] = [], parentPath = '', out: Branch[] = []) {
  for (const route of routes) {
    const path = route.path ? `${parentPath}/${route.path}`.replace(/\/+/g, '/') : parentPath;
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, path, out);
    // A route without a path (a layout) matches only through its children.
    if (route.path === undefined && !route.index) continue;
    out.push({ routes: chain, ...compile(path), score: score(path || '/', Boolean(route.index)) });
  }
  return out;
}

const branchesOf = new WeakMap<RouteObject[], Branch[]>();

function branches(routes: RouteObject[]): Branch[] {
  let ranked = branchesOf.get(routes);
  if (!ranked) {
    // Array.prototype.sort is stable: equal scores keep the table's order.
    ranked = flatten(routes).sort((a, b) => b.score - a.score);
    branchesOf.set(routes, ranked);
  }
  return ranked;
}

/** The routes an address shows, outermost first, or null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  for (const branch of branches(routes)) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    branch.names.forEach((name, i) => {
      params[name] = safeDecode(found[i + 1] ?? '');
    });
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
