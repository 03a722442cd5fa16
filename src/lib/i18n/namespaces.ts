/** The translation namespaces of spec §1 (+ `faq`, `home`), and those that live in common/ (shared with the server). */
/** `notices`: the words of notifications, which the server writes in the reader's language (the app never loads it). */
export const SHARED_NAMESPACES = ['account', 'errorMsg', 'messages', 'notices', 'validate'] as const;

export const UI_NAMESPACES = [
  'about',
  'analytics',
  'auth',
  'billing',
  'candidates',
  'common',
  'company',
  'contactUs',
  'dashboard',
  'editor',
  'faq',
  'home',
  'importJobs',
  'jobDetail',
  'jobPost',
  'jobSearch',
  'notification',
  'pending',
  'pickers',
  'privacyPolicy',
  'profile',
  'profileSetup',
  'register',
  'registrationVerification',
  'responses',
  'team',
  'terms',
  'upload',
] as const;

export type SharedNamespace = (typeof SHARED_NAMESPACES)[number];
export type UiNamespace = (typeof UI_NAMESPACES)[number];
export type Namespace = SharedNamespace | UiNamespace;

/** Loaded with the shell (layout, offline overlay, error toasts); every other namespace is loaded by its route. */
export const SHELL_NAMESPACES: Namespace[] = ['common', 'errorMsg'];

export const LANGUAGE_STORAGE_KEY = 'lng';
