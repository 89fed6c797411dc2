// @vitest-environment jsdom
/**
 * The sign-in calls: what each sends (path, method, body, probe) and how its replies decode,
 * failures included, since the login page maps every failure to its own message.
 */
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, xmlEnvelope, type FakeReply } from '../../testing/fake-adapter';
import { createHttp } from './http';
import { fetchMfaSetting, fetchMfaStatus, mfaSetupRequired, sendEmergencyCode } from './mfa';
import { fetchMigrationStatus } from './migration';
import { requestVerificationCode, resetPassword } from './password';
import { saveRegion } from './region';
import { fetchSites } from './sites';

const JSON_TYPE = { 'content-type': 'application/json' };
const XML_TYPE = { 'content-type': 'application/xml' };

function serve(reply: FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply)) {
  const navigate = vi.fn<(url: string) => void>();
  const client = createHttp({
    navigate,
    where: () => ({ pathname: '/login', hostname: 'app.example.com', origin: 'https://app.example.com' }),
  });
  const fake = fakeAdapter((config) => (typeof reply === 'function' ? reply(config) : reply));
  client.defaults.adapter = fake.adapter;
  return { client, navigate, seen: fake.seen };
}

const json = (body: unknown, status = 200): FakeReply => ({ status, body: JSON.stringify(body), headers: JSON_TYPE });
const credentials = { accountname: 'nsuser', password: 'Demo@2026', namespace: 'acme' };

describe('fetchMigrationStatus', () => {
  it('asks with the username and decodes the status', async () => {
    const { client, seen } = serve(
      json({ errorCode: '0', errorMessage: '', migrationStatus: 1, redirectURL: 'https://v1.example.com/m', customer: true, sso: true }),
    );
    const result = await fetchMigrationStatus('mig@@acme', client);
    expect(result).toEqual({
      ok: true,
      redirect: null,
      data: { status: 1, redirectUrl: 'https://v1.example.com/m', customer: true, sso: true },
    });
    expect(seen[0]?.url).toBe('withoutauth/account/migration/status');
    expect(seen[0]?.params).toEqual({ username: 'mig@@acme' });
    expect(seen[0]?.probe).toBe(true);
  });

  it('reads a string status and missing flags as not customer, not SSO', async () => {
    const { client } = serve(json({ errorCode: '0', migrationStatus: '2' }));
    expect(await fetchMigrationStatus('x', client)).toMatchObject({
      ok: true,
      data: { status: 2, redirectUrl: '', customer: false, sso: false },
    });
  });

  it('reports a non-zero errorCode as a code failure', async () => {
    const { client } = serve(json({ errorCode: '52001', errorMessage: 'down', migrationStatus: 0 }));
    expect(await fetchMigrationStatus('x', client)).toMatchObject({ ok: false, error: { kind: 'code', code: '52001' } });
  });
});

