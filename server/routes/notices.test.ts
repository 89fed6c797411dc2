// @vitest-environment node
// Notices, Manual License Check, banner and version info.
import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from '../data/demo-data';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';

const server = sharedTestServer();

async function signedIn(user: string): Promise<Client> {
  const c = new Client(server.app);
  expect(envelopeOf(await c.login(user)).errorcode).toBe('0');
  return c;
}

interface Notification {
  notice_id: string;
  subject: string;
  completed: string;
  type: string;
  popup_html: string;
  popup_closeable: string;
  popup_close_and_complete: string;
}

describe('notices', () => {
  it('lists notices of the three kinds with string flags, localised', async () => {
    const c = await signedIn('admin');
    const body = (await c.get(`${API}/notice/list?locale=en&maxnumber=10`)).json() as { errorCode: string; list: Notification[] };
    expect(body.errorCode).toBe('0');
    expect(new Set(body.list.map((n) => n.type))).toEqual(new Set(['v1ecs-promotion', 'what-is-new', 'license_expiration_reminder']));
    for (const n of body.list) {
      expect(['true', 'false']).toContain(n.completed);
      expect(['true', 'false']).toContain(n.popup_closeable);
      expect(['true', 'false']).toContain(n.popup_close_and_complete);
    }
    expect(body.list.find((n) => n.notice_id === 'n-1005')?.completed).toBe('true');
    const hostile = body.list.find((n) => n.notice_id === 'n-1002');
    expect(hostile?.popup_html).toContain(HOSTILE_HTML); // passed through as data; the console sanitises
    const ja = (await c.get(`${API}/notice/list?locale=ja&maxnumber=10`)).json() as { list: Notification[] };
    expect(ja.list[0]?.subject).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const two = (await c.get(`${API}/notice/list?locale=en&maxnumber=2`)).json() as { list: Notification[] };
    expect(two.list).toHaveLength(2);
  });

  it('popup lists uncompleted pop-up notices; complete marks one read for this account only', async () => {
    const c = await signedIn('inbound');
    const before = (await c.get(`${API}/notice/popup?locale=en`)).json() as { errorCode: string; list: Notification[] };
    expect(before.errorCode).toBe('0');
    expect(before.list.map((n) => n.notice_id)).toEqual(['n-1001', 'n-1002', 'n-1003']);
    const done = await c.put(`${API}/notice/complete`, { xml: '<notice><notice_id>n-1002</notice_id></notice>' });
    expect(envelopeOf(done).errorcode).toBe('0');
    const after = (await c.get(`${API}/notice/popup?locale=en`)).json() as { list: Notification[] };
    expect(after.list.map((n) => n.notice_id)).toEqual(['n-1001', 'n-1003']);
    const list = (await c.get(`${API}/notice/list?locale=en&maxnumber=10`)).json() as { list: Notification[] };
    expect(list.list.find((n) => n.notice_id === 'n-1002')?.completed).toBe('true');
    const other = (await (await signedIn('reports')).get(`${API}/notice/popup?locale=en`)).json() as { list: Notification[] };
    expect(other.list.map((n) => n.notice_id)).toContain('n-1002');
  });

  it('pop-ups of each kind, with the flags the console acts on', async () => {
    const c = await signedIn('sub');
    const body = (await c.get(`${API}/notice/popup?locale=en`)).json() as { list: Notification[] };
    const byKind = Object.fromEntries(body.list.map((n) => [n.type, n]));
    expect(byKind['v1ecs-promotion']).toMatchObject({ notice_id: 'n-1001', popup_closeable: 'true', popup_close_and_complete: 'false' });
    expect(byKind['what-is-new']).toMatchObject({ notice_id: 'n-1002', popup_close_and_complete: 'true' });
    expect(byKind['what-is-new']?.popup_html).toContain('onerror=alert(1)');
    expect(byKind['license_expiration_reminder']).toMatchObject({ notice_id: 'n-1003', popup_close_and_complete: 'true' });
  });

  it('complete refuses unknown ids and malformed XML', async () => {
    const c = await signedIn('inbound');
    const unknown = await c.put(`${API}/notice/complete`, { xml: '<notice><notice_id>nope</notice_id></notice>' });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).errorcode).toBe('404');
    const broken = await c.put(`${API}/notice/complete`, { xml: '<notice><notice_id>' });
    expect(broken.statusCode).toBe(400);
    expect(envelopeOf(broken).errorcode).toBe('400');
  });

  it('needs a session', async () => {
    const c = await new Client(server.app).prime();
    expect((await c.get(`${API}/notice/list?locale=en&maxnumber=10`)).statusCode).toBe(401);
    expect((await c.put(`${API}/notice/complete`, { xml: '<notice><notice_id>n-1001</notice_id></notice>' })).statusCode).toBe(401);
  });
});

