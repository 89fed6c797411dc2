// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, xmlEnvelope, type FakeReply } from '../../testing/fake-adapter';
import { createHttp } from './http';
import { completeNotice, fetchNoticeList, fetchPopupNotices, isUnread, unreadCount, type Notification } from './notices';

const NOTICE: Notification = {
  notice_id: '00123',
  subject: 'Hello <b>',
  completed: 'false',
  type: 'what-is-new',
  popup_html: '<p>x</p>',
  popup_closeable: 'true',
  popup_close_and_complete: 'true',
};

function serve(reply: FakeReply) {
  const client = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
  const fake = fakeAdapter(() => reply);
  client.defaults.adapter = fake.adapter;
  return { client, seen: fake.seen };
}

const json = (body: unknown): FakeReply => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('notice calls', () => {
  it('asks for at most ten notices in the given locale and keeps ids as text', async () => {
    const { client, seen } = serve(json({ errorCode: '0', list: [NOTICE, { ...NOTICE, notice_id: 'n-2', completed: 'true' }] }));
    const result = await fetchNoticeList('ja', client);
    expect(result.ok && result.data.map((n) => n.notice_id)).toEqual(['00123', 'n-2']);
    expect(seen[0]?.url).toBe('notice/list');
    expect(seen[0]?.params).toEqual({ locale: 'ja', maxnumber: '10' });
  });

  it('asks for pop-ups in the locale', async () => {
    const { client, seen } = serve(json({ errorCode: '0', list: [] }));
    expect(await fetchPopupNotices('en', client)).toMatchObject({ ok: true, data: [] });
    expect([seen[0]?.url, seen[0]?.params]).toEqual(['notice/popup', { locale: 'en' }]);
  });

  it('reports a non-zero errorCode and a wrong shape as failures', async () => {
    expect(await fetchNoticeList('en', serve(json({ errorCode: '500', list: [] })).client)).toMatchObject({
      ok: false,
      error: { kind: 'code' },
    });
    const bad = await fetchNoticeList('en', serve(json({ errorCode: '0', list: [{ ...NOTICE, completed: true }] })).client);
    expect(bad).toMatchObject({ ok: false, error: { kind: 'shape' } });
  });

  it('completes a notice with an escaped XML body', async () => {
    const { client, seen } = serve({ body: xmlEnvelope(''), headers: { 'content-type': 'application/xml' } });
    expect(await completeNotice('a<b', client)).toEqual({ ok: true, data: null, redirect: null });
    expect(seen[0]?.method).toBe('put');
    expect(seen[0]?.data).toBe('<notice><notice_id>a&lt;b</notice_id></notice>');
    expect(String(seen[0]?.headers.get('Content-Type'))).toContain('application/xml');
  });

  it('counts unread as completed "false" only', () => {
    const list = [NOTICE, { ...NOTICE, completed: 'true' as const }, { ...NOTICE, completed: 'false' as const }];
    expect(unreadCount(list)).toBe(2);
    expect(isUnread({ ...NOTICE, completed: 'true' })).toBe(false);
  });
});
