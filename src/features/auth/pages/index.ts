/**
 * The auth pages, each its own lazy chunk loaded with its namespaces. This module is itself loaded on the first
 * visit to an auth route, so the route table in the shell stays a list of paths.
 */
import type { ComponentType } from 'react';
import type { Namespace } from '../../../lib/i18n/namespaces';

type PageModule = { default: ComponentType };
/** How to load a page: its module and the namespaces it shows (see lib/lazyPage). */
export type PageLoader = readonly [() => Promise<PageModule>, Namespace[]];

const FORM: Namespace[] = ['validate'];
const CODE: Namespace[] = ['registrationVerification', 'validate'];

export const pages = {
  login: [() => import('./LoginPage'), ['auth', ...FORM]],
  register: [() => import('./RegisterPage'), ['register', ...FORM]],
  verify: [() => import('./RegisterVerificationPage'), CODE],
  otp: [() => import('./LoginOtpPage'), CODE],
  forgot: [() => import('./ForgotPasswordPage'), ['auth', ...FORM]],
  forgotOtp: [() => import('./ForgotPasswordOtpPage'), ['auth', ...CODE]],
  newPassword: [() => import('./NewPasswordPage'), ['auth', ...FORM]],
  changePassword: [() => import('./ChangePasswordPage'), ['auth', ...FORM]],
  changed: [() => import('./PasswordChangedPage'), ['auth']],
  terms: [() => import('./TermsConditionPage'), ['terms', 'register']],
  dashboard: [() => import('./EmployerDashboardPage'), ['dashboard', 'billing', 'messages']],
} satisfies Record<string, PageLoader>;

export type PageName = keyof typeof pages;
