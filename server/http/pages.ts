/**
 * Public pages with their content in the first HTML: the app's server renderer (src/entry-server.tsx, built into
 * STATIC_DIR/.ssr/) renders them in the visitor's language, and each rendered page is kept in memory, compressed
 * once, until what they show changes: the version of server/http/boardCache.ts (jobs and companies, reference data:
 * SEO rows, settings, categories, and the minute, for what the clock changes). Signed-in visitors (the `token`
 * cookie) get the app shell as before: their header and pages are theirs, not a guest's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSR_HEAD_END, SSR_HEAD_START, SSR_STATE_ID } from '../../common/constants/ssr.js';
import { COOKIE_NAME } from '../../common/constants/storage.js';
import { type Language, pickLanguage } from '../../common/locales/index.js';
import { cookieOf } from './cookies.js';
import { type Encoded, encodeAll, sendEncoded, withoutIdentity } from './negotiate.js';
import { paintFirstTag, takeScripts } from './paintFirst.js';
import type { StaticFile } from './staticFiles.js';
import { siteUrlOf } from './siteUrl.js';

interface Renderer {
  render(request: {
    url: string;
    lng: Language;
    origin: string;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{
    status: number;
    location?: string;
    html: string;
    state: string;
    modules: string[];
  } | null>;
  /** The pages of fixed addresses (warmed after listen). */
  SERVER_RENDERED: Set<string>;
  /** Those, and the pages of things (a job: one page per address, query included). */
  isServerRendered(pathname: string): boolean;
  /** Whether the app has a page at the address (else its 404 page shows). */
  isAppAddress(pathname: string): boolean;
}

type Page = Encoded & { etag: string; status: number; location?: string };

/** Pages kept per instance: a handful of paths in two languages, times the versions a day sees. */
const MAX_PAGES = 200;
/** What the template of index.html must hold for a page to be put in it. */
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/** React 19 emits the page's <title> and <meta> tags first; they belong in <head>, where hydration looks for them. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** The visitor's language for a page: the app's cookie, else the browser's Accept-Language. */
export function pageLanguage(req: FastifyRequest): Language {
  const cookie = cookieOf(req, COOKIE_NAME.LANGUAGE);
  return pickLanguage(cookie || req.headers['accept-language']);
}

/**
 * index.html with a rendered page in it: language, head tags, the markup in #root and its state beside it; `styles`
 * at the end of the head, `tail` after the state (the page's scripts, ./paintFirst.ts).
 */
export function fillTemplate(
  template: string,
  lng: Language,
  html: string,
  state: string,
  styles = '',
  tail = '',
): string {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);
  return (
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`)
      // Between markers, so that a browser that renders the page afresh instead of hydrating it can take them out.
      .replace(TITLE, () =>
        head ? `<!--${SSR_HEAD_START}-->${head}<!--${SSR_HEAD_END}-->` : template.match(TITLE)?.[0] || '',
      )
      .replace('</head>', () => `${styles}</head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${body}</div><script id="${SSR_STATE_ID}" type="application/json">${state}</script>${tail}`,
      )
  );
}

/**
 * The template with its stylesheets inlined: a rendered page paints from the HTML alone, without waiting for a
 * render-blocking request (the whole CSS is a few KB compressed; the app shell keeps the link, cached by the browser).
 */
export function inlineStylesheets(template: string, files: ReadonlyMap<string, StaticFile>): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = files.get(href)?.identity.toString('utf8');
    return css && !css.includes('</style') ? `<style>${css}</style>` : link;
  });
}

/** The build's manifest (dist/.vite/manifest.json): what each source module became, and what it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

export function readManifest(root: string): Manifest {
  const file = path.join(root, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * What a rendered page needs beyond the template: the chunks of the given source modules and everything they import,
 * minus what the template loads (fetched with the entry module once the page has painted, ./paintFirst.ts, instead of
 * being discovered one lazy import after another, so hydration does not wait for round trips), and the stylesheets of
 * those chunks inlined for its head (a lazy page's own CSS, such as browse-jobs' filters: without it the page would
 * paint unstyled, then jump when its chunk's CSS arrives).
 */
export function pageHead(
  manifest: Manifest,
  modules: string[],
  template: string,
  files: ReadonlyMap<string, StaticFile> = new Map(),
): { styles: string; chunks: string[] } {
  const chunks = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || chunks.has(entry.file)) return;
    chunks.add(entry.file);
    entry.css?.forEach((file) => styles.add(file));
    entry.imports?.forEach(visit);
  };
  modules.forEach(visit);
  const inlined = [...styles]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => files.get(`/${file}`)?.identity.toString('utf8'))
    .filter((css): css is string => !!css && !css.includes('</style'))
    .map((css) => `<style>${css}</style>`);
  return {
    styles: inlined.join(''),
    chunks: [...chunks]
      .filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`))
      .map((file) => `/${file}`),
  };
}

