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
    // index.html keeps its modulepreload tags; a dynamic import (an island) does not add its own at
    // run time: each added tag is DOM work during hydration, and the islands' chunks load in parallel anyway.
    // No polyfill: every browser the site supports preloads modules itself (Safari since 17); an older one
    // only loads the chunks without the head start. It was a third of a kilobyte of every page's first script.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Two documents: public pages (server-rendered, islands hydrated) and the admin's client-rendered shell.
    rollupOptions: { input: { index: path.join(root, 'index.html'), admin: path.join(root, 'admin.html') } },
  },
});
