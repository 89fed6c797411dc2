/**
 * The signed-in shell's script budget counts what a browser loads before the side menu is painted
 * (scripts/cli/check-bundle.ts, from scripts/build/console-pages.ts's set): every script requested
 * between the login page and the frame that first paints a side-menu link must be in that set, or its bytes
 * would escape the budget. Unthrottled here; `npm run bench` reports the same requests at 4x.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageFiles, requestedOutside, type BuildManifest } from '../../scripts/build/bundle-budget';
import { FIRST_PAINT_ENTRY, signedInShell } from '../../scripts/build/console-pages';
import { logOn } from './support/signin';

const dist = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');

test('every script requested before the side menu is painted is in the shell budget', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const shell = pageFiles(manifest, [FIRST_PAINT_ENTRY, ...signedInShell(manifest)]);
  await page.addInitScript(() => {
    const marks = window as unknown as { __menuAt?: number };
    // Painted: a task queued from the next frame's animation callback runs once that frame is rendered.
    const menu = new MutationObserver(() => {
      if (!document.querySelector('nav[data-testid="side-menu"] a')) return;
      menu.disconnect();
      requestAnimationFrame(() => setTimeout(() => (marks.__menuAt = performance.now()), 0));
    });
    menu.observe(document, { childList: true, subtree: true });
  });
  await logOn(page, 'admin');
  await expect(page.getByTestId('side-menu').getByRole('link').first()).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __menuAt?: number }).__menuAt !== undefined);
  const requested = await page.evaluate(() => {
    const menuAt = (window as unknown as { __menuAt: number }).__menuAt;
    return performance
      .getEntriesByType('resource')
      .flatMap((entry) =>
        entry.startTime <= menuAt && new URL(entry.name).pathname.endsWith('.js') ? [new URL(entry.name).pathname] : [],
      );
  });
  // The login page's own scripts are among them: the count shows the run saw the whole start.
  expect(requested.length).toBeGreaterThan(10);
  expect(requestedOutside(shell, requested)).toEqual([]);
});