/** Where the build put the server renderer, when it built one. */
export function rendererEntry(root: string): string | undefined {
  const entry = path.join(root, '.ssr', 'entry-server.js');
  return fs.existsSync(entry) ? entry : undefined;
}

/**
 * The rendered pages of the build in `root` (whose renderer is at `entry`). The renderer (Preact's server renderer,
 * the router, i18next: a third of the server's start) is loaded on first use, which `warm` makes right after listen,
 * so the server answers its health check without waiting for it.
 */
export function serverPages(
  app: FastifyInstance,
  entry: string,
  root: string,
  files: ReadonlyMap<string, StaticFile>,
  version: () => Promise<string>,
) {
  const inlined = inlineStylesheets(files.get('/index.html')?.identity.toString('utf8') ?? '', files);
  const scripts = takeScripts(inlined);
  const shell = scripts?.template ?? inlined;
  const manifest = readManifest(root);
  const pages = new Map<string, Page>();
  let loading: Promise<Renderer | undefined> | undefined;
  /** The renderer, imported once; undefined when it cannot be loaded (logged once; the browser renders the pages). */
  const renderer = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<Renderer>).catch((err: unknown) => {
      app.log.error({ err }, 'the server renderer cannot be loaded; pages are rendered in the browser');
      return undefined;
    }));

  /** The page's API calls, answered in-process as a guest's would be (the guest twins of the route table). */
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      // The app's client sends its headers as a plain object.
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  /** `url`: the path, with the query for the pages of things (`?id=` names the job). */
  async function page(renderer: Renderer, url: string, lng: Language, origin: string): Promise<Page | null> {
    // The pages of fixed address write no absolute link; a thing's page does (canonical, og:url, JSON-LD).
    const key = `${await version()}|${lng}|${renderer.SERVER_RENDERED.has(url) ? '' : origin}|${url}`;
    const kept = pages.get(key);
    if (kept) return kept;
    let made: Page | null = null;
    try {
      const rendered = await renderer.render({ url, lng, origin, transport });
      if (rendered && shell.includes(ROOT)) {
        const { styles, chunks } = pageHead(manifest, rendered.modules, inlined, files);
        const tail = scripts ? paintFirstTag(scripts.entry, [...scripts.preloads, ...chunks]) : '';
        const html = fillTemplate(shell, lng, rendered.html, rendered.state, styles, tail);
        made = withoutIdentity({
          ...encodeAll(Buffer.from(html)),
          status: rendered.status,
          ...(rendered.location ? { location: rendered.location } : {}),
        });
      }
    } catch (err) {
      // The app renders the page in the browser instead; the failure is worth knowing about.
      app.log.error({ err, url, lng }, 'server rendering failed; the page is rendered in the browser');
    }
    // A page that could not be rendered (its data failed: the database is down) is tried again next time.
    if (made) {
      pages.delete(key);
      pages.set(key, made);
    }
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    return made;
  }

  return {
    /** Sends the rendered page, or returns false when the shell should answer (not such a page, signed in, failed). */
    async send(req: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean> {
      if (cookieOf(req, COOKIE_NAME.TOKEN)) return false;
      const ssr = await renderer();
      if (!ssr?.isServerRendered(pathname)) return false;
      // A page of fixed address ignores its query (tracking parameters must not multiply the pages kept).
      const query = req.url.slice(pathname.length);
      const url = ssr.SERVER_RENDERED.has(pathname) ? pathname : `${pathname}${query}`;
      const rendered = await page(ssr, url, pageLanguage(req), siteUrlOf(req));
      if (!rendered) return false;
      if (rendered.status === 301 && rendered.location) {
        await reply.redirect(rendered.location, 301);
        return true;
      }
      await sendEncoded(req, reply, rendered, {
        type: 'text/html; charset=utf-8',
        cacheControl: 'no-cache',
        vary: 'Accept-Language, Cookie',
        status: rendered.status,
      });
      return true;
    },
    /** Whether the app shows one of its pages at `pathname` (true when the renderer cannot tell). */
    async isAppAddress(pathname: string): Promise<boolean> {
      return (await renderer())?.isAppAddress(pathname) ?? true;
    },
    /** Renders every page in both languages ahead of the first visitors (after listen; failures are logged). */
    async warm(languages: readonly Language[]) {
      const ssr = await renderer();
      if (!ssr) return;
      for (const pathname of ssr.SERVER_RENDERED) {
        for (const lng of languages) await page(ssr, pathname, lng, app.deps.config.siteUrl ?? '');
      }
    },
  };
}

export type ServerPages = ReturnType<typeof serverPages>;
