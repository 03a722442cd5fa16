import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // sw/sw.ts is compiled on its own and written to dist/sw.js (scope /); Workbox injects the precache list.
      strategies: 'injectManifest',
      srcDir: fileURLToPath(new URL('./sw', import.meta.url)),
      filename: 'sw.ts',
      scope: '/',
      // The app registers the worker itself (src/app/sw, workbox-window) and prompts before updating.
      registerType: 'prompt',
      injectRegister: false,
      // public/manifest.webmanifest is hand-written and linked from index.html.
      manifest: false,
      injectManifest: {
        // A classic script: no `type: 'module'` registration, works in every browser with service workers.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
        // firebase-messaging-sw.js only retires registrations left by the original product; never precache it.
        globIgnores: ['firebase-messaging-sw.js', 'sw.js'],
        // Fail the build rather than silently leaving a big chunk out of the offline shell.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    manifest: true,
    // No source maps in what is served: they would publish the whole source. (`vite build --sourcemap` locally.)
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/client/api': `http://127.0.0.1:${apiPort}`,
      '/api': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
