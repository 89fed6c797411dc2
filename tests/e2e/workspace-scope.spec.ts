/**
 * Only the gate can end a page. The frames belong to the workspace of the signed-in scope, not to
 * React's routed tree: the logo, a hidden page's script aimed at the whole window and a Log off the
 * user answers Stay to leave every page where it was, what was typed in it still there and its
 * document never loaded again. In en and ja, light and dark.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { sideMenu, withoutStartupPopups } from './support/shell';
import { header, useLanguage, useTheme } from './support/shell-chrome';
import { consoleUrl, logOff, openFromMenu, shownFrame, slotOf } from './support/workspace';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

const LOOKS = [
  { language: 'en', theme: 'light', account: 'admin' },
  { language: 'ja', theme: 'dark', account: 'lingua' },
] as const;

/** Marks the document of a route's frame, to tell later that it was never loaded again. */
async function markFrame(page: Page, route: string): Promise<void> {
  await slotOf(page, route)
    .locator('iframe')
    .evaluate((frame: HTMLIFrameElement) => ((frame.contentWindow as unknown as { mark: string }).mark = 'same document'));
}
async function frameMark(page: Page, route: string): Promise<string | undefined> {
  return slotOf(page, route)
    .locator('iframe')
    .evaluate((frame: HTMLIFrameElement) => (frame.contentWindow as unknown as { mark?: string }).mark);
}
/** The value of a field in a route's frame, shown or kept. */
async function fieldIn(page: Page, route: string, selector: string): Promise<string> {
  return slotOf(page, route)
    .locator('iframe')
    .evaluate(
      (frame: HTMLIFrameElement, css) => (frame.contentDocument?.querySelector(css) as HTMLInputElement | null)?.value ?? '',
      selector,
    );
}

for (const look of LOOKS) {
  test.describe(`${look.language}, ${look.theme}`, () => {
    test.beforeEach(async ({ page }) => {
      await loginAndLand(page, look.account, '/dashboard');
      if (look.language !== 'en') await useLanguage(page, look.language);
      if (look.theme !== 'light') await useTheme(page, look.theme);
    });

    test('the logo leads home inside the console: a page holding input stays, its document untouched', async ({ page }) => {
      await page.goto('/logs/audit-log?standin=top-later&after=600000');
      const note = shownFrame(page).locator('#top-later-note');
      await note.fill('typed before the logo');
      await markFrame(page, '/logs/audit-log');

      await header(page).locator('a').first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
      await expect(sideMenu(page)).toBeVisible();
      // Kept, hidden, with what was typed.
      expect(await fieldIn(page, '/logs/audit-log', '#top-later-note')).toBe('typed before the logo');

      await openFromMenu(page, '/logs/audit-log');
      await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');
      await expect(note).toHaveValue('typed before the logo');
      expect(await frameMark(page, '/logs/audit-log')).toBe('same document');
    });

    for (const typed of [false, true]) {
      test(`a hidden page's script aimed at the whole window moves only its own frame${typed ? ', and not one holding input' : ''}`, async ({
        page,
      }) => {
        // The page's script sends the window elsewhere when its own listener is told to (as a timer of its would).
        await page.goto('/logs/audit-log?standin=top-later&after=600000');
        // Shown and loaded before anything else happens (a menu click before the workspace starts opens no frame here).
        await expect(shownFrame(page).locator('#top-later-note')).toBeVisible();
        if (typed) await shownFrame(page).locator('#top-later-note').fill('still mine');
        // Off screen before its script runs: another page comes in front.
        await openFromMenu(page, '/quarantine/query');
        await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/quarantine/query');
        await markFrame(page, '/quarantine/query');

        const hidden = slotOf(page, '/logs/audit-log').locator('iframe');
        await hidden.evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.dispatchEvent(new Event('top-later')));
        if (typed) {
          // Its script ran; holding input, the page stays as it was.
          await expect
            .poll(
              () => hidden.evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.getElementById('top-later-sent')?.textContent),
              {
                timeout: 20_000,
              },
            )
            .toBe('sent');
          await page.waitForTimeout(1_000);
          expect(await fieldIn(page, '/logs/audit-log', '#top-later-note')).toBe('still mine');
        } else {
          // Holding nothing, it goes where its script said, in its own frame.
          await expect
            .poll(() => hidden.evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.location.href ?? ''), { timeout: 20_000 })
            .toContain('/uiserver/legacy/logs/mail-tracking?from=later');
        }
        // The page on screen was never touched.
        expect(consoleUrl(page)).toBe('/quarantine/query');
        expect(await frameMark(page, '/quarantine/query')).toBe('same document');
        await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/quarantine/query');
      });
    }

    test("Log off answered Stay at the browser's prompt keeps the console, its pages and its session", async ({ page }) => {
      await page.goto('/logs/audit-log?standin=top-later&after=600000');
      const frame = shownFrame(page);
      // A guard the console cannot see (registered past its watch, as a page's own early script would):
      // only the browser's prompt asks.
      await frame.locator('#top-later-note').click();
      await frame.locator('body').evaluate(() => {
        EventTarget.prototype.addEventListener.call(window, 'beforeunload', (event: Event) => {
          event.preventDefault();
          (event as BeforeUnloadEvent).returnValue = '';
        });
      });
      await markFrame(page, '/logs/audit-log');
      let prompts = 0;
      page.on('dialog', (dialog) => {
        prompts += 1;
        void dialog.dismiss();
      });
      await logOff(page, look.language);
      await expect.poll(() => prompts).toBe(1);

      // Still signed in, still here: the shell, the page, the same document, the session.
      await expect(sideMenu(page)).toBeVisible();
      expect(consoleUrl(page)).toBe('/logs/audit-log?standin=top-later&after=600000');
      expect(await frameMark(page, '/logs/audit-log')).toBe('same document');
      await openFromMenu(page, '/logs/policy-events');
      await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/policy-events');
      expect(await page.evaluate(() => window.sessionStorage.getItem('accountInfo'))).not.toBeNull();
    });
  });
}
