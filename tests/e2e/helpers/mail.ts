/**
 * The mail the SMTP sink received (tests/e2e/support/smtp-sink.ts writes each message as an .eml file). A small
 * MIME reader: headers (unfolded, encoded words decoded), the text/plain part (quoted-printable or base64).
 */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from '../support/env';

export interface ReceivedMail {
  file: string;
  /** When the sink received it (ms). */
  receivedAt: number;
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const soft = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain content of a (possibly multipart) message. */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return decodeBody(headers, body);
  const parts = body.split(`--${boundary}`).slice(1, -1);
  let fallback = '';
  for (const part of parts) {
    const inner = splitMessage(part.replace(/^\r?\n/, ''));
    const innerType = (inner.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (innerType.startsWith('multipart/')) {
      const nested = plainText(inner.headers, inner.body);
      if (nested) return nested;
    } else if (innerType.startsWith('text/plain')) {
      return decodeBody(inner.headers, inner.body);
    } else if (!fallback && innerType.startsWith('text/html')) {
      fallback = decodeBody(inner.headers, inner.body).replace(/<[^>]+>/g, ' ');
    }
  }
  return fallback;
}

export function readMail(file: string): ReceivedMail {
  const { headers, body } = splitMessage(fs.readFileSync(file, 'utf8'));
  const to = (headers.get('x-envelope-to') ?? headers.get('to') ?? '')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
  return {
    file,
    receivedAt: Number(path.basename(file).split('-')[0]),
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: plainText(headers, body),
  };
}

export function receivedMail(): ReceivedMail[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .map((name) => readMail(path.join(E2E_MAIL_DIR, name)));
}

/**
 * Waits for a message to `to` whose subject matches, received at or after `since` (ms); the newest one wins.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { since = 0, timeout = 20_000 }: { since?: number; timeout?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeout;
  const address = to.toLowerCase();
  for (;;) {
    const match = receivedMail()
      .filter((mail) => mail.receivedAt >= since && mail.to.includes(address) && subject.test(mail.subject))
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = receivedMail()
        .filter((mail) => mail.to.includes(address))
        .map((mail) => mail.subject);
      throw new Error(
        `No mail to ${to} matching ${subject} within ${timeout} ms (mail to that address: ${JSON.stringify(seen)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code of an OTP mail (it is in the subject and in the text). */
export function codeFrom(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}"`);
  return code;
}
