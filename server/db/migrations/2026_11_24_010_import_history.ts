/**
 * Bulk job import and its history (issue 10).
 *
 * - `importHistory`: one row per uploaded file: the company and the person, the file's name and kind, its header row
 *   and the column mapping (JSON text: read whole, never filtered on), the state, and the counts (total, read so far,
 *   imported, failed). The list is a company's imports newest first: index (companyId, createdAt).
 * - `importRows`: the file's data rows, parsed at upload, waiting to be read: one row each (the cells as a JSON
 *   array), keyed by their position so a batch is one index range. A batch deletes the rows it read in the same
 *   transaction that saves their jobs, so the table only holds what is still to do.
 * - `importErrors`: why a row was not imported: its row number, the field, the `validate` key and its bound, and the
 *   cell as it was; translated when read, so each reader sees the messages in their language.
 */
import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('importHistory'))
    .addColumn('companyId', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('createdBy', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('fileKind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('jobStatus', 'text')
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('totalRows', 'integer', (c) => c.notNull())
    .addColumn('processedRows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('importedRows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failedRows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errorCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('startedAt', 'text')
    .addColumn('finishedAt', 'text')
    .execute();
  await db.schema
    .createIndex('import_history_company')
    .on('importHistory')
    .columns(['companyId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('import_history_pending')
    .on('importHistory')
    .columns(['createdBy', 'status'])
    .execute();

  await db.schema
    .createTable('importRows')
    .addColumn('importId', 'integer', (c) => c.notNull().references('importHistory.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('rowNumber', 'integer', (c) => c.notNull())
    .addColumn('cells', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_rows_pk', ['importId', 'position'])
    .execute();

  await withId(db, db.schema.createTable('importErrors'))
    .addColumn('importId', 'integer', (c) => c.notNull().references('importHistory.id').onDelete('cascade'))
    .addColumn('rowNumber', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('messageKey', 'text', (c) => c.notNull())
    .addColumn('requirement', 'integer')
    .addColumn('value', 'text')
    .execute();
  await db.schema
    .createIndex('import_errors_import')
    .on('importErrors')
    .columns(['importId', 'rowNumber', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['importErrors', 'importRows', 'importHistory']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
