// @vitest-environment node
// Support sessions (contract: "Support sessions (assume-as) that customers can trust") over real HTTP
// injections: the customer's grant, starting on the account-management stand-in, read mode (1220),
// elevate behind a proof made for it alone, lower, extend (and two at once), the end by itself (1221)
// by time, by the grant and by the customer, release (twice, and racing the expiry), and the log.
import { describe, expect, it } from 'vitest';
import { SUPPORT_SESSION_DEFAULT_SECONDS, supportSessionSecondsFromEnv } from '../auth/support-guard';
import { SUPPORT_AGENT_SESSION_SECONDS, SUPPORT_AGENT_WRITE_SECONDS } from '../data/demo-data';
import { ASSUME_URL } from '../pages/standin-assume';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';

const server = sharedTestServer();

const GRANTED = '1036'; // customer-granted
const CLOSED = '1037'; // customer-closed
const SUPPORTER = '1035'; // support-agent
const MINUTE = 60_000;

async function signedIn(user: string): Promise<Client> {
  const c = new Client(server.app);
  expect(envelopeOf(await c.login(user)).errorcode).toBe('0');
  return c;
}

/** The supporter, signed in and in a support session in `account` (asserted started). */
async function supporting(account: string, ticket = 'SR-4711'): Promise<Client> {
  const c = await signedIn('support-agent');
  const res = await c.post(ASSUME_URL, { form: { account, reason: 'Mail from the CEO is quarantined', ticket } });
  expect(res.statusCode).toBe(200);
  return c;
}

const presentId = async (c: Client): Promise<string> => envelopeOf(await c.get(`${API}/account/present`)).resultinfo.account.account_id;
const previousOf = async (c: Client) => envelopeOf(await c.get(`${API}/account/assumeas/previous`)).resultinfo.previous;
const saveTheme = (c: Client, theme: string) => c.put(`${API}/account/theme`, { json: { theme } });

/** Elevate through step-up: the 1210, the proof, the repeat. Returns the repeat's reply. */
async function elevate(c: Client, minutes = 10) {
  const body = { minutes, reason: 'Release the quarantined mail' };
  const asked = await c.post(`${API}/account/assumeas/elevate`, { json: body });
  expect(asked.statusCode).toBe(401);
  expect(asked.json()).toMatchObject({ code: 1210, data: { factor: 'password' } });
  const proved = await c.post(`${API}/session/reauth`, { json: { challenge: asked.json().data.challenge, password: 'Demo@2026' } });
  expect(proved.json()).toMatchObject({ code: 0 });
  return c.post(`${API}/account/assumeas/elevate`, { json: body });
}

