/**
 * End-to-end tests (ARCHITECTURE §10): the REAL server (server/main.ts, NODE_ENV=production) serving the built app
 * from dist/, in Debian's Chromium. `npm test` builds dist/ first; `npx playwright test` alone expects it built.
 *
 * Each run starts the server on a fresh database in .tmp/e2e-data (removed before start).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/helpers/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.tmp/e2e-data';
const CI = Boolean(process.env.CI);

if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
  throw new Error('dist/ is not built: run `npx vite build` (or `npm test`, which builds first) before the e2e suite.');
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      STATIC_DIR: 'dist',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
