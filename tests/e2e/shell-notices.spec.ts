/**
 * Notifications and pop-ups: the bell and its unread count, opening a notice
 * from the list, the start-up pop-up rule, the promotion's three variants, its dismissal and
 * deadline, close-and-complete, notices that cannot be closed, hostile markup that must run nothing,
 * failures that stay silent, and the licence expiry notice.
 */
import { expect, test, type Page } from '@playwright/test';
import { dropSession, loginAndLand } from './support/auth';
import { legacyFrame, withoutStartupPopups } from './support/shell';
import {
  bellButton,
  bellPanel,
  dialog,
  isApi,
  isoDay,
  notice,
  NO_PROMOTION,
  serveNotices,
  stubOutsideSites,
  text,
  useLanguage,
} from './support/shell-chrome';

const promotionDialog = (page: Page) => page.getByTestId('promotion-body');
/** The open dialog's CSS animation (Primer's scale-fade, or none). */
const dialogMotion = (page: Page) => dialog(page).evaluate((element) => getComputedStyle(element).animationName);
const noticeMarkup = (page: Page) => page.getByTestId('notice-markup');

/** Fails the test if anything opens a JavaScript dialog (the hostile markup calls alert()). */
function forbidDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (jsDialog) => {
    opened.push(jsDialog.message());
    void jsDialog.dismiss();
  });
  return opened;
}