/** The customer's view: grant and log (a fresh sign-in, so its proof is fresh for a PUT). */
async function accessOf(user = 'customer-granted') {
  const res = await (await signedIn(user)).get(`${API}/account/support-access`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** PUT account/support-access, proving the user with the password when asked (customer-closed always asks). */
async function setAccess(user: string, body: object) {
  const c = await signedIn(user);
  const first = await c.put(`${API}/account/support-access`, { json: body });
  if (first.statusCode !== 401 || first.json().code !== 1210) return first;
  const proved = await c.post(`${API}/session/reauth`, { json: { challenge: first.json().data.challenge, password: 'Demo@2026' } });
  expect(proved.json()).toMatchObject({ code: 0 });
  return c.put(`${API}/account/support-access`, { json: body });
}

/** The log entry of the session started with `ticket`. */
async function logged(ticket: string, user = 'customer-granted') {
  return (await accessOf(user)).sessions.find((s: { ticket: string }) => s.ticket === ticket);
}

const seconds = (iso: string): number => Date.parse(iso) / 1000;

describe('the customer grant: account/support-access', () => {
  it('reads off for a customer who turned it off; turns on for 1 to 30 days, and off again', async () => {
    expect(await accessOf('customer-closed')).toEqual({ enabled: false, until: null, sessions: [] });
    const on = await setAccess('customer-closed', { enabled: true, days: 3 });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.enabled).toBe(true);
    expect(seconds(on.json().data.until) - server.now().getTime() / 1000).toBeCloseTo(3 * 86_400, -1);
    expect(await accessOf('customer-closed')).toMatchObject({ enabled: true, until: on.json().data.until });
    const off = await setAccess('customer-closed', { enabled: false });
    expect(off.json()).toMatchObject({ code: 0, data: { enabled: false, until: null } });
  });

  it.each([
    ['days 0', { enabled: true, days: 0 }],
    ['days 31', { enabled: true, days: 31 }],
    ['on without days', { enabled: true }],
    ['enabled not a boolean', { enabled: 'yes', days: 3 }],
  ])('refuses %s (400)', async (_name, body) => {
    const res = await setAccess('customer-closed', body);
    expect(res.statusCode).toBe(400);
    expect((await accessOf('customer-closed')).enabled).toBe(false);
  });

  it("is for the account's own administrators (ALL): others, and a supporter inside the account, get 403", async () => {
    expect((await (await signedIn('reports')).get(`${API}/account/support-access`)).statusCode).toBe(403);
    expect((await setAccess('reports', { enabled: true, days: 1 })).statusCode).toBe(403);
    const c = await supporting(GRANTED);
    expect((await c.get(`${API}/account/support-access`)).statusCode).toBe(403);
    await c.get(`${API}/account/assumeas/release`);
  });

  it('asks for a fresh proof first (401 code 1210) once the sign-in is older than the maximum age', async () => {
    const c = await signedIn('customer-granted');
    server.advance(601_000);
    const res = await c.put(`${API}/account/support-access`, { json: { enabled: true, days: 2 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1210, data: { challenge: expect.any(String) } });
    expect((await accessOf('customer-granted')).enabled).toBe(true);
  });

  it('asks customer-closed for a proof every time (its maximum age is 0), also right after logging on', async () => {
    const res = await (await signedIn('customer-closed')).put(`${API}/account/support-access`, { json: { enabled: true, days: 2 } });
    expect(res.json()).toMatchObject({ code: 1210 });
    expect((await accessOf('customer-closed')).enabled).toBe(false);
  });
});

describe('starting a support session', () => {
  it('is refused without the customer grant: the session stays the supporter own', async () => {
    const c = await signedIn('support-agent');
    const res = await c.post(ASSUME_URL, { form: { account: CLOSED, reason: 'Looking at the quarantine', ticket: 'SR-1' } });
    expect(res.statusCode).toBe(403);
    expect(await presentId(c)).toBe(SUPPORTER);
  });

  it('starts read-only, with reason, ticket, start and end in previous (the supporter length)', async () => {
    const c = await supporting(GRANTED, 'SR-start');
    expect(await presentId(c)).toBe(GRANTED);
    const previous = await previousOf(c);
    expect(previous).toMatchObject({
      assumeas_name: 'Sue Supporter',
      assumeas_id: SUPPORTER,
      reason: 'Mail from the CEO is quarantined',
      ticket: 'SR-start',
      mode: 'read',
    });
    expect(previous.write_until).toBeUndefined();
    expect(seconds(previous.expires_at) - seconds(previous.started_at)).toBe(SUPPORT_AGENT_SESSION_SECONDS);
    await c.get(`${API}/account/assumeas/release`);
  });
});

describe('SUPPORT_SESSION_SECONDS', () => {
  it('is a whole number of seconds, 3600 unless set; anything else is refused at start, naming it', () => {
    expect(supportSessionSecondsFromEnv({})).toBe(SUPPORT_SESSION_DEFAULT_SECONDS);
    expect(supportSessionSecondsFromEnv({ SUPPORT_SESSION_SECONDS: '' })).toBe(3600);
    expect(supportSessionSecondsFromEnv({ SUPPORT_SESSION_SECONDS: '120' })).toBe(120);
    for (const bad of ['0', '-5', '1.5', 'an hour', '9999999'])
      expect(() => supportSessionSecondsFromEnv({ SUPPORT_SESSION_SECONDS: bad })).toThrow(/SUPPORT_SESSION_SECONDS/);
  });

  it("sets the length for a supporter without a length of their own (super: the server's, 3600)", async () => {
    const c = await signedIn('super');
    expect(
      (await c.post(ASSUME_URL, { form: { account: GRANTED, reason: 'Checking the quarantine', ticket: 'SR-length' } })).statusCode,
    ).toBe(200);
    const { started_at, expires_at } = await previousOf(c);
    expect(seconds(expires_at) - seconds(started_at)).toBe(3600);
    await c.get(`${API}/account/assumeas/release`);
  });
});

describe('read mode, elevate, lower', () => {
  it('refuses every state-changing call with 403 code 1220 (JSON whatever the envelope; a page for a legacy POST), and changes nothing', async () => {
    const c = await supporting(GRANTED);
    const theme = await saveTheme(c, 'dark');
    expect(theme.statusCode).toBe(403);
    expect(theme.json()).toMatchObject({ code: 1220 });
    const locale = await c.put(`${API}/adminui/resetlocale`, { xml: '<locale>ja</locale>' });
    expect(locale.statusCode).toBe(403);
    expect(locale.json()).toMatchObject({ code: 1220 });
    const page = await c.post('/uiserver/legacy/logs/audit-log/save', { form: { note: 'x' } });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    // Reads go on.
    expect((await c.get(`${API}/account/theme`)).json().data.curTheme).toBe('light');
    await c.get(`${API}/account/assumeas/release`);
  });

  it('elevate asks a fresh proof made for it alone, every time, and allows writes until write_until; then read again', async () => {
    const c = await supporting(GRANTED, 'SR-elevate');
    const raised = await elevate(c, 5);
    expect(raised.statusCode).toBe(200);
    const { mode, write_until } = raised.json().data;
    expect(mode).toBe('write');
    // support-agent's own longest write mode (its account's, below the 5 minutes asked): write_until is the shorter.
    expect(seconds(write_until) - server.now().getTime() / 1000).toBeCloseTo(SUPPORT_AGENT_WRITE_SECONDS, -1);
    expect(await previousOf(c)).toMatchObject({ mode: 'write', write_until });
    expect((await saveTheme(c, 'light')).statusCode).toBe(200);
    // The proof served that elevate alone: the next asks again, though made seconds ago.
    const again = await c.post(`${API}/account/assumeas/elevate`, { json: { minutes: 5, reason: 'Release the quarantined mail' } });
    expect(again.json()).toMatchObject({ code: 1210 });
    server.advance(SUPPORT_AGENT_WRITE_SECONDS * 1000 + 1000);
    expect((await saveTheme(c, 'light')).json()).toMatchObject({ code: 1220 });
    expect((await previousOf(c)).mode).toBe('read');
    await c.get(`${API}/account/assumeas/release`);
  });

  it.each([
    ['minutes 4', { minutes: 4, reason: 'Release the quarantined mail' }],
    ['minutes 61', { minutes: 61, reason: 'Release the quarantined mail' }],
    ['a reason under 10 characters', { minutes: 5, reason: 'short' }],
    ['a reason over 200 characters', { minutes: 5, reason: 'x'.repeat(201) }],
  ])('elevate refuses %s (400) before asking any proof', async (_name, body) => {
    const c = await supporting(GRANTED);
    expect((await c.post(`${API}/account/assumeas/elevate`, { json: body })).statusCode).toBe(400);
    await c.get(`${API}/account/assumeas/release`);
  });

  it('lower goes back to read before write_until', async () => {
    const c = await supporting(GRANTED);
    expect((await elevate(c)).statusCode).toBe(200);
    expect((await c.post(`${API}/account/assumeas/lower`)).json()).toMatchObject({ code: 0, data: { mode: 'read' } });
    expect((await saveTheme(c, 'light')).json()).toMatchObject({ code: 1220 });
    expect((await previousOf(c)).mode).toBe('read');
    await c.get(`${API}/account/assumeas/release`);
  });

  it('extend, elevate and lower outside a support session: 403', async () => {
    const c = await signedIn('support-agent');
    expect((await c.post(`${API}/account/assumeas/extend`, { json: { minutes: 15 } })).statusCode).toBe(403);
    expect((await c.post(`${API}/account/assumeas/lower`)).statusCode).toBe(403);
  });
});

describe('extend', () => {
  it('moves the end later by the minutes (15 to 120); out of range is 400', async () => {
    const c = await supporting(GRANTED);
    const before = seconds((await previousOf(c)).expires_at);
    const res = await c.post(`${API}/account/assumeas/extend`, { json: { minutes: 15 } });
    expect(res.statusCode).toBe(200);
    expect(seconds(res.json().data.expires_at)).toBe(before + 15 * 60);
    expect(seconds((await previousOf(c)).expires_at)).toBe(before + 15 * 60);
    for (const minutes of [14, 121, 15.5]) {
      expect((await c.post(`${API}/account/assumeas/extend`, { json: { minutes } })).statusCode).toBe(400);
    }
    await c.get(`${API}/account/assumeas/release`);
  });

  it("two extends at once both count, and the one past the server's limit (8 h) is refused with 409 code 1223 and max_expires_at", async () => {
    const c = await supporting(GRANTED);
    const { started_at, expires_at } = await previousOf(c);
    const both = await Promise.all([1, 2].map(() => c.post(`${API}/account/assumeas/extend`, { json: { minutes: 120 } })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(seconds((await previousOf(c)).expires_at)).toBe(seconds(expires_at) + 240 * 60);
    // 4 h 6 min now; one more 120 fits (6 h 6), then of two 60s at once only one fits (7 h 6; 8 h 6 is past 8 h).
    expect((await c.post(`${API}/account/assumeas/extend`, { json: { minutes: 120 } })).statusCode).toBe(200);
    const racing = await Promise.all([1, 2].map(() => c.post(`${API}/account/assumeas/extend`, { json: { minutes: 60 } })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = racing.find((r) => r.statusCode === 409)?.json();
    expect(refused).toMatchObject({ code: 1223 });
    expect(seconds(refused.data.max_expires_at)).toBe(seconds(started_at) + 8 * 3600);
    expect(seconds((await previousOf(c)).expires_at)).toBe(seconds(expires_at) + 420 * 60);
    await c.get(`${API}/account/assumeas/release`);
  });
});

describe('the end of a support session', () => {
  it('time up: every call but account/present answers 401 code 1221; present answers the supporter; then the calls are the supporter own', async () => {
    const c = await supporting(GRANTED, 'SR-timeup');
    const { expires_at } = await previousOf(c);
    server.advance(SUPPORT_AGENT_SESSION_SECONDS * 1000 + 1000);
    const theme = await c.get(`${API}/account/theme`);
    expect(theme.statusCode).toBe(401);
    expect(theme.json()).toMatchObject({ code: 1221 });
    expect((await saveTheme(c, 'dark')).json()).toMatchObject({ code: 1221 });
    expect((await c.get(`${API}/account/assumeas/previous`)).json()).toMatchObject({ code: 1221 });
    expect(await presentId(c)).toBe(SUPPORTER);
    expect((await c.get(`${API}/account/theme`)).statusCode).toBe(200);
    expect(await previousOf(c)).toBeUndefined();
    expect(await logged('SR-timeup')).toMatchObject({ ended_at: expires_at, ended_by: 'expiry' });
  });

  it('ends in the log on time even when no call comes', async () => {
    const c = await supporting(GRANTED, 'SR-quiet');
    const { expires_at } = await previousOf(c);
    server.advance(SUPPORT_AGENT_SESSION_SECONDS * 1000 + 1000);
    expect(await logged('SR-quiet')).toMatchObject({ ended_at: expires_at, ended_by: 'expiry' });
  });

  it('the customer turning support access off ends a running session at once (1221), and no new one starts', async () => {
    const c = await supporting(GRANTED, 'SR-customer');
    expect((await setAccess('customer-granted', { enabled: false })).json().data.enabled).toBe(false);
    expect((await c.get(`${API}/account/theme`)).json()).toMatchObject({ code: 1221 });
    expect(await presentId(c)).toBe(SUPPORTER);
    expect(await logged('SR-customer')).toMatchObject({ ended_by: 'customer', ended_at: expect.any(String) });
    const refused = await c.post(ASSUME_URL, { form: { account: GRANTED, reason: 'Trying again', ticket: 'SR-again' } });
    expect(refused.statusCode).toBe(403);
    expect((await setAccess('customer-granted', { enabled: true, days: 30 })).json().data.enabled).toBe(true);
  });

  it("the grant's time running out ends it by the grant; extend is refused past the grant", async () => {
    expect((await setAccess('customer-closed', { enabled: true, days: 1 })).statusCode).toBe(200);
    server.advance(86_400_000 - 2 * MINUTE);
    const c = await supporting(CLOSED, 'SR-grant');
    const { expires_at } = await previousOf(c);
    const extend = await c.post(`${API}/account/assumeas/extend`, { json: { minutes: 15 } });
    expect(extend.statusCode).toBe(409);
    expect(extend.json()).toMatchObject({ code: 1223, data: { max_expires_at: expires_at } });
    server.advance(2 * MINUTE + 1000);
    expect((await c.get(`${API}/account/theme`)).json()).toMatchObject({ code: 1221 });
    expect(await logged('SR-grant', 'customer-closed')).toMatchObject({ ended_at: expires_at, ended_by: 'grant' });
    expect((await setAccess('customer-closed', { enabled: false })).statusCode).toBe(200);
  });

  it('release ends it (ended_by supporter, no 1221); a second release is harmless', async () => {
    const c = await supporting(GRANTED, 'SR-release');
    expect(envelopeOf(await c.get(`${API}/account/assumeas/release`)).errorcode).toBe('0');
    expect(envelopeOf(await c.get(`${API}/account/assumeas/release`)).errorcode).toBe('0');
    expect((await c.get(`${API}/account/theme`)).statusCode).toBe(200);
    expect(await presentId(c)).toBe(SUPPORTER);
    expect(await logged('SR-release')).toMatchObject({ ended_by: 'supporter' });
  });

  it('logging off in a support session ends it as the supporter', async () => {
    const c = await supporting(GRANTED, 'SR-logoff');
    expect((await c.get('/uiserver/logoff')).statusCode).toBe(302);
    expect(await logged('SR-logoff')).toMatchObject({ ended_by: 'supporter', ended_at: expect.any(String) });
  });

  it('a release after the end by itself is harmless too, and ends the 1221s', async () => {
    const c = await supporting(GRANTED);
    server.advance(SUPPORT_AGENT_SESSION_SECONDS * 1000 + 1000);
    expect((await c.get(`${API}/account/theme`)).json()).toMatchObject({ code: 1221 });
    expect(envelopeOf(await c.get(`${API}/account/assumeas/release`)).errorcode).toBe('0');
    expect((await c.get(`${API}/account/theme`)).statusCode).toBe(200);
  });

  it('a release racing the expiry: the session ends once, by its expiry, and the release still answers 0', async () => {
    const c = await supporting(GRANTED, 'SR-race');
    const { expires_at } = await previousOf(c);
    server.advance(SUPPORT_AGENT_SESSION_SECONDS * 1000);
    const [release, read, write] = await Promise.all([
      c.get(`${API}/account/assumeas/release`),
      c.get(`${API}/account/theme`),
      saveTheme(c, 'dark'),
    ]);
    expect(envelopeOf(release).errorcode).toBe('0');
    // 1221, or (arriving after the release) the supporter's own: never a change for the customer.
    expect([200, 401]).toContain(read.statusCode);
    expect([200, 401]).toContain(write.statusCode);
    expect(await presentId(c)).toBe(SUPPORTER);
    expect(await logged('SR-race')).toMatchObject({ ended_at: expires_at, ended_by: 'expiry', writes: [] });
    expect((await (await signedIn('customer-granted')).get(`${API}/account/theme`)).json().data.curTheme).toBe('light');
  });
});

describe('the log', () => {
  it('names who, reason, ticket, start and end, who ended it, elevations, and each change by call name, logged against the supporter', async () => {
    const c = await supporting(GRANTED, 'SR-log');
    const { started_at } = await previousOf(c);
    expect((await elevate(c, 15)).statusCode).toBe(200);
    expect((await saveTheme(c, 'light')).statusCode).toBe(200);
    expect((await saveTheme(c, 'pink')).statusCode).toBe(400); // refused: no change, not logged
    expect((await c.put(`${API}/adminui/resetlocale`, { xml: '<locale>en</locale>' })).statusCode).toBe(200);
    expect((await c.put(`${API}/supporter/license/00123`)).statusCode).toBe(200); // its path parameter is data: the route is logged
    await c.get(`${API}/account/assumeas/release`);
    const entry = await logged('SR-log');
    expect(entry).toMatchObject({
      id: expect.any(Number),
      supporter: 'Sue Supporter',
      reason: 'Mail from the CEO is quarantined',
      ticket: 'SR-log',
      started_at,
      ended_at: expect.any(String),
      ended_by: 'supporter',
      elevations: [{ at: expect.any(String), until: expect.any(String), reason: 'Release the quarantined mail' }],
    });
    expect(entry.writes.map((w: { call: string }) => w.call)).toEqual([
      'PUT /uiserver/api/v1/account/theme',
      'PUT /uiserver/api/v1/adminui/resetlocale',
      'PUT /uiserver/api/v1/supporter/license/{companyId}',
    ]);
    // Newest first; the customer's own writes outside a support session are no support writes.
    const log = (await accessOf()).sessions;
    expect(log[0].ticket).toBe('SR-log');
    const at = log.map((s: { started_at: string }) => seconds(s.started_at));
    expect([...at].sort((a, b) => b - a)).toEqual(at);
  });
});

describe('the dev helper POST /uiserver/dev/support-expire', () => {
  it("ends the calling session's support session now (its next call: 1221), XSRF-checked, and only its own", async () => {
    const c = await supporting(GRANTED, 'SR-dev');
    const other = await supporting(GRANTED, 'SR-dev-other');
    expect((await c.post('/uiserver/dev/support-expire', { noXsrf: true })).statusCode).toBe(403);
    expect((await c.post('/uiserver/dev/support-expire')).json()).toEqual({ expired: true });
    expect((await c.get(`${API}/account/theme`)).json()).toMatchObject({ code: 1221 });
    expect(await logged('SR-dev')).toMatchObject({ ended_by: 'expiry' });
    expect((await other.get(`${API}/account/theme`)).statusCode).toBe(200);
    expect((await (await signedIn('support-agent')).post('/uiserver/dev/support-expire')).json()).toEqual({ expired: false });
    await other.get(`${API}/account/assumeas/release`);
  });
});
