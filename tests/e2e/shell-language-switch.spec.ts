/**
 * A language saved in the language dialog leaves nothing in the old one (docs/tab-messages.md,
 * "Settings that follow"): the console switches in place, and the notices (the bell's list) and the
 * pop-ups are asked for again in the new language, in the tab that saved and in the tab that follows,
 * where the pop-up on screen takes its new words; nothing pops up again for the change. The header's
 * clock, the what's-new panel, the tab's title and `<html lang>` follow. The reference server answers
 * the notice calls in the asked `locale` (server/routes/notices.ts). Started in en and in ja.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import {
  accountButton,
  bellButton,
  bellPanel,
  dialog,
  isApi,
  restoreServerLanguage,
  text,
  useLanguage,
  whatsNewButton,
  whatsNewPanel,
} from './support/shell-chrome';

type Language = 'en' | 'ja';
const other = (language: Language): Language => (language === 'en' ? 'ja' : 'en');

/** The reference server's notices (server/data/demo-data.ts): n-1004 is listed, n-1002 and n-1003 pop up. */
const SUBJECTS: Record<string, Record<Language, string>> = {
  'n-1002': { en: "What's new: safer links <b>& more</b>", ja: '新機能: より安全なリンク <b>& その他</b>' },
  'n-1003': { en: 'Licence renewal reminder', ja: 'ライセンス更新のお知らせ' },
  'n-1004': { en: "What's new: DMARC reports", ja: '新機能: DMARC レポート' },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
function firstWhatsNew(language: Language): string {
  const file = JSON.parse(readFileSync(path.join(root, 'public/locales', language, 'whatisnew.json'), 'utf8')) as {
    default: { title: string }[];
  };
  return file.default[0]!.title;
}

/** The header clock: en MM/DD/YYYY, ja YYYY/MM/DD, both with the time and the offset from UTC. */
const CLOCK: Record<Language, RegExp> = {
  en: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}\)$/,
  ja: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}\)$/,
};

/** No promotion, so the start-up pop-up is the reference server's first pop-up notice. */
async function withoutPromotion(page: Page): Promise<void> {
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

/** The notice calls a page makes, with the locale each asks in. */
function noticeAsks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    for (const call of ['notice/list', 'notice/popup'])
      if (isApi(request, 'GET', call)) asked.push(`${call} ${new URL(request.url()).searchParams.get('locale')}`);
  });
  return asked;
}

async function expectShellIn(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('header-clock')).toHaveText(CLOCK[language]);
  await expect(page).toHaveTitle(new RegExp(`${text(language, 'app.name')}$`));
}

async function expectBellIn(page: Page, language: Language): Promise<void> {
  await bellButton(page).hover();
  await expect(bellPanel(page).locator('[data-notice-id="n-1004"]')).toContainText(SUBJECTS['n-1004']![language]);
  await whatsNewButton(page).hover();
  await expect(whatsNewPanel(page)).toContainText(firstWhatsNew(language));
  await page.mouse.move(0, 400);
}

async function saveLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await accountButton(page).click();
  await page.getByTestId('menu-language').click();
  await dialog(page)
    .getByRole('radio', { name: text(from, `language.${to}`) })
    .check();
  await dialog(page)
    .getByRole('button', { name: text(from, 'language.save') })
    .click();
  await expect(page.getByTestId('language-dialog')).toBeHidden();
}

// The Japanese start ends where it began: the account's saved language in Japanese. Other specs sign
// in as the same account and expect English, so it is put back whatever the test's outcome.
test.afterEach(async ({ page }) => {
  if ((await page.context().cookies()).some((cookie) => cookie.name === 'XSRF-TOKEN')) await restoreServerLanguage(page, 'en');
});

for (const start of ['en', 'ja'] as const) {
  test(`${start}: Save ${other(start)}, and the bell, the pop-up on screen, the clock, what's new, the title and lang follow in both tabs; and back`, async ({
    page: a,
    context,
  }) => {
    test.slow();
    const next = other(start);
    // A starts with no pop-up; afterwards it hears the server's, so a pop-up opened again would show.
    await withoutStartupPopups(a);
    // A's start-up pop-up call (of its last load), answered by the stub: only then may the server's be heard.
    const popupAsked = () => a.waitForResponse((response) => isApi(response.request(), 'GET', 'notice/popup'));
    let startAsked = popupAsked();
    await loginAndLand(a, 'inbound', '/dashboard');
    if (start === 'ja') {
      await startAsked;
      startAsked = popupAsked();
      await useLanguage(a, 'ja');
    }
    await expect(a.locator('nav[data-testid="side-menu"]')).toBeVisible();
    await startAsked;
    await a.unroute('**/uiserver/api/v1/notice/popup*');

    // B, a second tab: its start-up pop-up (the server's first, which nobody completes here) stays open.
    const b = await context.newPage();
    await withoutPromotion(b);
    await b.goto('/dashboard');
    const shown = (await dialog(b).getByTestId('notice-markup').getAttribute('data-notice-id')) ?? '';
    expect(Object.keys(SUBJECTS)).toContain(shown);
    await expect(dialog(b)).toHaveAccessibleName(SUBJECTS[shown]![start]);

    await expectShellIn(a, start);
    await expectBellIn(a, start);
    const aAsks = noticeAsks(a);
    const bAsks = noticeAsks(b);

    await saveLanguage(a, start, next);
    await expectShellIn(a, next);
    await expectBellIn(a, next);
    expect(aAsks).toEqual(expect.arrayContaining([`notice/list ${next}`, `notice/popup ${next}`]));
    // B follows: its open pop-up takes its new words, its bell too.
    await expect(b.locator('html')).toHaveAttribute('lang', next);
    await expect(dialog(b)).toHaveAccessibleName(SUBJECTS[shown]![next]);
    await expect(
      dialog(b)
        .getByRole('button', { name: text(next, 'notices.close') })
        .last(),
    ).toBeVisible();
    expect(bAsks).toEqual(expect.arrayContaining([`notice/list ${next}`, `notice/popup ${next}`]));
    // Nothing popped up again in A, though the server's pop-ups still wait for this account; B shows just its one.
    await expect(dialog(b)).toHaveCount(1);
    await expect(dialog(a)).toHaveCount(0);

    // And back.
    await saveLanguage(a, next, start);
    await expectShellIn(a, start);
    await expectBellIn(a, start);
    await expect(dialog(b)).toHaveAccessibleName(SUBJECTS[shown]![start]);
    await expect(dialog(b)).toHaveCount(1);
    await expect(dialog(a)).toHaveCount(0);
  });
}
