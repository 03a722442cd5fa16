/**
 * Saved job searches (spec §7 Search) and their alerts. A search keeps its words and filters as JSON: it is never
 * queried by them, only run as a search (against one newly posted job, to know whether to alert). savedSearchJobs
 * records each job a search alerted about or will: pending while `mailedAt` is null (the next mail lists it), kept
 * afterwards so that a job closed and posted again is not announced twice.
 */
import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('savedSearches'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('filter', 'text', (c) => c.notNull())
    .addColumn('alert', 'integer', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('lastAlertAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('savedSearches_by_user')
    .on('savedSearches')
    .columns(['userId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('savedSearches_alerting')
    .on('savedSearches')
    .column('id')
    .where(sql.ref('alert'), '=', 1)
    .execute();

  await db.schema
    .createTable('savedSearchJobs')
    .addColumn('searchId', 'integer', (c) => c.notNull().references('savedSearches.id').onDelete('cascade'))
    .addColumn('jobId', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('matchedAt', 'text', (c) => c.notNull())
    .addColumn('mailedAt', 'text')
    .addPrimaryKeyConstraint('savedSearchJobs_pk', ['searchId', 'jobId'])
    .execute();
  await db.schema
    .createIndex('savedSearchJobs_pending')
    .on('savedSearchJobs')
    .columns(['searchId', 'matchedAt'])
    .where(sql.ref('mailedAt'), 'is', null)
    .execute();
  await db.schema.createIndex('savedSearchJobs_by_job').on('savedSearchJobs').column('jobId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('savedSearchJobs').execute();
  await db.schema.dropTable('savedSearches').execute();
}
