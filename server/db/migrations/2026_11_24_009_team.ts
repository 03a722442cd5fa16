/**
 * Team members (issue 10): a company's members get a job title and the dates of their invitation, and invitations
 * are rows of their own.
 *
 * - `companyMembers.jobTitle`: what the person does ('HR Manager'); shown in the team list and set by the person in
 *   their own details.
 * - `companyMembers.invitedAt` / `joinedAt`: when an administrator invited the person (null for whoever registered
 *   the company) and when the person accepted (set a password). A member invited and not joined is 'invited'.
 * - `teamInvitations`: one row per invitation sent. Only the SHA-256 of the link's random token is stored, so a copy
 *   of the table opens nothing. A link is single-use (`usedAt`), valid until `expiresAt` (7 days), and replaced by a
 *   newer one sent to the same member (`revokedAt`), as is every pending link of a member who is removed.
 */
import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema.alterTable('companyMembers').addColumn('jobTitle', 'text').execute();
  await db.schema.alterTable('companyMembers').addColumn('invitedAt', 'text').execute();
  await db.schema.alterTable('companyMembers').addColumn('joinedAt', 'text').execute();
  // The team list: a company's members, oldest first.
  await db.schema
    .createIndex('company_members_company_created')
    .on('companyMembers')
    .columns(['companyId', 'createdAt'])
    .execute();

  await withId(db, db.schema.createTable('teamInvitations'))
    .addColumn('companyId', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('memberUserId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('invitedByUserId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('tokenHash', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'text')
    .addColumn('revokedAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  // Accepting looks the link up by its hash; resending and removing revoke a member's pending links.
  await db.schema
    .createIndex('team_invitations_token')
    .on('teamInvitations')
    .column('tokenHash')
    .unique()
    .execute();
  await db.schema
    .createIndex('team_invitations_member')
    .on('teamInvitations')
    .columns(['memberUserId', 'usedAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('teamInvitations').ifExists().execute();
  await db.schema.dropIndex('company_members_company_created').ifExists().execute();
  for (const column of ['joinedAt', 'invitedAt', 'jobTitle'])
    await db.schema.alterTable('companyMembers').dropColumn(column).execute();
}
