/**
 * Typed input is never lost, on the paths nobody named (docs/frame-workspace.md, "The gate"), with
 * pages that behave as real ones do: a link inside one page to another route's page, a `_top` link
 * with a query, a theme switch the moment after typing, an edit lock released in `beforeunload`, a
 * field the page's own script fills, a rich-text editor, a drawing widget guarded by the page in
 * either handler style, the tab's own prompt, and a failure explained for the page the frame tried
 * to reach. In en and ja, against the reference and the strict server.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { text, useLanguage as showLanguage } from './support/shell-chrome';
import { closeTabAnswered, leaveDialog, logOff, openFromMenu, replaceDialog, shownFrame } from './support/workspace';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

const AUDIT = '/logs/audit-log';
const EVENTS = '/logs/policy-events';

/** The document of the kept frame of `route`. */
const keptFrame = (page: Page, route: string) => page.frameLocator(`[data-testid="frame-workspace"] > [data-route="${route}"] iframe`);

/**
 * Opens the route from the menu; with a query (a stand-in's switch), its page then goes there by
 * itself, as after a link inside it: the console is never reloaded, so the kept pages stay.
 */
async function open(page: Page, route: string, query = ''): Promise<void> {
  const path = `/uiserver/legacy${route}`;
  await openFromMenu(page, route);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(path);
  if (query === '') return;
  const frame = page.frames().find((candidate) => candidate.url().includes(path));
  await frame?.evaluate((url) => window.location.assign(url), `${path}${query}`);
  await expect(shownFrame(page).getByTestId('legacy-query')).toHaveText(query.slice(1));
}

for (const language of ['en', 'ja'] as const) {
  test.describe(language, () => {
    /** Signed in as `username`, on its landing page, in the language of this block. */
    const signIn = async (page: Page, username = 'admin'): Promise<void> => {
      await loginAndLand(page, username, '/dashboard');
      if (language === 'ja') await showLanguage(page, 'ja');
    };

    for (const link of ['#cross-route', '#top-query'] as const) {
      test(`${link === '#cross-route' ? 'a link' : 'a _top link with a query'} inside another page to the typed page’s route keeps the typed page and its text; the bar names the page shown and leads back to the kept one`, async ({
        page,
      }, testInfo) => {
        await signIn(page);
        await open(page, AUDIT);
        await shownFrame(page).getByTestId('standin-note').fill('typed in the audit log');
        await open(page, EVENTS, '?standin=links');
        await shownFrame(page).locator(link).click();
        // The policy events' frame shows the audit log's page, written after its own route.
        await expect(page).toHaveURL((url) => url.pathname === EVENTS && url.hash === '#/uiserver/legacy/logs/audit-log?from=pe');
        await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
        // The kept audit log is still there, with what was typed.
        await expect(keptFrame(page, AUDIT).getByTestId('standin-note')).toHaveValue('typed in the audit log');
        // The bar and the tab name the page shown (the audit log), and the route whose place it takes.
        const auditLog = text(language, 'page.logs.auditLog');
        const policyEvents = text(language, 'page.logs.policyEvents');
        await expect(page.getByTestId('breadcrumb').locator('[aria-current="page"]')).toHaveText(auditLog);
        await expect(page.getByTestId('page-stands-in')).toContainText(text(language, 'palette.standsIn', { place: policyEvents }));
        await expect(page).toHaveTitle(
          new RegExp(text(language, 'frame.standInTitle', { page: auditLog, place: policyEvents }).replace(/[()（）]/g, '.')),
        );
        await page.screenshot({ path: testInfo.outputPath(`stands-in-${language}.png`) });
        // One click goes to the kept page, which holds what was typed.
        await page
          .getByTestId('page-stands-in')
          .getByRole('link', { name: text(language, 'palette.goToKept', { page: auditLog }) })
          .click();
        await expect(page).toHaveURL((url) => url.pathname === AUDIT);
        await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('typed in the audit log');
        await expect(page.getByTestId('page-stands-in')).toHaveCount(0);
        await expect(page.getByTestId('breadcrumb').locator('[aria-current="page"]')).toHaveText(auditLog);
        // Back on the policy events, its own page again: the bar names it.
        await openFromMenu(page, EVENTS);
        await expect(page.getByTestId('breadcrumb').locator('[aria-current="page"]')).toHaveText(auditLog);
      });
    }

    test('the console url reaching the typed page with a query its frame does not follow asks: kept as it is, or let go and opened', async ({
      page,
    }, testInfo) => {
      await signIn(page);
      await open(page, AUDIT);
      await shownFrame(page).getByTestId('standin-note').fill('typed before the url');
      // Back or Forward to an entry with another query that the frame's own history does not hold.
      const traverseTo = (url: string) =>
        page.evaluate((to) => {
          // An entry of the router's own shape (a new key), as Forward would reach.
          const state = { ...(window.history.state as { idx: number }), key: `t${Date.now()}` };
          state.idx += 1;
          window.history.pushState(state, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state }));
        }, url);
      await traverseTo('/logs/audit-log?from=pe');
      const dialog = replaceDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text(language, 'unsaved.replaceBody', { page: text(language, 'page.logs.auditLog') }));
      await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('typed before the url');
      await page.screenshot({ path: testInfo.outputPath(`replace-question-${language}.png`) });
      await dialog.getByRole('button', { name: text(language, 'unsaved.replaceKeep') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === AUDIT && url.search === '');
      await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('typed before the url');

      // Asked again, the input let go: the url's page opens.
      await traverseTo('/logs/audit-log?from=pe');
      await replaceDialog(page)
        .getByRole('button', { name: text(language, 'unsaved.replaceDiscard') })
        .click();
      await expect(shownFrame(page).getByTestId('legacy-query')).toHaveText('from=pe');
      await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('');
    });

    test('the edit lock of a page is not released while the page stays; no question for a page nobody typed in', async ({ page }) => {
      await signIn(page);
      const beacons: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/_beacon/')) beacons.push(request.url());
      });
      await open(page, AUDIT, '?standin=beacon');
      await shownFrame(page).getByTestId('standin-note').fill('still working');
      // Away and back, a question asked and answered Stay: the page stayed throughout.
      await open(page, EVENTS, '?standin=filled');
      await openFromMenu(page, AUDIT);
      await logOff(page, language);
      await expect(leaveDialog(page).getByRole('listitem')).toHaveText([new RegExp(text(language, 'page.logs.auditLog'))]);
      await leaveDialog(page)
        .getByRole('button', { name: text(language, 'unsaved.stay') })
        .click();
      await expect(shownFrame(page).getByTestId('beacon-count')).toHaveText('0');
      expect(beacons).toEqual([]);

      // The note cleared, nothing is held: the page with a script-filled field was never touched.
      await shownFrame(page).getByTestId('standin-note').fill('');
      await expect(keptFrame(page, EVENTS).getByTestId('filled-field')).toHaveValue('Computed by the page');
      await logOff(page, language);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
    });

    test('text typed into a rich-text editor counts; the tab’s own prompt asks for a page with no handler of its own', async ({ page }) => {
      await signIn(page);
      await open(page, AUDIT, '?standin=rich-text');
      await shownFrame(page).locator('#rich-editor p').click();
      await page.keyboard.type(' Welcome aboard.');
      await logOff(page, language);
      await expect(leaveDialog(page).getByRole('listitem')).toHaveText([new RegExp(text(language, 'page.logs.auditLog'))]);
      await leaveDialog(page)
        .getByRole('button', { name: text(language, 'unsaved.stay') })
        .click();

      expect(await closeTabAnswered(page)).toBe('beforeunload');
      expect(page.isClosed()).toBe(false);
    });
  });
}

