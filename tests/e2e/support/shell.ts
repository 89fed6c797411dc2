/**
 * Readers of the shell's DOM contract: side menu, Administration panel, guard pages, legacy frame.
 * Menu and panel entries are always in the DOM (a closed group or panel only hides them), so they
 * are read with evaluateAll, regardless of visibility.
 */
import type { Locator, Page } from '@playwright/test';

export const sideMenu = (page: Page): Locator => page.locator('nav[data-testid="side-menu"]');
export const adminPanel = (page: Page): Locator => page.locator('aside[data-testid="admin-panel"]');
export const notAllowed = (page: Page): Locator => page.locator('[data-testid="not-allowed"]');
export const notFound = (page: Page): Locator => page.locator('[data-testid="not-found"]');
export const legacyFrame = (page: Page): Locator => page.locator('iframe[data-testid="legacy-frame"]');

/** The side menu's top-level routes, in DOM order. */
export async function sideMenuTop(page: Page): Promise<string[]> {
  return sideMenu(page)
    .locator('[data-route][data-menu-level="top"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-route') ?? '<missing data-route>'));
}

/**
 * The side menu's child routes, in DOM order, keyed by their top-level route (the first path
 * segment): `/logs/audit-log` is listed under `/logs`.
 */
export async function sideMenuChildren(page: Page): Promise<Record<string, string[]>> {
  const routes = await sideMenu(page)
    .locator('[data-route][data-menu-level="child"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-route') ?? '<missing data-route>'));
  const byParent: Record<string, string[]> = {};
  for (const route of routes) {
    const parent = `/${route.split('/')[1] ?? ''}`;
    (byParent[parent] ??= []).push(route);
  }
  return byParent;
}

/** The Administration panel's rendered groups, each with its entries' routes in DOM order. */
export async function adminPanelGroups(page: Page): Promise<Record<string, string[]>> {
  return adminPanel(page)
    .locator('section[data-group]')
    .evaluateAll((sections) => {
      const groups: Record<string, string[]> = {};
      for (const section of sections) {
        const name = section.getAttribute('data-group') ?? '<missing data-group>';
        const routes = Array.from(
          section.querySelectorAll('[data-route]'),
          (el) => el.getAttribute('data-route') ?? '<missing data-route>',
        );
        groups[name] = [...(groups[name] ?? []), ...routes];
      }
      return groups;
    });
}

/**
 * Keeps the start-up pop-ups (promotion, pop-up notices) out of tests that click the shell: both
 * calls answer "nothing to show". Everything else still talks to the reference server.
 */
export async function withoutStartupPopups(page: Page): Promise<void> {
  await page.route('**/uiserver/api/v1/notice/popup*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errorCode: '0', list: [] }) }),
  );
  await page.route('**/uiserver/api/v1/account/visionone/promotion*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        errorCode: '0',
        data: { is_promotion: 0, status: 0, url: '', account_name: '', email: '', deadline_date: '2099-12-31' },
      }),
    }),
  );
}
