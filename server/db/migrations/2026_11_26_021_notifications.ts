/**
 * Notifications (issue 13): one row per recipient and event, with the event's type and params (JSON text) rather
 * than rendered words, so the title and body are written in the reader's language when read
 * (common/locales/{en,id}/notification.json). `jobId` lets a notification about a job that has since been deleted
 * read 'Sorry, this job has been deleted'. `readAt` is null while unread.
 *
 * notificationPreferences holds only opt-outs and opt-ins that differ from the default (mail on): a missing row means
 * mail is sent for that type.
 */
import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('jobId', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('readAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  // The list, newest first (ids grow with time), and its unread-only filter; the badge's count uses the partial one.
  await db.schema
    .createIndex('notifications_by_user')
    .on('notifications')
    .columns(['userId', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['userId', 'id'])
    .where(sql.ref('readAt'), 'is', null)
    .execute();

  await db.schema
    .createTable('notificationPreferences')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('mail', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notificationPreferences_pk', ['userId', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notificationPreferences').execute();
  await db.schema.dropTable('notifications').execute();
}
