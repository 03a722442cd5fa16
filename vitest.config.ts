import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases, reactUsingPackages } from './vite.config';

// Integration tests keep their template databases under a name of this run (tests/integration/helpers/paths.ts).
process.env.IT_RUN_ID ??= String(process.pid);

/** `@common/…` as in vite.config.ts, for every project (each inline project needs it). */
const resolve = { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'common',
          // tests/source: checks of the source tree itself (no server, no browser); bench/: the benchmarks' parsers.
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/source/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // On Preact, as the app ships (vite.config.ts): the packages that import React are bundled through Vite so
        // that the alias reaches them, and Testing Library's ES build too (its CommonJS one would require react-dom).
        resolve: {
          alias: [
            { find: '@common', replacement: resolve.alias['@common'] },
            ...preactAliases,
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
          ],
        },
        plugins: [react()],
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'jsdom',
          server: { deps: { inline: [...reactUsingPackages, '@testing-library/react'] } },
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/setup/global.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // As Playwright does in CI: one retry for the fault tests whose timings a loaded 2-core machine can stretch
          // (a test that is really broken fails twice).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
