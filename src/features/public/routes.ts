/** The shared public routes of spec §2. Pages load lazily with their namespaces. */
import type { RouteObject } from '../../lib/router';
import { lazyPage, pageModules } from '../../lib/lazyPage';

const page = (file: string) => pageModules(`src/features/public/pages/${file}.tsx`);

export const publicRoutes: RouteObject[] = [
  { path: '404', lazy: lazyPage(() => import('./pages/NotFoundPage')) },
  { path: '503', lazy: lazyPage(() => import('./pages/ServiceUnavailablePage')) },
  {
    path: 'privacy-policy',
    lazy: lazyPage(() => import('./pages/PrivacyPolicyPage'), ['privacyPolicy']),
    handle: page('PrivacyPolicyPage'),
  },
  {
    path: 'terms-of-use',
    lazy: lazyPage(() => import('./pages/TermsPage'), ['terms']),
    handle: page('TermsPage'),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(() => import('./pages/ContactUsPage'), ['contactUs', 'validate', 'messages']),
    handle: page('ContactUsPage'),
  },
  {
    path: 'about-us',
    lazy: lazyPage(() => import('./pages/AboutUsPage'), ['about']),
    handle: page('AboutUsPage'),
  },
  { path: 'faq', lazy: lazyPage(() => import('./pages/FaqPage'), ['faq']), handle: page('FaqPage') },
  {
    path: 'login',
    lazy: lazyPage(() => import('./pages/LoginChoicePage'), ['auth']),
    handle: page('LoginChoicePage'),
  },
];

/** Any address no route claims (including role routes not built yet) shows the 404 page. */
export const notFoundRoute: RouteObject = { path: '*', lazy: lazyPage(() => import('./pages/NotFoundPage')) };