for (const style of ['return', 'listen'] as const) {
  test(`a page that guards its own widget (${style === 'return' ? 'a returned string' : 'preventDefault and returnValue'}) counts once the user typed in it`, async ({
    page,
  }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await open(page, AUDIT, `?standin=sketch-${style}`);
    await logOff(page);
    // Nothing drawn yet: nothing is asked.
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await loginAndLand(page, 'admin', '/dashboard');
    await open(page, AUDIT, `?standin=sketch-${style}`);
    // The reading's code is lazy: keys pressed before it has arrived with the session's first page are
    // not seen (docs/frame-workspace.md, "Readings with no side effects").
    await expect(shownFrame(page).locator('#sketch')).toBeVisible();
    await page.waitForTimeout(500);
    await shownFrame(page).locator('#sketch').press('x');
    await expect(shownFrame(page).locator('#sketch-strokes')).toHaveText('1');
    await logOff(page);
    await expect(leaveDialog(page).getByRole('listitem')).toHaveText([/Audit Log/]);
  });
}

test('a theme switch the moment after typing keeps the text', async ({ page }) => {
  // An account whose theme no other test switches: the theme is kept with the account.
  await loginAndLand(page, 'linkv1', '/dashboard');
  await open(page, AUDIT);
  const toDark = page.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', 'theme.dark') }) });
  await shownFrame(page).getByTestId('standin-note').pressSequentially('quick');
  await toDark.click();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('quick');
  await expect(page.getByTestId('frame-stale')).toBeVisible();
  await page.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', 'theme.light') }) }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
});

test('a link inside a frame to a page that refuses framing is explained as refused, for that page', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await open(page, EVENTS, '?standin=links');
  await shownFrame(page).locator('#link-deny').click();
  const failure = page.getByTestId('frame-workspace');
  await expect(failure).toContainText(text('en', 'frame.refused'));
  await expect(failure).not.toContainText(text('en', 'frame.foreign', { page: 'Policy Events' }));
});
