// @vitest-environment node
// Manual License Check: a company's licences by GUID, the licence sync, and who may ask.
import { describe, expect, it } from 'vitest';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';

const server = sharedTestServer();

async function signedIn(user: string): Promise<Client> {
  const c = new Client(server.app);
  expect(envelopeOf(await c.login(user)).errorcode).toBe('0');
  return c;
}

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
