/**
 * contact-us/save: the message is stored and mailed to the site's contact address in ONE transaction (the mail is
 * an outbox row), so a message is never stored without its mail or mailed without being stored. Replying to the
 * mail answers the sender.
 */
import type { ContactUsSave } from '../../../common/schemas/contactUs.js';
import type { Language } from '../../../common/locales/index.js';
import type { Deps } from '../../deps.js';
import type { MailMessage } from '../../mail/mailer.js';
import { insertContactMessage } from './repository.js';

export interface ContactMeta {
  lng: Language;
  ip: string | null;
  userId: number | null;
}

export async function saveContactMessage(
  deps: Deps,
  input: ContactUsSave,
  meta: ContactMeta,
): Promise<{ id: number }> {
  const phone = input.phone ? `+${input.phone.code}-${input.phone.number}` : null;
  const subject = input.subject ? input.subject : null;
  const createdAt = new Date().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, {
      name: input.name,
      email: input.email,
      phone,
      subject,
      message: input.message,
      lng: meta.lng,
      userId: meta.userId,
      ip: meta.ip,
      createdAt,
    });
    await deps.outbox.enqueue(
      trx,
      'mail',
      contactMail(deps.config.contactEmail, deps.config.siteTitle, id, {
        ...input,
        phone,
        subject,
        lng: meta.lng,
        createdAt,
      }),
    );
    return { id };
  });
}

function contactMail(
  to: string,
  siteTitle: string,
  id: number,
  m: {
    name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    message: string;
    lng: string;
    createdAt: string;
  },
): MailMessage {
  const fields: [string, string][] = [
    ['Name', m.name],
    ['E-mail', m.email],
    ['Phone', m.phone ?? '-'],
    ['Subject', m.subject ?? '-'],
    ['Language', m.lng],
    ['Received', m.createdAt],
  ];
  const text = `${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.message}\n`;
  const html =
    `<table>${fields.map(([k, v]) => `<tr><th align="left">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>` +
    `<p style="white-space:pre-wrap">${esc(m.message)}</p>`;
  return {
    to,
    replyTo: m.email,
    subject: `[${siteTitle} contact #${id}] ${m.subject ?? `Message from ${m.name}`}`.replace(
      /[\r\n]+/g,
      ' ',
    ),
    text,
    html,
  };
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
