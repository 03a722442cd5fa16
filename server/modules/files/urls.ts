/**
 * The public address of a stored file, in one place: MEDIA_BASE_URL (a CDN or the bucket of an S3 adapter) and the
 * path, or this server's own /media/ prefix when it is not set. Every answer that names a file (uploads, company logo
 * and cover, the company of a job) takes its URL from here.
 *
 * The base is set once from the configuration when the files module is registered (server/modules/files/routes.ts):
 * it belongs to the deployment like the port, and the company and job answers that carry URLs are built far from
 * any request context. One process serves one configuration; tests that build several apps use the default.
 */
import { DEFAULT_MEDIA_BASE, mediaUrl } from '../../../common/constants/files.js';

let base = DEFAULT_MEDIA_BASE;

export function setMediaBase(mediaBaseUrl: string | undefined): void {
  base = mediaBaseUrl ?? DEFAULT_MEDIA_BASE;
}

/** The URL of a stored path (null for none). */
export function publicUrl(path: string): string;
export function publicUrl(path: string | null): string | null;
export function publicUrl(path: string | null): string | null {
  return mediaUrl(path, base);
}
