import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The signed-in floor's own build, into .tmp/bench-signed-in-floor, served by `npm run bench` from the
 * console's origin at /bench/signed-in-floor/. The bench passes the shell it renders (`__FLOOR_SHELL__`,
 * read from the console's own side menu for the account in the same run) as a define.
 */
export default defineConfig({
  root: here,
  base: '/bench/signed-in-floor/',
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', outDir: path.join(here, '../../.tmp/bench-signed-in-floor'), emptyOutDir: true },
});
