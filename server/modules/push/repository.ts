import type { Transaction } from 'kysely';
import { PUSH_LIMITS } from '../../../common/constants/notifications.js';
import { type DeviceToken, deviceKey } from '../../../common/push.js';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import type { PushDevice } from './sender.js';

type Conn = Db | Transaction<Database>;

/**
 * Remembers a device for the user. A device already known (same endpoint or FCM token) moves to this user (a shared
 * phone) with its new keys; past PUSH_LIMITS.devicesPerUser, the devices seen least recently are forgotten.
 */
export async function saveDevice(db: Conn, userId: number, device: DeviceToken): Promise<void> {
  const now = new Date().toISOString();
  const row = {
    userId,
    token: deviceKey(device),
    kind: device.kind,
    p256dh: device.kind === 'webpush' ? device.p256dh : null,
    auth: device.kind === 'webpush' ? device.auth : null,
    lastSeenAt: now,
  };
  await db
    .insertInto('deviceTokens')
    .values({ ...row, createdAt: now })
    .onConflict((oc) => oc.column('token').doUpdateSet(row))
    .execute();
  const stale = await db
    .selectFrom('deviceTokens')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('lastSeenAt', 'desc')
    .orderBy('id', 'desc')
    .offset(PUSH_LIMITS.devicesPerUser)
    .limit(100)
    .execute();
  if (stale.length)
    await db
      .deleteFrom('deviceTokens')
      .where(
        'id',
        'in',
        stale.map((s) => s.id),
      )
      .execute();
}

/** Forgets the user's device (never another user's). */
export async function removeDevice(db: Conn, userId: number, device: DeviceToken): Promise<void> {
  await db
    .deleteFrom('deviceTokens')
    .where('userId', '=', userId)
    .where('token', '=', deviceKey(device))
    .execute();
}

/** The devices of these users, for the push of a notification to each. */
export function devicesOf(db: Conn, userIds: number[]): Promise<{ id: number; userId: number }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('deviceTokens').select(['id', 'userId']).where('userId', 'in', userIds).execute();
}

export async function findDevice(
  db: Conn,
  id: number,
): Promise<(PushDevice & { userId: number }) | undefined> {
  return db
    .selectFrom('deviceTokens')
    .select(['id', 'userId', 'kind', 'token', 'p256dh', 'auth'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteDevice(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('deviceTokens').where('id', '=', id).execute();
}
