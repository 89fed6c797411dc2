/**
 * The guide tool and the account cookies. The guide tool needs a configured server,
 * so these tests start their own reference server in-process on a free port.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/http/app';
import { DEMO_PASSWORD } from './support/accounts';
import { withoutStartupPopups } from './support/shell';

const root = path.resolve(import.meta.dirname, '../..');

async function startServer(consoleConfig?: Parameters<typeof buildServer>[0]['consoleConfig']) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-e2e-'));
  const app = await buildServer({ dataDir, staticDir: path.join(root, 'dist'), ...(consoleConfig ? { consoleConfig } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, dataDir, base: `http://localhost:${port}` };
}

async function stopServer(server: { app: FastifyInstance; dataDir: string }) {
  await server.app.close();
  await rm(server.dataDir, { recursive: true, force: true });
}

/** Signs in with the start-up pop-ups kept away, since these tests click the shell. */
async function signIn(page: Page, base: string, username = 'admin') {
  await withoutStartupPopups(page);
  await page.goto(`${base}/login`);
  await page.getByLabel(/^User name\*?$/).fill(username);
  await page.getByLabel(/^Password\*?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

test.describe('guide tool', () => {
  // One configured server for these tests: starting its database takes a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer({ guideTool: { scriptUrl: '/uiserver/dev/guide-tool.js', apiKey: 'demo-key', globalName: 'guideDemo' } });
  });
  test.afterAll(async () => {
    await stopServer(server);
  });

  test('initialises with the visitor and account identity', async ({ page }) => {
    await signIn(page, server.base);
    await expect(page.locator('html')).toHaveAttribute('data-guide-tool', 'initialised');
    const identity = await page.evaluate(() => (window as unknown as { guideDemo: { identity: unknown } }).guideDemo.identity);
    expect(identity).toEqual({
      apiKey: 'demo-key',
      visitor: { id: '1001', name: 'Alex Admin', usertype: 10 },
      account: { id: expect.any(String), site: 'US', licensetype: 10 },
    });
  });

  test('a script that fails to load leaves the console working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/uiserver/dev/guide-tool.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await signIn(page, server.base);
    await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();
    await page.getByRole('button', { name: /Inbound Protection/ }).click();
    await expect(page.locator('[data-route="/inbound-protection/virus-filter"]')).toBeVisible();
    expect(await page.locator('html').getAttribute('data-guide-tool')).toBeNull();
    expect(errors).toEqual([]);
  });
});

test.describe('guide tool off', () => {
  test('nothing configured: no script is requested', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await signIn(page, '');
    await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toContain('/console-config.json');
    expect(requested.filter((url) => url.includes('guide-tool'))).toEqual([]);
  });
});

test.describe('account cookies', () => {
  async function consoleCookies(context: BrowserContext) {
    return (await context.cookies()).filter((cookie) => cookie.name.startsWith('__'));
  }

  test('are set for a year after sign-in and gone after log off', async ({ page, context }) => {
    await signIn(page, '');
    const cookies = await consoleCookies(context);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      '__LEVEL',
      '__accountID',
      '__cobrandingID',
      '__cobrandingStatus',
      '__isAdvancedLicense',
    ]);
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName.__accountID?.value).toBe('1001');
    expect(byName.__LEVEL?.value).toBe('1');
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
    for (const cookie of cookies) {
      expect(cookie.path).toBe('/');
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.httpOnly).toBe(false);
      expect(Math.abs(cookie.expires - yearFromNow)).toBeLessThan(120);
    }
    await page.getByRole('button', { name: /, account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log off' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await consoleCookies(context)).toEqual([]);
  });
});
