/** What the sitemap lists, read in one query each: plain functions taking the database first. */
import type { Db } from '../../db/connect.js';
import { liveJobs } from '../jobs/repository.js';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the newest jobs come first. */
export const SITEMAP_JOBS_MAX = 49_000;

export function liveJobAddresses(db: Db, limit = SITEMAP_JOBS_MAX) {
  return liveJobs(db)
    .select(['id', 'slug', 'updatedAt'])
    .orderBy('postedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function activeCategoryIds(db: Db) {
  return db.selectFrom('categories').select('id').where('isActive', '=', 1).orderBy('sortOrder').execute();
}

/** The companies with a live job (their pages list their open jobs), by id. */
export function hiringCompanyIds(db: Db) {
  return db
    .selectFrom('companies')
    .select(['companies.id', 'companies.updatedAt'])
    .where('companies.deletedAt', 'is', null)
    .where('companies.id', 'in', liveJobs(db).select('jobs.companyId'))
    .orderBy('companies.id')
    .execute();
}
