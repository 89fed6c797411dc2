/**
 * Operators see what administrators meet: with a collector configured (console-config.json's
 * telemetry), errors, failed pages, unreadable replies, CSP violations, web vitals and the console's
 * own timings reach it as OTLP JSON, with the route pattern and the resource attributes, and nothing
 * personal; unconfigured, nothing is sent or even loaded; a failing collector costs the console
 * nothing and is not hammered. The collector is the reference server's stand-in receiver.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { EXPECTED_VIOLATION_MARKER, readCspReports, unexpectedReports } from './support/csp-reports';
import { answerWith, configureTelemetry, received, receivedLogs, receivedMetrics, OTLP_BASE } from './support/otlp';
import { legacyFrame, sideMenu, withoutStartupPopups } from './support/shell';
import { useLanguage } from './support/shell-chrome';

const TELEMETRY_CHUNK = /\/assets\/start-telemetry-[^/]*\.js$/;

/** Signs in as `user` with telemetry configured and waits until telemetry listens. */
async function signInWithTelemetry(page: Page, user = 'admin', settings: Record<string, unknown> = {}): Promise<string> {
  await withoutStartupPopups(page);
  const environment = await configureTelemetry(page, settings);
  const loaded = page.waitForResponse((response) => TELEMETRY_CHUNK.test(new URL(response.url()).pathname));
  await loginAndLand(page, user, '/dashboard');
  await loaded;
  // It starts once the shell has painted after the chunk arrived.
  await page.waitForTimeout(300);
  return environment;
}

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('a framed page answering 500 arrives with its route, its kind and the resource attributes', async ({ page, request }) => {
  const environment = await signInWithTelemetry(page);
  await page.goto('/logs/audit-log?standin=fail&mail=someone@example.com');
  await expect(page.getByTestId('frame-failed')).toBeVisible();
  await expect
    .poll(async () => (await receivedLogs(request, environment)).filter((log) => log.attributes['event.name'] === 'console.frame-failed'), {
      timeout: 15_000,
    })
    .toEqual([
      expect.objectContaining({
        severityText: 'WARN',
        attributes: expect.objectContaining({
          'console.route': '/logs/audit-log',
          'console.frame.failure': 'http',
          'http.response.status_code': 500,
        }),
        resource: expect.objectContaining({
          'service.name': 'email-security-console',
          'service.version': expect.stringMatching(/^[0-9a-f]{16}$/),
          'deployment.environment': environment,
        }),
      }),
    ]);
});

test('an error thrown in the shell arrives with its route and kind, scrubbed of the account, emails and queries', async ({
  page,
  request,
}) => {
  const environment = await signInWithTelemetry(page);
  // A query and a fragment in the address (set in place: a reload would restart telemetry).
  await page.evaluate(() => window.history.replaceState(window.history.state, '', '/dashboard?q=secret-query-value#frag'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('Alex Admin (alex@acme.example) failed at https://console.example/x?token=secret-query-value');
    });
    void Promise.reject(new Error('rejected for 1000001'));
  });
  await expect
    .poll(async () => (await receivedLogs(request, environment)).filter((log) => log.attributes['event.name'] === 'console.error').length, {
      timeout: 15_000,
    })
    .toBe(2);
  const errors = (await receivedLogs(request, environment)).filter((log) => log.attributes['event.name'] === 'console.error');
  const uncaught = errors.find((log) => log.attributes['console.error.source'] === 'uncaught');
  expect(uncaught?.attributes).toMatchObject({
    'console.route': '/dashboard',
    'exception.type': 'TypeError',
    'exception.message': '[account] ([email]) failed at https://console.example/x',
  });
  expect(errors.find((log) => log.attributes['console.error.source'] === 'rejection')?.attributes['exception.message']).toBe(
    'rejected for [number]',
  );
  // Nothing personal in anything sent: no account name or email, no query value, no fragment.
  const everything = JSON.stringify(await received(request, environment));
  for (const secret of ['Alex Admin', 'alex@acme.example', 'secret-query-value', '#frag']) expect(everything).not.toContain(secret);
});

