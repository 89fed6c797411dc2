import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The floor page's own build, into .tmp/bench-floor (`npm run bench` runs it, and again for react-dom.html beside it). */
export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', outDir: path.join(here, '../../.tmp/bench-floor'), emptyOutDir: true },
});
