/**
 * Helpers of the sign-in end-to-end tests (tests/e2e/signin-*.spec.ts): the login form by its
 * labels, stand-in replies for outcomes the server cannot be made to give on demand (an expired
 * code, a send limit), and a CSP watcher. Mailed and authenticator codes: support/mailbox.ts.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

export const API = '/uiserver/api/v1';

export async function fillLogin(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('User name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Opens /login, fills the form and presses Log On. */
export async function logOn(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, username, password);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
}

export const loginFailure = (page: Page) => page.getByTestId('login-failure');

/** Answers one API call with a fixed reply instead of the reference server. */
export async function stubCall(
  page: Page,
  call: string,
  reply: { status?: number; json?: unknown; xml?: string; headers?: Record<string, string> },
): Promise<void> {
  await page.route(`**${API}/${call}*`, (route) =>
    route.fulfill({
      status: reply.status ?? 200,
      contentType: reply.xml === undefined ? 'application/json' : 'application/xml',
      headers: reply.headers,
      body: reply.xml ?? JSON.stringify(reply.json ?? {}),
    }),
  );
}

/** The contract's XML envelope. */
export function xmlReply(errorcode: string, resultinfo = ''): string {
  return `<response><errorinfo><errorcode>${errorcode}</errorcode><errorinfo>stub</errorinfo></errorinfo><resultinfo>${resultinfo}</resultinfo></response>`;
}

/**
 * Collects Content-Security-Policy violations and console errors from the page's first script on.
 * Call before the first navigation.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => {
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    return [...violations.map((violation) => `csp: ${violation}`), ...consoleErrors];
  };
}
