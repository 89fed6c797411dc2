// @vitest-environment node
// The vendor stand-in (vendor-site.ts): another origin's page a legacy page's links lead to, which a
// loopback console may frame. A dev helper: strict mode has none (strict-mode.test.ts).
import { describe, expect, it } from 'vitest';
import { consoleCsp } from '../http/security-headers';
import { sharedTestServer } from '../testing/test-server';
import { VENDOR_FRAME_ANCESTORS, VENDOR_SITE_PATH } from './vendor-site';

const server = sharedTestServer();

const get = (headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: VENDOR_SITE_PATH, headers });

describe('the vendor site stand-in', () => {
  it('answers a small page without a session, on its own host name', async () => {
    for (const host of ['vendor.localhost:4180', 'localhost']) {
      const res = await get({ host });
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['content-type'], host).toMatch(/^text\/html/);
      expect(res.body, host).toContain('<title>Vendor site</title>');
      expect(res.body, host).toContain('<h1>Vendor site</h1>');
      expect(res.body, host).not.toContain('<script');
    }
  });

  it('may be framed by any loopback origin: frame-ancestors naming them, no X-Frame-Options', async () => {
    const res = await get({ host: 'vendor.localhost:4180' });
    expect(VENDOR_FRAME_ANCESTORS).toBe('http://localhost:* http://127.0.0.1:* http://*.localhost:*');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(consoleCsp(undefined, VENDOR_FRAME_ANCESTORS));
    expect(csp).toContain('frame-ancestors http://localhost:* http://127.0.0.1:* http://*.localhost:*;');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("is behind the dev helpers' gate: not through a proxy", async () => {
    const res = await get({ 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Vendor site');
  });
});
