// @vitest-environment jsdom
/**
 * The one reader of the signed-in state: what each caller meets (a page load, a sign-in, a store
 * that holds some of it), which calls go out and in what order, and what is kept.
 */
import { describe, expect, it } from 'vitest';
import { xmlEnvelope, type FakeReply } from '../../testing/fake-adapter';
import { servicesFixture } from '../../testing/services-fixture';
import { sessionFixture } from '../../testing/session-fixture';
import type { MfaSetting } from '../api/mfa';
import { readSignedInState, rereadMfaSetting } from './signed-in-state';

const xml = (body: string): FakeReply => ({ headers: { 'content-type': 'application/xml' }, body: xmlEnvelope(body) });
const PRESENT = xml(
  '<account><account_id>00123</account_id><license_acct_id>00123</license_acct_id><usertype>10</usertype><licensetype>20</licensetype><status>1</status><descendant_level>0</descendant_level><parent_id>100032</parent_id><isSSO>0</isSSO><name>admin</name><email>admin@example.com</email><is_cobrand_enable>false</is_cobrand_enable><cobrand_id>0</cobrand_id><is_advanced_license>1</is_advanced_license><is_imsx_migration_enabled>false</is_imsx_migration_enabled><license_expire_action_type>2</license_expire_action_type><days_before_expiration>30</days_before_expiration><comp><GUID>1E2A3B4C-0000-4000-8000-000000000001</GUID><name>00123</name><is_v1eas>1</is_v1eas><site>us</site></comp><extra><home_url>/dashboard</home_url><provision_progress>100</provision_progress></extra></account><perms><perm>REPORT</perm></perms><features><phish-insight>1</phish-insight></features>',
);
const MFA_ENFORCED = xml(
  '<mfaSetting><enable_mfa>0</enable_mfa><auth_source>1</auth_source><email>e@example.com</email><enforce_mfa>1</enforce_mfa><mfa_status>0</mfa_status></mfaSetting>',
);
const KEPT_MFA: MfaSetting = { enabled: true, enforced: false, setUp: true } as unknown as MfaSetting;

type Replies = Partial<Record<string, FakeReply>>;
const serve = (replies: Replies, stored: { info?: boolean; mfa?: boolean } = {}) => {
  const services = servicesFixture({
    session: stored.info ? sessionFixture({ name: 'kept' }) : null,
    answer: (config) => replies[config.url ?? ''] ?? xml(''),
  });
  if (stored.mfa) services.session.mfaSetting = KEPT_MFA;
  return services;
};

describe('readSignedInState', () => {
  it.each([
    {
      name: 'a page load signed in: account, then previous beside the banner and the MFA setting; both kept',
      replies: { 'account/present': PRESENT, 'mfa/setting': MFA_ENFORCED },
      stored: {},
      signedIn: false,
      first: 'account/present',
      asked: ['account/present', 'account/assumeas/previous', 'account/visionone/productupgrade', 'mfa/setting'],
      account: '00123',
      mfa: { enforced: true, setUp: false },
    },
    {
      name: 'signed out: only the session probe, nothing kept',
      replies: { 'account/present': { status: 401 } },
      stored: {},
      signedIn: false,
      first: 'account/present',
      asked: ['account/present'],
      account: null,
      mfa: null,
    },
    {
      name: 'the MFA read fails: the account is kept, the setting is not',
      replies: { 'account/present': PRESENT, 'mfa/setting': { status: 500, body: '' } },
      stored: {},
      signedIn: false,
      first: 'account/present',
      asked: ['account/present', 'account/assumeas/previous', 'account/visionone/productupgrade', 'mfa/setting'],
      account: '00123',
      mfa: null,
    },
    {
      name: 'both kept already (after a sign-in): nothing asked',
      replies: {},
      stored: { info: true, mfa: true },
      signedIn: false,
      first: undefined,
      asked: [],
      account: 'kept',
      mfa: KEPT_MFA,
    },
    {
      name: 'the account kept, its MFA setting not: only the setting asked',
      replies: { 'mfa/setting': MFA_ENFORCED },
      stored: { info: true },
      signedIn: false,
      first: 'mfa/setting',
      asked: ['mfa/setting'],
      account: 'kept',
      mfa: { enforced: true, setUp: false },
    },
    {
      name: "right after a sign-in: everything asked afresh, another sign-in's state replaced",
      replies: { 'account/present': PRESENT, 'mfa/setting': MFA_ENFORCED },
      stored: { info: true, mfa: true },
      signedIn: true,
      first: undefined,
      asked: ['account/present', 'account/assumeas/previous', 'account/visionone/productupgrade', 'mfa/setting'],
      account: '00123',
      mfa: { enforced: true, setUp: false },
    },
  ])('$name', async ({ replies, stored, signedIn, first, asked, account, mfa }) => {
    const services = serve(replies, stored);
    await readSignedInState(services, { signedIn });
    const seen = services.seen.map((request) => request.url);
    if (first !== undefined) expect(seen[0]).toBe(first);
    expect([...seen].sort()).toEqual([...asked].sort());
    const kept = services.session.info;
    expect(kept === null ? null : kept.account.account_id === '00123' ? '00123' : kept.account.name).toBe(account);
    if (mfa === null) expect(services.session.mfaSetting).toBeNull();
    else expect(services.session.mfaSetting).toMatchObject(mfa);
  });

  it('stores the MFA setting before the account: whoever renders on the account finds both', async () => {
    const services = serve({ 'account/present': PRESENT, 'mfa/setting': MFA_ENFORCED });
    const order: string[] = [];
    const store = services.session;
    let info = store.info;
    let setting = store.mfaSetting;
    Object.defineProperty(store, 'info', { get: () => info, set: (value) => void (order.push('account'), (info = value)) });
    Object.defineProperty(store, 'mfaSetting', { get: () => setting, set: (value) => void (order.push('mfa'), (setting = value)) });
    await readSignedInState(services);
    expect(order).toEqual(['mfa', 'account']);
  });
});

describe('rereadMfaSetting', () => {
  it.each([
    { name: 'read afresh and kept', reply: MFA_ENFORCED, kept: { enforced: true, setUp: false } },
    { name: 'a failed read keeps the old one', reply: { status: 500, body: '' }, kept: KEPT_MFA },
  ])('$name', async ({ reply, kept }) => {
    const services = serve({ 'mfa/setting': reply }, { info: true, mfa: true });
    await rereadMfaSetting(services);
    expect(services.seen.map((request) => request.url)).toEqual(['mfa/setting']);
    expect(services.session.mfaSetting).toMatchObject(kept);
  });
});
