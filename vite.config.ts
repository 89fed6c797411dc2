import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeManifests } from './scripts/vite-plugin-manifests';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), routeManifests(root)],
  server: {
    port: 5173,
    // The dev server forwards the UI-server's paths to the reference server (`npm run serve:api`).
    proxy: { '/uiserver': { target: 'http://127.0.0.1:4173', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
});
