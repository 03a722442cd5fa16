/**
 * The e2e environment, shared by playwright.config.ts (which starts the SMTP sink and the server) and the helpers
 * that reach the same resources (the database file, the received mail, the admin CLI).
 *
 * - E2E_PORT       the app server's port (default 3100)
 * - E2E_DATA_DIR   the server's DATA_DIR (default .tmp/e2e-data; emptied before each run)
 * - E2E_SMTP_PORT  the SMTP sink's port (default 3125)
 * - E2E_MAIL_DIR   where the sink writes each received message as an .eml file (default .tmp/e2e-mail; emptied)
 * - E2E_STATIC_DIR the built app to serve (default dist): two runs at once each build into a folder of their own
 * - E2E_PUSH_PORT  where a test runs its loopback push service (default 3127; tests/support/pushService.ts): the
 *                  server may send Web Push there (PUSH_SERVICES)
 */
import path from 'node:path';
import { SERVER_PROCESS_ENV } from '../../../scripts/server-env.js';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const E2E_MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? '.tmp/e2e-mail');
export const E2E_STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
export const E2E_PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? 3127);

/**
 * The server's environment; the admin CLI gets the same (same database, same mail). The sink offers no TLS, and
 * `ignoreTLS` keeps nodemailer from asking for STARTTLS.
 */
export const E2E_SERVER_ENV: Record<string, string> = {
  // What `npm start` starts the server with.
  ...SERVER_PROCESS_ENV,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: E2E_DATA_DIR,
  STATIC_DIR: E2E_STATIC_DIR,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}/?ignoreTLS=true`,
  // The browser is behind a "proxy" on loopback: a test may name its client's address (helpers/accounts.ts).
  TRUST_PROXY: 'loopback',
  // The browser's push service is outside this machine: push tests subscribe on a loopback one instead.
  PUSH_SERVICES: `http://127.0.0.1:${E2E_PUSH_PORT}`,
};
