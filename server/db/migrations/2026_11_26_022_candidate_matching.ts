/**
 * Matched and viewed candidates (issue 13).
 *
 * Matching (server/modules/candidates/matchQuery.ts) finds a job's candidates through two index ranges and scores
 * only those: the candidates holding one of the job's skills (`candidateSkills_by_skill`, masterId → userId, from
 * migration 018) and the open candidates of the job's domain (`candidateProfiles_open_by_domain` below, partial: only
 * the rows matching can list, open to work with the setup done, so the index stays as small as the pool it serves).
 * Each candidate of that pool is then read by primary key: the profile, their skills, their preferred cities
 * (`candidatePreferredCities_pk`, userId + cityId) — no further index is needed.
 *
 * `profileViews`: a company's team opened a candidate's profile, one row per company, candidate and day (the unique
 * index; a second opening the same day changes nothing), with who opened it and from which job. The company's list
 * groups its rows by candidate, the latest first (the unique index's prefix companyId, candidateId); the candidate's
 * count and list group theirs by company (`profileViews_by_candidate`: candidateId, companyId, day, so the count of the
 * last 30 days reads the index alone).
 */
import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('candidateProfiles_open_by_domain')
    .on('candidateProfiles')
    .columns(['jobDomain', 'userId'])
    .where(sql.ref('openToWork'), '=', 1)
    .where(sql.ref('setupCompletedAt'), 'is not', null)
    .execute();

  await withId(db, db.schema.createTable('profileViews'))
    .addColumn('companyId', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('candidateId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('viewerUserId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('jobId', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    // 'YYYY-MM-DD' in JOB_TIME_ZONE, the calendar the board counts days in.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('profileViews_once_a_day')
    .on('profileViews')
    .columns(['companyId', 'candidateId', 'day'])
    .unique()
    .execute();
  await db.schema
    .createIndex('profileViews_by_candidate')
    .on('profileViews')
    .columns(['candidateId', 'companyId', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profileViews').execute();
  await db.schema.dropIndex('candidateProfiles_open_by_domain').execute();
}
