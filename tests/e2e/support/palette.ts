/**
 * Helpers of the palette-*.spec.ts tests: the command palette (a dialog with a combobox over a
 * listbox), its results, the page header bar with its star, and the side menu's favourites group.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const palette = (page: Page): Locator => page.getByTestId('command-palette');
export const paletteInput = (page: Page): Locator => palette(page).getByRole('combobox');
export const paletteOptions = (page: Page): Locator => palette(page).getByRole('option');
export const activeOption = (page: Page): Locator => palette(page).locator('[role="option"][aria-selected="true"]');
export const pageBar = (page: Page): Locator => page.getByTestId('page-bar');
export const pageStar = (page: Page): Locator => pageBar(page).getByTestId('favourite-star');
export const favouritesGroup = (page: Page): Locator => page.locator('nav[data-testid="side-menu"] [data-testid="favourites-group"]');

/**
 * Presses the shortcut where the focus is and waits for the palette's field to hold the focus. The
 * shell listens only once it has rendered (after sign-in the layout first loads the account), so
 * the side menu is awaited first.
 */
export async function openPalette(page: Page, shortcut = 'Control+K'): Promise<void> {
  await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();
  await expect(async () => {
    if ((await palette(page).count()) === 0) await page.keyboard.press(shortcut);
    await expect(paletteInput(page)).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** The routes (`/path`) of the listed results, in order. */
export async function optionRoutes(page: Page): Promise<string[]> {
  return paletteOptions(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-route') ?? '<missing data-route>'));
}

/** The favourites group's routes, in order. */
export async function favouriteRoutes(page: Page): Promise<string[]> {
  if ((await favouritesGroup(page).count()) === 0) return [];
  return favouritesGroup(page)
    .locator('[data-favourite-route]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-favourite-route') ?? '<missing>'));
}
