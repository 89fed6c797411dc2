// @vitest-environment node
// Sign-in: login outcomes, sessions, XSRF, logoff, MFA (TOTP and emergency codes).
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../data/demo-data';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';
import { EMERGENCY_SEND_LIMIT } from './sign-in';

const server = sharedTestServer();

const client = () => new Client(server.app);

describe('login', () => {
  it('signs in with the demo password and sets an http-only sid cookie', async () => {
    const c = client();
    const res = await c.login('admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(envelopeOf(res).errorcode).toBe('0');
    const sid = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[]).find((k) => k.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(sid?.path).toBe('/');
    const present = await c.get(`${API}/account/present`);
    expect(present.statusCode).toBe(200);
  });

  it('answers 701 invalid login for a wrong password or an unknown user, without a session', async () => {
    for (const [user, pw] of [
      ['admin', 'wrong'],
      ['nobody', 'Demo@2026'],
      ['', ''],
    ] as const) {
      const c = client();
      const res = await c.login(user, pw);
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res)).toMatchObject({ errorcode: '701', errorinfo: 'invalid login' });
      expect(c.cookies.has('sid')).toBe(false);
    }
  });

  it('accepts a namespace field and the name@@namespace form', async () => {
    expect(envelopeOf(await client().login('nsuser', 'Demo@2026', { namespace: 'acme' })).errorcode).toBe('0');
    expect(envelopeOf(await client().login('nsuser@@acme')).errorcode).toBe('0');
    expect(envelopeOf(await client().login('nsuser')).errorcode).toBe('701');
  });

  it('gives a new session id on every login (no fixation)', async () => {
    const c = client();
    await c.login('admin');
    const first = c.cookies.get('sid');
    await c.login('admin');
    expect(c.cookies.get('sid')).not.toBe(first);
    const stale = new Client(server.app);
    stale.cookies.set('sid', first ?? '');
    expect((await stale.get(`${API}/account/present`)).statusCode).toBe(401);
  });

  it.each([
    ['disabled', '-3'],
    ['badlicense', '-4'],
    ['authoff', '804'],
    ['blockedip', '4403'],
  ])('%s answers errorcode %s and no session', async (user, code) => {
    const c = client();
    const res = await c.login(user);
    expect(envelopeOf(res).errorcode).toBe(code);
    expect(c.cookies.has('sid')).toBe(false);
  });

  it('dirauth answers 803 with the key', async () => {
    const env = envelopeOf(await client().login('dirauth'));
    expect(env.errorcode).toBe('803');
    expect(env.resultinfo.key).toBe('tenant-acme01');
  });

  it('redirect answers 301 with x-redirect', async () => {
    const res = await client().login('redirect');
    expect(envelopeOf(res).errorcode).toBe('301');
    expect(res.headers['x-redirect']).toBe('/error?code=E52407');
  });

  it('does not reveal account states to a wrong password', async () => {
    expect(envelopeOf(await client().login('disabled', 'nope')).errorcode).toBe('701');
  });

  it('sends migrating companies where spec 4.4 says instead of signing in', async () => {
    const inProgress = await client().login('mig-cust-progress');
    expect(envelopeOf(inProgress).errorcode).toBe('301');
    const url = new URL(String(inProgress.headers['x-redirect']), 'http://x');
    expect(url.pathname).toBe('/error');
    expect(url.searchParams.get('code')).toBe('52405');
    expect(Buffer.from(url.searchParams.get('redirect_v1_url') ?? '', 'base64').toString()).toMatch(/^https:\/\//);
    expect(url.searchParams.get('sso')).toBeNull();
    expect(new URL(String((await client().login('mig-cust-sso')).headers['x-redirect']), 'http://x').searchParams.get('sso')).toBe('1');
    expect((await client().login('mig-cust-done')).headers['x-redirect']).toMatch(/^https:\/\/portal\.platform\.example\.com\//);
    expect((await client().login('mig-noncust-progress')).headers['x-redirect']).toBe('/login?errorcode=52404');
  });
});

describe('sessions and XSRF', () => {
  it('answers 401 to signed-out API calls, XML or JSON by call', async () => {
    const c = await client().prime();
    const xml = await c.get(`${API}/account/present`);
    expect(xml.statusCode).toBe(401);
    expect(envelopeOf(xml).errorcode).toBe('401');
    const json = await c.get(`${API}/account/theme`);
    expect(json.statusCode).toBe(401);
    expect(json.json()).toMatchObject({ code: 401 });
  });

  it('hands out a readable XSRF-TOKEN cookie on the first response', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/login' });
    const xsrf = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string; value: string }[]).find(
      (k) => k.name === 'XSRF-TOKEN',
    );
    expect(xsrf?.value.length).toBeGreaterThan(20);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.sameSite).toBe('Lax');
    expect(xsrf?.path).toBe('/');
    // ...and not again once the browser has it.
    const again = await server.app.inject({ method: 'GET', url: '/login', headers: { cookie: `XSRF-TOKEN=${xsrf?.value}` } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses state-changing calls without a matching X-XSRF-TOKEN (403)', async () => {
    const c = await client().prime();
    const form = { accountname: 'admin', password: 'Demo@2026', login_type: '0' };
    const missing = await c.post(`${API}/login`, { form, noXsrf: true });
    expect(missing.statusCode).toBe(403);
    expect(envelopeOf(missing).errorcode).toBe('403');
    const wrong = await c.post(`${API}/login`, { form, headers: { 'x-xsrf-token': 'not-the-cookie' }, noXsrf: true });
    expect(wrong.statusCode).toBe(403);
    // No cookie at all: header alone is not enough.
    const bare = await server.app.inject({ method: 'POST', url: `${API}/login`, headers: { 'x-xsrf-token': 'abc' }, payload: form });
    expect(bare.statusCode).toBe(403);
    await c.login('admin');
    const put = await c.put(`${API}/account/theme`, { json: { theme: 'dark' }, noXsrf: true });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ code: 403 });
  });

  it('logoff ends the session, clears sid and redirects to /login', async () => {
    const c = client();
    await c.login('admin');
    const sid = c.cookies.get('sid');
    const res = await c.get('/uiserver/logoff');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(c.cookies.has('sid')).toBe(false);
    const replay = new Client(server.app);
    replay.cookies.set('sid', sid ?? '');
    expect((await replay.get(`${API}/account/present`)).statusCode).toBe(401);
    // Logging off without a session is harmless.
    expect((await client().get('/uiserver/logoff')).statusCode).toBe(302);
  });

  it('logoff passes nothing of its query on to the login page', async () => {
    const c = client();
    await c.login('noaccess');
    const res = await c.get('/uiserver/logoff?reason=no-access');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(c.cookies.has('sid')).toBe(false);
    for (const query of ['reason=session-expired', 'reason=other', 'return=%2Fdashboard', 'reason=%3Cscript%3E', '']) {
      expect((await client().get(`/uiserver/logoff?${query}`)).headers.location).toBe('/login');
    }
  });

  it('ends idle sessions after 8 hours', async () => {
    const c = client();
    await c.login('reports');
    server.advance(8 * 60 * 60 * 1000 + 1000);
    expect((await c.get(`${API}/account/present`)).statusCode).toBe(401);
  });
});

