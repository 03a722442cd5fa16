/**
 * Uploaded files (files/upload): one row per stored file, so that a body naming a path (a company's logoPath) can be
 * checked to be an upload of the right kind made by the caller, and so that files nobody uses can be found later.
 * The bytes are in the file storage (DATA_DIR/uploads, or object storage), under `path`.
 */
import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('uploads'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('ownerUserId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_path').on('uploads').column('path').unique().execute();
  await db.schema.createIndex('uploads_owner').on('uploads').columns(['ownerUserId', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute();
}
