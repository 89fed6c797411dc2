/**
 * The deployment's replies as a client sees them through nginx: the security headers on every kind
 * of reply (console files, the index.html fallback, proxied UI-server replies, nginx's own error
 * pages), the cache policy by kind, compression, and the plain-http redirect.
 */
import { expect, test } from '@playwright/test';
import {
  brotliLoaded,
  distFile,
  entryScript,
  expectSecurityHeaders,
  headerValues,
  httpUrl,
  indexHtmlWith,
  loginHtmlWith,
  pageNonce,
  styleNonce,
} from './support/deploy';

const NEVER_STALE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Case {
  what: string;
  path: string;
  status: number;
  type: RegExp;
  cache: string | null;
  /** index.html: its CSP allows a style nonce, the one the page names. */
  nonce?: true;
}

const CASES: Case[] = [
  { what: 'the console root', path: '/', status: 200, type: /^text\/html/, cache: NEVER_STALE, nonce: true },
  { what: 'index.html', path: '/index.html', status: 200, type: /^text\/html/, cache: NEVER_STALE, nonce: true },
  {
    what: 'a client route (index.html fallback)',
    path: '/inbound-protection/virus-filter?policy=7',
    status: 200,
    type: /^text\/html/,
    cache: NEVER_STALE,
    nonce: true,
  },
  { what: 'a directory url (index.html fallback)', path: '/locales/', status: 200, type: /^text\/html/, cache: NEVER_STALE, nonce: true },
  { what: 'a dot file (index.html fallback)', path: '/.env', status: 200, type: /^text\/html/, cache: NEVER_STALE, nonce: true },
  {
    what: 'the login page (login.html)',
    path: '/login?return=%2Fdashboard',
    status: 200,
    type: /^text\/html/,
    cache: NEVER_STALE,
    nonce: true,
  },
  { what: 'login.html', path: '/login.html', status: 200, type: /^text\/html/, cache: NEVER_STALE, nonce: true },
  { what: 'the entry script', path: entryScript(), status: 200, type: /^application\/javascript/, cache: IMMUTABLE },
  { what: 'a locale file', path: '/locales/ja/translation.json', status: 200, type: /^application\/json/, cache: NEVER_STALE },
  { what: 'about.html', path: '/about.html', status: 200, type: /^text\/html/, cache: NEVER_STALE },
  { what: 'robots.txt (disallows everything)', path: '/robots.txt', status: 200, type: /^text\/plain/, cache: NEVER_STALE },
  { what: 'console-config.json', path: '/console-config.json', status: 200, type: /^application\/json/, cache: NEVER_STALE },
  // Read by open tabs to tell a new release from a network failure: never stored anywhere.
  { what: 'the version file', path: '/version.json', status: 200, type: /^application\/json/, cache: 'no-store' },
  // Proxied: the UI-server's own cache policy, exactly once.
  {
    what: 'an API reply',
    path: '/uiserver/api/v1/withoutauth/starcloudversioninfo',
    status: 200,
    type: /^application\/json/,
    cache: 'no-store',
  },
  { what: 'an API reply refused without a session', path: '/uiserver/api/v1/account/theme', status: 401, type: /json/, cache: 'no-store' },
  { what: 'an unknown API path (not the fallback)', path: '/uiserver/api/v1/no-such-call', status: 404, type: /json/, cache: 'no-store' },
  {
    what: 'a percent-encoded API path',
    path: '/%75iserver/api/v1/withoutauth/starcloudversioninfo',
    status: 200,
    type: /json/,
    cache: 'no-store',
  },
  { what: 'a UI-server page', path: '/uiserver/ssologin?TenantID=t1', status: 200, type: /^text\/html/, cache: 'no-store' },
  // nginx's own error page: headers too, and never cached for a year.
  { what: 'a missing hashed file (no fallback)', path: '/assets/missing-00000000.js', status: 404, type: /^text\/html/, cache: null },
];

for (const c of CASES) {
  test(`${c.what}: every security header once, cache ${c.cache ?? 'none'}`, async ({ request }) => {
    const response = await request.get(c.path, { maxRedirects: 0 });
    expect(response.status()).toBe(c.status);
    expect(response.headers()['content-type']).toMatch(c.type);
    expectSecurityHeaders(response);
    expect(headerValues(response, 'cache-control')).toEqual(c.cache === null ? [] : [c.cache]);
    const csp = headerValues(response, 'content-security-policy')[0] ?? '';
    expect(csp).not.toContain('unsafe-inline');
    if (c.nonce) {
      expect(styleNonce(csp)).toMatch(/^[0-9a-f]{32}$/);
      expect(pageNonce(await response.text())).toBe(styleNonce(csp));
    } else {
      expect(styleNonce(csp)).toBeUndefined();
    }
  });
}

