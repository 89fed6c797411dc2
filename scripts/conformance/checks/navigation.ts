/**
 * Page navigations, last because logoff ends the session: a legacy page signed in, then
 * /uiserver/logoff, which must answer 302 to /login with nothing of its own query passed on, and
 * must end the session on the server (the old session cookie no longer signs anyone in), not only
 * in the browser.
 */
import { loginRedirectProblem } from '../judge';
import { fail, isClient, pass, skip, type Run } from '../run';

/** What the console might add to a logoff: none of it may reach the login page. */
const LOGOFF_QUERY = '?reason=conformance-check&next=%2Fdashboard';

export async function navigationChecks(run: Run): Promise<void> {
  const { options } = run;

  await run.check('legacy page signed in', async () => {
    const session = run.session();
    if (!isClient(session)) return session;
    const reply = await session.send({ method: 'GET', path: options.legacyPath, navigation: true });
    if (!reply.received) return fail(reply.reason);
    if (reply.status !== 200)
      return fail(`GET ${options.legacyPath}: HTTP ${reply.status}${reply.location ? ` to ${reply.location}` : ''}, not 200`);
    if (reply.contentType !== 'text/html')
      return fail(`GET ${options.legacyPath}: Content-Type ${reply.contentType || '(none)'}, not text/html`);
    return pass(`GET ${options.legacyPath}: HTTP 200 text/html`);
  });

  // The session's cookies as they were, to try after the logoff.
  const before = run.browser.fork(true);
  let loggedOff = false;
  await run.check('GET /uiserver/logoff', async () => {
    const session = run.session();
    if (!isClient(session)) return session;
    const path = `${run.contract.navigationPath('logoff')}${LOGOFF_QUERY}`;
    const reply = await session.send({ method: 'GET', path, navigation: true });
    if (!reply.received) return fail(reply.reason);
    loggedOff = true;
    const problem = loginRedirectProblem(reply.status, reply.location, options.origin, path);
    return problem === null ? pass(`HTTP 302, Location ${reply.location ?? ''} (its query ${LOGOFF_QUERY} not passed on)`) : fail(problem);
  });

  await run.check('logoff ends the session', async () => {
    if (!run.signedIn) return skip(run.noSession);
    if (!loggedOff) return skip('GET /uiserver/logoff gave no reply');
    const reply = await before.send(run.spec('accountPresent'));
    const judged = run.judge('accountPresent', reply, { status: [401] });
    return judged.ok
      ? pass('GET account/present with the session cookie from before the logoff: HTTP 401')
      : fail(`GET account/present with the session cookie from before the logoff: ${judged.result.reason}`);
  });
}
