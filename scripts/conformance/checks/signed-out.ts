/**
 * Before signing in: the public calls, 401 from every call that needs a session, the signed-out
 * legacy page, sign-ins that must be refused (an unknown account: nobody's failure count grows),
 * and the XSRF double submit on a sign-in call.
 */
import { randomUUID } from 'node:crypto';
import { splitUsername } from '../../../src/engine/api/login-name';
import { XSRF_COOKIE, type CallSpec, type Exchange } from '../http';
import { envelopeCode, loginRedirectProblem } from '../judge';
import { API, fail, pass, type Run } from '../run';

interface SessionCall {
  readonly name: string;
  readonly operationId: string;
  readonly spec: CallSpec;
}

/** Every call of the contract that needs a session, as a signed-out browser would send it. */
function sessionCalls(): SessionCall[] {
  const nobody = `conformance-no-such-company-${randomUUID()}`;
  const get = (name: string, operationId: string, path: string): SessionCall => ({
    name: `GET ${name}`,
    operationId,
    spec: { method: 'GET', path: `${API}${path}` },
  });
  return [
    get('account/present', 'accountPresent', 'account/present'),
    get('account/assumeas/previous', 'assumeAsPrevious', 'account/assumeas/previous'),
    get('account/assumeas/release', 'assumeAsRelease', 'account/assumeas/release'),
    get('mfa/setting', 'mfaSetting', 'mfa/setting'),
    get('account/sites', 'sites', 'account/sites'),
    get('notice/list', 'noticeList', 'notice/list?locale=en&maxnumber=10'),
    get('notice/popup', 'noticePopup', 'notice/popup?locale=en'),
    get('account/visionone/promotion', 'promotion', 'account/visionone/promotion'),
    get('account/theme', 'getTheme', 'account/theme'),
    get('account/visionone/productupgrade', 'productUpgrade', 'account/visionone/productupgrade'),
    get('supporter/license/{companyId}', 'supporterLicense', `supporter/license/${nobody}`),
    // State-changing calls: without a session there is no account whose state they could change.
    { name: 'PUT account/theme', operationId: 'saveTheme', spec: { method: 'PUT', path: `${API}account/theme`, json: { theme: 'light' } } },
    {
      name: 'PUT notice/complete',
      operationId: 'noticeComplete',
      spec: { method: 'PUT', path: `${API}notice/complete`, xml: '<notice><notice_id>conformance-check</notice_id></notice>' },
    },
    {
      name: 'PUT adminui/resetlocale',
      operationId: 'resetLocale',
      spec: { method: 'PUT', path: `${API}adminui/resetlocale`, xml: '<locale>en</locale>' },
    },
    {
      name: 'PUT supporter/license/{companyId}',
      operationId: 'supporterLicenseSync',
      spec: { method: 'PUT', path: `${API}supporter/license/${nobody}` },
    },
    {
      name: 'POST /uiserver/account/site',
      operationId: 'saveSite',
      spec: { method: 'POST', path: '/uiserver/account/site', form: { data_site: 'US', timezone: 'UTC', language: 'en' } },
    },
  ];
}

function setsXsrf(reply: Exchange): boolean {
  return reply.received && reply.setCookies.some((cookie) => cookie.name === XSRF_COOKIE && !cookie.clears);
}

/** Returns false when the server did not answer at all: nothing else is worth trying then. */
export async function signedOutChecks(run: Run): Promise<boolean> {
  const { options } = run;
  const anonymous = run.browser;

  const first = await anonymous.send({ method: 'GET', path: `${API}withoutauth/starcloudversioninfo` });
  await run.check('GET withoutauth/starcloudversioninfo', () => run.judge('versionInfo', first, { status: [200], success: true }).result);
  if (!first.received) return false;
  run.xsrfSeen.push({ call: 'GET withoutauth/starcloudversioninfo', set: setsXsrf(first) });

  await run.check('GET withoutauth/account/migration/status', async () => {
    const username = encodeURIComponent(options.user);
    const judged = await run.call(
      anonymous,
      'migrationStatus',
      { method: 'GET', path: `${API}withoutauth/account/migration/status?username=${username}` },
      { status: [200], success: true },
    );
    return judged.result;
  });

  for (const call of sessionCalls()) {
    await run.check(`401 without a session: ${call.name}`, async () => {
      // GETs from a browser with no cookies at all, whose replies must also hand out XSRF-TOKEN;
      // the state-changing calls from the signed-out browser, with its XSRF token, so that only
      // the missing session can be the reason to refuse them.
      const client = call.spec.method === 'GET' ? run.freshClient() : anonymous;
      const reply = await client.send(call.spec);
      if (call.spec.method === 'GET' && reply.received) run.xsrfSeen.push({ call: call.name, set: setsXsrf(reply) });
      const judged = run.judge(call.operationId, reply, { status: [401] });
      if (!judged.ok) return judged.result;
      return pass(`HTTP 401${judged.reply.redirect ? `, x-redirect ${judged.reply.redirect}` : ''}`);
    });
  }

  await run.check('signed-out legacy page: 302 /login', async () => {
    const reply = await run.freshClient().send({ method: 'GET', path: options.legacyPath, navigation: true });
    if (!reply.received) return fail(reply.reason);
    const problem = loginRedirectProblem(reply.status, reply.location, options.origin, options.legacyPath);
    return problem === null
      ? pass(`GET ${options.legacyPath}: HTTP 302, Location ${reply.location ?? ''}`)
      : fail(`GET ${options.legacyPath}: ${problem}`);
  });

  await refusedSignIns(run);
  await signInXsrf(run);
  return true;
}

