// @vitest-environment node
// Pages: legacy stand-ins, SSO stand-ins, the console's static files with SPA fallback, security headers.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCsp } from '../http/security-headers';
import { API, Client, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'uiserver-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'locales', 'en'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>console</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'about.html'), '<!doctype html><title>about</title>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'locales', 'en', 'translation.json'), '{"hello":"Hello"}');
  server = await startTestServer({ staticDir: dist });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** Sends a request line byte for byte over a socket (no client-side encoding) and returns the raw reply. */
async function rawGet(target: string, cookie = ''): Promise<string> {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Connection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

function testId(html: string, id: string): string | undefined {
  return new RegExp(`data-testid="${id}">([^<]*)<`).exec(html)?.[1];
}

describe('legacy stand-in pages', () => {
  let admin: Client;
  beforeAll(async () => {
    admin = new Client(server.app);
    await admin.login('admin');
  });
  const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  it("need a session: without one they send the browser to the console's login page", async () => {
    for (const url of ['/uiserver/legacy/inbound/virus-filter?policy=12', '/uiserver/legacy/x', '/uiserver/anything/else']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/login');
      expect(res.body, url).not.toContain('Legacy page');
    }
    const c = new Client(server.app);
    await c.login('admin');
    await c.get('/uiserver/logoff');
    expect((await c.get('/uiserver/legacy/x')).headers.location).toBe('/login');
  });

  it('answer any GET under /uiserver/ with the path and the raw query, a list, a form and a long body', async () => {
    const res = await admin.get('/uiserver/legacy/inbound/virus-filter?policy=12&tab=a%20b');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Virus filter</h1>');
    expect(res.body).toContain('<title>Virus filter</title>');
    expect(testId(res.body, 'legacy-path')).toBe('/uiserver/legacy/inbound/virus-filter');
    expect(testId(res.body, 'legacy-query')).toBe('policy=12&amp;tab=a%20b');
    expect(res.body).toContain('href="/uiserver/legacy/inbound/virus-filter/detail/2"');
    expect(res.body).toContain('action="/uiserver/legacy/inbound/virus-filter/save"');
    expect(res.body.match(/<p>Row \d+/g)?.length).toBe(40);
    expect(res.body).toContain('<script src="/uiserver/_standin/legacy-page.js" defer></script>');
    expect(res.body).toContain('<script src="/uiserver/_standin/optional-messages.js" defer></script>');
    expect(res.body).not.toMatch(/<script>/);
    expect(testId((await admin.get('/uiserver/legacy/x')).body, 'legacy-query')).toBe('');
  });

  it('have detail pages that link back to their list', async () => {
    const res = await admin.get('/uiserver/legacy/logs/audit-log/detail/7?tab=2');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Audit log: item 7</h1>');
    expect(testId(res.body, 'legacy-path')).toBe('/uiserver/legacy/logs/audit-log/detail/7');
    expect(res.body).toContain('href="/uiserver/legacy/logs/audit-log"');
  });

  it("take their form's POST and redirect back to the list (Post/Redirect/Get), with the XSRF check", async () => {
    const res = await admin.post('/uiserver/legacy/logs/audit-log/save', { form: { note: 'hello <b>' } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/uiserver/legacy/logs/audit-log?saved=hello%20%3Cb%3E');
    const list = await admin.get(String(res.headers.location));
    expect(testId(list.body, 'standin-saved')).toBe('Saved: hello &lt;b&gt;');
    expect((await admin.post('/uiserver/legacy/logs/audit-log/save', { form: { note: 'x' }, noXsrf: true })).statusCode).toBe(403);
    expect((await admin.post('/uiserver/legacy/logs/audit-log', { form: { note: 'x' } })).statusCode).toBe(404);
    expect((await admin.post('/uiserver/api/v1/nothing/save', { form: {} })).statusCode).toBe(404);
  });

  it('answer 500 when the query asks them to fail, and keep a hanging request open', async () => {
    const failed = await admin.get('/uiserver/legacy/logs/audit-log?standin=fail');
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toMatch(/^text\/html/);
    let answered = false;
    const hanging = admin.get('/uiserver/legacy/logs/audit-log?standin=hang').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    void hanging;
  });

  it('escape a hostile query', async () => {
    // Through inject the url arrives percent-encoded, as a browser sends it...
    const res = await admin.get(`/uiserver/legacy/x?q=<script>alert(1)</script>&"x'=<img src=x onerror=alert(2)>`);
    expect(res.statusCode).toBe(200);
    expect(testId(res.body, 'legacy-query')).toBe('q=%3Cscript%3Ealert(1)%3C/script%3E&amp;%22x%27=%3Cimg%20src=x%20onerror=alert(2)%3E');
    // ...but a raw client can send the characters themselves: they must come back escaped.
    const raw = await rawGet(`/uiserver/legacy/x?q=<script>alert(1)</script>&"x'=<img/src=x/onerror=alert(2)>`, cookieOf(admin));
    expect(raw).toMatch(/^HTTP\/1.1 200/);
    expect(raw).not.toContain('<script>alert');
    expect(raw).not.toContain('<img');
    expect(testId(raw, 'legacy-query')).toBe('q=&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;x&#39;=&lt;img/src=x/onerror=alert(2)&gt;');
  });

  it("carry the CSP and follow the account's theme", async () => {
    const res = await admin.get('/uiserver/legacy/x');
    expect(res.headers['content-security-policy']).toBe(consoleCsp());
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('<link rel="stylesheet" href="/uiserver/_standin/legacy-page.css">');
    const c = new Client(server.app);
    await c.login('reports'); // saved theme: dark
    expect((await c.get('/uiserver/legacy/x')).body).toContain('data-theme="dark"');
    // Signed out, only the single-sign-on stand-ins still answer: they follow the cookie, then the OS.
    const sso = await get('/uiserver/ssologin?TenantID=acme01');
    expect(sso.headers['content-security-policy']).toBe(consoleCsp());
    expect(sso.body).toContain('data-theme="auto"');
    expect(sso.body).toContain('<link rel="stylesheet" href="/uiserver/_standin/legacy-page.css">');
    expect((await get('/uiserver/ssologin?TenantID=acme01', { cookie: 'theme=dark' })).body).toContain('data-theme="dark"');
  });

  it('speak the frame messages from external scripts: the help link, and the optional ones apart', async () => {
    const res = await get('/uiserver/_standin/legacy-page.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain(
      "shell.postMessage({ type: 'help-link', url: 'https://docs.example.com/help' + location.pathname }, location.origin)",
    );
    expect(res.body).not.toContain("type: 'title'");
    const optional = await get('/uiserver/_standin/optional-messages.js');
    expect(optional.statusCode).toBe(200);
    expect(optional.headers['content-type']).toMatch(/javascript/);
    expect(optional.body).toContain("shell.postMessage({ type: 'title', version: 1, title: document.title }, location.origin)");
    expect(optional.body).toContain("shell.postMessage({ type: 'session-expired', version: 1 }, location.origin)");
  });

  it('SSO navigations name the tenant and cmpID, escaped', async () => {
    const sso = await get('/uiserver/ssologin?TenantID=acme01');
    expect(sso.statusCode).toBe(200);
    expect(testId(sso.body, 'sso-tenant')).toBe('acme01');
    const sub = await get('/uiserver/subaccount/ssoLogin?cmpID=%3Cb%3E42');
    expect(testId(sub.body, 'sso-cmpid')).toBe('&lt;b&gt;42');
  });

  it('unknown API paths are JSON 404s, signed in or not, never pages or redirects', async () => {
    for (const res of [await admin.get(`${API}/no/such/call`), await get(`${API}/no/such/call`), await get('/uiserver/dev/nothing')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
  });
});

describe('console static files', () => {
  it('serves index.html for client routes with no-cache and a fresh style nonce in the CSP and the page', async () => {
    const seen = new Set<string>();
    for (const path of ['/', '/login', '/administration/license/manual_check', '/ja/x', '/index.html', '/index.html', '/login']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root">');
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      // Never a validator: a 304 would pair the cached page's nonce with a new CSP.
      expect(res.headers.etag, path).toBeUndefined();
      expect(res.headers['last-modified'], path).toBeUndefined();
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/]{22}==)">/.exec(res.body)?.[1];
      expect(nonce, path).toBeDefined();
      expect(res.body, path).not.toContain('__CSP_NONCE__');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toBe(consoleCsp(nonce));
      expect(csp, path).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(csp, path).not.toContain('unsafe-inline');
      seen.add(nonce ?? '');
    }
    expect(seen.size).toBe(7);
  });

  it('answers /login with login.html (the form prerendered) when the build has it, with its own nonce; nothing else gets it', async () => {
    const login = join(dist, 'login.html');
    writeFileSync(
      login,
      '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>login</title><div id="root"></div><template>form</template>',
    );
    try {
      for (const path of ['/login', '/login?return=%2Fdashboard']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).toContain('<template>form</template>');
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.headers.etag, path).toBeUndefined();
        const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/]{22}==)">/.exec(res.body)?.[1];
        expect(String(res.headers['content-security-policy']), path).toBe(consoleCsp(nonce));
      }
      // The file itself is a template, never sent as it is on disk; other routes get index.html.
      for (const path of ['/login.html', '/login/', '/login/x', '/dashboard']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).not.toContain('<template>');
        expect(res.body, path).not.toContain('__CSP_NONCE__');
      }
    } finally {
      rmSync(login);
    }
    // A build without it: the login page renders in the browser from index.html.
    expect((await get('/login')).body).toContain('<title>console</title>');
  });

  it("sends no inline style anywhere else: stand-ins and about.html link stylesheets under style-src 'self'", async () => {
    expect(consoleCsp()).toContain("style-src 'self';");
    expect(consoleCsp()).not.toContain('unsafe-inline');
    const sso = await get('/uiserver/ssologin?TenantID=acme01');
    expect(sso.headers['content-security-policy']).toBe(consoleCsp());
    expect(sso.body).toContain('<link rel="stylesheet" href="/uiserver/_standin/legacy-page.css">');
    expect(sso.body).not.toMatch(/<style|\sstyle=/);
    const css = await get('/uiserver/_standin/legacy-page.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain(":root[data-theme='dark']");
    // The shipped about.html (the fixture's is a stub).
    const about = readFileSync(new URL('../../public/about.html', import.meta.url), 'utf8');
    expect(about).toContain('<link rel="stylesheet" href="/about.css">');
    expect(about).not.toMatch(/<style|\sstyle=/);
  });

  it("serves the build's version file uncached, read anew on each request, and a 404 (never index.html) without one", async () => {
    const file = join(dist, 'version.json');
    try {
      for (const version of ['f00eb8c945e9e4f3', '41a4778c360cdc8a']) {
        writeFileSync(file, `${JSON.stringify({ version })}\n`);
        const res = await get('/version.json');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toEqual({ version });
      }
    } finally {
      rmSync(file);
    }
    const missing = await get('/version.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('serves files: hashed assets cache for a year, locales and about.html revalidate', async () => {
    const asset = await get('/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const locale = await get('/locales/en/translation.json');
    expect(locale.json()).toEqual({ hello: 'Hello' });
    expect(locale.headers['cache-control']).toBe('no-cache');
    const about = await get('/about.html');
    expect(about.body).toContain('<title>about</title>');
    expect(about.headers['content-security-policy']).toBe(consoleCsp());
  });

  it('does not serve files outside STATIC_DIR', async () => {
    const res = await get('/../../etc/passwd');
    expect(res.body).not.toContain('root:');
    const encoded = await get('/%2e%2e/%2e%2e/etc/passwd');
    expect(encoded.body).not.toContain('root:');
  });

  it('says to run npm run build when there is no build', async () => {
    const bare = await startTestServer();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  }, 60_000);
});
