/**
 * The built app held in memory, each file with the .br and .gz siblings the build wrote (vite.config.ts), its
 * content type, cache policy and ETag, ready to send (a compressed file's own bytes only while a client that takes
 * no compression needs them: `withoutIdentity`). The build is a few megabytes and never changes while the
 * server runs, so reading it once beats opening, statting and streaming the same files on every request: no file
 * descriptor, no read buffers and no stream per response, which is what kept memory high after a traffic spike
 * (issue 17) and capped the main script near 440 req/s.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { etagOf, exact, withoutIdentity } from './negotiate.js';

export interface StaticFile {
  /** The URL path, '/assets/index-abc.js'. */
  url: string;
  type: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Content types of what a Vite build writes; anything else is sent as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** Always revalidated, or users would be stuck on an old version of the app. */
const REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'firebase-messaging-sw.js']);
const PRECOMPRESSED = /\.(br|gz)$/;

export const NO_CACHE = 'no-cache';

function cacheControlOf(relative: string): string {
  if (REVALIDATE.has(path.posix.basename(relative))) return NO_CACHE;
  // Hashed file names under assets/ never change content.
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

/** Source maps and build metadata (.vite/, dot files) are never served, even if a build left them in the folder. */
export const isServable = (relative: string) =>
  !relative.endsWith('.map') && !relative.split('/').some((segment) => segment.startsWith('.'));

/** Reads every servable file of `root` (with its precompressed siblings) into memory, keyed by URL path. */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(root)) return files;
  // Each in memory of its own size: a small file read is a view of a shared 64 KB slab (`exact`).
  const read = (file: string) => (fs.existsSync(file) ? exact(fs.readFileSync(file)) : undefined);
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (!isServable(relative) || PRECOMPRESSED.test(relative)) continue;
    const identity = exact(fs.readFileSync(full));
    const gzip = read(`${full}.gz`);
    const file: StaticFile = {
      url: `/${relative}`,
      type: TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlOf(relative),
      etag: etagOf(identity),
      identity,
      br: read(`${full}.br`),
      gzip,
    };
    // The plain bytes are dropped only when the .gz gives them back exactly (a few milliseconds for the whole build).
    files.set(file.url, gzip && zlib.gunzipSync(gzip).equals(identity) ? withoutIdentity(file) : file);
  }
  return files;
}
