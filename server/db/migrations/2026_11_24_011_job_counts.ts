/**
 * What the employer's job list counts per job: how often candidates opened it (viewCount) and how many applied
 * (responseCount). Counters on the job row, kept by the calls that count (the job page, applications), so a page of
 * the list reads no other table; both start at 0 until those features count.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('viewCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('responseCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('responseCount').execute();
  await db.schema.alterTable('jobs').dropColumn('viewCount').execute();
}