describe('supporter/license', () => {
  it('returns company, account and licenses; GUIDs stay strings', async () => {
    const c = await signedIn('super');
    const res = await c.get(`${API}/supporter/license/00123`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.company).toMatchObject({ GUID: '00123', name: '00123', customer_id: '00456', is_v1eas: 0, enable_cuplog: 1 });
    expect(body.data.account).toMatchObject({ accountname: '00123', extra: { accode: '0001234', pid: 'EMS-STD', seats: 100 } });
    expect(body.data.account.extra.license_check_last_success_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(body.data.licenses).toEqual([
      { accode: '0001234', pid: 'EMS-STD', seats: 100, led: '2027-01-01', grace_period: 30, auto_renewal: 1 },
    ]);
    const v1 = (await c.get(`${API}/supporter/license/a1c3e5f7-2b4d-4e6f-8a9b-0c1d2e3f4a5b`)).json();
    expect(v1.data.company.is_v1eas).toBe(1);
  });

  it("answers 404 for an unknown company, 400 'no company id' for an empty one", async () => {
    const c = await signedIn('super');
    const missing = await c.get(`${API}/supporter/license/does-not-exist`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    const empty = await c.get(`${API}/supporter/license/`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 400, message: 'no company id' });
  });

  it('sync succeeds (code 0, check time moves) or fails (non-zero code)', async () => {
    const c = await signedIn('admin');
    const guid = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';
    server.advance(60_000);
    expect((await c.put(`${API}/supporter/license/${guid}`)).json()).toEqual({ code: 0, message: 'ok' });
    const after = (await c.get(`${API}/supporter/license/${guid}`)).json();
    expect(Date.parse(after.data.account.extra.license_check_last_success_time)).toBeGreaterThan(Date.now());
    const failed = (await c.put(`${API}/supporter/license/7c9e6679-7425-40de-944b-e07fc1f90ae7`)).json();
    expect(failed.code).not.toBe(0);
    expect((await c.put(`${API}/supporter/license/unknown`)).statusCode).toBe(404);
  });

  it('is allowed with MANUAL_LICENSE_CHECK, refused (403) without super, ALL or that permission', async () => {
    expect((await (await signedIn('support')).get(`${API}/supporter/license/00123`)).statusCode).toBe(200);
    const denied = await (await signedIn('reports')).get(`${API}/supporter/license/00123`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 403 });
    expect((await new Client(server.app).get(`${API}/supporter/license/00123`)).statusCode).toBe(401);
  });
});

describe('banner and versions', () => {
  it('cobrand/banner answers an SVG image without a session', async () => {
    const c = new Client(server.app);
    for (const q of [
      'cobrand_id=3&bannertype=1',
      'cobrand_id=1&bannertype=1',
      'cobrand_uuid=0b6e8b8a-5f7e-4b1e-9a55-1f3c2d4e5f60&bannertype=1',
    ]) {
      const res = await c.get(`${API}/cobrand/banner?${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain('<svg');
    }
    expect((await c.get(`${API}/cobrand/banner?cobrand_id=<x>&bannertype=1`)).statusCode).toBe(400);
  });

  it('starcloudversioninfo lists five components with ISO UTC times', async () => {
    const body = (await new Client(server.app).get(`${API}/withoutauth/starcloudversioninfo`)).json();
    expect(body.errorCode).toBe('0');
    for (const k of ['spam_engine', 'virus_engine', 'spam_pattern', 'spyware_pattern', 'virus_pattern']) {
      expect(typeof body.starcloudversioninfo[k]).toBe('string');
      expect(body.starcloudversioninfo[`${k}_last_update_time`]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });
});
