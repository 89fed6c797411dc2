/**
 * Before signing in: the public calls, 401 from every call that needs a session, the signed-out
 * legacy page, sign-ins that must be refused (an unknown account: nobody's failure count grows),
 * and the XSRF double submit on a sign-in call.
 */
import { randomUUID } from 'node:crypto';
import { splitUsername } from '../../../src/engine/api/login-name';
import { XSRF_COOKIE, type CallSpec, type Exchange } from '../http';
import { envelopeCode, loginRedirectProblem } from '../judge';
import { fail, pass, type Run } from '../run';

interface SessionCall {
  readonly name: string;
  readonly operationId: string;
  readonly spec: CallSpec;
}

/** A value for a field or parameter the table describes: its first allowed value, else a made-up text. */
function sample(schema: Readonly<Record<string, unknown>> | undefined, made: string): string {
  const allowed = schema?.enum;
  return Array.isArray(allowed) && typeof allowed[0] === 'string' ? allowed[0] : made;
}

/**
 * Every call of the table that needs a session, as a signed-out browser would send it: its body and
 * query made up from what the table says of them, any path parameter naming nothing that exists.
 * The reads first, then the state-changing calls (without a session there is no account whose
 * state they could change).
 */
function sessionCalls(run: Run): SessionCall[] {
  const nobody = `conformance-no-such-${randomUUID()}`;
  const made = 'conformance-check';
  const calls = run.contract.table.calls.filter((call) => call.session);
  const reads = calls.filter((call) => call.method === 'get');
  return [...reads, ...calls.filter((call) => call.method !== 'get')].map((call) => {
    const request = call.request ?? {};
    const fields = Object.fromEntries(
      Object.entries(request.fields ?? {}).map(([name, schema]) => [name, sample(schema as Record<string, unknown>, made)]),
    );
    const body =
      request.body === 'form'
        ? { form: fields }
        : request.body === 'json'
          ? { json: fields }
          : request.body === 'xml'
            ? { xml: request.example }
            : {};
    const params = Object.fromEntries(Object.keys(request.params ?? {}).map((name) => [name, nobody]));
    const query = request.query?.length
      ? Object.fromEntries(request.query.map((param) => [param.name, sample(param.schema, made)]))
      : undefined;
    return { name: `${call.method.toUpperCase()} ${call.path}`, operationId: call.id, spec: run.spec(call.id, body, { params, query }) };
  });
}

function setsXsrf(reply: Exchange): boolean {
  return reply.received && reply.setCookies.some((cookie) => cookie.name === XSRF_COOKIE && !cookie.clears);
}

/** Returns false when the server did not answer at all: nothing else is worth trying then. */
export async function signedOutChecks(run: Run): Promise<boolean> {
  const { options } = run;
  const anonymous = run.browser;

  const first = await anonymous.send(run.spec('versionInfo'));
  await run.check('GET withoutauth/starcloudversioninfo', () => run.judge('versionInfo', first, { status: [200], success: true }).result);
  if (!first.received) return false;
  run.xsrfSeen.push({ call: 'GET withoutauth/starcloudversioninfo', set: setsXsrf(first) });

  await run.check('GET withoutauth/account/migration/status', async () => {
    const query = { username: options.user };
    const judged = await run.call(anonymous, 'migrationStatus', run.spec('migrationStatus', {}, { query }), {
      status: [200],
      success: true,
    });
    return judged.result;
  });

  for (const call of sessionCalls(run)) {
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
    const reply = await client.send(run.spec('mfaStatus', { form: { ...form, account_type: '1' } }));
    const judged = run.judge('mfaStatus', reply, { status: [200, 401] });
    if (!judged.ok) return judged.result;
    if (judged.reply.status === 401) return pass('HTTP 401');
    const code = envelopeCode(judged.value)?.code;
    return code === '701' ? pass('errorcode 701') : fail(`errorcode ${code ?? '(none)'}, where the contract says 701 (or HTTP 401)`);
  });

  await run.check('invalid login refused: POST mfa/email/emergencycode', async () => {
    const reply = await client.send(run.spec('mfaEmergencyCode', { form: { ...form, account_type: '1' } }));
    const judged = run.judge('mfaEmergencyCode', reply, { status: [200] });
    if (!judged.ok) return judged.result;
    const code = envelopeCode(judged.value)?.code;
    return code !== undefined && code !== '0'
      ? pass(`errorcode ${code}`)
      : fail('errorcode 0: an emergency code "sent" for an account that does not exist');
  });

  await run.check('invalid login refused: POST login', async () => {
    const reply = await client.send(run.spec('login', { form: { ...form, login_type: '0' } }));
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
      const reply = await run.browser.send(run.spec('mfaStatus', { form, xsrf }));
      if (!reply.received) return fail(reply.reason);
      return reply.status === 403 ? pass('HTTP 403') : fail(`HTTP ${reply.status}, not 403: the request was not refused`);
    });
  }
}
