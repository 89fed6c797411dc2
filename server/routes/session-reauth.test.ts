// @vitest-environment node
// Step-up (contract: "Fresh authentication for sensitive actions"): the three calls, the challenge's
// rules (opaque, single use, bound to its session, expiring, spent by five wrong answers), the factor
// from the account, a used authenticator code refused, the 401 code 1210 of Start Sync, STEP_UP_MAX_AGE,
// and an account's own maximum age (step_up_max_age: the stepup* demo accounts ask every time).
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET, STEPUP_TOTP_SECRET } from '../data/demo-data';
import { API, Client, envelopeOf, sharedTestServer, type TestServer } from '../testing/test-server';

const server = sharedTestServer();
/** STEP_UP_MAX_AGE=0 (every sensitive action asks) and challenges shortened to 5 s (a test setting). */
const askingServer = sharedTestServer({ stepUp: { maxAgeSeconds: 0, challengeSeconds: 5 } });

const GLOBEX = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';

async function signedIn(user: string, on: TestServer = server, extra: Record<string, string> = {}): Promise<Client> {
  const c = new Client(on.app);
  expect(envelopeOf(await c.login(user, 'Demo@2026', extra)).errorcode).toBe('0');
  return c;
}

async function ask(c: Client, maxAge: number) {
  const res = await c.post(`${API}/session/reauth/challenge`, { json: { max_age: maxAge } });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; data: { fresh: boolean; challenge?: string; factor?: string; expires_in?: number } };
}

async function challengeOf(c: Client): Promise<string> {
  const { data } = await ask(c, 0);
  expect(data.fresh).toBe(false);
  return data.challenge as string;
}

const answer = (c: Client, body: Record<string, string>) => c.post(`${API}/session/reauth`, { json: body });
const state = async (c: Client, challenge: string) => c.get(`${API}/session/reauth/${encodeURIComponent(challenge)}`);
const totpAt = (on: TestServer) => generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(on.now().getTime() / 1000) });

