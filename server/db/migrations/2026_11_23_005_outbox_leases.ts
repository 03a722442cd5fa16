/**
 * Outbox rows get a priority (time-critical mail such as one-time codes is claimed first), an optional expiry (a
 * code mail that can no longer arrive in time is dropped, not sent) and the owner of the short lease a worker holds
 * while it performs the row (so only that worker renews or releases it; a dead worker's lease simply runs out).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('expiresAt', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('lockedBy', 'text').execute();
  // The claim reads due rows in this order.
  await db.schema.createIndex('outbox_claim').on('outbox').columns(['priority desc', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_claim').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('lockedBy').execute();
  await db.schema.alterTable('outbox').dropColumn('expiresAt').execute();
  await db.schema.alterTable('outbox').dropColumn('priority').execute();
}
