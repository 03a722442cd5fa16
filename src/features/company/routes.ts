/**
 * The company profile screens of spec §2 (under /employer): the setup an admin is sent to while the profile is below
 * PROFILE_PERCENT_THRESHOLD, the profile (view and edit), and the setup's success page. Each page is a lazy chunk.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';
import type { Namespace } from '../../lib/i18n/namespaces';
import { COMPANY_PATH } from './paths';

type Page = () => Promise<{ default: ComponentType }>;
/**
 * The form's texts with those of its image fields (ImageUpload's IMAGE_UPLOAD_NAMESPACES, written out: importing
 * it here would put the component in the shell's JavaScript), loaded before the page renders so they never flash.
 */
const FORM: Namespace[] = ['company', 'pickers', 'upload', 'validate'];

const PAGES: [string, Page, Namespace[]][] = [
  [COMPANY_PATH.setup, () => import('./pages/CompanySetupPage'), FORM],
  [COMPANY_PATH.profile, () => import('./pages/CompanyProfilePage'), FORM],
  [COMPANY_PATH.setupSuccess, () => import('./pages/SetupSuccessPage'), ['company']],
];

export const companyRoutes: RouteObject[] = PAGES.map(([path, page, namespaces]) => ({
  path,
  lazy: lazyPage(page, namespaces),
}));
