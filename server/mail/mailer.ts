/**
 * Mail delivery. With SMTP_URL set, nodemailer sends through that server over a small pool of reused connections
 * (the outbox sends a few mails at once). Without it (a laptop, a demo) every message is printed to the console and
 * written as an .eml file under DATA_DIR/outbox, so a person trying the portal can still read an OTP or a
 * notification.
 *
 * A message sent by the outbox carries a Message-ID derived from its outbox row (messageKey), the same on every
 * attempt: the outbox delivers at least once (a crash or a failed delete after the server accepted a message means it
 * is sent again), and a resend with the same Message-ID is the same message to the receiving side, which may drop it
 * as a duplicate.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message (an invoice); made when the mail is sent, never kept in the outbox. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The left part of a stable Message-ID; the mailer adds the domain of its From address. */
  messageKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP connections kept open and used at once (the outbox's default concurrency matches it). */
export const SMTP_MAX_CONNECTIONS = 5;

/** The domain of a From address such as `Orbit Jobs <no-reply@orbitjobs.local>` (localhost when there is none). */
export function domainOf(from: string): string {
  const match = /@([a-z0-9.-]+)\s*>?\s*$/i.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** `<key@domain of from>`: the Message-ID of a message with a messageKey. */
export function messageIdFor(key: string, from: string): string {
  return `<${key}@${domainOf(from)}>`;
}

/** What nodemailer is given: the message, its From, and its stable Message-ID when it has a key. */
function envelope(message: MailMessage, from: string) {
  const { messageKey, ...rest } = message;
  return { from, ...rest, ...(messageKey ? { messageId: messageIdFor(messageKey, from) } : {}) };
}

/**
 * True for a failure that says the mail service cannot be reached (refused or dropped connection, time-out, DNS,
 * "421 service not available"), not that this message was refused. The outbox then waits for the service instead of
 * backing each row off on its own.
 */
export function isUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.responseCode === 421) return true;
  return (
    typeof e.code === 'string' &&
    [
      'ECONNECTION',
      'ESOCKET',
      'ETIMEDOUT',
      'EDNS',
      'ECONNREFUSED',
      'ECONNRESET',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'EAI_AGAIN',
      'EPIPE',
    ].includes(e.code)
  );
}

/**
 * nodemailer (a tenth of the server's start and ~15 MB) is loaded when the first mail is sent, not at start: many
 * instances go hours without sending one.
 */
function lazyTransport(options: object): { get(): Promise<Transporter>; close(): void } {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transport ??= import('nodemailer').then(
        ({ default: nodemailer }) => nodemailer.createTransport(options),
        (err: unknown) => {
          transport = undefined; // tried again on the next send
          throw err;
        },
      )),
    close: () => void transport?.then((made) => made.close()).catch(() => undefined),
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport({
    url,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    // A server that does not answer fails the send in seconds (the defaults wait minutes), so the outbox can retry.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      try {
        await (await transport.get()).sendMail(envelope(message, from));
      } catch (err) {
        // Marked for the outbox (server/worker/outbox.ts: unavailable), which then probes instead of backing off.
        if (isUnreachable(err) && err && typeof err === 'object') Object.assign(err, { unavailable: true });
        throw err;
      }
    },
    close: () => transport.close(),
  };
}

export function fileMailer(dir: string, from: string, log: (line: string) => void): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(envelope(message, from));
      await fs.mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      // Two mails to one address in one millisecond must not share a file: a random part, and an exclusive create
      // (flag wx) so that a clash fails the send (and the outbox retries it) rather than overwrite the other mail.
      const file = path.join(dir, `${time}-${crypto.randomBytes(6).toString('hex')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer, { flag: 'wx' });
      log(`mail to ${message.to}: "${message.subject}" (no SMTP_URL; saved to ${file})\n${message.text}`);
    },
    close: () => undefined,
  };
}
