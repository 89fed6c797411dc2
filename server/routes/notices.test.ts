// @vitest-environment node
// Notices: the list, the pop-ups and completing one, per account.
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
