/**
 * Company reviews by candidates (spec §7 Reviews). One review per candidate and company among those not deleted (a
 * partial unique index: a candidate who deleted theirs may write again; two requests at once cannot both insert).
 * Read by company, newest first.
 */
import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('reviews'))
    .addColumn('companyId', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text')
    .execute();
  await db.schema
    .createIndex('reviews_one_per_candidate')
    .on('reviews')
    .columns(['companyId', 'userId'])
    .unique()
    .where(sql.ref('deletedAt'), 'is', null)
    .execute();
  await db.schema
    .createIndex('reviews_by_company')
    .on('reviews')
    .columns(['companyId', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
