/**
 * Serves the built PWA from STATIC_DIR, held in memory (server/http/staticFiles.ts), with cache headers that make
 * updates safe:
 * - hashed files under /assets/ never change, so browsers keep them for a year (immutable);
 * - index.html, sw.js and the manifest must always be revalidated, or users would be stuck on an old version;
 * - the public pages (home, sign-in, legal…) come rendered on the server, with their content in the HTML
 *   (server/http/pages.ts); any other GET or HEAD that takes HTML (a client route such as /jobsseekers/register/…)
 *   gets index.html, the app shell, with HTTP 404 where the app has no page (it shows its 404 page there);
 * - unknown API paths get a 404 envelope, unknown files a plain 404 (never index.html served as JavaScript).
 *
 * Files are never compressed per request: the build writes a .br and a .gz next to each compressible file, and the
 * one the client accepts is sent as it is (`Vary: Accept-Encoding`), so these routes opt out of the per-request
 * compression the API's answers get (server/http/compression.ts). Every file has an ETag: a revalidation
 * (index.html on each visit) costs a 304.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEncoded } from '../http/negotiate.js';
import { rendererEntry, serverPages, type ServerPages } from '../http/pages.js';
import { loadStaticFiles, NO_CACHE, type StaticFile } from '../http/staticFiles.js';
import { apiNotFound } from './envelope.js';

const sendFile = (
  req: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  cacheControl = file.cacheControl,
) => sendEncoded(req, reply, file, { type: file.type, cacheControl });

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-rendered pages, when the build has a renderer (warmed by server/main.ts after listen). */
    serverPages?: ServerPages;
  }
}

/**
 * Whether a request takes a page: a browser's navigation asks for text/html, but link-preview fetchers and crawlers
 * (Facebook's and WhatsApp's among them), curl and link checkers ask for anything (a wildcard) or say nothing. A
 * script that asks for JSON or an image only gets a 404.
 */
const takesHtml = (req: FastifyRequest) => {
  const accept = req.headers.accept;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    (!accept || accept.includes('text/html') || accept.includes('*/*'))
  );
};

/** Where the build puts its hashed files (Vite's `assetsDir`, left at its default). */
const ASSETS = '/assets/';

export const staticAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const files = loadStaticFiles(opts.root);
  const appShell = files.get('/index.html');
  const entry = appShell ? rendererEntry(opts.root) : undefined;
  const pages = entry
    ? serverPages(app, entry, opts.root, files, () => app.deps.boardCache.version())
    : undefined;
  app.decorate('serverPages', pages);

  // The hashed files (some 260) share one route: a route per file (and its HEAD twin) cost the router and Fastify
  // 2.4 MB of heap for the same Map lookup. The few files at the root keep a route each.
  const unhashed = [...files.values()].filter((file) => !file.url.startsWith(ASSETS));
  for (const file of unhashed) {
    app.get(file.url, { config: { compress: false }, schema: { hide: true } }, (req, reply) =>
      sendFile(req, reply, file),
    );
  }
  if (unhashed.length < files.size) {
    app.get(`${ASSETS}*`, { config: { compress: false }, schema: { hide: true } }, async (req, reply) => {
      // The router has split the path from the query already: the wildcard is the file's name under /assets/.
      const file = files.get(`${ASSETS}${(req.params as { '*': string })['*']}`);
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      return sendFile(req, reply, file);
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/client/api/') || url.startsWith('/api/') || url === '/client/api') {
      return reply.status(404).send(apiNotFound(req));
    }
    const html = takesHtml(req);
    const clientRoute = url === '/' || (html && !/\.[^/]*$/.test(url));
    if (!appShell || !clientRoute) return reply.status(404).type('text/plain').send('Not found');
    if (pages && html && (await pages.send(req, reply, url))) return reply;
    // The shell shows the app's 404 page at an address the app has no page for: the answer says so too.
    const known = (await pages?.isAppAddress(url)) ?? true;
    return sendEncoded(req, reply, appShell, {
      type: appShell.type,
      cacheControl: NO_CACHE,
      status: known ? 200 : 404,
    });
  });
});
