/**
 * `/robots.txt` and `/sitemap.xml` for search engines: the public pages, the job search of every category, the page
 * of every company hiring, and every live job at its canonical address (spec §2), newest first, with the day it last changed. Addresses are absolute, at
 * SITE_URL (else the address the request came to). Private areas (the employer's screens, the API) are disallowed.
 * The sitemap is kept for SITEMAP_TTL_MS: crawlers come often, and a job appears in it within that time.
 */
import type { FastifyInstance } from 'fastify';
import {
  BROWSE_JOBS_PATH,
  categoryJobsPath,
  companyProfilePath,
  jobDetailPath,
} from '../../../common/format/links.js';
import { activeCategoryIds, hiringCompanyIds, liveJobAddresses } from './repository.js';
import { siteUrlOf } from '../../http/siteUrl.js';

const SITEMAP_TTL_MS = 10 * 60_000;
const PUBLIC_PAGES = ['/', BROWSE_JOBS_PATH, '/faq', '/contact-us', '/privacy-policy', '/terms-of-use'];
const DISALLOWED = ['/employer/', '/client/api/', '/api/', '/jobsseekers/search-alerts/'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          ...DISALLOWED.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${siteUrlOf(req)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  const kept = new Map<string, { at: number; xml: string }>();
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const origin = siteUrlOf(req);
    let sitemap = kept.get(origin);
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_TTL_MS) {
      const db = app.deps.db;
      const [jobs, categories, companies] = await Promise.all([
        liveJobAddresses(db),
        activeCategoryIds(db),
        hiringCompanyIds(db),
      ]);
      const url = (path: string, lastmod?: string) =>
        `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...PUBLIC_PAGES.map((path) => url(path)),
        ...categories.map((c) => url(categoryJobsPath(c.id))),
        ...companies.map((company) => url(companyProfilePath(company), company.updatedAt)),
        ...jobs.map((job) => url(jobDetailPath(job), job.updatedAt)),
        '</urlset>',
      ].join('\n');
      sitemap = { at: Date.now(), xml };
      kept.set(origin, sitemap);
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemap.xml);
  });
}
