// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, type FakeReply } from '../../testing/fake-adapter';
import { createHttp } from './http';
import { fetchLicenseDetails, isNoCompanyId, isNoData, isSet, syncLicense } from './supporter-license';

function serve(reply: FakeReply) {
  const client = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
  const fake = fakeAdapter(() => reply);
  client.defaults.adapter = fake.adapter;
  return { client, seen: fake.seen };
}
const json = (body: unknown, status = 200): FakeReply => ({ status, body: JSON.stringify(body) });

const DATA = {
  company: { GUID: '00123', customer_id: '00456', name: '00123', is_v1eas: 0, enable_cuplog: 1 },
  account: { accountid: 50004, accountname: '00123', extra: { seats: 100, led: '2027-01-01' } },
  licenses: [{ accode: '0001234', pid: 'EMS-STD', seats: 100, led: '2027-01-01', grace_period: 30, auto_renewal: 1 }],
};

describe('fetchLicenseDetails', () => {
  it('encodes the id as one path segment and keeps numeric-looking text as text', async () => {
    const { client, seen } = serve(json({ code: 0, message: 'ok', data: DATA }));
    const result = await fetchLicenseDetails(' 00123 ', client);
    expect(seen[0]?.url).toBe('supporter/license/00123');
    expect(result.ok && result.data.company.GUID).toBe('00123');
    expect(result.ok && result.data.company.name).toBe('00123');
    await fetchLicenseDetails('a/b?c#d', client);
    expect(seen[1]?.url).toBe('supporter/license/a%2Fb%3Fc%23d');
  });

  it('refuses an empty id without a request ("no company id")', async () => {
    const { client, seen } = serve(json({ code: 0 }));
    const result = await fetchLicenseDetails('   ', client);
    expect(seen).toHaveLength(0);
    expect(!result.ok && isNoCompanyId(result.error)).toBe(true);
    const sync = await syncLicense('', client);
    expect(!sync.ok && isNoCompanyId(sync.error)).toBe(true);
  });

  it('reads a 404 as no data', async () => {
    const result = await fetchLicenseDetails('nope', serve(json({ code: 404, message: 'no data found' }, 404)).client);
    expect(!result.ok && isNoData(result.error)).toBe(true);
    const inBody = await fetchLicenseDetails('nope', serve(json({ code: 404 })).client);
    expect(!inBody.ok && isNoData(inBody.error)).toBe(true);
  });

  it('accepts a company without an account', async () => {
    const result = await fetchLicenseDetails('x', serve(json({ code: 0, data: { ...DATA, account: null } })).client);
    expect(result.ok && result.data.account).toBeNull();
  });
});

describe('syncLicense', () => {
  it('succeeds on code 0 and fails on any other code', async () => {
    const ok = serve(json({ code: 0 }));
    expect(await syncLicense('00123', ok.client)).toMatchObject({ ok: true });
    expect([ok.seen[0]?.method, ok.seen[0]?.url]).toEqual(['put', 'supporter/license/00123']);
    expect(await syncLicense('x', serve(json({ code: 5001, message: 'failed' })).client)).toMatchObject({
      ok: false,
      error: { kind: 'code', code: '5001' },
    });
  });
});

describe('isSet', () => {
  it('reads the flag forms', () => {
    expect([1, true, '1', 'true'].map(isSet)).toEqual([true, true, true, true]);
    expect([0, false, '0', 'false', null, undefined, 'yes'].map(isSet)).toEqual([false, false, false, false, false, false, false]);
  });
});
