// `npm run studio`: the reference server in studio mode over this working tree (ADR 0016).
//   PORT (4174)  STUDIO_TREE (the tree the studio reads and writes; default: this repository)
//   STUDIO_BUILD=0 skips building the studio (the e2e specs build it once)
// Loopback only: the studio writes files, so it never listens on another address.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../server/http/app.ts';
import { registerStudio } from './server/studio-routes.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.PORT ?? 4174);
const host = '127.0.0.1';
const root = path.resolve(env.STUDIO_TREE ?? repo);
const clientDir = path.join(repo, '.studio-dist');
const staticDir = path.join(repo, 'dist');

async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(repo, 'studio/vite.config.ts'), logLevel: 'warn' });
}

async function main(): Promise<void> {
  if (env.HOST !== undefined && env.HOST !== host) throw new Error(`The studio listens on ${host} only (HOST is ${env.HOST})`);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  if (env.STUDIO_BUILD !== '0' || !existsSync(path.join(clientDir, 'index.html'))) await buildClient();
  const token = randomBytes(24).toString('base64url');
  let origin = `http://${host}:${port}`;
  const app = await buildServer({ dataDir: 'memory://studio', staticDir, devTools: true });
  await registerStudio(app, { root, clientDir, token, origin: () => origin });
  await app.listen({ port, host });
  const address = app.server.address();
  const actual = address && typeof address === 'object' ? address.port : port;
  origin = `http://${host}:${actual}`;
  console.log(`\nRoute studio: ${origin}/studio  (over ${root})`);
  console.log(
    `Console:      ${origin}/${existsSync(path.join(staticDir, 'index.html')) ? '' : '  (not built: run `npm run build` to see it)'}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
