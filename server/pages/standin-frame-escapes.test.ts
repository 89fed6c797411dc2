// @vitest-environment node
// The impolite test switches of the stand-in pages (standin-frame-escapes.ts): a frame-buster, links
// and a form that target the top window, a page that refuses every frame. Strict mode keeps them
// (strict-mode.test.ts); the vendor site they link to is in vendor-site.test.ts.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consoleCsp } from '../http/security-headers';
import { Client, sharedTestServer } from '../testing/test-server';
import { standinSwitch } from './standin-content';
import { hostPort, vendorSiteUrl } from './standin-frame-escapes';

const server = sharedTestServer();

async function admin(): Promise<Client> {
  const c = new Client(server.app);
  await c.login('admin');
  return c;
}

const scriptsOf = (html: string) => [...html.matchAll(/<script src="([^"]+)"( defer)?><\/script>/g)].map((m) => `${m[1]}${m[2] ?? ''}`);
const headOf = (html: string) => html.slice(0, html.indexOf('<body>'));

describe('standinSwitch', () => {
  it('reads each switch, and nothing else, from the query', () => {
    for (const value of ['fail', 'hang', 'bust', 'top-links', 'deny'] as const) {
      expect(standinSwitch(`a=1&standin=${value}`)).toBe(value);
    }
    for (const query of ['', 'standin=', 'standin=session-expired', 'standin=BUST', 'standin=top', 'x=bust']) {
      expect(standinSwitch(query), query).toBeNull();
    }
  });
});

describe('standin=bust', () => {
  it("runs the frame-buster in the head, before the page's deferred scripts; the rest of the page as usual", async () => {
    const res = await (await admin()).get('/uiserver/legacy/logs/audit-log?standin=bust');
    expect(res.statusCode).toBe(200);
    expect(scriptsOf(headOf(res.body))).toEqual([
      '/uiserver/_standin/frame-bust.js',
      '/uiserver/_standin/legacy-page.js defer',
      '/uiserver/_standin/optional-messages.js defer',
    ]);
    expect(res.body).toContain('<h1>Audit log</h1>');
    expect(res.body).toContain('data-testid="standin-save"');
    expect(res.headers['content-security-policy']).toBe(consoleCsp());
    // Other pages carry no buster.
    expect((await (await admin()).get('/uiserver/legacy/logs/audit-log')).body).not.toContain('frame-bust.js');
  });

  it('serves the script as JavaScript: framed, it sends the top window to the page; alone, it does nothing', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/uiserver/_standin/frame-bust.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('if (window.top !== window.self) {\n  window.top.location = window.self.location;\n}');
    const here = { href: 'http://localhost/uiserver/legacy/x?standin=bust' };
    const top: { location: unknown } = { location: 'the console' };
    const framed = { top, self: { location: here } };
    runInNewContext(res.body, { window: framed });
    expect(top.location).toBe(here);
    const alone: { top?: unknown; self?: unknown; location: unknown } = { location: 'unchanged' };
    alone.top = alone;
    alone.self = alone;
    runInNewContext(res.body, { window: alone });
    expect(alone.location).toBe('unchanged');
  });
});

