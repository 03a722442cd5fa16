/**
 * Accounts and sessions (issue 3). The routes load their pages lazily; `shell` is the small part the app shell needs
 * at start-up (logout, UNAUTHENTICATED handling, session recovery), which loads the rest on demand.
 */
export { candidateAuthRoutes, employerAuthRoutes } from './routes';
export { installSessionHandling, logout, recoverSessionLater, showPendingFlash } from './shell';