test('a lazily loaded part that fails and a Trusted Types violation arrive with their route and kind', async ({ page, request }) => {
  const environment = await signInWithTelemetry(page);
  await page.route('**/assets/CommandPalette-*', (route) => route.abort('failed'));
  await page.keyboard.press('Control+K');
  // A string written to a DOM sink: refused by the policy. The marker tells the suite's zero-report
  // check (support/csp-reports.ts) that this one is meant.
  await page.evaluate((marker) => {
    try {
      document.createElement('div').innerHTML = `${marker} Alex Admin`;
    } catch {
      // Refused, as it should be.
    }
  }, EXPECTED_VIOLATION_MARKER);
  await expect
    .poll(async () => (await receivedLogs(request, environment)).map((log) => log.attributes['event.name']).sort(), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['console.csp-violation', 'console.error']));
  const logs = await receivedLogs(request, environment);
  expect(logs.find((log) => log.attributes['console.error.source'] === 'lazy-load')?.attributes).toMatchObject({
    'console.route': '/dashboard',
  });
  expect(logs.find((log) => log.attributes['event.name'] === 'console.csp-violation')?.attributes).toMatchObject({
    'console.route': '/dashboard',
    'csp.directive': 'require-trusted-types-for',
    'csp.blocked': 'trusted-types-sink',
  });
});

test('an unreadable reply and an expired session arrive: the call and what was wrong, never the body', async ({ page, request }) => {
  const environment = await signInWithTelemetry(page);
  // Saving the theme meets a reply that is not JSON at all, and quotes the account.
  await page.route('**/uiserver/api/v1/account/theme', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '<html>Alex Admin secret-body</html>' })
      : route.fallback(),
  );
  await page.getByRole('button', { name: /theme/ }).click();
  await expect
    .poll(
      async () => (await receivedLogs(request, environment)).filter((log) => log.attributes['event.name'] === 'console.unreadable-reply'),
      {
        timeout: 15_000,
      },
    )
    .toEqual([
      expect.objectContaining({
        attributes: expect.objectContaining({
          'console.route': '/dashboard',
          'console.call': 'account/theme',
          'console.reply.problem': 'not JSON (application/json)',
          'http.response.status_code': 200,
        }),
      }),
    ]);
  await page.context().clearCookies();
  await sideMenu(page).getByRole('link', { name: 'Domains', exact: true }).click();
  await expect
    .poll(async () => (await receivedLogs(request, environment)).map((log) => log.attributes['event.name']), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['console.session-expired']));
  const everything = JSON.stringify(await received(request, environment));
  expect(everything).not.toContain('secret-body');
});

test('web vitals and the console timings arrive once the page is left', async ({ page, request }) => {
  const environment = await signInWithTelemetry(page);
  // A kept and a fresh frame switch, and an interaction for INP.
  await sideMenu(page).getByRole('link', { name: 'Domains', exact: true }).click();
  // Loaded, not just shown: a switch away before the fresh page arrives times nothing.
  await expect(page.frameLocator('iframe[data-testid="legacy-frame"]').getByTestId('legacy-path')).toBeVisible();
  await sideMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.waitForTimeout(500);
  await page.goto('about:blank');
  await expect
    .poll(async () => [...new Set((await receivedMetrics(request, environment)).map((point) => point.name))].sort(), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining(['console.frame.switch', 'console.sign_in.menu', 'web_vitals.cls', 'web_vitals.inp', 'web_vitals.lcp']),
    );
  const points = await receivedMetrics(request, environment);
  const switches = points.filter((point) => point.name === 'console.frame.switch').map((point) => point.attributes['console.frame.switch']);
  expect(new Set(switches)).toEqual(new Set(['kept', 'fresh']));
  expect(points.find((point) => point.name === 'web_vitals.lcp')?.unit).toBe('ms');
  expect(points.every((point) => typeof point.attributes['console.route'] === 'string')).toBe(true);
});

test('unconfigured: the telemetry code is not even loaded and nothing is sent', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.route('**/console-config.json', (route) => route.fulfill({ json: {} }));
  await loginAndLand(page, 'admin', '/dashboard');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('unreported');
    }),
  );
  await sideMenu(page).getByRole('link', { name: 'Domains', exact: true }).click();
  await page.waitForTimeout(2_500);
  await page.goto('about:blank');
  expect(requests.filter((path) => TELEMETRY_CHUNK.test(path) || path.includes('/load-telemetry-') || path.startsWith(OTLP_BASE))).toEqual(
    [],
  );
});

