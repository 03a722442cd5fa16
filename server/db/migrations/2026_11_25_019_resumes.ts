/**
 * The candidate's resumes (issue 12): uploaded files and resumes built from the profile. A built resume's header
 * and sections are a small document of its own (JSON text): shown and rendered whole, never searched by.
 */
import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('resumes'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('filePath', 'text')
    .addColumn('fileType', 'text')
    .addColumn('fileSize', 'integer')
    .addColumn('isDefault', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('built', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text')
    .execute();
  await db.schema.createIndex('resumes_by_user').on('resumes').columns(['userId', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resumes').execute();
}
