// @vitest-environment node
// Strict-contract mode (contract-mode.ts): the server does what the UI-server contract states and no
// more. Each extra the reference mode has is checked absent here, next to the contract behaviour that
// stays; the reference mode's side of each is in pages.test.ts, auth.test.ts and exposure.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SPOOL_FILE } from './mail/mail-spool';
import { API, Client, startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'uiserver-strict-dist-'));
  mkdirSync(join(dist, 'locales', 'en'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  writeFileSync(join(dist, 'locales', 'en', 'translation.json'), '{}');
  server = await startTestServer({ staticDir: dist, contractMode: 'strict' });
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String);

describe('strict-contract mode', () => {
  it('logoff ends the session and answers a bare 302 /login, whatever its query', async () => {
    const c = new Client(server.app);
    await c.login('noaccess');
    expect(c.cookies.has('sid')).toBe(true);
    const res = await c.get('/uiserver/logoff?reason=no-access');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(c.cookies.has('sid')).toBe(false);
    expect((await c.get(`${API}/account/present`)).statusCode).toBe(401);
  });

  it('a signed-out legacy page answers 302 /login with no query and no page, a signed-out form post too', async () => {
    for (const url of ['/uiserver/legacy/logs/audit-log?standin=session-expired', '/uiserver/legacy/x?reason=no-access']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/login');
      expect(res.body, url).toBe('');
    }
    const anon = await new Client(server.app).prime();
    const post = await anon.post('/uiserver/legacy/logs/audit-log/save', { form: { note: 'x' } });
    expect(post.statusCode).toBe(302);
    expect(post.headers.location).toBe('/login');
  });

  it('a stand-in page sends the help link and none of the optional frame messages', async () => {
    const c = new Client(server.app);
    await c.login('admin');
    for (const url of ['/uiserver/legacy/logs/audit-log', '/uiserver/legacy/logs/audit-log?standin=session-expired']) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(200);
      const scripts = [...res.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts, url).toEqual(['/uiserver/_standin/legacy-page.js']);
    }
    const script = await get('/uiserver/_standin/legacy-page.js');
    expect(script.body).toContain("type: 'help-link'");
    expect(script.body).not.toContain("type: 'title'");
    expect(script.body).not.toContain("type: 'session-expired'");
    // The optional messages' script is not served: signed out, the path is a legacy page like any other.
    const optional = await get('/uiserver/_standin/optional-messages.js');
    expect(optional.statusCode).toBe(302);
    expect(optional.headers.location).toBe('/login');
  });

  it("keeps the stand-ins' failure switches: a real page can fail or hang", async () => {
    const c = new Client(server.app);
    await c.login('admin');
    expect((await c.get('/uiserver/legacy/logs/audit-log?standin=fail')).statusCode).toBe(500);
  });

  it('keeps the impolite switches too: a real page may bust out of frames, target the top or refuse every frame', async () => {
    const c = new Client(server.app);
    await c.login('admin');
    const bust = await c.get('/uiserver/legacy/logs/audit-log?standin=bust');
    expect(bust.body).toContain('<script src="/uiserver/_standin/frame-bust.js"></script>');
    const links = await c.get('/uiserver/legacy/logs/audit-log?standin=top-links', { headers: { host: 'localhost:4190' } });
    expect(links.body).toContain('<a id="top-foreign" href="http://vendor.localhost:4190/uiserver/dev/vendor-site" target="_top">');
    expect(links.body).toContain('<script src="/uiserver/_standin/top-links.js" defer></script>');
    const saved = await c.post('/uiserver/legacy/logs/audit-log/save', {
      form: { _xsrf: c.cookies.get('XSRF-TOKEN') ?? '', note: 'from a _top form' },
      noXsrf: true,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/uiserver/legacy/logs/audit-log?saved=from%20a%20_top%20form');
    const deny = await c.get('/uiserver/legacy/logs/audit-log?standin=deny');
    expect(deny.statusCode).toBe(200);
    expect(deny.headers['x-frame-options']).toBe('DENY');
    expect(deny.headers['content-security-policy']).toContain("frame-ancestors 'none';");
    for (const path of ['/uiserver/_standin/frame-bust.js', '/uiserver/_standin/top-links.js']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^text\/javascript/);
    }
  });

  it('has no dev helpers, signed in or not', async () => {
    const c = new Client(server.app);
    await c.login('admin');
    const paths = [
      '/uiserver/dev/totp?username=mfa',
      '/uiserver/dev/outbox?to=mfa@globex.example.com',
      '/uiserver/dev/csp-reports',
      '/uiserver/dev/guide-tool.js',
      '/uiserver/dev/vendor-site',
    ];
    for (const path of paths) {
      for (const res of [await get(path), await c.get(path)]) {
        expect(res.statusCode, path).toBe(404);
        expect(res.body, path).not.toMatch(/"code":"\d{6}"|"secret"|guideDemo|"reports"|Vendor site/);
      }
    }
  });

  it('has no CSP report endpoint: a report is not taken', async () => {
    const report = JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'inline' } });
    const res = await server.app.inject({
      method: 'POST',
      url: '/uiserver/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: report,
    });
    expect(res.statusCode).not.toBe(204);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("hands out the XSRF cookie on the UI-server's replies only, not with the console's static files", async () => {
    for (const path of ['/login', '/dashboard', '/locales/en/translation.json']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(
        setCookies(res).some((cookie) => cookie.startsWith('XSRF-TOKEN=')),
        path,
      ).toBe(false);
    }
    for (const path of [`${API}/withoutauth/starcloudversioninfo`, `${API}/account/present`, '/uiserver/legacy/x']) {
      expect(
        setCookies(await get(path)).some((cookie) => cookie.startsWith('XSRF-TOKEN=')),
        path,
      ).toBe(true);
    }
    // A first state-changing call without the cookie is refused, and the refusal sets it (contract).
    const res = await server.app.inject({
      method: 'POST',
      url: `${API}/account/verificationcode`,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({ username: 'admin', email: 'admin@acme.example.com' }),
    });
    expect(res.statusCode).toBe(403);
    expect(setCookies(res).some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('answers a missing console-config.json 404, as a file server does', async () => {
    expect((await get('/console-config.json')).statusCode).toBe(404);
    writeFileSync(join(dist, 'console-config.json'), '{"frames":{"keepAlive":3}}');
    try {
      const res = await get('/console-config.json');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ frames: { keepAlive: 3 } });
    } finally {
      rmSync(join(dist, 'console-config.json'));
    }
  });

  it("keeps step-up, which the contract states: the sensitive pages' script, their 1210, the calls and the IdP stand-in", async () => {
    const c = new Client(server.app);
    await c.login('admin');
    const page = (await c.get('/uiserver/legacy/administration/admin-federate-server')).body;
    expect(page).toContain('data-reauth-url="/uiserver/api/v1/session/reauth/challenge"');
    expect(page).toContain('<script src="/uiserver/_standin/reauth.js" defer></script>');
    expect((await c.get('/uiserver/_standin/reauth.js')).statusCode).toBe(200);
    server.advance(601_000);
    const refused = await c.post('/uiserver/legacy/administration/admin-federate-server/save', { form: { note: 'x' } });
    expect(refused.statusCode).toBe(401);
    const { challenge } = (refused.json() as { code: number; data: { challenge: string } }).data;
    expect(refused.json()).toMatchObject({ code: 1210 });
    expect((await c.post(`${API}/session/reauth`, { json: { challenge, password: 'Demo@2026' } })).json()).toMatchObject({ code: 0 });
    const sso = new Client(server.app);
    await sso.login('sso');
    const ssoChallenge = (await sso.post(`${API}/session/reauth/challenge`, { json: { max_age: 0 } })).json().data.challenge as string;
    expect((await sso.get(`/uiserver/ssologin?reauth=${ssoChallenge}`)).body).toContain('data-testid="idp-confirm"');
    expect((await sso.get('/uiserver/_standin/reauth-landing.js')).statusCode).toBe(200);
  });

  it.each([
    ['stepup', 'password'],
    ['stepup-sso', 'sso'],
    ['stepup-support', 'password'],
  ])('the demo account %s signs in with the password form and meets step-up at once (factor %s)', async (user, factor) => {
    const c = new Client(server.app);
    expect((await c.login(user)).statusCode).toBe(200);
    expect((await c.get(`${API}/account/present`)).statusCode).toBe(200);
    const refused = await c.put(`${API}/supporter/license/6f9619ff-8b86-4d01-b42d-00c04fc964ff`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 1210, data: { factor } });
    expect((await c.get('/uiserver/legacy/account/mfa-configuration')).body).toContain('data-reauth-max-age="0"');
  });

  it("delivers mail to the data folder's mailbox (outbox.mbox), readable by the server's user alone", async () => {
    const anon = await new Client(server.app).prime();
    const form = { accountname: 'mfa', password: 'Demo@2026', account_type: '1' };
    expect((await anon.post(`${API}/mfa/email/emergencycode`, { form })).statusCode).toBe(200);
    const spool = join(server.dataDir, MAIL_SPOOL_FILE);
    const text = readFileSync(spool, 'utf8');
    expect(text).toMatch(/^From no-reply@uiserver\.invalid /);
    expect(text).toContain('\nTo: mfa@globex.example.com\n');
    expect(text).toContain('\nSubject: Your emergency sign-in code\n');
    expect(text).toMatch(/\n\nYour emergency sign-in code is \d{8}\. It expires in 10 minutes\.\n/);
    expect(statSync(spool).mode & 0o777).toBe(0o600);
  });

  it('keeps support sessions whole (start with a grant, read-only 1220, elevate behind a proof, the log), without their dev helper', async () => {
    const supporter = new Client(server.app);
    await supporter.login('support-agent');
    const form = { account: '1036', reason: 'Checking the quarantine', ticket: 'SR-strict' };
    expect((await supporter.post('/uiserver/legacy/administration/account-management/assume', { form })).statusCode).toBe(200);
    const write = await supporter.put(`${API}/account/theme`, { json: { theme: 'light' } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 1220 });
    const elevate = await supporter.post(`${API}/account/assumeas/elevate`, { json: { minutes: 5, reason: 'Release a message' } });
    expect(elevate.json()).toMatchObject({ code: 1210 });
    // No dev helper: inside the session a legacy POST of read mode (refused), outside it no page at all.
    expect((await supporter.post('/uiserver/dev/support-expire')).body).not.toContain('expired');
    await supporter.get(`${API}/account/assumeas/release`);
    expect((await supporter.post('/uiserver/dev/support-expire')).statusCode).toBe(404);
    const customer = new Client(server.app);
    await customer.login('customer-granted');
    const log = (await customer.get(`${API}/account/support-access`)).json();
    expect(log.data.sessions[0]).toMatchObject({ ticket: 'SR-strict', ended_by: 'supporter', supporter: 'Sue Supporter' });
  });
});
