/**
 * Helpers of the tabs-*.spec.ts tests: several pages of one browser context are the console's tabs
 * (they share the session cookie, local storage and the BroadcastChannel), and a page can be made
 * deaf to the others to play a suspended background tab.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { withoutStartupPopups } from './shell';
import { accountButton } from './shell-chrome';
import { shownFrame } from './workspace';

/** A fresh context and `count` pages of it, with the start-up pop-ups out of the way. */
export async function openTabs(browser: Browser, count: number): Promise<{ context: BrowserContext; tabs: Page[] }> {
  const context = await browser.newContext();
  const tabs: Page[] = [];
  for (let i = 0; i < count; i += 1) {
    const page = await context.newPage();
    await withoutStartupPopups(page);
    tabs.push(page);
  }
  return { context, tabs };
}

/**
 * Before its first navigation: the page hears no other tab, as a suspended tab may not. No
 * BroadcastChannel, and local storage refuses writes (the channel's fallback, were another tab to use it).
 */
export async function deafToOtherTabs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'BroadcastChannel');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage) throw new DOMException('refused', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
}

/** Tells the page it has just become visible, as the browser does when its tab is brought to the front. */
export async function bringToFront(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** Opens the console page `path` in `page` and waits for its legacy frame to show `framePath`. */
export async function openFramedPage(page: Page, path: string, framePath: string): Promise<void> {
  await page.goto(path);
  await expect(shownFrame(page).locator('[data-testid="legacy-path"]')).toHaveText(framePath);
}

/** Logs off through the account menu. */
export async function logOff(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByTestId('menu-log-off').click();
}

export const accountChanged = (page: Page) => page.getByTestId('account-changed');
export const loggedOffElsewhere = (page: Page) => page.getByTestId('login-logged-off-elsewhere');
