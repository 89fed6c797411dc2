// @vitest-environment node
// The stand-ins' side of step-up (standin-reauth.ts): the sensitive pages' form and script, their save
// answering 401 code 1210 once the proof is older than STEP_UP_MAX_AGE, and the identity provider's
// re-authentication stand-in for SSO accounts (the pop-up's page, its Confirm, the landing page), and the
// maximum age of an account's own (step_up_max_age: the stepup* demo accounts ask every time).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';
import {
  CHALLENGE_URL,
  IDP_CONFIRM_PATH,
  IDP_LANDING_PATH,
  IDP_REAUTH_SCRIPT,
  REAUTH_LANDING_SCRIPT,
  REAUTH_SCRIPT,
  SENSITIVE_PAGES,
} from './standin-reauth';

const server = sharedTestServer();

async function signedIn(user: string): Promise<Client> {
  const c = new Client(server.app);
  expect(envelopeOf(await c.login(user)).errorcode).toBe('0');
  return c;
}

async function challengeOf(c: Client): Promise<string> {
  const res = await c.post(`${API}/session/reauth/challenge`, { json: { max_age: 0 } });
  return (res.json() as { data: { challenge: string } }).data.challenge;
}

const stateOf = async (c: Client, challenge: string) => (await c.get(`${API}/session/reauth/${challenge}`)).json().data.state;