test('the index.html fallback is the built index.html with a fresh style nonce per reply, never a 304', async ({ request }) => {
  const first = await request.get('/administration/some/deep/route');
  const nonce = styleNonce(headerValues(first, 'content-security-policy')[0] ?? '') ?? '';
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(await first.text()).toBe(indexHtmlWith(nonce));
  // No validator: a 304 would pair the cached page's nonce with the new reply's CSP.
  expect(headerValues(first, 'etag')).toEqual([]);
  expect(headerValues(first, 'last-modified')).toEqual([]);

  const again = await request.get('/administration/some/deep/route', {
    headers: { 'If-None-Match': '*', 'If-Modified-Since': new Date().toUTCString() },
  });
  expect(again.status()).toBe(200);
  const second = styleNonce(headerValues(again, 'content-security-policy')[0] ?? '') ?? '';
  expect(second).not.toBe(nonce);
  expect(await again.text()).toBe(indexHtmlWith(second));
  expect(headerValues(again, 'cache-control')).toEqual([NEVER_STALE]);
  expectSecurityHeaders(again);
});

test("/login is the built login.html (the form prerendered) with the reply's style nonce", async ({ request }) => {
  const reply = await request.get('/login?return=%2Fdashboard');
  const nonce = styleNonce(headerValues(reply, 'content-security-policy')[0] ?? '') ?? '';
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  const body = await reply.text();
  expect(body).toBe(loginHtmlWith(nonce));
  expect(body).toContain('<template data-prerender-lang="ja" data-prerender-reason="">');
  expect(headerValues(reply, 'etag')).toEqual([]);
});

test('the UI-server answers under /uiserver/ only: an unknown UI-server page is its stand-in, not the console', async ({ request }) => {
  const response = await request.get('/uiserver/legacy/no/such/page', { maxRedirects: 0 });
  expect(await response.text()).not.toBe(distFile('index.html').toString('utf8'));
  expectSecurityHeaders(response);
});

// The server listens on loopback behind nginx: without the edge's refusal (and the server's own for
// forwarded requests) anyone nginx serves could read sign-in codes and take over an account.
for (const path of [
  '/uiserver/dev/totp?username=mfa',
  '/uiserver/dev/outbox?to=admin@acme.example.com',
  '/uiserver/dev/csp-reports',
  '/uiserver/%64ev/totp?username=mfa',
  '/uiserver//dev/outbox',
]) {
  test(`the dev helpers are not published: ${path} is a 404 with every security header`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toMatch(/"code"\s*:\s*"\d{6}"|secret|@acme/);
    expectSecurityHeaders(response);
  });
}

test('console files are compressed (gzip, and brotli when nginx has the module) and decode to the built file', async ({ request }) => {
  const script = entryScript();
  const built = distFile(script.slice(1));
  expect(built.length).toBeGreaterThan(512);

  const gzip = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect((await gzip.body()).equals(built)).toBe(true);

  const br = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe(brotliLoaded() ? 'br' : 'gzip');
  expect((await br.body()).equals(built)).toBe(true);

  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).equals(built)).toBe(true);

  const locale = await request.get('/locales/en/translation.json', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(locale.headers()['content-encoding']).toBe('gzip');
});

test('UI-server replies are passed on uncompressed (secrets next to client-chosen text: BREACH)', async ({ request }) => {
  const page = await request.get('/uiserver/ssologin?TenantID=t1', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect((await page.body()).length).toBeGreaterThan(512);
  expect(page.headers()['content-encoding']).toBeUndefined();
});

test('plain http redirects to the same path on https, with no HSTS of its own', async ({ request }) => {
  const response = await request.get(`${httpUrl()}/inbound-protection/virus-filter?policy=7`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  const location = new URL(response.headers()['location'] ?? '');
  expect(location.protocol).toBe('https:');
  expect(`${location.pathname}${location.search}`).toBe('/inbound-protection/virus-filter?policy=7');
  expect(headerValues(response, 'strict-transport-security')).toEqual([]);
});

test('the UI-server sees the client through nginx: https, so its cookies are Secure (TRUST_PROXY)', async ({ request }) => {
  const response = await request.get('/uiserver/api/v1/withoutauth/starcloudversioninfo');
  const xsrf = headerValues(response, 'set-cookie').find((cookie) => cookie.startsWith('XSRF-TOKEN='));
  expect(xsrf, 'a first visit is handed an XSRF-TOKEN cookie').toBeTruthy();
  expect(xsrf).toMatch(/;\s*Secure/i);
});
