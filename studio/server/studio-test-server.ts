/**
 * For the studio's HTTP tests: a studio-mode server over a copy of this tree's manifests, profiles,
 * translation files and access report in a temporary folder, and a caller that sends what the
 * studio's page sends (its Host, Origin and token), each of which a test may override.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/http/app.ts';
import { ROOT } from '../lib/test-tree.ts';
import { registerStudio, TOKEN_HEADER, type StudioOptions } from './studio-routes.ts';

export const TOKEN = 'test-token-0123456789abcdefghij';
export const ORIGIN = 'http://127.0.0.1:4174';

const COPIED = [
  'manifests',
  'public/locales/en/translation.json',
  'public/locales/ja/translation.json',
  'docs/access-report.md',
  'docs/access-report.html',
];

export interface StudioTestServer {
  app: FastifyInstance;
  /** The tree the studio reads and writes. */
  root: string;
  /** Sends a studio call as the page does; `headers` replaces any of its headers (undefined drops one). */
  call(method: 'GET' | 'POST', call: string, body?: unknown, headers?: Record<string, string | undefined>): Promise<LightMyRequestResponse>;
  /** The options the studio was registered with: a test may set `io` for its saves. */
  options: StudioOptions;
  /** Puts the tree back as copied, and the writer's own file system calls. */
  reset(): Promise<void>;
  /** Every file of the tree, path → text: what a refused save must leave as it was. */
  snapshot(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

async function filesUnder(dir: string, prefix = ''): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) Object.assign(files, await filesUnder(path.join(dir, entry.name), `${relative}/`));
    else files[relative] = await readFile(path.join(dir, entry.name), 'utf8');
  }
  return files;
}

/** One server for a file's tests (building one takes seconds); `reset` between them. */
export async function startStudioTestServer(): Promise<StudioTestServer> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'studio-tree-'));
  const copy = async (): Promise<void> => {
    for (const entry of await readdir(root)) await rm(path.join(root, entry), { recursive: true, force: true });
    for (const file of COPIED) await cp(path.join(ROOT, file), path.join(root, file), { recursive: true });
    await mkdir(path.join(root, '.client'));
    await writeFile(path.join(root, '.client/index.html'), '<meta name="studio-token" content="__STUDIO_TOKEN__">');
  };
  await copy();
  const app = await buildServer({ dataDir: 'memory://studio-test', staticDir: path.join(root, 'no-dist'), devTools: true });
  const options: StudioOptions = { root, clientDir: path.join(root, '.client'), token: TOKEN, origin: () => ORIGIN };
  await registerStudio(app, options);
  const host = new URL(ORIGIN).host;
  return {
    app,
    root,
    options,
    reset: async () => {
      delete options.io;
      await copy();
    },
    call: (method, call, body, headers = {}) => {
      const sent: Record<string, string> = {};
      const all = {
        host,
        origin: ORIGIN,
        [TOKEN_HEADER]: TOKEN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      };
      for (const [name, value] of Object.entries(all)) if (value !== undefined) sent[name] = value;
      return app.inject({
        method,
        url: `/uiserver/dev/studio/${call}`,
        headers: sent,
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    },
    snapshot: async () => {
      const files = await filesUnder(root);
      for (const file of Object.keys(files)) if (file.startsWith('.client/')) delete files[file];
      return files;
    },
    close: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
