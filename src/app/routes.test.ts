import type { RouteObject } from '../lib/router';
import { describe, expect, it } from 'vitest';
import type { PageHandle } from '../lib/lazyPage';
import { roleEntryTarget } from './roleEntry';
import { appRoutes, routePaths } from './routes';

describe('the route table', () => {
  it('names every address once, parents included', () => {
    const paths = routePaths();
    expect(paths).toEqual([...new Set(paths)]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/503',
        '/jobsseekers',
        '/jobsseekers/login',
        '/employer',
        '/employer/dashboard',
        '/employer/import-jobs',
        '/employer/import-history',
        '/*',
      ]),
    );
  });

  it('gives every route with children a page of its own at its own address (no empty page)', () => {
    const bare: string[] = [];
    const walk = (routes: RouteObject[], parent: string) => {
      for (const route of routes) {
        const path = route.path ? `${parent}/${route.path}` : parent;
        if (route.path && route.children?.length && !route.children.some((child) => child.index))
          bare.push(path);
        if (route.children) walk(route.children, path);
      }
    };
    walk(appRoutes, '');
    expect(bare).toEqual([]);
  });

  it('routePaths joins nested paths and lists an index under its parent', () => {
    const routes: RouteObject[] = [
      { index: true },
      { path: 'a', children: [{ index: true }, { path: 'b' }] },
      { path: 'c', children: [{ path: 'd' }] },
      { path: '*' },
    ];
    expect(routePaths(routes)).toEqual(['/', '/a', '/a/b', '/c', '/c/d', '/*']);
  });
});

describe('the bare role prefixes', () => {
  it('send a guest to the sign-in page of the role', () => {
    expect(roleEntryTarget('CANDIDATE', null)).toBe('/jobsseekers/login');
    expect(roleEntryTarget('EMPLOYER', null)).toBe('/employer/login');
  });

  it('send a signed-in user to their home', () => {
    expect(roleEntryTarget('CANDIDATE', 'CANDIDATE')).toBe('/jobsseekers/profile-setup');
    expect(roleEntryTarget('EMPLOYER', 'EMPLOYER')).toBe('/employer/dashboard');
    expect(roleEntryTarget('EMPLOYER', 'CANDIDATE')).toBe('/jobsseekers/profile-setup');
  });
});

describe('the modules a server-rendered page announces', () => {
  const withModules: RouteObject[] = [];
  const walk = (routes: RouteObject[]) => {
    for (const route of routes) {
      if ((route.handle as PageHandle | undefined)?.modules) withModules.push(route);
      if (route.children) walk(route.children);
    }
  };
  walk(appRoutes);

  it('are there for the server-rendered pages', () => {
    expect(withModules.length).toBeGreaterThanOrEqual(11);
  });

  it('exist, and the last one is the page the route shows', async () => {
    for (const route of withModules) {
      const { modules } = route.handle as PageHandle;
      const loaded = await Promise.all(
        modules.map((module) => import(/* @vite-ignore */ `/${module}`) as Promise<{ default?: unknown }>),
      );
      const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
      expect((await lazy()).Component, modules.at(-1)).toBe(loaded.at(-1)?.default);
    }
  });
});
