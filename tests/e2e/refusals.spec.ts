/**
 * Every refusal explains itself: the not-allowed page names the page as the menu places it, says why
 * in the manifests' plain words (a missing permission by its name and code), says what the user can
 * do, and copies plain details for a support ticket. In English and Japanese, light and dark, at
 * phone width, by keyboard, axe-clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { seriousViolations } from './support/axe';
import { useLanguage } from './support/shell-chrome';
import { legacyFrame, notAllowed, sideMenu, withoutStartupPopups } from './support/shell';

interface Refusal {
  who: string;
  user: string;
  path: string;
  page: { en: string; ja: string };
  reasons: { en: string[]; ja: string[] };
  /** The permission codes named, if a permission is missing. */
  codes: string[];
  advice: { en: RegExp; ja: RegExp };
}

const REFUSALS: Refusal[] = [
  {
    who: 'an inbound-only account on an Outbound Protection page (its show rule)',
    user: 'inbound',
    path: '/outbound-protection/virus-filter',
    page: { en: 'Outbound Protection › Virus Scan', ja: '送信保護 › ウイルス検索' },
    reasons: { en: ['Not available to inbound-only accounts.'], ja: ['受信保護のみのアカウントでは利用できません。'] },
    codes: [],
    advice: { en: /depends on how your account and company are set up/, ja: /アカウントと会社の設定/ },
  },
  {
    who: 'a reports-only account on Quarantine › Query (no QUARANTINE)',
    user: 'reports',
    path: '/quarantine/query',
    page: { en: 'Quarantine › Query', ja: '隔離 › 検索' },
    reasons: {
      en: ['It needs this permission, which your account does not hold:\nQuarantine (QUARANTINE)'],
      ja: ['このページには次の権限が必要ですが、お使いのアカウントにはありません:\n隔離 (QUARANTINE)'],
    },
    codes: ['QUARANTINE'],
    advice: { en: /grant your account a permission named above/, ja: /上記の権限の付与を依頼/ },
  },
  {
    who: 'a sub-account under an excluded parent on Logon Methods',
    user: 'sub',
    path: '/administration/admin-federate-server',
    page: { en: 'Administration › Administrator Management › Logon Methods', ja: '管理 › 管理者の管理 › ログオン方法' },
    reasons: {
      en: ['Not available to sub-accounts of this parent account.'],
      ja: ['この親アカウントのサブアカウントでは利用できません。'],
    },
    codes: [],
    advice: { en: /depends on how your account and company are set up/, ja: /アカウントと会社の設定/ },
  },
  {
    who: 'an account without MANUAL_LICENSE_CHECK on Manual License Check',
    user: 'reports',
    path: '/administration/license/manual_check',
    page: { en: 'Administration › Other Settings › Manual License Check', ja: '管理 › その他の設定 › 手動ライセンス確認' },
    reasons: {
      en: [
        'It needs one of these permissions, and your account holds none of them:\nManual licence check (MANUAL_LICENSE_CHECK)\nSuper administrator (SU_ADMIN_ACCOUNT)',
      ],
      ja: [
        'このページには次のいずれかの権限が必要ですが、お使いのアカウントにはどれもありません:\n手動ライセンス確認 (MANUAL_LICENSE_CHECK)\nスーパー管理者 (SU_ADMIN_ACCOUNT)',
      ],
    },
    codes: ['MANUAL_LICENSE_CHECK', 'SU_ADMIN_ACCOUNT'],
    advice: { en: /grant your account a permission named above/, ja: /上記の権限の付与を依頼/ },
  },
];

const LANDING = '/dashboard';

