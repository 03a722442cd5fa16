/**
 * The e2e run's SMTP sink (started by playwright.config.ts before the server): a real SMTP server (the smtp-server
 * package) on 127.0.0.1 that accepts every message, without TLS or authentication, and writes each one as an .eml
 * file into E2E_MAIL_DIR, with the envelope recipients in an `X-Envelope-To` header. Nothing else is exposed; tests
 * read the directory (helpers/mail.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './env';

fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });

let counter = 0;

const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
      const name = `${Date.now()}-${String(++counter).padStart(5, '0')}.eml`;
      const body = Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]);
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const tmp = path.join(E2E_MAIL_DIR, `.${name}.tmp`);
      fs.writeFileSync(tmp, body);
      fs.renameSync(tmp, path.join(E2E_MAIL_DIR, name));
      callback();
    });
  },
});

server.on('error', (error) => console.error('smtp sink:', error));
server.listen(E2E_SMTP_PORT, '127.0.0.1', () =>
  console.log(`smtp sink on 127.0.0.1:${E2E_SMTP_PORT} → ${E2E_MAIL_DIR}`),
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