describe('POST session/reauth/challenge', () => {
  it('sign-in is a proof made then: fresh within max_age, a challenge once older', async () => {
    const c = await signedIn('reports');
    expect(await ask(c, 600)).toEqual({ code: 0, message: 'ok', data: { fresh: true } });
    server.advance(601_000);
    const stale = await ask(c, 600);
    expect(stale.data).toMatchObject({ fresh: false, factor: 'password' });
    expect(stale.data.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The default life, at least the contract's 120 s.
    expect(stale.data.expires_in).toBe(300);
  });

  it('each challenge is new and opaque; max_age must be a whole number of seconds', async () => {
    const c = await signedIn('reports');
    const [a, b] = [await challengeOf(c), await challengeOf(c)];
    expect(a).not.toBe(b);
    for (const bad of [-1, 1.5, '600', null]) {
      const res = await c.post(`${API}/session/reauth/challenge`, { json: { max_age: bad } });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
  });

  it('needs a session (401) and the XSRF token (403)', async () => {
    const anon = await new Client(server.app).prime();
    expect((await anon.post(`${API}/session/reauth/challenge`, { json: { max_age: 0 } })).statusCode).toBe(401);
    const c = await signedIn('reports');
    expect((await c.post(`${API}/session/reauth/challenge`, { json: { max_age: 0 }, noXsrf: true })).statusCode).toBe(403);
  });

  it.each([
    ['admin', 'password'],
    ['mfaenforce', 'password'], // MFA enforced but not set up: no authenticator to ask
    ['sso', 'sso'],
  ])('the factor of %s is %s', async (user, factor) => {
    const c = await signedIn(user);
    expect((await ask(c, 0)).data.factor).toBe(factor);
  });

  it('an account with MFA answers with its authenticator: factor otp', async () => {
    server.advance(30_000); // a code step of its own: the other MFA tests' codes are used
    const c = await signedIn('mfa', server, { mfa_code: await totpAt(server) });
    const challenge = await challengeOf(c);
    expect((await state(c, challenge)).json()).toEqual({ code: 0, message: 'ok', data: { state: 'pending', factor: 'otp' } });
  });
});

describe('POST session/reauth and GET session/reauth/{challenge}', () => {
  it('the right password makes the proof for the whole session; the challenge is then done and used', async () => {
    const c = await signedIn('reports');
    server.advance(601_000);
    const challenge = await challengeOf(c);
    expect((await state(c, challenge)).json().data).toEqual({ state: 'pending', factor: 'password' });
    const res = await answer(c, { challenge, password: 'Demo@2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'ok' });
    expect((await state(c, challenge)).json().data).toEqual({ state: 'done', factor: 'password' });
    expect((await ask(c, 600)).data).toEqual({ fresh: true });
    // Single use: a second answer, even the right one, is refused.
    const again = await answer(c, { challenge, password: 'Demo@2026' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 1212 });
  });

  it('is bound to the session that asked: another session of the same account gets 404', async () => {
    const c = await signedIn('reports');
    const other = await signedIn('reports');
    const challenge = await challengeOf(c);
    expect((await state(other, challenge)).statusCode).toBe(404);
    expect((await state(other, challenge)).json()).toMatchObject({ code: 404 });
    const res = await answer(other, { challenge, password: 'Demo@2026' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
    // Still pending for its own session, untouched by the other's tries.
    expect((await state(c, challenge)).json().data.state).toBe('pending');
    expect((await state(c, 'no-such-challenge')).statusCode).toBe(404);
    expect((await answer(c, { challenge: 'no-such-challenge', password: 'Demo@2026' })).statusCode).toBe(404);
  });

  it('expires after expires_in seconds: expired, and an answer is 410 code 1212', async () => {
    const c = await signedIn('reports');
    const { data } = await ask(c, 0);
    const challenge = data.challenge as string;
    server.advance((data.expires_in as number) * 1000 - 1_000);
    expect((await state(c, challenge)).json().data.state).toBe('pending');
    server.advance(1_000);
    expect((await state(c, challenge)).json().data).toEqual({ state: 'expired', factor: 'password' });
    const res = await answer(c, { challenge, password: 'Demo@2026' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 1212 });
  });

  it('a wrong password is 401 code 1211; the fifth wrong answer spends the challenge (410 code 1212), even for the right one after', async () => {
    const c = await signedIn('reports');
    const challenge = await challengeOf(c);
    for (let n = 1; n <= 4; n += 1) {
      const res = await answer(c, { challenge, password: `wrong ${n}` });
      expect(res.statusCode, `try ${n}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 1211 });
    }
    const fifth = await answer(c, { challenge, password: 'wrong 5' });
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json()).toMatchObject({ code: 1212 });
    expect((await state(c, challenge)).json().data.state).toBe('expired');
    expect((await answer(c, { challenge, password: 'Demo@2026' })).statusCode).toBe(410);
    // A 401 of step-up is not a lost session.
    expect((await c.get(`${API}/account/present`)).statusCode).toBe(200);
  });

  it('too many wrong answers for one account, over its challenges, is 429 with Retry-After', async () => {
    const c = await signedIn('inbound');
    for (let k = 0; k < 4; k += 1) {
      const challenge = await challengeOf(c);
      for (let n = 0; n < 5; n += 1) await answer(c, { challenge, password: 'wrong' });
    }
    const challenge = await challengeOf(c);
    const res = await answer(c, { challenge, password: 'Demo@2026' });
    expect(res.statusCode).toBe(429);
    // Seconds until the oldest of the twenty leaves the window (the test server's clock also runs).
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(880);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Not counted against the challenge: once the window has passed, the right password works.
    server.advance(15 * 60_000);
    const later = await challengeOf(c);
    expect((await answer(c, { challenge: later, password: 'Demo@2026' })).statusCode).toBe(200);
    // Twenty scrypt checks: slow on a busy machine.
  }, 60_000);

  it('answers sent at once are each counted before they are checked: 50 wrong ones at once, at most 20 answered 401, the rest 429; the right one after is refused too', async () => {
    const first = await signedIn('super');
    const second = await signedIn('super');
    // One challenge per answer (no challenge's own five counts here), over two sessions of the account
    // (a session may be given thirty challenges in the window).
    const challenges: [Client, string][] = [];
    for (const c of [first, second]) for (let n = 0; n < 25; n += 1) challenges.push([c, await challengeOf(c)]);
    const replies = await Promise.all(challenges.map(([c, challenge]) => answer(c, { challenge, password: 'wrong' })));
    const statuses = replies.map((res) => res.statusCode);
    const wrong = statuses.filter((status) => status === 401).length;
    expect(wrong).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - wrong);
    for (const res of replies.filter((each) => each.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
    // The tries are spent: the right password is not even checked.
    const right = await answer(first, { challenge: await challengeOf(first), password: 'Demo@2026' });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(880);
    server.advance(15 * 60_000);
    expect((await answer(first, { challenge: await challengeOf(first), password: 'Demo@2026' })).statusCode).toBe(200);
  }, 60_000);

  it('ten answers at once at one challenge: five are checked (four 401, the fifth spends it: 410), the others find no try left (410)', async () => {
    const c = await signedIn('clp');
    const challenge = await challengeOf(c);
    const replies = await Promise.all(Array.from({ length: 10 }, (_, n) => answer(c, { challenge, password: `wrong ${n}` })));
    const statuses = replies.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 410, 410, 410, 410, 410, 410]);
    expect((await state(c, challenge)).json().data.state).toBe('expired');
    // The five that found no try left cost the account nothing: fifteen tries remain.
    for (let n = 0; n < 3; n += 1) {
      const next = await challengeOf(c);
      for (let k = 0; k < 5; k += 1) await answer(c, { challenge: next, password: 'wrong' });
    }
    expect((await answer(c, { challenge: await challengeOf(c), password: 'wrong' })).statusCode).toBe(429);
  }, 60_000);

  it('a session is given thirty challenges in fifteen minutes; the next ask is 429 with Retry-After, a sensitive action too', async () => {
    const c = await signedIn('lmp');
    for (let n = 0; n < 30; n += 1) await challengeOf(c);
    const res = await c.post(`${API}/session/reauth/challenge`, { json: { max_age: 0 } });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(880);
    server.advance(15 * 60_000);
    await challengeOf(c);
  });

  it('otp: an authenticator code the account already used (here at sign-in) is 401 code 1203; a new one proves', async () => {
    server.advance(30_000);
    const used = await totpAt(server);
    const c = await signedIn('mfa', server, { mfa_code: used });
    const challenge = await challengeOf(c);
    const res = await answer(c, { challenge, mfa_code: used });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1203 });
    // The password is not this factor's answer.
    expect((await answer(c, { challenge, password: 'Demo@2026' })).json()).toMatchObject({ code: 1203 });
    server.advance(30_000);
    const fresh = await totpAt(server);
    expect((await answer(c, { challenge, mfa_code: fresh })).json()).toEqual({ code: 0, message: 'ok' });
    // And once used at re-authentication, the same code cannot sign in.
    const again = new Client(server.app);
    const login = await again.login('mfa', 'Demo@2026', { mfa_code: fresh });
    expect(envelopeOf(login).errorcode).toBe('1203');
  });

  it('sso: only the identity provider proves the user; a password answer is refused as wrong (401 code 1211)', async () => {
    const c = await signedIn('sso');
    const challenge = await challengeOf(c);
    const res = await answer(c, { challenge, password: 'Demo@2026' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1211 });
    expect((await state(c, challenge)).json().data).toEqual({ state: 'pending', factor: 'sso' });
  });
});

describe('sensitive actions: PUT supporter/license/{companyId} (Start Sync)', () => {
  it('within STEP_UP_MAX_AGE of sign-in it syncs; later it answers 401 code 1210 with a challenge, and syncs once proved', async () => {
    const c = await signedIn('admin');
    expect((await c.put(`${API}/supporter/license/${GLOBEX}`)).json()).toEqual({ code: 0, message: 'ok' });
    server.advance(601_000);
    const checkedAt = async () =>
      (await c.get(`${API}/supporter/license/${GLOBEX}`)).json().data.account.extra.license_check_last_success_time;
    const before = await checkedAt();
    server.advance(2_000);
    const refused = await c.put(`${API}/supporter/license/${GLOBEX}`);
    expect(refused.statusCode).toBe(401);
    // Refused means not done: the sync did not run behind its 1210 (it did, while the guard returned the sent reply).
    expect(await checkedAt()).toBe(before);
    const body = refused.json();
    expect(body).toMatchObject({ code: 1210, data: { factor: 'password' } });
    expect(typeof body.data.challenge).toBe('string');
    // The challenge is this session's, pending; the session itself is not lost.
    expect((await state(c, body.data.challenge)).json().data).toEqual({ state: 'pending', factor: 'password' });
    expect((await c.get(`${API}/account/present`)).statusCode).toBe(200);
    expect((await answer(c, { challenge: body.data.challenge, password: 'Demo@2026' })).statusCode).toBe(200);
    expect((await c.put(`${API}/supporter/license/${GLOBEX}`)).json()).toEqual({ code: 0, message: 'ok' });
    expect((await c.put(`${API}/supporter/license/${GLOBEX}`)).json()).toEqual({ code: 0, message: 'ok' });
  });

  it('reads are not sensitive: GET supporter/license answers whatever the proof age', async () => {
    const c = await signedIn('admin');
    server.advance(601_000);
    expect((await c.get(`${API}/supporter/license/${GLOBEX}`)).statusCode).toBe(200);
  });

  it('STEP_UP_MAX_AGE=0 asks every time: even right after sign-in, and each proof lets one action through', async () => {
    const c = await signedIn('admin', askingServer);
    const first = await c.put(`${API}/supporter/license/${GLOBEX}`);
    expect(first.statusCode).toBe(401);
    const { challenge } = first.json().data as { challenge: string };
    expect((await answer(c, { challenge, password: 'Demo@2026' })).statusCode).toBe(200);
    expect((await c.put(`${API}/supporter/license/${GLOBEX}`)).json()).toEqual({ code: 0, message: 'ok' });
    const next = await c.put(`${API}/supporter/license/${GLOBEX}`);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: 1210 });
  });

  it('a proof made but not used within two minutes lets nothing through under STEP_UP_MAX_AGE=0', async () => {
    const c = await signedIn('admin', askingServer);
    const { challenge } = (await c.put(`${API}/supporter/license/${GLOBEX}`)).json().data as { challenge: string };
    expect((await answer(c, { challenge, password: 'Demo@2026' })).statusCode).toBe(200);
    askingServer.advance(121_000);
    expect((await c.put(`${API}/supporter/license/${GLOBEX}`)).statusCode).toBe(401);
  });

  it('a shorter challenge life (a setting of the in-process test server only: STEP_UP_CHALLENGE_SECONDS under 120 is refused) shows in expires_in, and it expires then', async () => {
    const c = await signedIn('reports', askingServer);
    const { data } = await ask(c, 0);
    expect(data.expires_in).toBe(5);
    askingServer.advance(5_000);
    expect((await state(c, data.challenge as string)).json().data.state).toBe('expired');
  });
});

describe("an account's own maximum age of a proof (step_up_max_age): the stepup* demo accounts ask every time", () => {
  const stepupTotp = () => generate({ secret: STEPUP_TOTP_SECRET, epoch: Math.floor(server.now().getTime() / 1000) });

  /** Signs in as a demo account on the default server (STEP_UP_MAX_AGE 600); stepup-mfa with a code of a step of its own. */
  async function signedInAs(user: string): Promise<Client> {
    if (user !== 'stepup-mfa') return signedIn(user);
    server.advance(30_000);
    return signedIn(user, server, { mfa_code: await stepupTotp() });
  }

  const startSync = (c: Client) => c.put(`${API}/supporter/license/${GLOBEX}`);

  it.each([
    ['stepup', 'password'],
    ['stepup-mfa', 'otp'],
    ['stepup-sso', 'sso'],
    ['stepup-support', 'password'],
  ])('%s: Start Sync right after sign-in answers 401 code 1210 with a pending challenge of factor %s', async (user, factor) => {
    const c = await signedInAs(user);
    const res = await startSync(c);
    expect(res.statusCode).toBe(401);
    const body = res.json() as { code: number; data: { challenge: string; factor: string } };
    expect(body).toMatchObject({ code: 1210, data: { factor } });
    expect((await state(c, body.data.challenge)).json().data).toEqual({ state: 'pending', factor });
    // A 401 of step-up is not a lost session.
    expect((await c.get(`${API}/account/present`)).statusCode).toBe(200);
  });

  it.each([
    ['support', 200],
    ['admin', 200],
    ['stepup-support', 401],
    ['stepup', 401],
  ])("%s's Start Sync right after sign-in: HTTP %i", async (user, status) => {
    const res = await startSync(await signedInAs(user));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject(status === 200 ? { code: 0 } : { code: 1210 });
  });

  it.each([
    ['stepup', (): Promise<Record<string, string>> => Promise.resolve({ password: 'Demo@2026' })],
    ['stepup-support', (): Promise<Record<string, string>> => Promise.resolve({ password: 'Demo@2026' })],
    [
      'stepup-mfa',
      async (): Promise<Record<string, string>> => {
        server.advance(30_000); // the sign-in's code is used: the next step's
        return { mfa_code: await stepupTotp() };
      },
    ],
  ])('%s: after a proof the one following Start Sync goes through, and the next asks again', async (user, proof) => {
    const c = await signedInAs(user);
    const { challenge } = (await startSync(c)).json().data as { challenge: string };
    expect((await answer(c, { challenge, ...(await proof()) })).json()).toEqual({ code: 0, message: 'ok' });
    expect((await startSync(c)).json()).toEqual({ code: 0, message: 'ok' });
    const next = await startSync(c);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: 1210, data: { factor: (await state(c, challenge)).json().data.factor } });
  });

  it("the challenge call still takes the page's max_age: right after sign-in a proof is fresh for max_age 600, not for 0", async () => {
    const c = await signedInAs('stepup');
    expect((await ask(c, 600)).data).toEqual({ fresh: true });
    expect((await ask(c, 0)).data).toMatchObject({ fresh: false, factor: 'password' });
  });
});
