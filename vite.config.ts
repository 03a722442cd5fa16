import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    manifest: true,
    sourcemap: true,
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
