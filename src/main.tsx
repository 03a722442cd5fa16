/**
 * Bootstrap: the profilePercent rule (spec §2), i18n (shell namespaces) before the first render, the router and
 * providers, API client hooks (404 → /404, error toasts, UNAUTHENTICATED → logout), session recovery from the
 * cookie, and service-worker registration (src/app/sw). A page the server rendered (src/entry-server.tsx) is
 * hydrated in the language and with the data it was rendered with; any other page is rendered here, with the data
 * kept for offline reading (src/lib/offline) restored first. Reachability (src/lib/network.ts) starts at once.
 */
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { routeTree } from './app/routeTree';
import { dropServerHead, hydratableState, hydrateQueryCache } from './app/ssr/hydrate';
import { registerServiceWorker, unregisterServiceWorkers } from './app/sw';
import './components/ui/ui.css';
import { installSessionHandling, recoverSessionLater, showPendingFlash } from './features/auth';
import { registerApiHooks } from './lib/api';
import { initI18n, storedLanguage } from './lib/i18n';
import { startReachability } from './lib/network';
import { startPending } from './lib/pending/state';
import { queryClient, restorePersistedQueries, startQueryPersistence } from './lib/queryClient';
import { createBrowserRouter, RouterProvider, type Router } from './lib/router';
import { profilePercentRedirect } from './lib/store/profilePercent';
import { syncSessionAcrossTabs, useShellStore } from './lib/store/shell';
import { toast } from './lib/toast';

const servedPath = window.location.pathname;
const redirect = profilePercentRedirect(document.cookie, servedPath);
if (redirect) window.history.replaceState(null, '', redirect);

let router: Router | undefined;
registerApiHooks({
  navigate: (path) => (router ? void router.navigate(path) : window.location.assign(path)),
  toastError: (message) => toast.error(message),
});
syncSessionAcrossTabs();
startReachability();
// The offline action queue: what waits is shown (and replayed) from the first render on.
startPending({ queryClient, toast });
// Logout (spec §4) and the UNAUTHENTICATED answer (spec §8) share one handling; a cookie-only session is recovered.
installSessionHandling({ unregisterServiceWorkers });
showPendingFlash();
recoverSessionLater();

/** Runs once the first render is committed (effects run after it); renders nothing, so no hydrated markup differs. */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}

/**
 * Marks the page as the app's: from now on its widgets answer. A server-rendered page reads before (its scripts come
 * after its paint, server/http/paintFirst.ts); the e2e specs wait for this mark before they use its widgets.
 */
function markReady() {
  document.documentElement.dataset.ready = '';
}

function afterHydration() {
  startQueryPersistence();
  markReady();
}

async function start() {
  const container = document.getElementById('root')!;
  const ssr = hydratableState(servedPath, {
    signedIn: Boolean(useShellStore.getState().token),
    language: storedLanguage(),
  });
  if (!ssr) dropServerHead();
  // i18n starts first, in the language the page was rendered in: the lazy route modules load their namespaces
  // through it. The page's modules load meanwhile, before the first render, so that a server-rendered page hydrates
  // into the same markup and any other page paints whole — with the data kept for offline reading, restored meanwhile.
  // A server-rendered page gets it once hydrated: kept data the server did not render would not hydrate.
  const texts = initI18n(ssr?.lng).catch(() => undefined);
  const kept = ssr ? undefined : restorePersistedQueries();
  router = createBrowserRouter(routeTree());
  await Promise.all([texts, router.ready, kept]);
  const app = <App router={<RouterProvider router={router} />} />;
  if (ssr) {
    hydrateQueryCache(queryClient, ssr);
    // The page's head tags are the app's from now on (lib/seo/Head), not the server's.
    dropServerHead();
    hydrateRoot(
      container,
      <>
        {app}
        <AfterFirstCommit run={afterHydration} />
      </>,
    );
  } else {
    createRoot(container).render(
      <>
        {app}
        <AfterFirstCommit run={markReady} />
      </>,
    );
    startQueryPersistence();
  }
  void registerServiceWorker();
}

void start();
