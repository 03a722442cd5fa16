/**
 * Serves the built PWA from STATIC_DIR with cache headers that make updates safe:
 * - hashed files under /assets/ never change, so browsers keep them for a year (immutable);
 * - index.html, sw.js and the manifest must always be revalidated, or users would be stuck on an old version;
 * - any other GET that asks for HTML (a client route such as /contact-us) gets index.html;
 * - unknown API paths get a 404 envelope, unknown files a plain 404 (never index.html served as JavaScript).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from './envelope.js';

const REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'firebase-messaging-sw.js']);

function setCacheHeaders(reply: FastifyReply, file: string) {
  const name = path.basename(file);
  if (REVALIDATE.has(name)) reply.header('Cache-Control', 'no-cache');
  else if (file.includes(`${path.sep}assets${path.sep}`))
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'public, max-age=86400');
}

export const staticAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasApp = fs.existsSync(path.join(opts.root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      preCompressed: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // Source maps and build metadata (.vite/) are never served, even if a build left them in the folder.
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.'),
    });
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