describe('mfa', () => {
  const form = (user: string, pw = 'Demo@2026') => ({ accountname: user, password: pw, account_type: '1' });

  it('mfa/status reports the MFA setting after checking the password', async () => {
    const c = await client().prime();
    const on = envelopeOf(await c.post(`${API}/mfa/status`, { form: form('mfa') }));
    expect(on.errorcode).toBe('0');
    expect(on.resultinfo.mfaSetting).toMatchObject({ enable_mfa: '1', auth_source: '1', email: 'mfa@globex.example.com' });
    const off = envelopeOf(await c.post(`${API}/mfa/status`, { form: form('admin') }));
    expect(off.resultinfo.mfaSetting.enable_mfa).toBe('0');
    expect(envelopeOf(await c.post(`${API}/mfa/status`, { form: form('mfa', 'bad') })).errorcode).toBe('701');
  });

  it('requires a valid TOTP code (HTTP 401, 1203 otherwise) and accepts each code once', async () => {
    const c = client();
    const bad = await c.login('mfa', 'Demo@2026', { mfa_code: '000000' });
    expect(bad.statusCode).toBe(401);
    expect(envelopeOf(bad).errorcode).toBe('1203');
    const none = await c.login('mfa');
    expect(envelopeOf(none).errorcode).toBe('1203');

    const code = await generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(server.now().getTime() / 1000) });
    const ok = await c.login('mfa', 'Demo@2026', { mfa_code: code });
    expect(envelopeOf(ok).errorcode).toBe('0');
    expect((await c.get(`${API}/account/present`)).statusCode).toBe(200);
    const replay = await client().login('mfa', 'Demo@2026', { mfa_code: code });
    expect(envelopeOf(replay).errorcode).toBe('1203');
  });

  it('the dev helper gives the current TOTP code', async () => {
    server.advance(60_000); // a fresh time step, the previous test used the current one
    const dev = (await client().get('/uiserver/dev/totp?username=mfa')).json() as { code: string; secret: string };
    expect(dev.secret).toBe(DEMO_TOTP_SECRET);
    expect(envelopeOf(await client().login('mfa', 'Demo@2026', { mfa_code: dev.code })).errorcode).toBe('0');
  });

  it('emergency code: sent by email, works once, 1204 when wrong, 1205 when expired, 1206 past the send limit', async () => {
    const c = await client().prime();
    const send = await c.post(`${API}/mfa/email/emergencycode`, { form: form('mfa') });
    expect(envelopeOf(send).errorcode).toBe('0');
    const mail = (await c.get('/uiserver/dev/outbox?to=mfa@globex.example.com')).json() as { code: string }[];
    const code = mail[0]?.code ?? '';
    expect(code).toMatch(/^\d{8}$/);

    const wrong = await c.login('mfa', 'Demo@2026', { login_type: '1', mfa_code: '12345678' });
    expect(wrong.statusCode).toBe(401);
    expect(envelopeOf(wrong).errorcode).toBe('1204');
    expect(envelopeOf(await c.login('mfa', 'Demo@2026', { login_type: '1', mfa_code: code })).errorcode).toBe('0');
    expect(envelopeOf(await client().login('mfa', 'Demo@2026', { login_type: '1', mfa_code: code })).errorcode).toBe('1204');

    await c.post(`${API}/mfa/email/emergencycode`, { form: form('mfa') });
    const second = ((await c.get('/uiserver/dev/outbox?to=mfa@globex.example.com')).json() as { code: string }[])[0]?.code ?? '';
    server.advance(11 * 60 * 1000);
    const expired = await c.login('mfa', 'Demo@2026', { login_type: '1', mfa_code: second });
    expect(expired.statusCode).toBe(401);
    expect(envelopeOf(expired).errorcode).toBe('1205');

    for (let i = 0; i < EMERGENCY_SEND_LIMIT; i++)
      expect(envelopeOf(await c.post(`${API}/mfa/email/emergencycode`, { form: form('mfa') })).errorcode).toBe('0');
    expect(envelopeOf(await c.post(`${API}/mfa/email/emergencycode`, { form: form('mfa') })).errorcode).toBe('1206');
    expect(envelopeOf(await c.post(`${API}/mfa/email/emergencycode`, { form: form('mfa', 'bad') })).errorcode).toBe('701');
  });

  it('mfa/setting shows enforcement and set-up state', async () => {
    const enforced = client();
    await enforced.login('mfaenforce');
    expect(envelopeOf(await enforced.get(`${API}/mfa/setting`)).resultinfo.mfaSetting).toMatchObject({
      enable_mfa: '0',
      enforce_mfa: '1',
      mfa_status: '0',
    });
    const plain = client();
    await plain.login('admin');
    expect(envelopeOf(await plain.get(`${API}/mfa/setting`)).resultinfo.mfaSetting).toMatchObject({
      enforce_mfa: '0',
      mfa_status: '0',
      auth_source: '1',
    });
    expect((await client().get(`${API}/mfa/setting`)).statusCode).toBe(401);
  });
});
