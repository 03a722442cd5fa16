/**
 * The employer's job screens of spec §2 (under /employer): the jobs home and the posting steps. Each page is a lazy
 * chunk with its namespaces; none of this code is in the home page's JavaScript.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';
import type { Namespace } from '../../lib/i18n/namespaces';
import { JOBS_HOME_PATH, POSTED_PATH, STEP_PATH, VERIFY_PATH } from './paths';

const FORM: Namespace[] = ['jobPost', 'pickers', 'validate'];
type Page = () => Promise<{ default: ComponentType }>;

const PAGES: [string, Page, Namespace[]][] = [
  [JOBS_HOME_PATH, () => import('./pages/JobsHomePage'), ['jobPost', 'billing']],
  [STEP_PATH.jobType, () => import('./pages/JobTypePage'), FORM],
  [STEP_PATH.highlights, () => import('./pages/JobDescriptionPage'), FORM],
  [STEP_PATH.location, () => import('./pages/LocationPage'), FORM],
  [STEP_PATH.benefits, () => import('./pages/BenefitsPage'), FORM],
  [STEP_PATH.questions, () => import('./pages/QuestionsPage'), FORM],
  [VERIFY_PATH, () => import('./pages/VerificationPage'), ['jobPost', 'jobDetail', 'billing']],
  [POSTED_PATH, () => import('./pages/PostedPage'), ['jobPost']],
];

export const jobPostingRoutes: RouteObject[] = PAGES.map(([path, page, namespaces]) => ({
  path,
  lazy: lazyPage(page, namespaces),
}));
