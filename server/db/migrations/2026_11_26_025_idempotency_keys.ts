/**
 * Idempotency keys (issue 14, offline use; server/http/idempotency.ts): one row per user and key. `status` is null
 * while the first request under the key is being handled (the claim), then holds its answer's status and `body` the
 * answer exactly as it was sent. The unique (userId, key) decides which of two copies sent at once runs. Rows live
 * IDEMPOTENCY_KEY_RULE.rememberMs (24 h) from `createdAt`, and are swept by that column's index.
 */
import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('idempotencyKeys'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('completedAt', 'text')
    .addUniqueConstraint('idempotencyKeys_user_key', ['userId', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotencyKeys_createdAt')
    .on('idempotencyKeys')
    .column('createdAt')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotencyKeys').execute();
}
