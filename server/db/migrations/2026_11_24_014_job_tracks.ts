/**
 * What candidates do with jobs (spec §7 Tracks): the jobs they saved (like-dislike, likes/list) and the days they
 * opened a job (create-jobs-tracks type 3), at most one view per viewer per job per day, which `jobs.viewCount`
 * counts. Saved jobs are read newest first per candidate; a job's views by job.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('savedJobs')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('jobId', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('savedJobs_pk', ['userId', 'jobId'])
    .execute();
  await db.schema.createIndex('savedJobs_by_user').on('savedJobs').columns(['userId', 'createdAt']).execute();
  await db.schema.createIndex('savedJobs_by_job').on('savedJobs').column('jobId').execute();

  await db.schema
    .createTable('jobViews')
    .addColumn('jobId', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addPrimaryKeyConstraint('jobViews_pk', ['jobId', 'userId', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobViews').execute();
  await db.schema.dropTable('savedJobs').execute();
}
