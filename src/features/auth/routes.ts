/**
 * The account routes of spec §2 for both roles (candidates under /jobsseekers, employers under /employer). The same
 * page serves both roles (it reads the role from the route prefix). Each page is a lazy chunk; the loaders live in
 * ./pages/index.ts, fetched on the first auth route, so this table adds only paths to the shell.
 */
import type { LazyRouteFunction, RouteObject } from '../../lib/router';
import { lazyPage, pageModules, type PageHandle } from '../../lib/lazyPage';
import type { PageName } from './pages';

const page =
  (name: PageName): LazyRouteFunction =>
  async () => {
    const { pages } = await import('./pages');
    const [importer, namespaces] = pages[name];
    return lazyPage(importer, namespaces)();
  };

/** The pages rendered on the server (src/entry-server.tsx): the index of pages, then the page. */
const SERVER_RENDERED: Partial<Record<PageName, PageHandle>> = {
  login: pageModules('src/features/auth/pages/index.ts', 'src/features/auth/pages/LoginPage.tsx'),
  register: pageModules('src/features/auth/pages/index.ts', 'src/features/auth/pages/RegisterPage.tsx'),
};

function sharedRoutes(verifySegment: string): RouteObject[] {
  const table: [string, PageName][] = [
    ['login', 'login'],
    ['register', 'register'],
    [verifySegment, 'verify'],
    ['otp', 'otp'],
    ['forgot-password', 'forgot'],
    ['forgot-password-otp', 'forgotOtp'],
    ['new-password', 'newPassword'],
    ['reset-password', 'changePassword'],
    ['password-change-successfully', 'changed'],
    ['terms-condition', 'terms'],
  ];
  return table.map(([path, name]) => ({ path, lazy: page(name), handle: SERVER_RENDERED[name] }));
}

export const candidateAuthRoutes: RouteObject = {
  path: 'jobsseekers',
  children: sharedRoutes('registration-verification'),
};

export const employerAuthRoutes: RouteObject = {
  path: 'employer',
  children: [...sharedRoutes('register-verification'), { path: 'dashboard', lazy: page('dashboard') }],
};
