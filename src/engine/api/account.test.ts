// @vitest-environment jsdom
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, xmlEnvelope, type FakeReply } from '../../testing/fake-adapter';
import { fetchSessionInfo, releaseAssumeAs } from './account';
import { createHttp } from './http';

interface AccountFields {
  readonly [name: string]: string | undefined;
}

const ACCOUNT: AccountFields = {
  account_id: '00123',
  license_acct_id: '00123',
  usertype: '10',
  licensetype: '20',
  status: '1',
  descendant_level: '0',
  parent_id: '100032',
  isSSO: '0',
  name: 'R&amp;D admin',
  email: 'admin@example.com',
  is_cobrand_enable: 'true',
  cobrand_id: '3',
  is_advanced_license: '1',
  is_imsx_migration_enabled: 'false',
  license_expire_action_type: '2',
  days_before_expiration: '-4',
};

function accountXml(
  fields: AccountFields = ACCOUNT,
  comp = '<GUID>1E2A3B4C-0000-4000-8000-000000000001</GUID><name>00123</name><is_v1eas>1</is_v1eas><site>us</site>',
  extra = '<home_url>/dashboard</home_url><provision_progress>100</provision_progress>',
): string {
  const own = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
  return `<account>${own}<comp>${comp}</comp><extra>${extra}</extra></account>`;
}

function present(
  account = accountXml(),
  perms = '<perms><perm>REPORT</perm></perms>',
  features = '<features><phish-insight>1</phish-insight><feedback-addin>0</feedback-addin></features>',
): FakeReply {
  return { body: xmlEnvelope(`${account}${perms}${features}`), headers: { 'content-type': 'application/xml' } };
}

const NOT_ASSUMING: FakeReply = { body: xmlEnvelope('') };

function serve(replies: Record<string, FakeReply>) {
  const navigate = vi.fn<(url: string) => void>();
  const client = createHttp({ navigate, where: () => ({ pathname: '/', hostname: 'app.example.com', origin: 'https://app.example.com' }) });
  const fake = fakeAdapter((config) => replies[config.url ?? ''] ?? { status: 404, body: '' });
  client.defaults.adapter = fake.adapter;
  return { client, navigate, seen: fake.seen };
}

