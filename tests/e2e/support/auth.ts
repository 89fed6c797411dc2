import { expect, type Page } from '@playwright/test';
import { SIGN_IN_MARK } from '../../../src/engine/login/sign-in-warm-up';
import { DEMO_PASSWORD } from './accounts';

/** The field labels; a required field's label may end with a `*` marker. */
const USER_NAME = /^User name\s*\*?$/;
const PASSWORD = /^Password\s*\*?$/;

/**
 * Signs in through the login page (language en) and waits until the console has left /login.
 * The labels and the button name are the login page's contract.
 */
export async function login(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Fills and submits the login form without waiting for anything afterwards. `afterWarmUp` presses
 * Log On only once the login page's warm-up (started a task after the first keystroke) has asked for
 * the signed-in code, as after a user's typing: on a loaded machine a test's quick click can come
 * before that task, and the warm-up's fetches would then follow Log On.
 */
export async function submitLogin(
  page: Page,
  username: string,
  password: string = DEMO_PASSWORD,
  { afterWarmUp = false }: { afterWarmUp?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(USER_NAME).fill(username);
  await page.getByLabel(PASSWORD).fill(password);
  if (afterWarmUp) await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SIGN_IN_MARK);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
}

/** Signs in and waits until the sign-in has landed on `landing` (e.g. `/dashboard`). */
export async function loginAndLand(page: Page, username: string, landing: string): Promise<void> {
  await login(page, username);
  await expect(page).toHaveURL((url) => url.pathname === landing);
}

/**
 * Ends the session the way an expired cookie would, without racing the console: the signed-in page
 * is left first (for about:blank), so none of its calls can meet a 401 and start a navigation to the
 * login page while the test starts its own.
 */
export async function dropSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}
