/**
 * Helpers of the notification tests (issue 13): calls of the `notifications` routes as a given user (or a guest), the
 * rows stored for a user, and the notification mails as the outbox sends them (the real handler, a mailer that keeps
 * what it is given).
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { notificationDoc } from '../../../common/schemas/answers/notifications.js';
import type { MailMessage } from '../../../server/mail/mailer.js';
import { notificationMailOf } from '../../../server/modules/notifications/mail.js';
import { NOTIFICATION_MAIL, outboxHandlers } from '../../../server/worker/handlers.js';
import { createOutbox } from '../../../server/worker/outbox.js';
import type { TestApp } from '../helpers/app.js';
import { type CallResult, call } from '../reference/api.js';

export type NotificationDoc = v.InferOutput<typeof notificationDoc>;
export type Auth = { userId: number; headers: { authorization: string } };

export const SITE = 'https://jobs.example';

export type NotificationAction =
  'list' | 'details' | 'partialUpdate' | 'readAll' | 'unreadCount' | 'preferences' | 'updatePreferences';

/** A call of `notifications.<action>` as `who` (null: a guest, without a token). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
export function notifications<T = any>(
  app: FastifyInstance,
  action: NotificationAction,
  who: Auth | null,
  options: { body?: unknown; id?: number | string; lng?: 'en' | 'id' } = {},
): Promise<CallResult<T>> {
  return call<T>(app, 'notifications', action, {
    ...(options.id === undefined ? {} : { params: { id: options.id } }),
    body: options.body ?? {},
    headers: who ? who.headers : {},
    lng: options.lng ?? 'en',
  });
}

/** The user's notifications (newest first), through notifications/list, which must answer 200. */
export async function listOf(
  app: FastifyInstance,
  who: Auth,
  body: Record<string, unknown> = {},
  lng: 'en' | 'id' = 'en',
) {
  const res = await notifications<NotificationDoc[]>(app, 'list', who, { body: { limit: 50, ...body }, lng });
  if (res.status !== 200) throw new Error(`notifications/list: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The rows stored for a user, oldest first. */
export function rowsOf(app: FastifyInstance, userId: number) {
  return app.deps.db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** The queued notification mails (outbox rows) of one user's notifications. */
export async function queuedNotificationMails(app: FastifyInstance, userId: number): Promise<number> {
  const ids = new Set((await rowsOf(app, userId)).map((row) => row.id));
  const rows = await app.deps.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', NOTIFICATION_MAIL)
    .execute();
  return rows.filter((row) => ids.has((JSON.parse(row.payload) as { notificationId: number }).notificationId))
    .length;
}

/**
 * Performs every queued mail (notification mails with the real outbox handler) with a mailer that keeps the
 * messages: what would have been sent. The rows are gone afterwards, as after a real send.
 */
export async function sendNotificationMails(t: TestApp): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void sent.push(message), close: () => undefined };
  const outbox = createOutbox(
    t.app.deps.db,
    t.app.deps.dialect,
    outboxHandlers({ mailer, notificationMail: (id) => notificationMailOf(t.app.deps.db, SITE, id) }),
    { error: (obj, msg) => console.error(msg, obj) },
  );
  await outbox.drain();
  return sent;
}

export async function emailOf(app: FastifyInstance, userId: number): Promise<string> {
  const row = await app.deps.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

export async function setLanguage(app: FastifyInstance, userId: number, lng: 'en' | 'id'): Promise<void> {
  await app.deps.db.updateTable('users').set({ lng }).where('id', '=', userId).execute();
}

/** The fields a 422 names. */
export function errorFields(res: CallResult<unknown>): string[] {
  return ((res.body.data as { errors?: { field: string }[] } | null)?.errors ?? []).map((e) => e.field);
}
