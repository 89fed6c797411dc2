/**
 * The palette, the page header's star and the favourites group in light with en and dark with ja: axe
 * finds no serious or critical violation (label-in-name included), the header's Find a page button and
 * every result row are named with all they show, and each state is saved as a screenshot to look at
 * (test-results/palette-screens/).
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { expectNameHoldsVisibleText, seriousViolations } from './support/axe';
import { favouritesGroup, openPalette, pageStar, palette, paletteOptions } from './support/palette';
import { text, useLanguage, useTheme } from './support/shell-chrome';
import { withoutStartupPopups } from './support/shell';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/palette-screens/${name}.png` });

// Light with en and dark with ja: each language and each theme is scanned, without the four-way product.
for (const [theme, language] of [
  ['light', 'en'],
  ['dark', 'ja'],
] as const) {
  test(`${theme}, ${language}: palette with results, empty with recents, favourites group; axe clean`, async ({ page }) => {
    // Three full-page axe scans after a theme and a language switch: more than the default 30 s on a busy machine.
    test.slow();
    await withoutStartupPopups(page);
    await loginAndLand(page, 'admin', '/dashboard');
    await expect(pageStar(page)).toBeVisible();
    await useTheme(page, theme);
    if (language === 'ja') await useLanguage(page, language);
    await page.goto('/logs/audit-log?day=3');
    await pageStar(page).click();
    await page.goto('/inbound-protection/virus-filter');
    await pageStar(page).click();
    await expect(favouritesGroup(page)).toContainText(text(language, 'palette.favourites'));
    expect(await seriousViolations(page)).toEqual([]);
    await expectNameHoldsVisibleText(page.getByTestId('find-page'));
    await shot(page, `favourites-${theme}-${language}`);

    await openPalette(page);
    await expect(palette(page).getByRole('group', { name: text(language, 'palette.recents') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `empty-recents-${theme}-${language}`);

    await page.keyboard.type(language === 'ja' ? 'ウイルス' : 'virus');
    await expect(paletteOptions(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const option of await paletteOptions(page).all()) await expectNameHoldsVisibleText(option);
    await shot(page, `results-${theme}-${language}`);
  });
}
