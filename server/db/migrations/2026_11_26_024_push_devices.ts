/**
 * Push (issue 14): a device is a Web Push subscription or an FCM token (common/push.ts parseDeviceToken). `token`
 * stays the device's key (the subscription's endpoint, or the FCM token) and keeps its unique constraint; a Web Push
 * device also needs the browser's keys to encrypt for it. Rows written before are FCM-shaped tokens.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('deviceTokens')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('fcm'))
    .execute();
  await db.schema.alterTable('deviceTokens').addColumn('p256dh', 'text').execute();
  await db.schema.alterTable('deviceTokens').addColumn('auth', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deviceTokens').dropColumn('auth').execute();
  await db.schema.alterTable('deviceTokens').dropColumn('p256dh').execute();
  await db.schema.alterTable('deviceTokens').dropColumn('kind').execute();
}
