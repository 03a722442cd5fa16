/**
 * Bootstrap: the profilePercent rule (spec §2), i18n (shell namespaces) before the first render, the router and
 * providers, API client hooks (404 → /404, error toasts, UNAUTHENTICATED → logout), session recovery from the
 * cookie, and service-worker registration (src/app/sw).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './app/ErrorBoundary';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker, unregisterServiceWorkers } from './app/sw';
import './components/ui/ui.css';
import { installSessionHandling, recoverSessionLater, showPendingFlash } from './features/auth';
import { registerApiHooks } from './lib/api';
import { initI18n } from './lib/i18n';
import { profilePercentRedirect } from './lib/store/profilePercent';
import { syncSessionAcrossTabs } from './lib/store/shell';
import { toast } from './lib/toast';

const redirect = profilePercentRedirect(document.cookie, window.location.pathname);
if (redirect) window.history.replaceState(null, '', redirect);

const router = createAppRouter();
registerApiHooks({
  navigate: (path) => void router.navigate(path),
  toastError: (message) => toast.error(message),
});
syncSessionAcrossTabs();
// Logout (spec §4) and the UNAUTHENTICATED answer (spec §8) share one handling; a cookie-only session is recovered.
installSessionHandling({ unregisterServiceWorkers });
showPendingFlash();
recoverSessionLater();

void initI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>,
  );
  registerServiceWorker();
});