describe('fetchSessionInfo', () => {
  it('builds SessionInfo from present and previous', async () => {
    const { client, seen } = serve({ 'account/present': present(), 'account/assumeas/previous': NOT_ASSUMING });
    const result = await fetchSessionInfo(client);
    expect(result).toEqual({
      ok: true,
      redirect: null,
      data: {
        account: {
          account_id: '00123',
          license_acct_id: '00123',
          usertype: 10,
          licensetype: 20,
          status: 1,
          descendant_level: 0,
          parent_id: '100032',
          isSSO: false,
          name: 'R&D admin',
          email: 'admin@example.com',
          is_cobrand_enable: true,
          cobrand_id: '3',
          is_advanced_license: true,
          is_imsx_migration_enabled: false,
          license_expire_action_type: 2,
          days_before_expiration: -4,
          comp: { GUID: '1E2A3B4C-0000-4000-8000-000000000001', name: '00123', is_v1eas: true, site: 'us' },
          extra: { home_url: '/dashboard', provision_progress: 100 },
        },
        permission: { REPORT: 63 },
        features: { 'phish-insight': '1', 'feedback-addin': '0' },
      },
    });
    expect(seen.map((config) => [config.method, config.url])).toEqual([
      ['get', 'account/present'],
      ['get', 'account/assumeas/previous'],
    ]);
  });

  it('turns permission entries into the mask map', async () => {
    const perms = '<perms><perm>POLICY:read</perm><perm>POLICY:update</perm><perm>QUARANTINE:view</perm><perm>*</perm></perms>';
    const { client } = serve({ 'account/present': present(accountXml(), perms), 'account/assumeas/previous': NOT_ASSUMING });
    const result = await fetchSessionInfo(client);
    expect(result.ok && result.data.permission).toEqual({ POLICY: 5, QUARANTINE: 16, ALL: 63 });
  });

  it('accepts empty perms and features', async () => {
    const { client } = serve({
      'account/present': present(accountXml(), '<perms/>', '<features/>'),
      'account/assumeas/previous': NOT_ASSUMING,
    });
    const result = await fetchSessionInfo(client);
    expect(result.ok && [result.data.permission, result.data.features]).toEqual([{}, {}]);
  });

  it('fills missing optional text with ""', async () => {
    const { name: _name, email: _email, parent_id: _parent, cobrand_id: _cobrand, license_acct_id: _owner, ...rest } = ACCOUNT;
    const account = accountXml(rest, '<GUID>g-1</GUID><is_v1eas>0</is_v1eas>', '<provision_progress>0</provision_progress>');
    const { client } = serve({ 'account/present': present(account), 'account/assumeas/previous': NOT_ASSUMING });
    const result = await fetchSessionInfo(client);
    expect(result.ok).toBe(true);
    if (result.ok) {
      const { account: built } = result.data;
      expect([built.name, built.email, built.parent_id, built.cobrand_id, built.license_acct_id]).toEqual(['', '', '', '', '']);
      expect(built.comp).toEqual({ GUID: 'g-1', name: '', is_v1eas: false, site: '' });
      expect(built.extra).toEqual({ home_url: '', provision_progress: 0 });
    }
  });

  it('adds previous while assuming', async () => {
    const previous = { body: xmlEnvelope('<previous><assumeas_name>root</assumeas_name><assumeas_id>00007</assumeas_id></previous>') };
    const { client } = serve({ 'account/present': present(), 'account/assumeas/previous': previous });
    const result = await fetchSessionInfo(client);
    expect(result.ok && result.data.previous).toEqual({ assumeas_name: 'root', assumeas_id: '00007' });
  });

  it('adds a support session’s end and the reply’s Date (the bar reads the rest itself); nothing else of it', async () => {
    const previous = {
      headers: { date: 'Mon, 07 Dec 2026 10:00:00 GMT' },
      body: xmlEnvelope(
        '<previous><assumeas_name>agent</assumeas_name><assumeas_id>9</assumeas_id><reason>Mail not arriving</reason>' +
          '<ticket>SR-1</ticket><started_at>2026-12-07T09:59:00Z</started_at><expires_at>2026-12-07T10:05:00Z</expires_at>' +
          '<mode>read</mode><colour>blue</colour></previous>',
      ),
    };
    const { client } = serve({ 'account/present': present(), 'account/assumeas/previous': previous });
    const result = await fetchSessionInfo(client);
    expect(result.ok && result.data.previous).toEqual({
      assumeas_name: 'agent',
      assumeas_id: '9',
      expires_at: '2026-12-07T10:05:00Z',
      server_date: 'Mon, 07 Dec 2026 10:00:00 GMT',
    });
  });

  it('treats an empty previous element as not assuming', async () => {
    const { client } = serve({ 'account/present': present(), 'account/assumeas/previous': { body: xmlEnvelope('<previous/>') } });
    const result = await fetchSessionInfo(client);
    expect(result.ok && 'previous' in result.data).toBe(false);
  });

  it.each([
    ['a non-integer usertype', { ...ACCOUNT, usertype: 'ten' }, 'account.usertype'],
    ['a fractional status', { ...ACCOUNT, status: '1.5' }, 'account.status'],
    ['an empty descendant level', { ...ACCOUNT, descendant_level: '' }, 'account.descendant_level'],
    ['a flag that is not 0/1/true/false', { ...ACCOUNT, isSSO: 'yes' }, 'account.isSSO'],
    ['a missing account id', { ...ACCOUNT, account_id: undefined }, 'account.account_id'],
  ])('reports %s as a shape error naming the field', async (_label, fields, field) => {
    const { client } = serve({ 'account/present': present(accountXml(fields)), 'account/assumeas/previous': NOT_ASSUMING });
    const result = await fetchSessionInfo(client);
    expect(result).toMatchObject({ ok: false, error: { kind: 'shape', call: 'account/present' } });
    expect(!result.ok && result.error.kind === 'shape' && result.error.problem).toContain(field);
  });

  it('reports a missing perms element as a shape error', async () => {
    const { client } = serve({ 'account/present': present(accountXml(), ''), 'account/assumeas/previous': NOT_ASSUMING });
    const result = await fetchSessionInfo(client);
    expect(!result.ok && result.error.kind === 'shape' && result.error.problem).toContain('perms');
  });

  it('right after a sign-in asks present and previous side by side', async () => {
    for (const sessionKnown of [false, true]) {
      const { client, seen } = serve({ 'account/present': present(), 'account/assumeas/previous': NOT_ASSUMING });
      const adapter = client.defaults.adapter as (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;
      let answerPresent = (): void => undefined;
      // present's reply is held until released; previous is answered at once.
      client.defaults.adapter = (config: InternalAxiosRequestConfig) =>
        config.url === 'account/present'
          ? new Promise<AxiosResponse>((resolve) => {
              answerPresent = () => void adapter(config).then(resolve);
            })
          : adapter(config);
      const result = fetchSessionInfo(client, { sessionKnown });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const urlsBeforePresent = seen.map((config) => config.url);
      answerPresent();
      expect((await result).ok).toBe(true);
      expect(urlsBeforePresent).toEqual(sessionKnown ? ['account/assumeas/previous'] : []);
    }
  });

  it('does not navigate on a 401 from present and does not ask for previous', async () => {
    const { client, navigate, seen } = serve({ 'account/present': { status: 401, headers: { 'x-redirect': '/uiserver/login' } } });
    const result = await fetchSessionInfo(client);
    expect(result).toEqual({ ok: false, error: { kind: 'http', call: 'account/present', status: 401 }, redirect: '/uiserver/login' });
    expect(navigate).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('fails when previous fails', async () => {
    const { client } = serve({ 'account/present': present(), 'account/assumeas/previous': { status: 500 } });
    expect(await fetchSessionInfo(client)).toMatchObject({
      ok: false,
      error: { kind: 'http', call: 'account/assumeas/previous', status: 500 },
    });
  });

  it('surfaces an envelope error code', async () => {
    const { client } = serve({ 'account/present': { body: xmlEnvelope('', '500', 'internal') } });
    expect(await fetchSessionInfo(client)).toMatchObject({ ok: false, error: { kind: 'code', code: '500', message: 'internal' } });
  });

  it('surfaces x-redirect on success', async () => {
    const { client } = serve({
      'account/present': present(),
      'account/assumeas/previous': { ...NOT_ASSUMING, headers: { 'x-redirect': '/init' } },
    });
    expect((await fetchSessionInfo(client)).redirect).toBe('/init');
  });
});

describe('releaseAssumeAs', () => {
  it('succeeds on errorcode 0', async () => {
    const { client, seen } = serve({ 'account/assumeas/release': { body: xmlEnvelope('') } });
    expect(await releaseAssumeAs(client)).toEqual({ ok: true, data: null, redirect: null });
    expect(seen[0]?.method).toBe('get');
  });

  it('reports a failure code', async () => {
    const { client } = serve({ 'account/assumeas/release': { body: xmlEnvelope('', '17', 'not assuming') } });
    expect(await releaseAssumeAs(client)).toMatchObject({ ok: false, error: { kind: 'code', code: '17', message: 'not assuming' } });
  });

  it('follows the 401 rule, not being the probe', async () => {
    const { client, navigate } = serve({ 'account/assumeas/release': { status: 401 } });
    await releaseAssumeAs(client);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });
});
