/**
 * Bootstrap: the profilePercent rule (spec §2), i18n (shell namespaces) before the first render, the router and
 * providers, API client hooks (404 → /404, error toasts), and service-worker registration (src/app/sw).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './app/ErrorBoundary';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/sw';
import './components/ui/ui.css';
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
