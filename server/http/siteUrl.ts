/** The public address of the site, which links in pages, mails, the sitemap and JSON-LD start with. */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** SITE_URL, else the address the request came to (the host and protocol a proxy passed on, with TRUST_PROXY). */
export function siteUrlOf(req: FastifyRequest): string {
  return req.server.deps.config.siteUrl ?? `${req.protocol}://${req.host}`;
}

/** For work outside a request (alert mails): SITE_URL, else the address this server listens on. */
export function configuredSiteUrl(config: Pick<Config, 'siteUrl' | 'host' | 'port'>): string {
  if (config.siteUrl) return config.siteUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
