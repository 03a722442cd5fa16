/**
 * The server renderer: the public pages (home, sign-in, legal, FAQ, contact) rendered to HTML with Preact's server
 * renderer (the app runs on Preact, vite.config.ts), so their content is in the first response (search engines, link previews, a first paint that does not
 * wait for JavaScript); the browser then hydrates them (src/app/ssr/hydrate.ts). Built by `vite build --ssr` into
 * dist/.ssr/ and loaded by the server (server/http/pages.ts), which caches what it renders.
 *
 * Data: the page renders once to learn which queries it asks for, they run (through the API in-process, as the
 * guest they would be in the browser), and it renders again with their answers; the answers travel with the page.
 */
import { dehydrate, type Query } from '@tanstack/react-query';
// Preact's renderer (the app ships on Preact, src/lib/preact/): the async one waits for what suspends (i18next's
// namespaces, lazy parts) instead of throwing.
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import { type HeadTag, headElements, HeadTags } from './lib/seo/Head';
import { createStaticRouter, RouterProvider } from './lib/router';
import { matchRoutes } from './lib/router/match';
import { App } from './app/App';
import { routeTree } from './app/routeTree';
import { serializeState, type SsrState } from './app/ssr/state';
import { setApiTransport } from './lib/api/client';
import { i18n, initI18n } from './lib/i18n';
import type { Language } from './lib/i18n/languages';
import type { PageHandle } from './lib/lazyPage';
import { createQueryClient } from './lib/queryClient';
import { beginServerRender } from './lib/serverRender';
import { BROWSE_JOBS_PATH, COMPANY_PROFILE_PATH, JOB_DETAIL_PATH } from '@common/format/links';

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

/**
 * Pages of things (a job, a company) and the job search (where search engines and shared links land) rendered on the
 * server too: each address (its query included) its own page.
 */
const SERVER_RENDERED_PREFIXES = [JOB_DETAIL_PATH, COMPANY_PROFILE_PATH, BROWSE_JOBS_PATH];

/** Whether the page at `pathname` is rendered on the server. */
export function isServerRendered(pathname: string): boolean {
  return (
    SERVER_RENDERED.has(pathname) ||
    SERVER_RENDERED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  );
}

/** Whether an address is one of the app's pages: any other shows the app's 404 page, answered with HTTP 404. */
export function isAppAddress(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !!matches && matches.at(-1)?.route.path !== '*';
}

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  lng: Language;
  /** Where the site is public ('https://jobs.example'): the page's absolute links (canonical, og:url, JSON-LD). */
  origin: string;
  /** Answers the API calls the page makes (the server injects them). */
  transport: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  /** 200; 404 when the page shows that its thing is gone; 301 to `location`, the page's canonical address. */
  status: number;
  location?: string;
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
 * A query the page turned off (`enabled: false`, e.g. a candidate's own check-apply on a guest's job page) is not the
 * page's data: the browser would not fetch it either, so it is neither fetched here nor waited for. (Query.isDisabled()
 * cannot tell on the server: no observer subscribes during renderToString.)
 */
function isOff(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) === false;
}

/**
 * Renders a page, or answers null when it is not one to render on the server (or its data could not be had: the
 * browser then renders it as usual). One page at a time: i18next's language and the API transport are shared.
 */
export function render(request: RenderRequest): Promise<RenderedPage | null> {
  const next = queue.then(() => renderNow(request));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow({ url, lng, origin, transport }: RenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  if (!isServerRendered(location.pathname)) return null;
  setApiTransport(transport);
  const answer = beginServerRender(origin);
  await initI18n(lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);

  const router = createStaticRouter(routes, `${location.pathname}${location.search}`);
  await router.ready;
  const { matches, error } = router.getState();
  if (error) return null;
  const queryClient = createQueryClient();
  // The page's head tags first (lib/seo/Head): server/http/pages.ts takes them into <head>.
  const page = async () => {
    const tags: HeadTag[] = [];
    const body = await renderToStringAsync(
      <HeadTags tags={tags}>
        <App queryClient={queryClient} router={<RouterProvider router={router} />} />
      </HeadTags>,
    );
    return renderToString(<>{headElements(tags)}</>) + body;
  };

  let html = await page();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const waiting = queryClient
      .getQueryCache()
      .findAll({ predicate: (query: Query) => query.state.status === 'pending' && !isOff(query) });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await page();
  }
  const cache = queryClient.getQueryCache().getAll();
  // A page whose data failed or never came would hydrate into something else: the browser renders it instead.
  if (cache.some((query) => !isOff(query) && query.state.status !== 'success')) return null;

  const state: SsrState = { lng, queries: dehydrate(queryClient) };
  queryClient.clear();
  const modules = matches.flatMap((match) => (match.route.handle as PageHandle | undefined)?.modules ?? []);
  return { ...answer, html, state: serializeState(state), modules };
}
