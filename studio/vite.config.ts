/**
 * The studio's own build (ADR 0016): a second Vite entry, output in .studio-dist/, never in dist/.
 * `npm run studio` runs it before the server starts; the console's vite.config.ts never sees it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  root: path.join(repo, 'studio/app'),
  base: '/studio/',
  plugins: [react()],
  publicDir: false,
  build: {
    minify: process.env.STUDIO_MINIFY !== '0',
    outDir: path.join(repo, '.studio-dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // One script and one stylesheet: the studio is a tool on loopback, not a page with a byte budget.
    chunkSizeWarningLimit: 4000,
  },
});
