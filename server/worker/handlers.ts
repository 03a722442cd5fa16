import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { OutboxHandler } from './outbox.js';

/** What each outbox kind does. Payloads are plain JSON written by the services that enqueue them. */
export function outboxHandlers(deps: { mailer: Mailer }): Record<string, OutboxHandler> {
  return {
    mail: (payload) => deps.mailer.send(payload as MailMessage),
  };
}
