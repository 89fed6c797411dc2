// @vitest-environment node
// Forgot password: verification code by email, then reset (spec 4.5, 5, 8).
import { describe, expect, it } from 'vitest';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';

const server = sharedTestServer();

async function anon(): Promise<Client> {
  return new Client(server.app).prime();
}

async function requestCode(c: Client, username: string, email: string): Promise<{ prefix: string; code: string }> {
  const res = await c.post(`${API}/account/verificationcode`, { json: { username, email } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { code: number; data: { prefix: string } };
  expect(body.code).toBe(0);
  const mail = (await c.get(`/uiserver/dev/outbox?to=${encodeURIComponent(email)}`)).json() as { code: string; body: string }[];
  expect(mail[0]?.body).toContain(`${body.data.prefix}-${mail[0]?.code}`);
  return { prefix: body.data.prefix, code: mail[0]?.code ?? '' };
}

const reset = (c: Client, body: Record<string, string>) => c.put(`${API}/account/password`, { json: body });

describe('account/verificationcode', () => {
  it('sends a code and answers its prefix', async () => {
    const { prefix, code } = await requestCode(await anon(), 'sub', 'sub@globex.example.com');
    expect(prefix).toMatch(/^[A-Z]{4}$/);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('answers 404 with code 706 for a wrong username/email pair, 400 with 706 when one is missing', async () => {
    const c = await anon();
    const wrong = await c.post(`${API}/account/verificationcode`, { json: { username: 'sub', email: 'someone@else.example.com' } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 706 });
    const missing = await c.post(`${API}/account/verificationcode`, { json: { username: 'sub' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 706 });
  });

  it('answers 429 past five codes per account in 15 minutes', async () => {
    const c = await anon();
    for (let i = 0; i < 5; i++) {
      expect(
        (await c.post(`${API}/account/verificationcode`, { json: { username: 'clp', email: 'clp@globex.example.com' } })).statusCode,
      ).toBe(200);
    }
    const limited = await c.post(`${API}/account/verificationcode`, { json: { username: 'clp', email: 'clp@globex.example.com' } });
    expect(limited.statusCode).toBe(429);
    server.advance(16 * 60 * 1000);
    expect(
      (await c.post(`${API}/account/verificationcode`, { json: { username: 'clp', email: 'clp@globex.example.com' } })).statusCode,
    ).toBe(200);
  });
});

describe('account/password', () => {
  const user = 'lmp';
  const email = 'lmp@globex.example.com';

  it('refuses a wrong code (1201), an expired code (1202) and an unknown user (404)', async () => {
    const c = await anon();
    const { code } = await requestCode(c, user, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await reset(c, { username: user, email, password: 'N3w!passw0rd', verification_code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1201 });
    server.advance(11 * 60 * 1000);
    const expired = await reset(c, { username: user, email, password: 'N3w!passw0rd', verification_code: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 1202 });
    const unknown = await reset(c, { username: 'nobody', email, password: 'N3w!passw0rd', verification_code: code });
    expect(unknown.statusCode).toBe(404);
  });

  it('enforces the section 5 rules and refuses the previous password (1208)', async () => {
    const c = await anon();
    const { code } = await requestCode(c, user, email);
    for (const weak of [
      'Sh0rt!',
      'alllower1!',
      'ALLUPPER1!',
      'NoDigits!!',
      'NoSpecial11',
      ' Lead1ng!x',
      'Trail1ng!x ',
      `A1!${'a'.repeat(30)}`,
    ]) {
      const res = await reset(c, { username: user, email, password: weak, verification_code: code });
      expect(res.statusCode, weak).toBe(400);
      expect((res.json() as { code: number }).code, weak).toBe(400);
    }
    const same = await reset(c, { username: user, email, password: 'Demo@2026', verification_code: code });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 1208 });
  });

  it('resets with a good code (with or without its prefix), ends old sessions, and the new password signs in', async () => {
    const old = new Client(server.app);
    expect(envelopeOf(await old.login(user)).errorcode).toBe('0');
    const c = await anon();
    const { prefix, code } = await requestCode(c, user, email);
    const ok = await reset(c, { username: user, email, password: 'N3w!passw0rd', verification_code: `${prefix}-${code}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ code: 0 });
    expect((await old.get(`${API}/account/present`)).statusCode).toBe(401);
    expect(envelopeOf(await new Client(server.app).login(user)).errorcode).toBe('701');
    expect(envelopeOf(await new Client(server.app).login(user, 'N3w!passw0rd')).errorcode).toBe('0');
    // The code is used up.
    const again = await reset(c, { username: user, email, password: 'An0ther!pass', verification_code: code });
    expect(again.json()).toMatchObject({ code: 1201 });
  });

  it('answers 429 after five wrong codes', async () => {
    const c = await anon();
    const { code } = await requestCode(c, 'sso', 'sso@globex.example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await reset(c, { username: 'sso', email: 'sso@globex.example.com', password: 'N3w!passw0rd', verification_code: wrongCode }))
          .statusCode,
      ).toBe(400);
    }
    const locked = await reset(c, { username: 'sso', email: 'sso@globex.example.com', password: 'N3w!passw0rd', verification_code: code });
    expect(locked.statusCode).toBe(429);
  });
});
