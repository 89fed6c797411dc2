/**
 * The console as the browser benches drive it: the reference server on a port of its own with a
 * throw-away data folder, a bench's floor pages served from that same origin (so they run under the
 * console's CSP and share its cookies), Chromium launched the way everything here launches it, and
 * a demo user signed in with the start-up pop-ups out of the way.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { CHROMIUM_LAUNCH } from '../../scripts/ci/chromium-launch';
import { DEMO_PASSWORD } from '../../server/data/demo-data';
import { buildServer } from '../../server/http/app';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** BENCH_PORT, else the bench's own default: each bench has its own so that two can run at once. */
export const benchPort = (fallback: number): number => Number(process.env.BENCH_PORT ?? fallback);

/** The build to bench: BENCH_DIST (e.g. one of an earlier commit), else dist/. */
export const benchDist = (): string => path.resolve(ROOT, process.env.BENCH_DIST ?? 'dist');

/** A floor's files under bench/<folder>/, served at /bench/<folder>/<name> (index.html at the folder's own path). */
export interface Floor {
  folder: string;
  files: string[];
}

export interface ConsoleServerOptions {
  port: number;
  /** The temp data folder's name prefix, so that a leftover one says which bench left it. */
  tempPrefix: string;
  dist?: string;
  floor?: Floor;
  /** More routes a bench's floor needs; Fastify takes routes only before it listens. */
  routes?: (app: FastifyInstance) => void;
}

export interface ConsoleServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port>, the port the server got (port 0 asks for any free one). */
  origin: string;
  /** Stops the server and deletes its data folder. */
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serveFloor(app: FastifyInstance, { folder, files }: Floor): void {
  // Read on each request, so that a floor edited between runs needs no restart.
  const read = (name: string): string => readFileSync(path.join(ROOT, 'bench', folder, name), 'utf8');
  for (const name of files) {
    const type = TYPES[path.extname(name)];
    if (type === undefined) throw new Error(`no content type for the floor file ${name}`);
    const url = `/bench/${folder}/${name === 'index.html' ? '' : name}`;
    app.get(url, async (_request, reply) => reply.type(type).send(read(name)));
  }
}

export async function startConsoleServer(options: ConsoleServerOptions): Promise<ConsoleServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), options.tempPrefix));
  let app: FastifyInstance | undefined;
  try {
    app = await buildServer({ dataDir, staticDir: options.dist ?? benchDist() });
    if (options.floor !== undefined) serveFloor(app, options.floor);
    options.routes?.(app);
    await app.listen({ port: options.port, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const server = app;
  return {
    app: server,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ConsoleBench extends ConsoleServer {
  browser: Browser;
  /** A context with the desktop viewport the console is laid out for. */
  context: BrowserContext;
}

/** Runs `body` against a started server and a launched Chromium, and closes both (and the data folder) however it ends. */
export async function withConsoleBench<T>(options: ConsoleServerOptions, body: (bench: ConsoleBench) => Promise<T>): Promise<T> {
  const server = await startConsoleServer(options);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    return await body({ ...server, browser, context });
  } finally {
    await browser?.close();
    await server.close();
  }
}

/** The start-up pop-ups (notices, the Vision One promotion) would cover the shell's menus. */
export async function stubStartupPopups(target: Page | BrowserContext): Promise<void> {
  await target.route('**/uiserver/api/v1/notice/popup*', (route) => route.fulfill({ json: { errorCode: '0', list: [] } }));
  await target.route('**/uiserver/api/v1/account/visionone/promotion*', (route) =>
    route.fulfill({
      json: { errorCode: '0', data: { is_promotion: 0, status: 0, url: '', account_name: '', email: '', deadline_date: '2099-12-31' } },
    }),
  );
}

/** Signs in on the login page the page is on, as a demo user, and waits for the page that user lands on. */
export async function signIn(page: Page, { user = 'admin', landing = '/dashboard' } = {}): Promise<void> {
  await page.getByLabel(/^User name/).fill(user);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await page.waitForURL((url) => url.pathname === landing);
}
