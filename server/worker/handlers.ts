import crypto from 'node:crypto';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { OutboxHandler, OutboxJob } from './outbox.js';

/**
 * The left part of the Message-ID of the mail of an outbox row: `outbox-{id}-{hash}`, the hash taken over the row's
 * id and creation time (ids start again in a new database; the pair does not repeat). The same on every attempt, so
 * a resend (the outbox delivers at least once: after a crash, or when the row's delete failed after the SMTP server
 * accepted the mail) is the same message to the receiving side, which may drop it as a duplicate.
 */
export function outboxMessageKey(job: Pick<OutboxJob, 'id' | 'createdAt'>): string {
  const hash = crypto.createHash('sha256').update(`${job.id}|${job.createdAt}`).digest('hex').slice(0, 16);
  return `outbox-${job.id}-${hash}`;
}

/** Jobs went live (posted, activated again, imported as posted): payload `{ jobIds }`, for the saved-search alerts. */
export const JOBS_POSTED = 'jobsPosted';

/**
 * A notification's e-mail: payload `{ notificationId }` (written by server/modules/notifications/notify.ts), rendered
 * when sent, in the recipient's language of that moment.
 */
export const NOTIFICATION_MAIL = 'notificationMail';

/** A notification's push to one device: payload `{ notificationId, deviceId }` (notify.ts), sent by push/service.ts. */
export const NOTIFICATION_PUSH = 'notificationPush';

/** An order was paid: payload `{ orderId }` (billing/orders.ts); its mail, the invoice attached (billing/invoice.ts). */
export const ORDER_PAID_MAIL = 'orderPaidMail';

export interface HandlerDeps {
  mailer: Mailer;
  /**
   * Finds the saved searches the jobs match and mails the alerts that are due (savedSearches/alerts.ts). Absent in a
   * process that only sends mail (a test of the mailer): its rows then wait for a server's outbox.
   */
  onJobsPosted?: (jobIds: number[]) => Promise<void>;
  /**
   * The mail of a notification (notifications/mail.ts), or null when it is no longer wanted (the notification or
   * its reader is gone, or the reader turned that mail off meanwhile). Absent: those rows wait for a server's outbox.
   */
  notificationMail?: (notificationId: number) => Promise<MailMessage | null>;
  /** Pushes a notification to a device (throws to be retried). Absent: those rows wait for a server's outbox. */
  notificationPush?: (job: { notificationId: number; deviceId: number }) => Promise<void>;
  /** The paid mail of an order, or null when there is none to send. Absent: those rows wait for a server's outbox. */
  orderPaidMail?: (orderId: number) => Promise<MailMessage | null>;
}

/** What each outbox kind does. Payloads are plain JSON written by the services that enqueue them. */
export function outboxHandlers(deps: HandlerDeps): Record<string, OutboxHandler> {
  return {
    mail: (payload, job) =>
      deps.mailer.send({ ...(payload as MailMessage), messageKey: outboxMessageKey(job) }),
    ...(deps.onJobsPosted
      ? { [JOBS_POSTED]: (payload: unknown) => deps.onJobsPosted!((payload as { jobIds: number[] }).jobIds) }
      : {}),
    ...(deps.notificationMail
      ? {
          [NOTIFICATION_MAIL]: async (payload: unknown, job: OutboxJob) => {
            const message = await deps.notificationMail!(
              (payload as { notificationId: number }).notificationId,
            );
            if (message) await deps.mailer.send({ ...message, messageKey: outboxMessageKey(job) });
          },
        }
      : {}),
    ...(deps.orderPaidMail
      ? {
          [ORDER_PAID_MAIL]: async (payload: unknown, job: OutboxJob) => {
            const message = await deps.orderPaidMail!((payload as { orderId: number }).orderId);
            if (message) await deps.mailer.send({ ...message, messageKey: outboxMessageKey(job) });
          },
        }
      : {}),
    ...(deps.notificationPush
      ? {
          [NOTIFICATION_PUSH]: (payload: unknown) =>
            deps.notificationPush!(payload as { notificationId: number; deviceId: number }),
        }
      : {}),
  };
}
