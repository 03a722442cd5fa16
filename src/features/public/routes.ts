/** The shared public routes of spec §2. Pages load lazily with their namespaces. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage';

export const publicRoutes: RouteObject[] = [
  { path: '404', lazy: lazyPage(() => import('./pages/NotFoundPage')) },
  { path: '503', lazy: lazyPage(() => import('./pages/ServiceUnavailablePage')) },
  { path: 'privacy-policy', lazy: lazyPage(() => import('./pages/PrivacyPolicyPage'), ['privacyPolicy']) },
  { path: 'terms-of-use', lazy: lazyPage(() => import('./pages/TermsPage'), ['terms']) },
  {
    path: 'contact-us',
    lazy: lazyPage(() => import('./pages/ContactUsPage'), ['contactUs', 'validate', 'messages']),
  },
  { path: 'about-us', lazy: lazyPage(() => import('./pages/AboutUsPage'), ['about']) },
  { path: 'faq', lazy: lazyPage(() => import('./pages/FaqPage'), ['faq']) },
  { path: 'login', lazy: lazyPage(() => import('./pages/LoginChoicePage'), ['auth']) },
];

/** Any address no route claims (including role routes not built yet) shows the 404 page. */
export const notFoundRoute: RouteObject = { path: '*', lazy: lazyPage(() => import('./pages/NotFoundPage')) };
