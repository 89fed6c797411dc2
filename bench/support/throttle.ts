import type { CDPSession, Page } from '@playwright/test';

/** Every browser bench slows the CPU alike, so that its figures read as a slower machine's would. */
export const THROTTLE = 4;

/**
 * Throttles the page's CPU by THROTTLE through the DevTools protocol and returns the session, for
 * benches that read metrics from it; `session` is one the caller has already opened (and set up)
 * for that page.
 */
export async function throttle(page: Page, session?: CDPSession): Promise<CDPSession> {
  const cdp = session ?? (await page.context().newCDPSession(page));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return cdp;
}