describe('standin=top-links', () => {
  it('holds the links, the form and the button, with stable ids, and its script', async () => {
    const res = await (await admin()).get('/uiserver/legacy/logs/audit-log?standin=top-links', { headers: { host: 'localhost:4180' } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<a id="top-legacy" href="/uiserver/legacy/logs/policy-events" target="_top">Policy events (target _top)</a>');
    expect(html).toContain(
      '<a id="parent-legacy" href="/uiserver/legacy/quarantine/query?from=parent" target="_parent">Quarantine query (target _parent)</a>',
    );
    expect(html).toContain('<a id="top-logoff" href="/uiserver/logoff" target="_top">Log off (target _top)</a>');
    expect(html).toContain(
      '<a id="top-foreign" href="http://vendor.localhost:4180/uiserver/dev/vendor-site" target="_top">Vendor site (target _top)</a>',
    );
    expect(html).toContain(
      '<a id="self-foreign" href="http://vendor.localhost:4180/uiserver/dev/vendor-site">Vendor site (same frame)</a>',
    );
    expect(html).toContain(
      '<form id="top-form" method="post" action="/uiserver/legacy/logs/audit-log/save" target="_top"><input type="hidden" name="_xsrf" value=""><input name="note" value="from a _top form"><button type="submit">Save (target _top)</button></form>',
    );
    expect(html).toContain('<button id="script-top" type="button">Go by script (top.location)</button>');
    expect(scriptsOf(html)).toEqual([
      '/uiserver/_standin/legacy-page.js defer',
      '/uiserver/_standin/optional-messages.js defer',
      '/uiserver/_standin/top-links.js defer',
    ]);
    // Still the usual page around them.
    expect(html).toContain('<h1>Audit log</h1>');
    expect(html).toContain('data-standin-edit');
    expect((await (await admin()).get('/uiserver/legacy/logs/audit-log')).body).not.toContain('id="top-form"');
  });

  it("takes the vendor links' port from the request's Host header", async () => {
    const c = await admin();
    const vendorHref = async (host: string) =>
      /id="top-foreign" href="([^"]*)"/.exec((await c.get('/uiserver/legacy/x?standin=top-links', { headers: { host } })).body)?.[1];
    expect(await vendorHref('127.0.0.1:5555')).toBe('http://vendor.localhost:5555/uiserver/dev/vendor-site');
    expect(await vendorHref('[::1]:4190')).toBe('http://vendor.localhost:4190/uiserver/dev/vendor-site');
    expect(await vendorHref('console.example.com')).toBe('http://vendor.localhost/uiserver/dev/vendor-site');
    expect(hostPort('localhost:80')).toBe('');
    expect(hostPort('bad host:1"><script>')).toBe('');
    expect(hostPort(undefined)).toBe('');
    expect(vendorSiteUrl('localhost:4173')).toBe('http://vendor.localhost:4173/uiserver/dev/vendor-site');
  });

  it("saves the _top form as the browser posts it: the token in its field, no header; 303 back to the list's ?saved=", async () => {
    const c = await admin();
    const token = c.cookies.get('XSRF-TOKEN') ?? '';
    const form = { _xsrf: token, note: 'from a _top form' };
    const res = await c.post('/uiserver/legacy/logs/audit-log/save', { form, noXsrf: true });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/uiserver/legacy/logs/audit-log?saved=from%20a%20_top%20form');
    // A wrong, missing or JSON-borne token is refused, as is a form field on any other route.
    for (const opts of [{ form: { ...form, _xsrf: 'x' } }, { form: { note: 'x' } }, { json: form }]) {
      expect((await c.post('/uiserver/legacy/logs/audit-log/save', { ...opts, noXsrf: true })).statusCode).toBe(403);
    }
    expect((await c.put('/uiserver/api/v1/account/theme', { form: { _xsrf: token, theme: 'dark' }, noXsrf: true })).statusCode).toBe(403);
    // A header, when sent, must match whatever the field says.
    const mismatched = await c.post('/uiserver/legacy/logs/audit-log/save', { form, headers: { 'x-xsrf-token': 'x' }, noXsrf: true });
    expect(mismatched.statusCode).toBe(403);
  });

  it('serves its script as JavaScript: the button goes to the top by script, the form gets the token as it is sent', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/uiserver/_standin/top-links.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain("window.top.location.href = '/uiserver/legacy/logs/mail-tracking';");
    const listeners = new Map<string, () => void>();
    const element = (id: string) => ({ addEventListener: (type: string, fn: () => void) => listeners.set(`${id} ${type}`, fn) });
    const field = { value: '' };
    const form = { ...element('top-form'), querySelector: (selector: string) => (selector === 'input[name="_xsrf"]' ? field : null) };
    const byId: Record<string, unknown> = { 'script-top': element('script-top'), 'top-form': form };
    const top = { location: { href: '/dashboard' } };
    const document = { cookie: 'theme=dark; XSRF-TOKEN=a%2Bb; other=1', getElementById: (id: string) => byId[id] ?? null };
    runInNewContext(res.body, { window: { top }, document });
    listeners.get('script-top click')?.();
    expect(top.location.href).toBe('/uiserver/legacy/logs/mail-tracking');
    listeners.get('top-form submit')?.();
    expect(field.value).toBe('a+b');
  });
});

describe('standin=deny', () => {
  it("answers 200 with X-Frame-Options DENY and frame-ancestors 'none' in the page's CSP, which reports nothing to the console", async () => {
    const res = await (await admin()).get('/uiserver/legacy/logs/audit-log?standin=deny');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Audit log</h1>');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(consoleCsp(undefined, "'none'", false));
    expect(csp).not.toContain('report-uri');
    expect(csp).toContain("frame-ancestors 'none';");
    expect(csp).not.toContain("frame-ancestors 'self'");
    expect(csp).toBe(
      consoleCsp()
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/; report-uri \S+$/, ''),
    );
    // Every other page may be framed by the console.
    const plain = await (await admin()).get('/uiserver/legacy/logs/audit-log?standin=top-links');
    expect(plain.headers['x-frame-options']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toBe(consoleCsp());
  });
});
