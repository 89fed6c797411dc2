/**
 * Step-up, fresh authentication for sensitive actions (contract: "Fresh authentication for sensitive
 * actions"): a challenge when the session's proof is older than max_age, pending for its own session
 * only (404 for another session and for one it never asked), single use, refused after its expiry and
 * after five wrong answers; an authenticator code the account already used is refused; and a 401 code
 * 1210 carries a challenge of the session. Answers run with --writes (wrong ones count against the
 * account); waiting out a challenge with --wait-expiry; the 1210 with --step-up-age.
 */
import { randomUUID } from 'node:crypto';
import type { KitClient } from '../http';
import { envelopeCode, valueAt } from '../judge';
import { fail, isClient, NEEDS_WRITES, pass, skip, type Result, type Run } from '../run';
import { loginForm } from './sign-in';
import { manualCheckPermissions, supporterRefusal } from './supporter';

/** The contract's least life of a challenge. */
export const MIN_CHALLENGE_SECONDS = 120;
/** Wrong answers that spend a challenge. */
export const WRONG_ANSWERS = 5;
/** A server may limit wrong answers per account (HTTP 429): earlier runs' wrong answers count. */
const LIMITED = 'the server limits wrong answers for the account (HTTP 429), earlier runs counted: run again later';

export const STEP_UP_ROWS = {
  fresh: 'POST session/reauth/challenge (fresh after sign-in)',
  challenge: 'POST session/reauth/challenge (a challenge)',
  state: 'GET session/reauth/{challenge} (pending)',
  bound: 'challenge bound to its session (another session: 404)',
  unknown: 'GET session/reauth/{challenge} (not held: 404)',
  single: 'POST session/reauth (single use)',
  wrong: 'POST session/reauth (five wrong answers spend it)',
  used: 'POST session/reauth (an authenticator code already used)',
  expired: 'POST session/reauth (after expires_in)',
  required: '401 code 1210 carries a challenge',
} as const;

interface Issued {
  readonly challenge: string;
  readonly factor: string;
  readonly expiresIn: number;
}

type Asked = { readonly issued: Issued } | { readonly result: Result };

function issuedOf(value: unknown): Issued | string {
  const fresh = valueAt(value, 'data.fresh');
  if (fresh !== false) return `data.fresh is ${JSON.stringify(fresh)} for max_age 0, where a challenge was due`;
  const challenge = valueAt(value, 'data.challenge');
  const factor = valueAt(value, 'data.factor');
  const expiresIn = valueAt(value, 'data.expires_in');
  if (typeof challenge !== 'string' || challenge === '') return 'no data.challenge';
  if (typeof factor !== 'string') return 'no data.factor';
  if (typeof expiresIn !== 'number') return 'no data.expires_in';
  return { challenge, factor, expiresIn };
}

/** A new challenge for the session (max_age 0: no proof is that fresh). */
async function askChallenge(run: Run, client: KitClient): Promise<Asked> {
  const judged = await run.call(client, 'reauthChallenge', run.spec('reauthChallenge', { json: { max_age: 0 } }), {
    status: [200],
    success: true,
  });
  if (!judged.ok) return { result: judged.result };
  const issued = issuedOf(judged.value);
  return typeof issued === 'string' ? { result: fail(issued) } : { issued };
}

async function stateOf(run: Run, client: KitClient, challenge: string, status: number[] = [200]) {
  return run.call(client, 'reauthState', run.spec('reauthState', {}, { params: { challenge } }), { status });
}

async function answer(run: Run, client: KitClient, body: Record<string, string>, status: number[]) {
  return run.call(client, 'reauth', run.spec('reauth', { json: body }), { status });
}

/**
 * The JSON code of a judged reply. The contract's 401 has no schema of its own (it is also the
 * not-signed-in answer), so its body is read here: step-up's 401 is JSON `{code}` whatever the call.
 */
function codeOf(judged: { readonly value?: unknown; readonly reply?: { readonly body: string } }): string | undefined {
  const code = envelopeCode(judged.value)?.code;
  if (code !== undefined || judged.reply === undefined) return code;
  try {
    return envelopeCode(JSON.parse(judged.reply.body) as unknown)?.code;
  } catch {
    return undefined;
  }
}

