/**
 * Per-account sign-in throttling: consecutive wrong passwords per e-mail address, and until when sign-in is paused.
 * Keyed by the address typed (whether or not an account has it), so the answer never tells which addresses exist.
 * In the database, so every instance sees the same count.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loginThrottle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('lastFailureAt', 'text', (c) => c.notNull())
    .addColumn('lockedUntil', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loginThrottle').ifExists().execute();
}