/** Sign-ins with an account that does not exist: refused, and no session handed out. */
async function refusedSignIns(run: Run): Promise<void> {
  const client = run.browser;
  const form = { accountname: `conformance-nobody-${randomUUID()}`, password: `Wrong-${randomUUID()}` };

  await run.check('invalid login refused: POST mfa/status', async () => {
    const reply = await client.send({ method: 'POST', path: `${API}mfa/status`, form: { ...form, account_type: '1' } });
    const judged = run.judge('mfaStatus', reply, { status: [200, 401] });
    if (!judged.ok) return judged.result;
    if (judged.reply.status === 401) return pass('HTTP 401');
    const code = envelopeCode(judged.value)?.code;
    return code === '701' ? pass('errorcode 701') : fail(`errorcode ${code ?? '(none)'}, where the contract says 701 (or HTTP 401)`);
  });

  await run.check('invalid login refused: POST mfa/email/emergencycode', async () => {
    const reply = await client.send({ method: 'POST', path: `${API}mfa/email/emergencycode`, form: { ...form, account_type: '1' } });
    const judged = run.judge('mfaEmergencyCode', reply, { status: [200] });
    if (!judged.ok) return judged.result;
    const code = envelopeCode(judged.value)?.code;
    return code !== undefined && code !== '0'
      ? pass(`errorcode ${code}`)
      : fail('errorcode 0: an emergency code "sent" for an account that does not exist');
  });

  await run.check('invalid login refused: POST login', async () => {
    const reply = await client.send({ method: 'POST', path: `${API}login`, form: { ...form, login_type: '0' } });
    const judged = run.judge('login', reply, { status: [200, 401] });
    if (!judged.ok) return judged.result;
    const code = envelopeCode(judged.value)?.code;
    if (code === undefined || code === '0') return fail(`errorcode ${code ?? '(none)'}: an account that does not exist signed in`);
    const session = judged.reply.setCookies.filter((cookie) => cookie.httpOnly && !cookie.clears).map((cookie) => cookie.name);
    if (session.length > 0) return fail(`errorcode ${code}, yet the reply set the http-only cookie ${session.join(', ')}`);
    return pass(`HTTP ${judged.reply.status}, errorcode ${code}`);
  });
}

/** The double submit on a call any signed-out browser makes: a POST whose header differs from the cookie is refused. */
async function signInXsrf(run: Run): Promise<void> {
  const { options } = run;
  const form = { ...splitUsername(options.user), password: options.password, account_type: '1' };
  const cases = [
    { name: 'XSRF mismatch refused: POST mfa/status', xsrf: { value: `conformance-mismatch-${randomUUID()}` } },
    { name: 'XSRF header missing refused: POST mfa/status', xsrf: 'none' as const },
  ];
  for (const { name, xsrf } of cases) {
    await run.check(name, async () => {
      if (run.browser.jar.get(XSRF_COOKIE) === undefined) return fail('no XSRF-TOKEN cookie to test against: the server set none');
      const reply = await run.browser.send({ method: 'POST', path: `${API}mfa/status`, form, xsrf });
      if (!reply.received) return fail(reply.reason);
      return reply.status === 403 ? pass('HTTP 403') : fail(`HTTP ${reply.status}, not 403: the request was not refused`);
    });
  }
}
