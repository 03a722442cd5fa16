/** Accounts: one-time codes, push device tokens, and what the sign-up records on a user. */
import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('otps'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sentAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('verifiedAt', 'text')
    .addColumn('consumedAt', 'text')
    .addUniqueConstraint('otps_email_role_purpose', ['email', 'role', 'purpose'])
    .execute();

  await withId(db, db.schema.createTable('deviceTokens'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('lastSeenAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_tokens_user').on('deviceTokens').column('userId').execute();

  await db.schema.alterTable('users').addColumn('termsAcceptedAt', 'text').execute();
  await db.schema.alterTable('users').addColumn('lastLoginAt', 'text').execute();
  await db.schema.alterTable('users').addColumn('passwordChangedAt', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deviceTokens').ifExists().execute();
  await db.schema.dropTable('otps').ifExists().execute();
  for (const column of ['termsAcceptedAt', 'lastLoginAt', 'passwordChangedAt']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
