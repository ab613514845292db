import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hydrationAtLowPriority } from './scripts/vite-hydration-priority';
import { precompress } from './scripts/vite-precompress';

const root = path.resolve(import.meta.dirname, 'src/client');

export default defineConfig({
  root,
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), hydrationAtLowPriority(), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: scripts/bundle-size.ts measures the first load from it.
    manifest: true,
  },
  server: {
    // `npm run dev`: the Vite dev server in front, API calls to the Fastify server.
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
