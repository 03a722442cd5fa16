/** SPIKE: the app's unit tests with React swapped for Preact, as the shipped app is (vite.config.ts). */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases, reactUsingPackages } from './vite.config.ts';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@common', replacement: fileURLToPath(new URL('./common', import.meta.url)) },
      ...preactAliases,
      // Its CommonJS build would require() the real react-dom: its ES build goes through Vite (and the alias).
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
    name: 'app-preact',
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
    environment: 'jsdom',
    // Bundled through Vite, so that the alias reaches their `react` imports too.
    server: { deps: { inline: [...reactUsingPackages, '@testing-library/react'] } },
  },
});
