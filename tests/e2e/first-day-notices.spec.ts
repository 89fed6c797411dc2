/**
 * Issue 41, item 8: notices that move nothing. The outage notice appears and goes over the foot of
 * the window without shifting the page: the layout shift measured while it comes and goes is 0, and
 * the header and page keep their places. It says when the next try is. In en (light), ja (dark) and
 * at 390 px.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { text, useLanguage, useTheme } from './support/shell-chrome';
import { openFromMenu, shownFrame } from './support/workspace';

const notice = (page: Page) => page.getByTestId('unreachable-notice');

/** Every layout shift of the page, as the browser measures it for CLS. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: { value: number; at: number; input: boolean; what: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const name = (node: Node | null | undefined): string =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}.${node.className}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: Source[];
      }[])
        shifts.push({
          value: entry.value,
          at: entry.startTime,
          input: entry.hadRecentInput,
          what: entry.sources.map(
            (source) => `${name(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift since `since` (performance.now()), input-driven shifts included: a strict CLS. */
async function shiftSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts
        .filter((shift) => shift.at >= from)
        .reduce((sum, shift) => sum + shift.value, 0),
    since,
  );
}

/** The service goes away; its refusals arrive a second late, long after any click. */
async function serviceGoesSlowly(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.pathname.startsWith('/uiserver/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.abort('connectionrefused').catch(() => undefined);
    },
  );
}

const places = (page: Page) =>
  page.evaluate(() =>
    ['header', '[data-testid="page-bar"]', 'nav[data-testid="side-menu"]', 'main#main'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? [Math.round(box.top), Math.round(box.left), Math.round(box.height)] : null;
    }),
  );

async function outageComesAndGoes(page: Page, context: BrowserContext, language: 'en' | 'ja', shot: string): Promise<void> {
  await openFromMenu(page, '/logs/audit-log');
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
  await expect(notice(page)).toBeAttached();

  await serviceGoesSlowly(context);
  await openFromMenu(page, '/logs/policy-events');
  // The page bar names the new page (its own change, before the service's refusal arrives): from now on
  // only the outage changes the screen.
  await expect(page.getByTestId('page-bar')).toContainText(text(language, 'page.logs.policyEvents'));
  const before = await places(page);
  const since = await page.evaluate(() => performance.now());
  await expect(notice(page)).toBeEmpty();
  await expect(notice(page)).toContainText(text(language, 'reachability.unreachable'), { timeout: 15_000 });
  // When the next try is, once the first try is over.
  await expect(notice(page).getByTestId('unreachable-next-try')).toHaveText(
    new RegExp(
      `^${text(language, 'reachability.nextTry', { time: 'TIME' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('TIME', '\\d\\d:\\d\\d:\\d\\d')}$`,
    ),
    { timeout: 15_000 },
  );
  await expect(notice(page)).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath(shot) });
  expect(await places(page)).toEqual(before);

  // The service comes back: the browser going online tries at once, and the notice goes.
  await context.setOffline(true);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await expect(notice(page)).toBeEmpty({ timeout: 10_000 });
  await page.waitForTimeout(300);
  expect(await places(page)).toEqual(before);
  const cls = await shiftSince(page, since);
  if (cls !== 0)
    console.log(
      JSON.stringify(
        await page.evaluate(
          (from) => (window as unknown as { __shifts: { at: number }[] }).__shifts.filter((shift) => shift.at >= from),
          since,
        ),
        null,
        1,
      ),
    );
  test.info().annotations.push({ type: 'CLS while the notice came and went', description: String(cls) });
  expect(cls).toBe(0);
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`${language}, ${theme}: the outage notice moves nothing (CLS 0) and says when it tries next`, async ({ page, context }) => {
    await withoutStartupPopups(page);
    await recordShifts(page);
    await loginAndLand(page, 'admin', '/dashboard');
    if (language === 'ja') await useLanguage(page, 'ja');
    if (theme === 'dark') await useTheme(page, 'dark');
    await outageComesAndGoes(page, context, language, `outage-${language}-${theme}.png`);
  });
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('en: the notice fits the phone and moves nothing', async ({ page, context }) => {
    await withoutStartupPopups(page);
    await recordShifts(page);
    await loginAndLand(page, 'admin', '/dashboard');
    await outageComesAndGoes(page, context, 'en', 'outage-390.png');
  });
});
