import type { CDPSession, Page } from '@playwright/test';

/** Every browser bench slows the CPU alike, so that its figures read as a slower machine's would. */
export const THROTTLE = 4;

/**
 * Throttles the page's CPU by THROTTLE through the DevTools protocol and returns the session, for
 * benches that read metrics from it; `session` is one the caller has already opened (and set up)
 * for that page. `rate` 1 lifts it.
 *
 * Two pages throttled at once slow each other: on this 2-core machine a console page measured with
 * an idle bare page throttled in the background took 45 ms a kept switch, alone 31 ms (the
 * throttles' own threads compete). A bench that measures one page while another waits throttles
 * only the page it measures.
 */
export async function throttle(page: Page, session?: CDPSession, rate = THROTTLE): Promise<CDPSession> {
  const cdp = session ?? (await page.context().newCDPSession(page));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}