async function expectRefusal(page: Page, refusal: Refusal, language: 'en' | 'ja'): Promise<void> {
  const guard = notAllowed(page);
  await expect(guard).toBeVisible();
  // The heading says the kind of refusal: a missing permission, or a page not available (a condition).
  const permission = refusal.codes.length > 0;
  const heading = {
    en: permission ? 'No permission' : 'Page not available',
    ja: permission ? 'アクセス権がありません' : '利用できないページ',
  };
  await expect(guard.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
  await expect(guard.getByTestId('not-allowed-page')).toContainText(refusal.page[language]);
  // Each reason as it reads, a permission list one permission a line.
  const reasons = guard.getByTestId('not-allowed-reasons').locator(':scope > li');
  await expect
    .poll(() => reasons.evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.trim())))
    .toEqual(refusal.reasons[language]);
  for (const code of refusal.codes) await expect(guard.getByTestId('not-allowed-reasons').getByText(code, { exact: true })).toBeVisible();
  await expect(guard.getByRole('region', { name: language === 'en' ? 'What you can do' : 'できること' })).toContainText(
    refusal.advice[language],
  );
  // Rule syntax and fact names never reach the user.
  const shown = await guard.innerText();
  for (const internal of ['inboundOnly', 'parent_id', 'can(', 'refusal.', 'permissionName.', '&&', '||'])
    expect(shown).not.toContain(internal);
  // The guard does not redirect, and no frame is shown behind the refusal.
  await expect(page).toHaveURL((url) => url.pathname === refusal.path);
  await expect(legacyFrame(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

for (const refusal of REFUSALS) {
  test(`${refusal.who}: named and explained in en and ja`, async ({ page }) => {
    await loginAndLand(page, refusal.user, LANDING);
    await page.goto(refusal.path);
    await expectRefusal(page, refusal, 'en');
    await useLanguage(page, 'ja');
    await expectRefusal(page, refusal, 'ja');
    // Pages the account may not open stay out of the menu.
    await expect(sideMenu(page).locator(`a[href="${refusal.path}"]`)).toHaveCount(0);
  });
}

test.describe('Copy details', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies plain text for a ticket: page, path, account, what is missing, version, UTC time; nothing secret', async ({
    page,
    context,
  }) => {
    await loginAndLand(page, 'reports', LANDING);
    // A query and fragment the user typed: their values never reach the copied text.
    await page.goto('/quarantine/query?mail=secret-value@example.com#token-fragment');
    await expect(notAllowed(page)).toBeVisible();
    await notAllowed(page).getByRole('button', { name: 'Copy details' }).click();
    await expect(notAllowed(page).getByRole('status')).toHaveText(
      'Details copied. Paste them into your message to your administrator or support.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\n');
    // The same words as the page's heading.
    expect(lines[0]).toBe('No permission');
    await expect(notAllowed(page).getByRole('heading', { level: 1 })).toHaveText('No permission');
    expect(lines).toContain('Page: Quarantine › Query');
    expect(lines).toContain('Path: /quarantine/query');
    expect(lines).toContainEqual(expect.stringMatching(/^Account: Rita Reports \(ID \d+\)$/));
    expect(lines).toContain('Missing: one of these permissions: Quarantine (QUARANTINE)');
    // The running build's version, as its page names it.
    const version = await page.locator('meta[name="console-version"]').getAttribute('content');
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(lines).toContain(`Console version: ${version}`);
    const time = lines.find((line) => line.startsWith('Time (UTC): '));
    expect(time).toMatch(/^Time \(UTC\): \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    const stamped = Date.parse(`${time?.slice('Time (UTC): '.length, -' UTC'.length).replace(' ', 'T')}Z`);
    expect(Math.abs(Date.now() - stamped)).toBeLessThan(5 * 60_000);
    // Nothing secret: no query value, no fragment, no cookie.
    expect(copied).not.toContain('secret-value');
    expect(copied).not.toContain('token-fragment');
    for (const cookie of await context.cookies()) if (cookie.value.length >= 8) expect(copied).not.toContain(cookie.value);
    // The same text is on the page, under Details, for a browser that cannot copy.
    await notAllowed(page).getByText('Details', { exact: true }).click();
    await expect(notAllowed(page).getByTestId('not-allowed-details')).toContainText('Path: /quarantine/query');
  });

  test('in Japanese, by keyboard alone', async ({ page }) => {
    await loginAndLand(page, 'inbound', LANDING);
    await page.goto('/outbound-protection/virus-filter');
    await useLanguage(page, 'ja');
    const copy = notAllowed(page).getByRole('button', { name: '詳細をコピー' });
    await expect(copy).toBeVisible();
    // Tab from the page's start reaches the button; Enter copies.
    await page.locator('body').click({ position: { x: 600, y: 5 } });
    for (let press = 0; press < 60 && !(await copy.evaluate((element) => element === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notAllowed(page).getByRole('status')).toHaveText(
      '詳細をコピーしました。管理者またはサポートへのメッセージに貼り付けてください。',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(notAllowed(page).getByRole('heading', { level: 1 })).toHaveText('利用できないページ');
    expect(copied.split('\n')[0]).toBe('利用できないページ');
    expect(copied.split('\n')).toEqual(
      expect.arrayContaining([
        '利用できないページ',
        'ページ: 送信保護 › ウイルス検索',
        'パス: /outbound-protection/virus-filter',
        '不足しているもの: 受信保護のみのアカウントでは利用できません。',
      ]),
    );
  });

  test('a browser that refuses the clipboard: says so and opens the details to copy by hand', async ({ page }) => {
    await loginAndLand(page, 'reports', LANDING);
    await page.goto('/quarantine/query');
    await expect(notAllowed(page)).toBeVisible();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await notAllowed(page).getByRole('button', { name: 'Copy details' }).click();
    await expect(notAllowed(page).getByRole('status')).toHaveText(
      'The details could not be copied. Select the text under Details and copy it.',
    );
    await expect(notAllowed(page).getByTestId('not-allowed-details')).toBeVisible();
    await expect(notAllowed(page).getByTestId('not-allowed-details')).toContainText(
      'Missing: one of these permissions: Quarantine (QUARANTINE)',
    );
  });
});

for (const [language, theme] of [
  ['en', 'light'],
  ['en', 'dark'],
  ['ja', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`axe finds no serious violation on a refusal (${language}, ${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await loginAndLand(page, 'inbound', LANDING);
    await page.goto('/administration/imsx-migration');
    if (language === 'ja') await useLanguage(page, 'ja');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
    // Three reasons: two parts of the show rule and a permission.
    await expect(notAllowed(page).getByTestId('not-allowed-reasons').locator(':scope > li')).toHaveCount(3);
    await notAllowed(page).locator('summary').click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('at phone width (390 px) the refusal fits: nothing scrolls sideways, the copy button is reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAndLand(page, 'reports', LANDING);
  await page.goto('/administration/license/manual_check');
  const guard = notAllowed(page);
  await expect(guard.getByTestId('not-allowed-reasons')).toBeVisible();
  await guard.locator('summary').click();
  await expect(guard.getByTestId('not-allowed-details')).toBeVisible();
  const overflow = await guard.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const wider = [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > box.right + 1);
    return { sideways: element.scrollWidth - element.clientWidth, wider: wider.map((child) => child.outerHTML.slice(0, 80)) };
  });
  expect(overflow).toEqual({ sideways: 0, wider: [] });
  const copy = guard.getByRole('button', { name: 'Copy details' });
  await copy.scrollIntoViewIfNeeded();
  await expect(copy).toBeInViewport();
});