/** HTTP status and code of a judged reply, as a row's reason says them. */
function said(judged: { readonly value?: unknown; readonly reply?: { readonly status: number; readonly body: string } }): string {
  const code = codeOf(judged);
  return `HTTP ${judged.reply?.status ?? '(none)'}${code !== undefined ? ` code ${code}` : ''}`;
}

/** What answers the factor wrongly: a password no account has, or an authenticator code nobody's current one is likely to be. */
function wrongAnswer(factor: string, n: number): Record<string, string> {
  return factor === 'otp' ? { mfa_code: String(100000 + n * 111111).slice(0, 6) } : { password: `conformance-wrong-${n}-${randomUUID()}` };
}

export async function stepUpChecks(run: Run, wait: (ms: number) => Promise<void>): Promise<void> {
  const { options } = run;
  const session = run.session();
  if (!isClient(session)) {
    for (const name of Object.values(STEP_UP_ROWS)) run.record(name, session);
    return;
  }
  let issued: Issued | undefined;

  await run.check(STEP_UP_ROWS.fresh, async () => {
    const judged = await run.call(session, 'reauthChallenge', run.spec('reauthChallenge', { json: { max_age: 86_400 } }), {
      status: [200],
      success: true,
    });
    if (!judged.ok) return judged.result;
    const fresh = valueAt(judged.value, 'data.fresh');
    return fresh === true
      ? pass('data.fresh true: the sign-in counts as a proof made then')
      : fail(`data.fresh is ${JSON.stringify(fresh)} within a day of sign-in, which counts as a proof`);
  });

  await run.check(STEP_UP_ROWS.challenge, async () => {
    const asked = await askChallenge(run, session);
    if ('result' in asked) return asked.result;
    issued = asked.issued;
    if (issued.expiresIn < MIN_CHALLENGE_SECONDS) {
      return fail(`expires_in ${issued.expiresIn} s: the contract gives a challenge at least ${MIN_CHALLENGE_SECONDS} s`);
    }
    return pass(`factor ${issued.factor}, expires_in ${issued.expiresIn} s`);
  });

  await run.check(STEP_UP_ROWS.state, async () => {
    if (!issued) return skip('POST session/reauth/challenge gave no challenge');
    const judged = await stateOf(run, session, issued.challenge);
    if (!judged.ok) return judged.result;
    const state = valueAt(judged.value, 'data.state');
    const factor = valueAt(judged.value, 'data.factor');
    if (state !== 'pending') return fail(`data.state ${JSON.stringify(state)} for a challenge just given, not pending`);
    if (factor !== issued.factor) return fail(`data.factor ${JSON.stringify(factor)}, where the challenge named ${issued.factor}`);
    return pass(`pending, factor ${issued.factor}`);
  });

  await run.check(STEP_UP_ROWS.bound, async () => {
    if (!issued) return skip('POST session/reauth/challenge gave no challenge');
    if (options.mfaCode !== undefined) return skip('needs a second sign-in, and the --mfa-code is used by the first');
    const other = run.freshClient();
    await other.send(run.spec('versionInfo'));
    const login = await run.call(other, 'login', run.spec('login', { form: loginForm(options.user, options.password) }), {
      status: [200],
      success: true,
    });
    if (!login.ok) return fail(`a second sign-in of the account failed: ${login.result.reason}`);
    const read = await stateOf(run, other, issued.challenge, [404]);
    const proved = await answer(run, other, { challenge: issued.challenge, password: options.password }, [404]);
    await other.send({ method: 'GET', path: run.contract.navigationPath('logoff'), navigation: true });
    if (!read.ok) return fail(`another session read the challenge: ${read.result.reason}`);
    if (!proved.ok) return fail(`another session answered the challenge: ${proved.result.reason}`);
    const still = await stateOf(run, session, issued.challenge);
    if (still.ok && valueAt(still.value, 'data.state') !== 'pending') return fail('the other session changed the challenge');
    return pass('another session of the account: GET and POST answer 404; still pending for its own');
  });

  await run.check(STEP_UP_ROWS.unknown, async () => {
    const judged = await stateOf(run, session, `conformance-no-such-${randomUUID()}`, [404]);
    if (!judged.ok) return judged.result;
    const code = envelopeCode(judged.value)?.code;
    return code === '404' ? pass('HTTP 404, code 404') : fail(`HTTP 404 with code ${code ?? '(none)'}, where the contract says {code:404}`);
  });

  /** The session's writer: a new challenge of a factor the kit can answer, or why not. */
  const answerable = async (factors: readonly string[]): Promise<Asked> => {
    if (!options.writes) return { result: skip(`${NEEDS_WRITES} (answers count against the account's tries)`) };
    if (!issued) return { result: skip('POST session/reauth/challenge gave no challenge') };
    if (!factors.includes(issued.factor)) {
      const why = issued.factor === 'sso' ? "the account's identity provider proves it, in a browser" : `factor ${issued.factor}`;
      return { result: skip(`the kit cannot answer this account's challenge: ${why}`) };
    }
    return askChallenge(run, session);
  };

  await run.check(STEP_UP_ROWS.single, async () => {
    const asked = await answerable(['password']);
    if ('result' in asked) return asked.result;
    const { challenge } = asked.issued;
    const first = await answer(run, session, { challenge, password: options.password }, [200, 429]);
    if (first.reply?.status === 429) return skip(LIMITED);
    if (!first.ok) return fail(`the right password: ${first.result.reason}`);
    if (codeOf(first) !== '0') return fail(`the right password: ${said(first)}, not code 0`);
    const done = await stateOf(run, session, challenge);
    if (done.ok && valueAt(done.value, 'data.state') !== 'done')
      return fail(`proved, yet data.state is ${JSON.stringify(valueAt(done.value, 'data.state'))}`);
    const again = await answer(run, session, { challenge, password: options.password }, [410]);
    if (!again.ok) return fail(`the same challenge answered again: ${again.result.reason}`);
    const code = codeOf(again);
    return code === '1212'
      ? pass('code 0, then done; answered again: HTTP 410 code 1212')
      : fail(`answered again: HTTP 410 code ${code ?? '(none)'}, not 1212`);
  });

  await run.check(STEP_UP_ROWS.wrong, async () => {
    const asked = await answerable(['password', 'otp']);
    if ('result' in asked) return asked.result;
    const { challenge, factor } = asked.issued;
    const wrongCode = factor === 'otp' ? '1203' : '1211';
    for (let n = 1; n <= WRONG_ANSWERS; n += 1) {
      const last = n === WRONG_ANSWERS;
      const judged = await answer(run, session, { challenge, ...wrongAnswer(factor, n) }, last ? [401, 410, 429] : [401, 429]);
      if (judged.reply?.status === 429) return skip(LIMITED);
      if (!judged.ok) return fail(`wrong answer ${n}: ${judged.result.reason}`);
      const expected = judged.reply.status === 410 ? '1212' : wrongCode;
      if (codeOf(judged) !== expected) return fail(`wrong answer ${n}: ${said(judged)}, not code ${expected}`);
    }
    const right = factor === 'otp' ? wrongAnswer(factor, 9) : { password: options.password };
    const after = await answer(run, session, { challenge, ...right }, [410]);
    if (!after.ok) return fail(`after ${WRONG_ANSWERS} wrong answers: ${after.result.reason}`);
    if (codeOf(after) !== '1212') return fail(`after ${WRONG_ANSWERS} wrong answers: ${said(after)}, not code 1212`);
    const state = await stateOf(run, session, challenge);
    if (state.ok && valueAt(state.value, 'data.state') !== 'expired') return fail('spent, yet GET does not call it expired');
    return pass(`${WRONG_ANSWERS} wrong answers (code ${wrongCode}), then HTTP 410 code 1212; expired`);
  });

  await run.check(STEP_UP_ROWS.used, async () => {
    const asked = await answerable(['otp']);
    if ('result' in asked) return asked.result;
    if (options.mfaCode === undefined) return skip('give --mfa-code: the code signed in with is the used one');
    const judged = await answer(run, session, { challenge: asked.issued.challenge, mfa_code: options.mfaCode }, [401]);
    if (!judged.ok) return fail(`the code used at sign-in: ${judged.result.reason}`);
    const code = codeOf(judged);
    return code === '1203'
      ? pass('the code used at sign-in: HTTP 401 code 1203')
      : fail(`the code used at sign-in: HTTP 401 code ${code ?? '(none)'}, not 1203`);
  });

  await run.check(STEP_UP_ROWS.expired, async () => {
    if (!options.waitExpiry) return skip('waits out a challenge (at least 120 s): runs with --wait-expiry');
    const asked = await answerable(['password', 'otp', 'sso']);
    if ('result' in asked) return asked.result;
    const { challenge, expiresIn } = asked.issued;
    await wait((expiresIn + 1) * 1000);
    const state = await stateOf(run, session, challenge);
    if (!state.ok) return state.result;
    if (valueAt(state.value, 'data.state') !== 'expired')
      return fail(`${expiresIn + 1} s later, data.state is ${JSON.stringify(valueAt(state.value, 'data.state'))}`);
    const judged = await answer(run, session, { challenge, password: options.password }, [410]);
    if (!judged.ok) return fail(`answered after expiry: ${judged.result.reason}`);
    const code = codeOf(judged);
    return code === '1212'
      ? pass(`${expiresIn + 1} s later: expired, and an answer is HTTP 410 code 1212`)
      : fail(`answered after expiry: HTTP 410 code ${code ?? '(none)'}, not 1212`);
  });

  await run.check(STEP_UP_ROWS.required, async () => {
    const age = options.stepUpAge;
    if (age === undefined) return skip("give --step-up-age SECONDS (the server's proof age for Start Sync): waits it out, then syncs");
    if (!options.writes) return skip(`${NEEDS_WRITES} (starts a licence sync)`);
    if (options.companyId === undefined) return skip('give --company-id: the company whose licences to sync');
    const refusal = run.account ? supporterRefusal(run.account.perms, manualCheckPermissions()) : 'GET account/present gave no permissions';
    if (refusal !== null) return skip(refusal);
    await wait((age + 1) * 1000);
    const spec = run.spec('supporterLicenseSync', {}, { params: { companyId: options.companyId } });
    const reply = await session.send(spec);
    if (!reply.received) return fail(reply.reason);
    if (reply.status === 200)
      return skip(
        `the server synced ${age + 1} s after the last proof without asking: it does not count Start Sync as sensitive, which the contract allows`,
      );
    let body: unknown;
    try {
      body = JSON.parse(reply.body) as unknown;
    } catch {
      return fail(`HTTP ${reply.status}, not JSON: the 401 code 1210 is JSON whatever the call's envelope`);
    }
    const code = valueAt(body, 'code');
    const challenge = valueAt(body, 'data.challenge');
    const factor = valueAt(body, 'data.factor');
    if (reply.status !== 401 || code !== 1210) return fail(`${said({ reply, value: body })}, where 401 code 1210 or a sync was due`);
    if (typeof challenge !== 'string' || challenge === '') return fail('401 code 1210 without data.challenge');
    if (factor !== 'password' && factor !== 'otp' && factor !== 'sso')
      return fail(`401 code 1210 with data.factor ${JSON.stringify(factor)}`);
    const state = await stateOf(run, session, challenge);
    if (!state.ok) return fail(`its challenge: ${state.result.reason}`);
    if (valueAt(state.value, 'data.state') !== 'pending') return fail('its challenge is not pending for the session');
    if (factor !== 'password') return pass(`401 code 1210, a pending challenge, factor ${factor}`);
    const proved = await answer(run, session, { challenge, password: options.password }, [200]);
    if (!proved.ok) return fail(`proving the user for it: ${proved.result.reason}`);
    const repeated = await run.call(session, 'supporterLicenseSync', spec, { status: [200] });
    if (!repeated.ok) return fail(`repeated once proved: ${repeated.result.reason}`);
    return pass('401 code 1210 with a pending challenge (factor password); proved, the sync repeated once: HTTP 200');
  });
}