describe('fetchMfaStatus', () => {
  it('posts the credentials with account_type=1 as a probe and decodes the setting', async () => {
    const body = xmlEnvelope('<mfaSetting><enable_mfa>1</enable_mfa><auth_source>1</auth_source><email>m@example.com</email></mfaSetting>');
    const { client, seen, navigate } = serve({ body, headers: XML_TYPE });
    const result = await fetchMfaStatus(credentials, client);
    expect(result).toMatchObject({ ok: true, data: { enabled: true, authSource: '1', email: 'm@example.com' } });
    expect(seen[0]?.method).toBe('post');
    expect(seen[0]?.url).toBe('mfa/status');
    expect(String(seen[0]?.data)).toBe('accountname=nsuser&password=Demo%402026&namespace=acme&account_type=1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports errorcode 701 as a code failure and HTTP 401 without navigating', async () => {
    const invalid = serve({ body: xmlEnvelope('', '701', 'invalid login'), headers: XML_TYPE });
    expect(await fetchMfaStatus(credentials, invalid.client)).toMatchObject({ ok: false, error: { kind: 'code', code: '701' } });
    const unauthorised = serve({ status: 401, body: xmlEnvelope('', '401', 'no'), headers: XML_TYPE });
    expect(await fetchMfaStatus(credentials, unauthorised.client)).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(unauthorised.navigate).not.toHaveBeenCalled();
  });
});

describe('sendEmergencyCode', () => {
  it('succeeds on errorcode 0 and reports 1206', async () => {
    const sent = serve({ body: xmlEnvelope(''), headers: XML_TYPE });
    expect(await sendEmergencyCode(credentials, sent.client)).toEqual({ ok: true, data: null, redirect: null });
    expect(sent.seen[0]?.url).toBe('mfa/email/emergencycode');
    const limited = serve({ body: xmlEnvelope('', '1206', 'limit'), headers: XML_TYPE });
    expect(await sendEmergencyCode(credentials, limited.client)).toMatchObject({ ok: false, error: { kind: 'code', code: '1206' } });
  });
});

describe('fetchMfaSetting', () => {
  it('tells an enforced account that has not set MFA up', async () => {
    const body = xmlEnvelope(
      '<mfaSetting><enable_mfa>0</enable_mfa><auth_source>1</auth_source><email>e@example.com</email><enforce_mfa>1</enforce_mfa><mfa_status>0</mfa_status></mfaSetting>',
    );
    const { client, seen } = serve({ body, headers: XML_TYPE });
    const result = await fetchMfaSetting(client);
    expect(seen[0]?.method).toBe('get');
    expect(result.ok && mfaSetupRequired(result.data)).toBe(true);
  });

  it('does not require setup when MFA is set up or not enforced', async () => {
    const setUp = xmlEnvelope('<mfaSetting><enable_mfa>1</enable_mfa><enforce_mfa>1</enforce_mfa><mfa_status>1</mfa_status></mfaSetting>');
    const notEnforced = xmlEnvelope(
      '<mfaSetting><enable_mfa>0</enable_mfa><enforce_mfa>0</enforce_mfa><mfa_status>0</mfa_status></mfaSetting>',
    );
    for (const body of [setUp, notEnforced]) {
      const result = await fetchMfaSetting(serve({ body, headers: XML_TYPE }).client);
      expect(result.ok && mfaSetupRequired(result.data)).toBe(false);
    }
  });
});

describe('password reset calls', () => {
  it('requests a code with JSON and answers the prefix', async () => {
    const { client, seen } = serve(json({ code: 0, message: 'ok', data: { prefix: 'ABCD' } }));
    expect(await requestVerificationCode({ username: 'sub', email: 'sub@example.com' }, client)).toEqual({
      ok: true,
      data: 'ABCD',
      redirect: null,
    });
    expect(seen[0]?.url).toBe('account/verificationcode');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ username: 'sub', email: 'sub@example.com' });
  });

  it('carries the body code of a 404 and the status of a 429', async () => {
    const missing = serve(json({ code: 706, message: 'invalid' }, 404));
    expect(await requestVerificationCode({ username: 'a', email: 'b@c.de' }, missing.client)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404, errorcode: '706' },
    });
    const busy = serve(json({ code: 429, message: 'slow down' }, 429));
    expect(await requestVerificationCode({ username: 'a', email: 'b@c.de' }, busy.client)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 429 },
    });
  });

  it('puts the new password and reports 400 codes', async () => {
    const done = serve(json({ code: 0, message: 'password updated' }));
    const reset = { username: 'sub', email: 'sub@example.com', password: 'New@Pass2026', verification_code: '123456' };
    expect(await resetPassword(reset, done.client)).toEqual({ ok: true, data: null, redirect: null });
    expect(done.seen[0]?.method).toBe('put');
    expect(JSON.parse(String(done.seen[0]?.data))).toEqual(reset);
    const expired = serve(json({ code: 1202, message: 'expired' }, 400));
    expect(await resetPassword(reset, expired.client)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 400, errorcode: '1202' },
    });
  });
});

describe('region calls', () => {
  it('lists sites with numeric orders, an unknown site included', async () => {
    const { client } = serve(
      json([{ site: 'US', name: 'United States', order: 1 }, { site: 'XX', name: 'XX', order: '8' }, { site: 'ZZ' }]),
    );
    expect(await fetchSites(client)).toEqual({
      ok: true,
      redirect: null,
      data: [
        { site: 'US', name: 'United States', order: 1 },
        { site: 'XX', name: 'XX', order: 8 },
        { site: 'ZZ', name: '', order: null },
      ],
    });
  });

  it('refuses a reply that is not a list of sites', async () => {
    const { client } = serve(json({ sites: [] }));
    expect(await fetchSites(client)).toMatchObject({ ok: false, error: { kind: 'shape' } });
  });

  it('posts the region as a form to /uiserver/account/site, outside the API prefix', async () => {
    const { client, seen } = serve(json({ code: 0 }));
    const result = await saveRegion({ data_site: 'JP', timezone: 'Asia/Tokyo', language: 'ja' }, client);
    expect(result).toEqual({ ok: true, data: null, redirect: null });
    expect(seen[0]?.baseURL).toBe('');
    expect(seen[0]?.url).toBe('/uiserver/account/site');
    expect(String(seen[0]?.data)).toBe('data_site=JP&timezone=Asia%2FTokyo&language=ja');
  });
});
