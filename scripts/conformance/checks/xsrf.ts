/**
 * The XSRF double submit while signed in: a PUT whose X-XSRF-TOKEN differs from the cookie, or
 * lacks it, is refused with 403; and every reply to a request without the XSRF-TOKEN cookie sets it.
 * The refused PUT sends the theme the account already has, so a server that wrongly takes it
 * changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { XSRF_COOKIE } from '../http';
import { fail, isClient, pass, skip, type Run } from '../run';

export async function xsrfChecks(run: Run): Promise<void> {
  const cases = [
    { name: 'XSRF mismatch refused: PUT account/theme', xsrf: { value: `conformance-mismatch-${randomUUID()}` } },
    { name: 'XSRF header missing refused: PUT account/theme', xsrf: 'none' as const },
  ];
  for (const { name, xsrf } of cases) {
    await run.check(name, async () => {
      const session = run.session();
      if (!isClient(session)) return session;
      if (run.theme === undefined) return skip('GET account/theme gave no theme to send back unchanged');
      const reply = await session.send(run.spec('saveTheme', { json: { theme: run.theme }, xsrf }));
      if (!reply.received) return fail(reply.reason);
      return reply.status === 403 ? pass('HTTP 403') : fail(`HTTP ${reply.status}, not 403: the request was not refused`);
    });
  }

  await run.check('XSRF-TOKEN set where missing', async () => {
    if (run.signedIn) {
      // The signed-in browser, its XSRF cookie lost (cleared by the user, expired).
      const client = run.browser.fork(true);
      client.jar.delete(XSRF_COOKIE);
      const reply = await client.send(run.spec('getTheme'));
      if (reply.received) {
        run.xsrfSeen.push({
          call: 'GET account/theme (signed in)',
          set: reply.setCookies.some((c) => c.name === XSRF_COOKIE && !c.clears),
        });
      }
    }
    const missing = run.xsrfSeen.filter((seen) => !seen.set).map((seen) => seen.call);
    if (run.xsrfSeen.length === 0) return fail('no reply to a request without the cookie was received');
    if (missing.length > 0)
      return fail(
        `no XSRF-TOKEN cookie set on the reply to ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`,
      );
    return pass(`set on each of ${run.xsrfSeen.length} replies to a request without it`);
  });
}
