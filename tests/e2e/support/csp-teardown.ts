/**
 * Global teardown: the run fails when the reference server received any CSP violation report it
 * did not ask for. Every spec is covered without editing it: a violation anywhere in the suite (an
 * inline handler, a Trusted Types sink fed a string, a base url) lands here. Reports are sent
 * after the fact, so the count is read again until it has been still for a moment.
 */
import { request, type FullConfig } from '@playwright/test';
import { describeReports, readCspReports, unexpectedReports } from './csp-reports';

const SETTLE_MS = 1500;

export default async function cspTeardown(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('csp-teardown: no baseURL in the Playwright config');
  const context = await request.newContext();
  try {
    let log = await readCspReports(context, baseURL);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const again = await readCspReports(context, baseURL);
      if (again.total === log.total) break;
      log = again;
    }
    const { count, reports } = unexpectedReports(log);
    if (count > 0) throw new Error(`The browser reported ${count} CSP violation(s) during the run:\n${describeReports(reports)}`);
  } finally {
    await context.dispose();
  }
}
