/**
 * The candidate's profile screens of spec §2 (under /jobsseekers): the setup in six steps, where signing in lands
 * while it is not finished, the profile with its resumes, and the resume builder. Each page is a lazy chunk.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';
import type { Namespace } from '../../lib/i18n/namespaces';
import { CANDIDATE_PROFILE_PATH } from './paths';

type Page = () => Promise<{ default: ComponentType }>;
/** The forms' texts with those of their pickers and the picture's upload field, loaded before the page renders. */
const FORMS: Namespace[] = ['profile', 'pickers', 'upload', 'validate'];

const PAGES: [string, Page, Namespace[]][] = [
  [CANDIDATE_PROFILE_PATH.setup, () => import('./pages/ProfileSetupPage'), ['profileSetup', ...FORMS]],
  // With `candidates`: the card of the companies that viewed the profile.
  [CANDIDATE_PROFILE_PATH.profile, () => import('./pages/ProfilePage'), [...FORMS, 'candidates']],
  [CANDIDATE_PROFILE_PATH.createResume, () => import('./pages/CreateResumePage'), FORMS],
];

export const candidateProfileRoutes: RouteObject[] = PAGES.map(([path, page, namespaces]) => ({
  path,
  lazy: lazyPage(page, namespaces),
}));
