import { expect, type Page } from '@playwright/test';
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

/** Fills and submits the login form without waiting for anything afterwards. */
export async function submitLogin(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(USER_NAME).fill(username);
  await page.getByLabel(PASSWORD).fill(password);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
}

/** Signs in and waits until the entry page has sent the user on to `landing` (e.g. `/dashboard`). */
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