test('a collector answering 503 costs the console nothing and is not hammered; zero CSP violations', async ({ page, request, baseURL }) => {
  const environment = await signInWithTelemetry(page);
  await answerWith(request, environment, 503);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const before = unexpectedReports(await readCspReports(request, baseURL ?? '')).count;
  try {
    // Errors keep coming for twenty seconds while the collector fails.
    const started = Date.now();
    while (Date.now() - started < 20_000) {
      await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { error: new Error('again'), message: 'again' })));
      await page.waitForTimeout(500);
    }
    // The console goes on working meanwhile.
    await sideMenu(page).getByRole('link', { name: 'Domains', exact: true }).click();
    await expect(legacyFrame(page)).toBeVisible();
    const attempts = await received(request, environment);
    // One batch meets the exporter's own few retries, then the back-off holds everything for 30 s or more.
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.length).toBeLessThanOrEqual(6);
    expect(attempts.every((attempt) => attempt.status === 503)).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(unexpectedReports(await readCspReports(request, baseURL ?? '')).count).toBe(before);
  } finally {
    await answerWith(request, environment, null);
  }
});

test('a collector on the console’s own origin gets no cookie, no XSRF header and no referer with any export', async ({ page, request }) => {
  const environment = await signInWithTelemetry(page);
  // Signed in, the page holds the session and XSRF cookies for this very origin, the collector's.
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining(['XSRF-TOKEN']));
  expect(new URL(OTLP_BASE, page.url()).origin).toBe(new URL(page.url()).origin);
  await page.evaluate(() => window.history.replaceState(window.history.state, '', '/dashboard?q=in-the-referer'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('something went wrong');
    });
  });
  await expect.poll(async () => (await receivedLogs(request, environment)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  // The page left: the metrics go too, with keepalive.
  await page.goto('about:blank');
  await expect.poll(async () => (await received(request, environment)).map((r) => r.signal), { timeout: 15_000 }).toContain('metrics');
  const requests = await received(request, environment);
  expect(requests.map((r) => r.sensitiveHeaders)).toEqual(requests.map(() => []));
});

for (const language of ['en', 'ja'] as const) {
  test(`${language}: anybody’s email, a GUID, a long number and a query in an error text are scrubbed`, async ({ page, request }) => {
    const environment = await signInWithTelemetry(page);
    if (language === 'ja') {
      // The console in Japanese, as a returning user has it: stored, then loaded (telemetry starts again).
      const loaded = page.waitForResponse((response) => TELEMETRY_CHUNK.test(new URL(response.url()).pathname));
      await useLanguage(page, 'ja');
      await loaded;
      await page.waitForTimeout(300);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const message =
      language === 'ja'
        ? '保存できません: 鈴木さん（suzuki.taro@partner.example.co.jp）テナント 6F9619FF-8B86-D011-B42D-00CF4FC964FF 電話 03-1234-5678 /uiserver/legacy/logs/audit-log?from=pe&user=suzuki'
        : 'Could not save for carol@partner.example.org, tenant 6F9619FF-8B86-D011-B42D-00CF4FC964FF, phone 03-1234-5678 at /uiserver/legacy/logs/audit-log?from=pe&user=carol';
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    await expect
      .poll(
        async () => (await receivedLogs(request, environment)).filter((log) => log.attributes['event.name'] === 'console.error').length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const error = (await receivedLogs(request, environment)).find((log) => log.attributes['event.name'] === 'console.error');
    expect(error?.attributes['exception.message']).toBe(
      language === 'ja'
        ? '保存できません: 鈴木さん（[email]）テナント [id] 電話 [number] /uiserver/legacy/logs/audit-log'
        : 'Could not save for [email], tenant [id], phone [number] at /uiserver/legacy/logs/audit-log',
    );
    const everything = JSON.stringify(await received(request, environment));
    for (const secret of ['partner.example', '6F9619FF', '1234-5678', 'from=pe', 'user=']) expect(everything).not.toContain(secret);
  });
}

test('a telemetry chunk that fails to load is tried once: no unhandled rejection, nothing sent, the console works on', async ({
  page,
  request,
}) => {
  const environment = await configureTelemetry(page);
  let tries = 0;
  await page.route(TELEMETRY_CHUNK, (route) => {
    tries += 1;
    return route.abort('failed');
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginAndLand(page, 'admin', '/dashboard');
  await expect.poll(() => tries, { timeout: 10_000 }).toBe(1);
  // The console goes on: a page of the menu, and back.
  await sideMenu(page).getByRole('link', { name: 'Domains', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/domains');
  await sideMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.waitForTimeout(1_000);
  expect(tries).toBe(1);
  expect(errors).toEqual([]);
  expect(await received(request, environment)).toEqual([]);
});
