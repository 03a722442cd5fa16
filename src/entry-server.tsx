/**
 * The server renderer: the public pages (home, sign-in, legal, FAQ, contact) rendered to HTML with React's server
 * renderer, so their content is in the first response (search engines, link previews, a first paint that does not
 * wait for JavaScript); the browser then hydrates them (src/app/ssr/hydrate.ts). Built by `vite build --ssr` into
 * dist/.ssr/ and loaded by the server (server/http/pages.ts), which caches what it renders.
 *
 * Data: the page renders once to learn which queries it asks for, they run (through the API in-process, as the
 * guest they would be in the browser), and it renders again with their answers; the answers travel with the page.
 */
import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, RouterProvider } from './lib/router';
import { App } from './app/App';
import { routeTree } from './app/routeTree';
import { serializeState, type SsrState } from './app/ssr/state';
import { setApiTransport } from './lib/api/client';
import { i18n, initI18n } from './lib/i18n';
import type { Language } from './lib/i18n/languages';
import type { PageHandle } from './lib/lazyPage';
import { createQueryClient } from './lib/queryClient';

/** The pages rendered on the server: public, the same for every guest, worth a fast first paint. */
export const SERVER_RENDERED = new Set([
  '/',
  '/login',
  '/faq',
  '/contact-us',
  '/about-us',
  '/privacy-policy',
  '/terms-of-use',
  '/jobsseekers/login',
  '/jobsseekers/register',
  '/employer/login',
  '/employer/register',
]);

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  lng: Language;
  /** Answers the API calls the page makes (the server injects them). */
  transport: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  status: number;
  /** The markup of #root. */
  html: string;
  /** JSON for the `ssr-state` script element (src/app/ssr/state.ts). */
  state: string;
  /** The source modules the page loads in the browser (PageHandle of its routes), for modulepreload hints. */
  modules: string[];
}

const routes = routeTree();
/** Renders that query again once their data came; more rounds mean a page asks for data depending on data. */
const MAX_ROUNDS = 3;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a page, or answers null when it is not one to render on the server (or its data could not be had: the
 * browser then renders it as usual). One page at a time: i18next's language and the API transport are shared.
 */
export function render(request: RenderRequest): Promise<RenderedPage | null> {
  const next = queue.then(() => renderNow(request));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow({ url, lng, transport }: RenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  if (!SERVER_RENDERED.has(location.pathname)) return null;
  setApiTransport(transport);
  await initI18n(lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);

  const router = createStaticRouter(routes, `${location.pathname}${location.search}`);
  await router.ready;
  const { matches, error } = router.getState();
  if (error) return null;
  const queryClient = createQueryClient();
  const page = () => renderToString(<App queryClient={queryClient} router={<RouterProvider router={router} />} />);

  let html = page();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const waiting = queryClient
      .getQueryCache()
      .findAll({ predicate: (query: Query) => query.state.status === 'pending' });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = page();
  }
  const cache = queryClient.getQueryCache().getAll();
  // A page whose data failed or never came would hydrate into something else: the browser renders it instead.
  if (cache.some((query) => query.state.status !== 'success')) return null;

  const state: SsrState = { lng, queries: dehydrate(queryClient) };
  queryClient.clear();
  const modules = matches.flatMap(
    (match) => (match.route.handle as PageHandle | undefined)?.modules ?? [],
  );
  return { status: 200, html, state: serializeState(state), modules };
}
