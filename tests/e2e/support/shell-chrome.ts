/**
 * Helpers of the shell-*.spec.ts and license-check.spec.ts tests: reading the header, switching
 * language or theme after sign-in, and answering the notice calls with fixed data so a test
 * controls exactly what pops up. Every other call still reaches the reference server.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Tree = { [key: string]: string | Tree };

/** A text of the translation files, so expectations follow the files rather than copy them. */
export function text(language: 'en' | 'ja', key: string, values: Record<string, string | number> = {}): string {
  const tree = JSON.parse(readFileSync(path.join(root, 'public/locales', language, 'translation.json'), 'utf8')) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name] ?? `{{${name}}}`));
}

export const header = (page: Page) => page.getByRole('banner');
export const bellButton = (page: Page) => page.locator('[data-testid="notification-bell"] > button');
export const bellPanel = (page: Page) => page.locator('[data-testid="notification-bell"] [role="region"]');
export const whatsNewButton = (page: Page) => page.locator('[data-testid="whats-new"] > button');
export const whatsNewPanel = (page: Page) => page.locator('[data-testid="whats-new"] [role="region"]');
export const upgradeBanner = (page: Page) => page.getByTestId('upgrade-banner');
export const accountButton = (page: Page) => page.getByTestId('account-menu-button');
export const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Reloads with the pointer parked in the page's corner. Left over a header button, the pointer would
 * rest on it when the reloaded page renders there, and a later hover at the same spot is no
 * mouseenter: its panel would not open.
 */
async function reloadWithPointerAway(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.reload();
}

/** Switches the signed-in console to a language the way a returning user has it: stored, then loaded. */
export async function useLanguage(page: Page, language: 'en' | 'ja'): Promise<void> {
  await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  await reloadWithPointerAway(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The session's XSRF header, for a state-changing call a test sends straight to the server (page.request). */
export async function xsrfHeader(page: Page): Promise<{ 'x-xsrf-token': string }> {
  const cookies = await page.context().cookies();
  return { 'x-xsrf-token': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

/**
 * Puts the signed-in account's saved language back, straight through the contract's call (with the
 * session's XSRF token), so a test that leaves an account in Japanese does not change what later
 * tests of that account see: the server's locale is shared by every worker.
 */
export async function restoreServerLanguage(page: Page, language: 'en' | 'ja'): Promise<void> {
  const reply = await page.request.put('/uiserver/api/v1/adminui/resetlocale', {
    headers: { 'content-type': 'application/xml', ...(await xsrfHeader(page)) },
    data: `<locale>${language}</locale>`,
  });
  expect(reply.status()).toBe(200);
}

/** The theme kept in this browser (the server's copy is set only by the theme switch). */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
  await reloadWithPointerAway(page);
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
}

export interface Notice {
  notice_id: string;
  subject: string;
  completed: 'true' | 'false';
  type: string;
  popup_html: string;
  popup_closeable: 'true' | 'false';
  popup_close_and_complete: 'true' | 'false';
}

export function notice(id: string, overrides: Partial<Notice> = {}): Notice {
  return {
    notice_id: id,
    subject: `Subject ${id}`,
    completed: 'false',
    type: 'what-is-new',
    popup_html: `<p>Body of ${id}</p>`,
    popup_closeable: 'true',
    popup_close_and_complete: 'false',
    ...overrides,
  };
}

export interface PromotionData {
  is_promotion: number;
  status: number;
  url: string;
  account_name: string;
  email: string;
  deadline_date: string;
}

export const NO_PROMOTION: PromotionData = { is_promotion: 0, status: 0, url: '', account_name: '', email: '', deadline_date: '' };

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers notice/list, notice/popup and the promotion with the given data (each left alone when undefined). */
export async function serveNotices(page: Page, data: { list?: Notice[]; popups?: Notice[]; promotion?: PromotionData }): Promise<void> {
  if (data.list) await page.route('**/uiserver/api/v1/notice/list*', (route) => route.fulfill(json({ errorCode: '0', list: data.list })));
  if (data.popups)
    await page.route('**/uiserver/api/v1/notice/popup*', (route) => route.fulfill(json({ errorCode: '0', list: data.popups })));
  if (data.promotion) {
    await page.route('**/uiserver/api/v1/account/visionone/promotion*', (route) =>
      route.fulfill(json({ errorCode: '0', data: data.promotion })),
    );
  }
}

/** Outside sites the console may send the browser to: answered locally so no test leaves the machine. */
export async function stubOutsideSites(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/[^/]*example\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title><p>outside site</p>' }),
    );
}

export function isApi(request: Request, method: string, call: string): boolean {
  return request.method() === method && new URL(request.url()).pathname === `/uiserver/api/v1/${call}`;
}

/** Today in the browser's calendar plus some days, as YYYY-MM-DD. */
export function isoDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
