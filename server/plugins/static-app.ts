/**
 * Serves the built PWA from STATIC_DIR with cache headers that make updates safe:
 * - hashed files under /assets/ never change, so browsers keep them for a year (immutable);
 * - index.html, sw.js and the manifest must always be revalidated, or users would be stuck on an old version;
 * - any other GET that asks for HTML (a client route such as /contact-us) gets index.html;
 * - unknown API paths get a 404 envelope, unknown files a plain 404 (never index.html served as JavaScript).
 *
 * Files are never compressed per request: the build writes a .br and a .gz next to each compressible file
 * (vite.config.ts), and the one the client accepts is streamed as it is (`Vary: Accept-Encoding`). Compressing the
 * 400 KB main bundle again on every request cost a brotli context per response and took memory into gigabytes
 * under a spike. So the file routes are declared here with `compress: false` (@fastify/compress handles the API).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from './envelope.js';

const REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'firebase-messaging-sw.js']);
/** The precompressed siblings the build writes; @fastify/static picks them by Accept-Encoding. */
const PRECOMPRESSED = /\.(br|gz)$/;

function setCacheHeaders(reply: FastifyReply, file: string) {
  // `file` is the file sent, which may be the .br or .gz sibling of the one asked for.
  const name = path.basename(file).replace(PRECOMPRESSED, '');
  if (REVALIDATE.has(name)) reply.header('Cache-Control', 'no-cache');
  else if (file.includes(`${path.sep}assets${path.sep}`))
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'public, max-age=86400');
}

/** Source maps and build metadata (.vite/) are never served, even if a build left them in the folder. */
const isServable = (pathName: string) =>
  !pathName.endsWith('.map') && !pathName.split('/').some((segment) => segment.startsWith('.'));

/** The files of the app as URL paths ('assets/index-abc.js'), without the precompressed siblings. */
function appFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => isServable(`/${file}`) && !PRECOMPRESSED.test(file))
    .sort();
}

export const staticAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasApp = fs.existsSync(path.join(opts.root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: opts.root,
      // Only reply.sendFile(): the routes are ours (below), so that they can opt out of @fastify/compress.
      serve: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      allowedPath: (pathName) => isServable(pathName),
    });
    for (const file of appFiles(opts.root)) {
      app.get(
        `/${file}`,
        {
          compress: false,
          schema: { hide: true },
          // A client that goes away mid-file is not an error worth an envelope (as in @fastify/static's routes).
          errorHandler(error: Error & { code?: string }, req: FastifyRequest) {
            if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return void req.raw.destroy();
            throw error;
          },
        },
        (_req, reply) => reply.sendFile(file),
      );
    }
  }

  const sendApp = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', opts.root);

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/client/api/') || url.startsWith('/api/') || url === '/client/api') {
      return reply.status(404).send(apiNotFound(req));
    }
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (hasApp && wantsHtml && !path.extname(url)) return sendApp(reply);
    if (hasApp && url === '/') return sendApp(reply);
    return reply.status(404).type('text/plain').send('Not found');
  });
});
