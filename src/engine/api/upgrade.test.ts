// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, type FakeReply } from '../../testing/fake-adapter';
import { createHttp } from './http';
import { fetchUpgradeStatus, upgradeBannerKind } from './upgrade';

function serve(reply: FakeReply) {
  const client = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
  client.defaults.adapter = fakeAdapter(() => reply).adapter;
  return client;
}
const json = (body: unknown): FakeReply => ({ body: JSON.stringify(body) });

describe('fetchUpgradeStatus', () => {
  it('reads the status and vets the landing url', async () => {
    const ok = await fetchUpgradeStatus(
      serve(json({ errorCode: '0', errorMessage: '', upgradeStatus: 17, landingPageSsoURL: 'https://p.example.com/sso' })),
    );
    expect(ok).toMatchObject({ ok: true, data: { status: 17, landingUrl: 'https://p.example.com/sso' } });
    const hostile = await fetchUpgradeStatus(serve(json({ errorCode: '0', upgradeStatus: '0', landingPageSsoURL: 'javascript:alert(1)' })));
    expect(hostile).toMatchObject({ ok: true, data: { status: 0, landingUrl: null } });
  });

  it('resolves a relative landing url on the console origin', async () => {
    const relative = await fetchUpgradeStatus(
      serve(json({ errorCode: '0', upgradeStatus: 17, landingPageSsoURL: '/upgrade/landing' })),
      'https://console.example.com',
    );
    expect(relative).toMatchObject({ ok: true, data: { landingUrl: 'https://console.example.com/upgrade/landing' } });
  });

  it('fails on an errorCode even when a status is given', async () => {
    const result = await fetchUpgradeStatus(
      serve(json({ errorCode: '52001', errorMessage: 'x', upgradeStatus: 0, landingPageSsoURL: '' })),
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'code', code: '52001' } });
  });
});

describe('upgradeBannerKind', () => {
  it.each([
    [0, 'not-started'],
    [17, 'no-vision-one'],
    [18, 'not-connect'],
    [1, null],
    [2, null],
    [3, null],
    [99, null],
  ])('status %i → %s', (status, kind) => {
    expect(upgradeBannerKind(status)).toBe(kind);
  });
});