describe('the sensitive stand-in pages', () => {
  it('are the three of Administrator Management and MFA configuration', () => {
    expect(SENSITIVE_PAGES).toEqual([
      '/uiserver/legacy/administration/account-management',
      '/uiserver/legacy/administration/admin-federate-server',
      '/uiserver/legacy/administration/account-login-setting',
      '/uiserver/legacy/account/mfa-configuration',
    ]);
    expect(CHALLENGE_URL).toBe('/uiserver/api/v1/session/reauth/challenge');
  });

  it.each(SENSITIVE_PAGES)('%s: its form asks for a challenge (max_age STEP_UP_MAX_AGE) through reauth.js', async (path) => {
    const page = (await (await signedIn('admin')).get(path)).body;
    expect(page).toContain(`data-reauth-url="${CHALLENGE_URL}" data-reauth-max-age="600"`);
    expect(page).toContain(`<script src="${REAUTH_SCRIPT}" defer></script>`);
    expect(page).toContain('data-testid="standin-reauth-status"');
  });

  it('other stand-ins save as before: no step-up form, no script', async () => {
    const page = (await (await signedIn('admin')).get('/uiserver/legacy/logs/audit-log')).body;
    expect(page).not.toContain('data-reauth-url');
    expect(page).not.toContain(REAUTH_SCRIPT);
  });

  it('saving a sensitive page within STEP_UP_MAX_AGE of sign-in saves (303 to the list with what was typed)', async () => {
    const c = await signedIn('admin');
    const res = await c.post('/uiserver/legacy/administration/account-login-setting/save', { form: { note: 'typed 1' } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/uiserver/legacy/administration/account-login-setting?saved=typed%201');
  });

  it('later it answers 401 code 1210 with a challenge of the session, and saves once the user is proved', async () => {
    const c = await signedIn('admin');
    server.advance(601_000);
    const refused = await c.post('/uiserver/legacy/account/mfa-configuration/save', { form: { note: 'kept' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    const body = refused.json() as { code: number; data: { challenge: string; factor: string } };
    expect(body).toMatchObject({ code: 1210, data: { factor: 'password' } });
    expect(await stateOf(c, body.data.challenge)).toBe('pending');
    // Other pages' saves are not sensitive.
    expect((await c.post('/uiserver/legacy/logs/audit-log/save', { form: { note: 'x' } })).statusCode).toBe(303);
    await c.post(`${API}/session/reauth`, { json: { challenge: body.data.challenge, password: 'Demo@2026' } });
    const saved = await c.post('/uiserver/legacy/account/mfa-configuration/save', { form: { note: 'kept' } });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/uiserver/legacy/account/mfa-configuration?saved=kept');
  });

  it("serves the step-up scripts; reauth.js speaks the contract's messages, and legacy-page.js leaves the sensitive form to it", async () => {
    const c = await signedIn('admin');
    for (const script of [REAUTH_SCRIPT, IDP_REAUTH_SCRIPT, REAUTH_LANDING_SCRIPT]) {
      const res = await c.get(script);
      expect(res.statusCode, script).toBe(200);
      expect(res.headers['content-type'], script).toMatch(/^text\/javascript/);
    }
    const reauth = readFileSync(new URL('./standin/reauth.js', import.meta.url), 'utf8');
    expect(reauth).toContain("var message = { type: 'reauth-required', version: 1, id: id, challenge: challenge };");
    expect(reauth).toContain('shell.postMessage(message, location.origin);');
    // The contract's optional label, only when the form names its action.
    expect(reauth).toContain('if (label) message.label = label;');
    expect(reauth).toContain('event.source !== shell || event.origin !== location.origin');
    expect(reauth).toContain("data.type !== 'reauth-result' || data.version !== 1 || data.id !== id");
    const legacy = readFileSync(new URL('./standin/legacy-page.js', import.meta.url), 'utf8');
    expect(legacy).toContain('form[data-standin-edit]:not([data-reauth-url])');
    const landing = readFileSync(new URL('./standin/reauth-landing.js', import.meta.url), 'utf8');
    expect(landing).toContain(
      "window.opener.postMessage({ type: 'reauth-result', version: 1, challenge: challenge, outcome: 'done' }, location.origin)",
    );
  });
});

describe("the identity provider's re-authentication stand-in (SSO accounts)", () => {
  it('shows the IdP page for a pending sso challenge; Confirm proves the user and lands on the page that tells the opener', async () => {
    const c = await signedIn('sso');
    const challenge = await challengeOf(c);
    const idp = await c.get(`/uiserver/ssologin?reauth=${encodeURIComponent(challenge)}`);
    expect(idp.statusCode).toBe(200);
    expect(idp.headers['content-security-policy']).toContain("script-src 'self'");
    expect(idp.body).toContain('data-testid="idp-confirm"');
    expect(idp.body).toContain('Sam SSO');
    expect(idp.body).toContain(`<script src="${IDP_REAUTH_SCRIPT}" defer></script>`);
    expect(idp.body).toContain(`<input type="hidden" name="challenge" value="${challenge}">`);

    const xsrf = c.cookies.get('XSRF-TOKEN') ?? '';
    // Posted by the browser itself: the token in the form field, no header.
    const confirmed = await c.post(IDP_CONFIRM_PATH, { form: { challenge, _xsrf: xsrf }, noXsrf: true });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${IDP_LANDING_PATH}?challenge=${encodeURIComponent(challenge)}`);
    expect(await stateOf(c, challenge)).toBe('done');
    expect((await c.post(`${API}/session/reauth/challenge`, { json: { max_age: 60 } })).json().data).toEqual({ fresh: true });

    const landing = await c.get(confirmed.headers.location as string);
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain(`data-reauth-challenge="${challenge}"`);
    expect(landing.body).toContain(`<script src="${REAUTH_LANDING_SCRIPT}" defer></script>`);
    // Single use: a second Confirm is refused.
    expect((await c.post(IDP_CONFIRM_PATH, { form: { challenge, _xsrf: xsrf }, noXsrf: true })).statusCode).toBe(410);
  });

  it('refuses what it cannot confirm: no session, another session, not sso, expired; the landing page only for a confirmed one', async () => {
    const c = await signedIn('sso');
    const challenge = await challengeOf(c);
    const other = await signedIn('sso');
    expect((await other.get(`/uiserver/ssologin?reauth=${challenge}`)).statusCode).toBe(404);
    const xsrf = other.cookies.get('XSRF-TOKEN') ?? '';
    expect((await other.post(IDP_CONFIRM_PATH, { form: { challenge, _xsrf: xsrf }, noXsrf: true })).statusCode).toBe(404);
    expect(await stateOf(c, challenge)).toBe('pending');
    expect((await c.get(`${IDP_LANDING_PATH}?challenge=${challenge}`)).statusCode).toBe(410);
    const anon = await new Client(server.app).prime();
    expect((await anon.get(`/uiserver/ssologin?reauth=${challenge}`)).statusCode).toBe(401);
    // A form without the token is refused before anything.
    expect((await c.post(IDP_CONFIRM_PATH, { form: { challenge }, noXsrf: true })).statusCode).toBe(403);

    const password = await signedIn('admin');
    expect((await password.get(`/uiserver/ssologin?reauth=${await challengeOf(password)}`)).statusCode).toBe(400);

    server.advance(300_000);
    expect((await c.get(`/uiserver/ssologin?reauth=${challenge}`)).statusCode).toBe(410);
  });

  it('the TenantID navigation is unchanged', async () => {
    const res = await (await signedIn('admin')).get('/uiserver/ssologin?TenantID=acme');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="sso-tenant">acme<');
  });
});

describe("an account's own maximum age of a proof (step_up_max_age) on the sensitive stand-ins", () => {
  const SAVE = '/uiserver/legacy/administration/account-login-setting/save';
  const save = (c: Client, note: string) => c.post(SAVE, { form: { note } });

  it.each([
    ['admin', '600'], // STEP_UP_MAX_AGE, the server's default
    ['stepup', '0'],
    ['stepup-sso', '0'],
  ])("%s: the sensitive page's form asks with data-reauth-max-age=%s", async (user, maxAge) => {
    const c = await signedIn(user);
    for (const path of SENSITIVE_PAGES) {
      expect((await c.get(path)).body, path).toContain(`data-reauth-url="${CHALLENGE_URL}" data-reauth-max-age="${maxAge}"`);
    }
  });

  it.each([
    ['stepup', 'password'],
    ['stepup-sso', 'sso'],
  ])('%s: saving a sensitive page right after sign-in answers 401 code 1210 with a challenge of factor %s', async (user, factor) => {
    const c = await signedIn(user);
    const refused = await save(c, 'at once');
    expect(refused.statusCode).toBe(401);
    const body = refused.json() as { code: number; data: { challenge: string; factor: string } };
    expect(body).toMatchObject({ code: 1210, data: { factor } });
    expect(await stateOf(c, body.data.challenge)).toBe('pending');
    // Other pages' saves are not sensitive.
    expect((await c.post('/uiserver/legacy/logs/audit-log/save', { form: { note: 'x' } })).statusCode).toBe(303);
  });

  it('stepup: the password proves; the one following save goes through, and the next asks again', async () => {
    const c = await signedIn('stepup');
    const { challenge } = (await save(c, 'first')).json().data as { challenge: string };
    expect((await c.post(`${API}/session/reauth`, { json: { challenge, password: 'Demo@2026' } })).statusCode).toBe(200);
    const saved = await save(c, 'first');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/uiserver/legacy/administration/account-login-setting?saved=first');
    expect((await save(c, 'second')).json()).toMatchObject({ code: 1210, data: { factor: 'password' } });
  });

  it("stepup-sso: the identity provider's stand-in proves; the one following save goes through, and the next asks again", async () => {
    const c = await signedIn('stepup-sso');
    const { challenge } = (await save(c, 'first')).json().data as { challenge: string };
    expect((await c.get(`/uiserver/ssologin?reauth=${encodeURIComponent(challenge)}`)).body).toContain('Sasha Stepup');
    const xsrf = c.cookies.get('XSRF-TOKEN') ?? '';
    expect((await c.post(IDP_CONFIRM_PATH, { form: { challenge, _xsrf: xsrf }, noXsrf: true })).statusCode).toBe(303);
    expect((await save(c, 'first')).statusCode).toBe(303);
    expect((await save(c, 'second')).json()).toMatchObject({ code: 1210, data: { factor: 'sso' } });
  });
});
