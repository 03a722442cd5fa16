import type { FastifyInstance } from 'fastify';
import { accountsPlugin } from './accounts/routes.js';
import { healthRoutes } from './health/routes.js';
import { jobsRoutes } from './jobs/routes.js';
import { jobTracksRoutes } from './jobTracks/routes.js';
import { candidateProfileRoutes } from './candidateProfile/routes.js';
import { categoryRoutes } from './category/routes.js';
import { cityRoutes } from './city/routes.js';
import { companyRoutes } from './company/routes.js';
import { contactUsRoutes } from './contactUs/routes.js';
import { countryRoutes } from './country/routes.js';
import { filesRoutes } from './files/routes.js';
import { importHistoryRoutes } from './importHistory/routes.js';
import { mastersRoutes } from './masters/routes.js';
import { recommendationsRoutes } from './recommendations/routes.js';
import { resumesRoutes } from './resumes/routes.js';
import { reviewsRoutes } from './reviews/routes.js';
import { savedSearchesRoutes } from './savedSearches/routes.js';
import { seoRoutes } from './seo/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { sitemapRoutes } from './sitemap/routes.js';
import { stateRoutes } from './state/routes.js';
import { teamRoutes } from './team/routes.js';

/** Every module of the API. A module registers its calls from the route table with defineRoute(). */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(countryRoutes);
  await app.register(stateRoutes);
  await app.register(cityRoutes);
  await app.register(categoryRoutes);
  await app.register(mastersRoutes);
  await app.register(seoRoutes);
  await app.register(settingsRoutes);
  await app.register(contactUsRoutes);
  await app.register(accountsPlugin);
  await app.register(jobsRoutes);
  await app.register(jobTracksRoutes);
  await app.register(companyRoutes);
  await app.register(candidateProfileRoutes);
  await app.register(resumesRoutes);
  await app.register(recommendationsRoutes);
  await app.register(reviewsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(teamRoutes);
  await app.register(filesRoutes);
  await app.register(importHistoryRoutes);
  await app.register(sitemapRoutes);
}
