/**
 * The frame-message contract (docs/frame-messages.md): a page's title and help link are taken from
 * the workspace's own frames only, never from another window or origin; session-expired covers the
 * console with its sign-in dialog, keeping the page; keys pressed inside a frame reach the shell, so Escape
 * closes its menus and header panels. The title and session-expired messages are the console's
 * optional ones, which the UI-server contract does not list: their tests are tagged and do not run
 * against the strict-contract server.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { accountButton, bellButton, bellPanel } from './support/shell-chrome';
import { FRAME_MESSAGE_TAG } from './support/tags';
import { shownFrame } from './support/workspace';

const AUDIT_FRAME = '/uiserver/legacy/logs/audit-log';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
});

const auditFrame = (page: Page) => page.frames().find((frame) => new URL(frame.url()).pathname === AUDIT_FRAME);

test(
  'the title comes from the framed page, and messages from another window or origin are ignored',
  { tag: FRAME_MESSAGE_TAG },
  async ({ page }) => {
    await page.goto('/logs/audit-log');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(AUDIT_FRAME);
    // The stand-in posts its own title.
    await expect(page).toHaveTitle(/^Audit log - /);

    // Another window of the console's own origin.
    const [sameOrigin] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => window.open('/uiserver/legacy/other', 'same')),
    ]);
    await sameOrigin.waitForLoadState();
    await sameOrigin.evaluate(() => window.opener.postMessage({ type: 'title', title: 'Same-origin intruder' }, window.location.origin));

    // A window of another origin (a *.localhost host is another site on the same server).
    const port = new URL(page.url()).port;
    await page.route(`http://foreign.localhost:${port}/intruder`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>intruder</title>' }),
    );
    const [foreign] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => window.open(url, 'foreign'), `http://foreign.localhost:${port}/intruder`),
    ]);
    await foreign.waitForLoadState();
    await foreign.evaluate(() => {
      window.opener.postMessage({ type: 'title', title: 'Foreign intruder' }, '*');
      window.opener.postMessage({ type: 'session-expired' }, '*');
    });
    // The console's own window.
    await page.evaluate(() => window.postMessage({ type: 'session-expired' }, window.location.origin));
    // The frame, but a message of the wrong shape.
    await auditFrame(page)?.evaluate(() => window.parent.postMessage({ type: 'title', title: 'Bad', extra: 1 }, window.location.origin));

    await page.waitForTimeout(500);
    await expect(page).toHaveTitle(/^Audit log - /);
    await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');

    // The frame itself, well formed: taken.
    await auditFrame(page)?.evaluate(() =>
      window.parent.postMessage({ type: 'title', version: 1, title: 'Audit log, page 2' }, window.location.origin),
    );
    await expect(page).toHaveTitle(/^Audit log, page 2 - /);
    await sameOrigin.close();
    await foreign.close();
  },
);

test(
  'session-expired from the frame covers the console with its sign-in dialog, which keeps the page',
  { tag: FRAME_MESSAGE_TAG },
  async ({ page }) => {
    await page.goto('/logs/audit-log?standin=session-expired');
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
    // The console stays on the page the frame was on, its frame kept under the cover.
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/logs/audit-log?standin=session-expired');
    await expect(page.locator('[inert][aria-hidden="true"] iframe[data-testid="legacy-frame"]')).toHaveCount(1);
  },
);

test('Escape inside a frame closes an open console menu', async ({ page }) => {
  await page.goto('/logs/audit-log');
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(AUDIT_FRAME);
  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Focus moves into the framed document while the menu stays open.
  await auditFrame(page)?.evaluate(() => document.querySelector<HTMLInputElement>('[data-testid="standin-note"]')?.focus());
  expect(await auditFrame(page)?.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('standin-note');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('Escape inside a frame closes an open header panel', async ({ page }) => {
  await page.goto('/logs/audit-log');
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(AUDIT_FRAME);
  // The panel opens on hover; the pointer stays there while focus moves into the frame.
  await bellButton(page).hover();
  await expect(bellPanel(page)).toBeVisible();
  await auditFrame(page)?.evaluate(() => document.querySelector<HTMLInputElement>('[data-testid="standin-note"]')?.focus());
  expect(await auditFrame(page)?.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('standin-note');
  await expect(bellPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bellPanel(page)).toBeHidden();
});
