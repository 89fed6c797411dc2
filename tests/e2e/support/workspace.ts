/**
 * Helpers of the workspace-*.spec.ts tests: the legacy frames of the workspace (the one on screen
 * and the kept ones) and a menu click that works on entries in closed groups.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { accountButton, text } from './shell-chrome';

/** The document of the frame on screen. */
export const shownFrame = (page: Page): FrameLocator => page.frameLocator('iframe[data-testid="legacy-frame"]');
/** Every frame slot of the workspace, shown or kept; `data-route` names its route. */
export const frameSlots = (page: Page): Locator => page.locator('[data-testid="frame-workspace"] > [data-route]');
export const slotOf = (page: Page, route: string): Locator => page.locator(`[data-testid="frame-workspace"] > [data-route="${route}"]`);

/** Clicks a side-menu entry as a user would reach it; entries in closed groups are activated directly. */
export async function openFromMenu(page: Page, route: string): Promise<void> {
  await page.locator(`nav[data-testid="side-menu"] [data-route="${route}"]`).evaluate((el) => {
    const target = el instanceof HTMLAnchorElement ? el : (el.querySelector('a') ?? el);
    (target as HTMLElement).click();
  });
}

/** path + query + fragment of the console's url. */
export function consoleUrl(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The questions about unsaved input, by the dialog each is (src/shell/frames/UnsavedInputDialog.tsx). */
export const keepDialog = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.getByTestId('unsaved-keep-dialog') });
export const leaveDialog = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.getByTestId('unsaved-leave-dialog') });
export const replaceDialog = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.getByTestId('unsaved-replace-dialog') });

/** Log off from the account menu, in the language on screen. */
export async function logOff(page: Page, language: 'en' | 'ja' = 'en'): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: text(language, 'shell.logOff'), exact: true }).click();
}

/**
 * Closing the tab brings the browser's own prompt, and dismissing it keeps the tab: the console's
 * own `beforeunload` asked. Returns the prompt's type for the caller to check.
 */
export async function closeTabAnswered(page: Page): Promise<string> {
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await prompt;
  const type = asked.type();
  await asked.dismiss();
  return type;
}