test.describe('the bell', () => {
  test('counts unread notices; hover shows the list; a click opens the notice', async ({ page }) => {
    await serveNotices(page, {
      popups: [],
      promotion: NO_PROMOTION,
      list: [
        notice('a', { subject: 'Read one', completed: 'true' }),
        notice('b', { subject: 'Unread <b>two</b>', type: 'license_expiration_reminder', popup_html: '<p>Renew <strong>now</strong></p>' }),
        notice('c', { subject: 'Unread three', type: 'v1ecs-promotion' }),
      ],
    });
    await loginAndLand(page, 'sub', '/dashboard');
    await expect(page.getByTestId('notification-bell-badge')).toHaveText('2');
    await expect(bellButton(page)).toHaveAccessibleName(text('en', 'header.notificationsUnread', { count: 2 }));
    await expect(bellPanel(page)).toBeHidden();

    await bellButton(page).hover();
    const panel = bellPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-notice-id]')).toHaveCount(3);
    await expect(panel.locator('[data-notice-id="a"]')).toHaveAttribute('data-unread', 'false');
    await expect(panel.locator('[data-notice-id="b"]')).toHaveAttribute('data-unread', 'true');
    // The subject is text, never markup.
    await expect(panel.locator('[data-notice-id="b"]')).toContainText('Unread <b>two</b>');
    await expect(panel.locator('[data-notice-id="b"]')).toContainText(text('en', 'notices.kind.license_expiration_reminder'));

    // Moving the pointer away closes the list.
    await page.mouse.move(600, 600);
    await expect(panel).toBeHidden();

    await bellButton(page).hover();
    await panel.locator('[data-notice-id="b"]').click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName('Unread <b>two</b>');
    await expect(noticeMarkup(page).locator('strong')).toHaveText('now');
    await expect(bellPanel(page)).toBeHidden();
    // Opened by the user: with Primer's motion (the start-up pop-up appears at once, below).
    expect(await dialogMotion(page)).not.toBe('none');
  });

  test('keyboard: Tab onto the bell opens the list, Tab walks into it, Escape closes it', async ({ page }) => {
    await serveNotices(page, { popups: [], promotion: NO_PROMOTION, list: [notice('k1'), notice('k2', { completed: 'true' })] });
    await loginAndLand(page, 'sub', '/dashboard');
    await page.getByTestId('whats-new').locator('> button').focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(bellButton(page)).toBeFocused();
    await expect(bellPanel(page)).toBeVisible();
    // The list loads apart from the shell: a user tabs into the items once they are there.
    await expect(bellPanel(page).locator('[data-notice-id="k1"]')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(bellPanel(page).locator('[data-notice-id="k1"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(bellPanel(page)).toBeHidden();
    await expect(bellButton(page)).toBeFocused();
  });

  test('no badge and an empty list in ja when there is nothing', async ({ page }) => {
    await serveNotices(page, { popups: [], promotion: NO_PROMOTION, list: [] });
    await loginAndLand(page, 'sub', '/dashboard');
    await useLanguage(page, 'ja');
    await expect(page.getByTestId('notification-bell-badge')).toHaveCount(0);
    await bellButton(page).hover();
    await expect(bellPanel(page)).toContainText(text('ja', 'notices.empty'));
    await expect(bellButton(page)).toHaveAccessibleName(text('ja', 'header.notifications'));
  });
});

test.describe('start-up pop-ups', () => {
  test('no active promotion: the first non-promotion notice pops up; its hostile markup runs nothing; closing completes it', async ({
    page,
  }) => {
    const opened = forbidDialogs(page);
    // sub has no promotion; its pop-ups are n-1001 (the promotion's html notice), n-1002 (hostile), n-1003.
    await loginAndLand(page, 'sub', '/dashboard');
    const markup = noticeMarkup(page);
    await expect(markup).toBeVisible();
    await expect(markup).toHaveAttribute('data-notice-id', 'n-1002');
    await expect(markup).toContainText('Hostile content test.');
    // Sanitised: no script, no handler, no javascript: link, no frame.
    await expect(markup.locator('script, iframe, [onerror], [onload], [onclick]')).toHaveCount(0);
    for (const href of await markup.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(await page.evaluate(() => document.querySelectorAll('[onerror]').length)).toBe(0);
    await page.waitForTimeout(500);
    expect(opened).toEqual([]);

    // Close-and-complete: PUT notice/complete with the id, then the list is read again.
    const complete = page.waitForRequest((request) => isApi(request, 'PUT', 'notice/complete'));
    const relist = page.waitForRequest((request) => isApi(request, 'GET', 'notice/list'));
    await dialog(page)
      .getByRole('button', { name: text('en', 'notices.close') })
      .first()
      .click();
    expect((await complete).postData()).toBe('<notice><notice_id>n-1002</notice_id></notice>');
    await relist;
    await expect(dialog(page)).toHaveCount(0);
    await bellButton(page).hover();
    await expect(bellPanel(page).locator('[data-notice-id="n-1002"]')).toHaveAttribute('data-unread', 'false');

    // A notice that is not close-and-complete only closes.
    let completed = 0;
    page.on('request', (request) => {
      if (isApi(request, 'PUT', 'notice/complete')) completed += 1;
    });
    await bellPanel(page).locator('[data-notice-id="n-1001"]').click();
    await expect(noticeMarkup(page)).toHaveAttribute('data-kind', 'v1ecs-promotion');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(completed).toBe(0);
    expect(opened).toEqual([]);
  });

  test('markup that tries harder still runs nothing', async ({ page }) => {
    const opened = forbidDialogs(page);
    const hostile = [
      '<img src=x onerror="window.__pwned=1;alert(1)">',
      '<svg><script>window.__pwned=2</script><animate onbegin="window.__pwned=3" attributeName="x" dur="1s"></animate></svg>',
      '<a href="javascript:window.__pwned=4">link</a>',
      '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=6"></style></mglyph></table></mtext></math>',
      '<form action="javascript:window.__pwned=7"><button>go</button></form>',
      '<p id="safe">kept text</p>',
    ].join('');
    await serveNotices(page, { promotion: NO_PROMOTION, popups: [notice('evil', { popup_html: hostile })], list: [] });
    await loginAndLand(page, 'sub', '/dashboard');
    await expect(noticeMarkup(page).locator('#safe')).toHaveText('kept text');
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(noticeMarkup(page).locator('script, iframe, form, [onerror], [onbegin]')).toHaveCount(0);
    await noticeMarkup(page).getByText('link').click({ force: true });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(opened).toEqual([]);
  });

  test('a notice that may not be closed has no close button and ignores Escape; OK acknowledges it', async ({ page }) => {
    await serveNotices(page, {
      promotion: NO_PROMOTION,
      list: [],
      popups: [notice('locked', { popup_closeable: 'false', subject: 'Must read' })],
    });
    await loginAndLand(page, 'sub', '/dashboard');
    await expect(dialog(page)).toHaveAccessibleName('Must read');
    await expect(dialog(page).getByRole('button', { name: text('en', 'header.closeDialog') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    await dialog(page)
      .getByRole('button', { name: text('en', 'notices.acknowledge') })
      .click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('every failure is silent: no pop-up, no banner, an empty list, no message', async ({ page }) => {
    for (const call of ['notice/list', 'notice/popup', 'account/visionone/promotion', 'account/visionone/productupgrade']) {
      await page.route(`**/uiserver/api/v1/${call}*`, (route) =>
        call === 'notice/popup' ? route.abort() : route.fulfill({ status: 500, body: 'down' }),
      );
    }
    await loginAndLand(page, 'admin', '/dashboard');
    await expect(legacyFrame(page)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByTestId('upgrade-banner')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await bellButton(page).hover();
    await expect(bellPanel(page)).toContainText(text('en', 'notices.empty'));
  });
});

test.describe('the promotion', () => {
  test('owner without a platform account: Not now needs the tick, is remembered, and the next pop-up takes over', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    const body = promotionDialog(page);
    await expect(body).toHaveAttribute('data-variant', 'no-platform-account');
    // It came by itself: it appears at once, without Primer's scale-fade.
    expect(await dialogMotion(page)).toBe('none');
    await expect(dialog(page)).toHaveAccessibleName(text('en', 'promotion.noPlatformAccountTitle'));
    await expect(body).toContainText('Alex Admin');
    const notNow = dialog(page).getByRole('button', { name: text('en', 'promotion.notNow') });
    await expect(notNow).toBeDisabled();
    await dialog(page)
      .getByRole('checkbox', { name: text('en', 'promotion.remindLater') })
      .check();
    await expect(notNow).toBeEnabled();
    await notNow.click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('promotion_poped'))).toBe('1001');

    // This session has had its one start-up pop-up: a reload shows none.
    await page.reload();
    await expect(page.getByTestId('notification-bell-badge')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    // Dismissed for every tab: another tab's start pops up the first notice that is not the promotion's instead.
    const other = await page.context().newPage();
    await other.goto('/dashboard');
    await expect(noticeMarkup(other)).toHaveAttribute('data-notice-id', 'n-1002');
    await expect(promotionDialog(other)).toHaveCount(0);
  });

  test('Update now sends the top window to the promotion url', async ({ page }) => {
    await stubOutsideSites(page);
    await loginAndLand(page, 'admin', '/dashboard');
    await dialog(page)
      .getByRole('button', { name: text('en', 'promotion.updateNow') })
      .click();
    await expect(page).toHaveURL('https://portal.platform.example.com/promotion?account=1001');
  });

  test('a licence owner with a platform account but no licence link (ja and dark)', async ({ page }) => {
    await loginAndLand(page, 'linkv1', '/dashboard');
    await expect(promotionDialog(page)).toHaveAttribute('data-variant', 'no-licence-link');
    // The next browser session, in ja and dark (this one has had its start-up pop-up).
    await page.evaluate(() => {
      window.localStorage.setItem('i18nextLng', 'ja');
      window.localStorage.setItem('theme', 'dark');
      window.sessionStorage.removeItem('startupPopup');
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await expect(dialog(page)).toHaveAccessibleName(text('ja', 'promotion.noLicenceLinkTitle'));
    await expect(dialog(page).getByRole('button', { name: text('ja', 'promotion.updateNow') })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: text('ja', 'promotion.notNow') })).toBeDisabled();
    // The dialog takes the dark theme.
    const background = await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    // The deadline is a date of the ja format.
    await expect(promotionDialog(page)).toContainText(/\d{4}\/\d{2}\/\d{2}/);
  });

  test('an account that does not own the licence gets the root-account instructions, without Update now', async ({ page }) => {
    await loginAndLand(page, 'inbound', '/dashboard');
    await expect(promotionDialog(page)).toHaveAttribute('data-variant', 'root-account-only');
    await expect(dialog(page)).toHaveAccessibleName(text('en', 'promotion.rootOnlyTitle'));
    await expect(dialog(page).getByRole('button', { name: text('en', 'promotion.updateNow') })).toHaveCount(0);
    // The footer's Close (the header's close icon has the same name).
    await dialog(page)
      .getByRole('button', { name: text('en', 'promotion.close') })
      .last()
      .click();
    await expect(promotionDialog(page)).toHaveCount(0);
  });

  test('past its deadline the dismissal section is gone', async ({ page }) => {
    await loginAndLand(page, 'sso', '/dashboard');
    await expect(promotionDialog(page)).toBeVisible();
    await expect(page.getByTestId('promotion-deadline-passed')).toBeVisible();
    // The body no longer asks to act by the date that has passed.
    const body = promotionDialog(page).locator('p').first();
    await expect(body).toContainText('Link it to finish the move.');
    await expect(body).not.toContainText(/\d+\/\d+\/\d{4}/);
    await expect(page.getByTestId('promotion-dismissal')).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: text('en', 'promotion.notNow') })).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: text('en', 'promotion.updateNow') })).toBeVisible();
  });

  test('the deadline day itself still offers the dismissal; a hostile url gets no Update now', async ({ page }) => {
    await serveNotices(page, {
      popups: [],
      list: [],
      promotion: {
        is_promotion: 1,
        status: 3,
        url: 'javascript:alert(1)',
        account_name: 'x',
        email: 'x@example.com',
        deadline_date: isoDay(0),
      },
    });
    await loginAndLand(page, 'admin', '/dashboard');
    await expect(page.getByTestId('promotion-dismissal')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: text('en', 'promotion.updateNow') })).toHaveCount(0);
  });

  test('an inactive promotion never pops up, even undismissed', async ({ page }) => {
    await serveNotices(page, {
      popups: [notice('w1', { subject: 'First real notice' })],
      list: [],
      promotion: { ...NO_PROMOTION, deadline_date: isoDay(30) },
    });
    await loginAndLand(page, 'admin', '/dashboard');
    await expect(dialog(page)).toHaveAccessibleName('First real notice');
    await expect(promotionDialog(page)).toHaveCount(0);
  });
});

