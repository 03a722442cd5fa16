/**
 * Accounts and sessions (issue 3). The routes load their pages lazily; `shell` is the small part the app shell needs
 * at start-up (logout, UNAUTHENTICATED handling, session recovery), which loads the rest on demand.
 */
// The sign-in and sign-up pages are rendered on the server (src/entry-server.tsx): their styles must be in the
// first stylesheet, there when their HTML paints, not in the page chunk that loads later (the card would shift).
import './components/auth.css';

export { candidateAuthRoutes, employerAuthRoutes } from './routes';
export { installSessionHandling, logout, recoverSessionLater, showPendingFlash } from './shell';
