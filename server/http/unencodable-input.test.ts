// @vitest-environment node
// Text the store cannot hold (a NUL, a lone surrogate) answers 400 in the call's own shape, wherever
// it comes in: login name, namespace, query value, path segment, form, JSON or XML body.
import { describe, expect, it } from 'vitest';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';
import { hasUnencodableText } from './unencodable-input';

const server = sharedTestServer();

describe('unencodable input', () => {
  it('answers 400 (XML envelope) to a NUL in the login name, the namespace or the password', async () => {
    const extras: Record<string, string>[] = [
      { accountname: 'ad\u0000min' },
      { accountname: 'nsuser', namespace: 'ac\u0000me' },
      { password: 'Demo\u0000' },
    ];
    for (const extra of extras) {
      const c = await new Client(server.app).prime();
      for (const call of ['login', 'mfa/status', 'mfa/email/emergencycode']) {
        const res = await c.post(`${API}/${call}`, { form: { accountname: 'admin', password: 'Demo@2026', ...extra } });
        expect(res.statusCode, `${call} ${JSON.stringify(extra)}`).toBe(400);
        expect(envelopeOf(res).errorcode).toBe('400');
      }
    }
  });

  it('answers 400 (JSON) to a NUL or a lone surrogate in JSON bodies', async () => {
    const c = await new Client(server.app).prime();
    for (const json of [
      { username: 'admin\u0000', email: 'admin@acme.example.com' },
      { username: 'admin', email: '\ud800@acme.example.com' },
      { username: 'admin', email: 'admin@acme.example.com', ['k\u0000']: 1 },
    ]) {
      const res = await c.post(`${API}/account/verificationcode`, { json });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
    const reset = await c.put(`${API}/account/password`, {
      json: { username: 'admin', email: 'admin@acme.example.com', password: 'New@2026x', verification_code: '\u0000' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('answers 400 to a NUL in a query value, a path segment or an XML body of a signed-in call', async () => {
    const c = new Client(server.app);
    await c.login('super');
    expect((await c.get(`${API}/account/visionone/promotion?x=%00`)).statusCode).toBe(400);
    expect((await c.get(`${API}/supporter/license/001%0023`)).statusCode).toBe(400);
    expect((await c.put(`${API}/supporter/license/%00`)).statusCode).toBe(400);
    expect((await c.get(`/uiserver/dev/outbox?to=a%00b`)).statusCode).toBe(400);
    expect((await c.get(`/uiserver/dev/totp?username=mfa%00`)).statusCode).toBe(400);
    expect((await c.get(`/uiserver/some/legacy%00page`)).statusCode).toBe(400);
    const xml = await c.put(`${API}/notice/complete`, { xml: '<notice><notice_id>a\u0000b</notice_id></notice>' });
    expect(xml.statusCode).toBe(400);
    const theme = await c.put(`${API}/account/theme`, { json: { theme: 'dark\u0000' } });
    expect(theme.statusCode).toBe(400);
    // The same calls with clean text still work.
    expect((await c.get(`${API}/supporter/license/00123`)).statusCode).toBe(200);
  });

  it('finds unencodable text anywhere in a parsed value', () => {
    expect(hasUnencodableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasUnencodableText({ a: '\udc00' })).toBe(true);
    expect(hasUnencodableText({ a: '😀 日本語', b: 1, c: null })).toBe(false);
  });
});