test.describe('licence expiry notice', () => {
  test('an expired licence: the notice in the bell; Next opens Licence Information', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'renewal', '/dashboard');
    await bellButton(page).hover();
    const expiry = bellPanel(page).getByTestId('licence-expiry-notice');
    await expect(expiry).toContainText(text('en', 'notices.licenceExpired_other', { count: 3 }));
    await expiry.getByRole('button', { name: text('en', 'notices.licenceNext') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/administration/license-information');
    await expect(legacyFrame(page)).toHaveAttribute('src', /\/uiserver\/legacy\/administration\/license-information$/);
  });

  test('14 days left: in en and ja; an account far from expiry has none', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'jpadmin', '/dashboard');
    await bellButton(page).hover();
    await expect(bellPanel(page).getByTestId('licence-expiry-notice')).toContainText(
      text('en', 'notices.licenceExpiring_other', { count: 14 }),
    );
    await useLanguage(page, 'ja');
    await bellButton(page).hover();
    await expect(bellPanel(page).getByTestId('licence-expiry-notice')).toContainText(
      text('ja', 'notices.licenceExpiring_other', { count: 14 }),
    );

    await useLanguage(page, 'en');
    await dropSession(page);
    await loginAndLand(page, 'sub', '/dashboard');
    await bellButton(page).hover();
    await expect(bellPanel(page)).toBeVisible();
    await expect(bellPanel(page).getByTestId('licence-expiry-notice')).toHaveCount(0);
  });
});
