/**
 * Signing in as the console does (POST mfa/status, then POST login), the session cookie it sets,
 * and the login errorcodes of the accounts given with --login-case (301 must carry x-redirect, 803 a key).
 */
import { splitUsername } from '../../../src/engine/api/login-name';
import type { SetCookie } from '../cookie-jar';
import type { KitClient } from '../http';
import { envelopeCode, valueAt } from '../judge';
import { fail, pass, skip, type Run } from '../run';

const LOGIN_CASE_NAMES: Readonly<Record<string, string>> = {
  '301': 'POST login errorcode 301 (x-redirect)',
  '803': 'POST login errorcode 803 (key)',
};

export function loginCaseName(code: string): string {
  return LOGIN_CASE_NAMES[code] ?? `POST login errorcode ${code}`;
}

export function loginForm(user: string, password: string, mfaCode?: string): Record<string, string> {
  const { accountname, namespace } = splitUsername(user);
  return {
    accountname,
    password,
    ...(namespace !== undefined ? { namespace } : {}),
    login_type: '0',
    ...(mfaCode !== undefined ? { mfa_code: mfaCode } : {}),
  };
}

export async function signInChecks(run: Run): Promise<void> {
  const { options } = run;
  const { accountname, namespace } = splitUsername(options.user);
  let mfaOn = false;
  let loginCookies: readonly SetCookie[] = [];

  await run.check('POST mfa/status', async () => {
    const form = { accountname, password: options.password, ...(namespace !== undefined ? { namespace } : {}), account_type: '1' };
    const judged = await run.call(run.browser, 'mfaStatus', run.spec('mfaStatus', { form }), { status: [200], success: true });
    if (!judged.ok) {
      const code = envelopeCode(judged.value)?.code;
      if (code === '701' || judged.reply?.status === 401)
        return fail(`${judged.result.reason}: the server refused the sign-in; check --user and --password`);
      return judged.result;
    }
    const enabled = valueAt(judged.value, 'response.resultinfo.mfaSetting.enable_mfa');
    const source = valueAt(judged.value, 'response.resultinfo.mfaSetting.auth_source');
    mfaOn = (enabled === '1' || enabled === 'true') && source === '1';
    return pass(`${judged.result.reason}; MFA ${mfaOn ? 'on' : 'off'}`);
  });

  await run.check('POST login', async () => {
    if (mfaOn && options.mfaCode === undefined) {
      run.noSession = 'not signed in: the account has MFA on and no --mfa-code was given';
      return fail('the account has MFA on: give --mfa-code, or an account without MFA');
    }
    const form = loginForm(options.user, options.password, options.mfaCode);
    const judged = await run.call(run.browser, 'login', run.spec('login', { form }), { status: [200], success: true });
    if (!judged.ok) return judged.result;
    run.signedIn = true;
    loginCookies = judged.reply.setCookies;
    return judged.result;
  });

  await run.check('session cookie is http-only', () => {
    if (!run.signedIn) return skip(run.noSession);
    const set = loginCookies.filter((cookie) => !cookie.clears);
    const httpOnly = set.filter((cookie) => cookie.httpOnly).map((cookie) => cookie.name);
    if (httpOnly.length > 0) return pass(`POST login set ${httpOnly.join(', ')} http-only`);
    const names = set.map((cookie) => cookie.name);
    return fail(`POST login set no http-only cookie${names.length > 0 ? ` (it set ${names.join(', ')})` : ''}`);
  });

  const given = new Set(options.loginCases.map((item) => item.code));
  if (!given.has('301')) {
    run.record(loginCaseName('301'), skip('give --login-case 301=NAME: an account whose sign-in answers errorcode 301'));
  }
  for (const item of options.loginCases) {
    await run.check(loginCaseName(item.code), () => loginCase(run, run.freshClient(), item.code, item.user));
  }
}

/** Signs in as an account that must be turned away with `code`, in a browser of its own. */
async function loginCase(run: Run, client: KitClient, code: string, user: string) {
  // A browser gets its XSRF-TOKEN cookie from its first reply.
  const first = await client.send(run.spec('versionInfo'));
  if (!first.received) return fail(first.reason);
  const judged = await run.call(client, 'login', run.spec('login', { form: loginForm(user, run.options.password) }), { status: [200] });
  if (!judged.ok) return judged.result;
  const got = envelopeCode(judged.value)?.code ?? '(none)';
  if (got === '0') {
    await client.send({ method: 'GET', path: run.contract.navigationPath('logoff'), navigation: true });
    return fail(`${user} signed in (errorcode 0) instead of getting errorcode ${code}`);
  }
  if (got !== code) return fail(`${user}: errorcode ${got}, not ${code}`);
  if (code === '301') {
    const target = judged.reply.redirect;
    return target ? pass(`errorcode 301, x-redirect ${target}`) : fail('errorcode 301 without an x-redirect header');
  }
  if (code === '803') {
    const key = valueAt(judged.value, 'response.resultinfo.key');
    return typeof key === 'string' && key !== ''
      ? pass('errorcode 803 with resultinfo.key')
      : fail('errorcode 803 without <resultinfo><key>');
  }
  return pass(`errorcode ${code}`);
}
