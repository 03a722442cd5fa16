/**
 * End-to-end tests (ARCHITECTURE §10): the REAL server (server/main.ts, NODE_ENV=production) serving the built app
 * from dist/, in Debian's Chromium. `npm test` builds dist/ first; `npx playwright test` alone expects it built.
 *
 * Each run starts a real SMTP sink (tests/e2e/support/smtp-sink.ts, the smtp-server package) that writes every
 * message it receives into .tmp/e2e-mail, then the server on a fresh database in .tmp/e2e-data (E2E_DATA_DIR; removed
 * before start) with SMTP_URL pointing at the sink, so OTPs are read from real mail (tests/e2e/helpers/mail.ts).
 * Ports and directories: tests/e2e/support/env.ts.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/helpers/chromium';
import {
  E2E_BASE_URL as BASE_URL,
  E2E_DATA_DIR as DATA_DIR,
  E2E_SERVER_ENV,
  E2E_SMTP_PORT,
  E2E_STATIC_DIR as STATIC_DIR,
} from './tests/e2e/support/env';

const CI = Boolean(process.env.CI);

const BUILT = ['index.html', 'sw.js', '.ssr/entry-server.js', '.server/main.js'];
if (!BUILT.every((file) => existsSync(`${STATIC_DIR}/${file}`))) {
  throw new Error(
    `${STATIC_DIR}/ is not built: run \`npm run build\` (or \`npm test\`, which builds first) before the e2e suite.`,
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores here: one browser at a time, two where there is room.
  workers: os.availableParallelism() >= 4 ? 2 : 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 720 },
    baseURL: BASE_URL,
    locale: 'en-US',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // First, so the server's first mail finds it listening.
      command: 'node --import tsx tests/e2e/support/smtp-sink.ts',
      port: E2E_SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The compiled server of the build under test (`npm run build`), as `npm start` runs it.
      command: `rm -rf ${DATA_DIR} && node ${STATIC_DIR}/.server/main.js`,
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: E2E_SERVER_ENV,
    },
  ],
});
