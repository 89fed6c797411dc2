/**
 * Recent and favourite pages: the palette opens empty on the recent pages (a framed page with its
 * query), a star in the page header or the palette adds a page to the side menu's favourites; both
 * survive a reload, are kept per account, and lose any page the account may no longer open.
 */
import { expect, test } from '@playwright/test';
import { dropSession, loginAndLand } from './support/auth';
import { activeOption, favouriteRoutes, favouritesGroup, openPalette, pageStar, palette } from './support/palette';
import { text } from './support/shell-chrome';
import { withoutStartupPopups } from './support/shell';
import { shownFrame } from './support/workspace';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('recent pages come first in the empty palette, newest first, a framed page with its query, after a reload', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(pageStar(page)).toBeVisible();
  await page.goto('/inbound-protection/virus-filter');
  await expect(pageStar(page)).toBeVisible();
  await page.goto('/logs/audit-log?day=3');
  await expect(shownFrame(page).getByTestId('legacy-query')).toContainText('day=3');
  await page.reload();
  await openPalette(page);
  const recents = palette(page).getByRole('group', { name: text('en', 'palette.recents') });
  await expect(recents.getByRole('option')).toHaveCount(3);
  expect(await recents.getByRole('option').evaluateAll((els) => els.map((el) => el.getAttribute('data-route')))).toEqual([
    '/logs/audit-log',
    '/inbound-protection/virus-filter',
    '/dashboard',
  ]);
  await page.keyboard.press('ArrowDown');
  await expect(activeOption(page)).toHaveAttribute('data-route', '/inbound-protection/virus-filter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log' && url.search === '?day=3');
});

test('a favourite starred in the page header shows in the side menu, survives a reload and belongs to its account', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log');
  await expect(pageStar(page)).toHaveAccessibleName(text('en', 'palette.favouritePage', { page: text('en', 'page.logs.auditLog') }));
  await pageStar(page).click();
  await expect(pageStar(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(favouritesGroup(page)).toContainText(text('en', 'page.logs.auditLog'));
  await page.reload();
  await expect(favouritesGroup(page)).toBeVisible();
  expect(await favouriteRoutes(page)).toEqual(['/logs/audit-log']);
  await page.goto('/dashboard');
  await favouritesGroup(page)
    .getByRole('link', { name: text('en', 'page.logs.auditLog') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');

  // Another account in the same browser has its own lists.
  await dropSession(page);
  await loginAndLand(page, 'inbound', '/dashboard');
  await expect(pageStar(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await favouriteRoutes(page)).toEqual([]);
  await openPalette(page);
  await expect(
    palette(page)
      .getByRole('group', { name: text('en', 'palette.recents') })
      .getByRole('option'),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');

  await dropSession(page);
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(favouritesGroup(page)).toBeVisible();
  expect(await favouriteRoutes(page)).toEqual(['/logs/audit-log']);
});

test('pages the account may no longer open are dropped from its stored lists', async ({ page }) => {
  await loginAndLand(page, 'reports', '/dashboard');
  await expect(pageStar(page)).toBeVisible();
  await page.evaluate(() => {
    const account = (JSON.parse(window.sessionStorage.getItem('accountInfo') ?? '{}') as { account?: { account_id?: string } }).account
      ?.account_id;
    const memory = {
      recents: [
        { route: 'administration/license-information', url: '/administration/license-information' },
        { route: 'dashboard', url: '/dashboard' },
      ],
      favourites: ['logs/audit-log', 'dashboard'],
    };
    window.localStorage.setItem('pageMemory', JSON.stringify({ [account ?? '']: memory }));
  });
  await page.reload();
  await expect(favouritesGroup(page)).toBeVisible();
  expect(await favouriteRoutes(page)).toEqual(['/dashboard']);
  const stored = await page.evaluate(() => window.localStorage.getItem('pageMemory') ?? '');
  expect(stored).not.toContain('administration');
  expect(stored).not.toContain('audit-log');
});
