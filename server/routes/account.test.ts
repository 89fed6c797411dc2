// @vitest-environment node
// The signed-in account: present, assume-as, theme, locale, regions, promotion, upgrade, migration status.
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API, Client, envelopeOf, startTestServer, sharedTestServer } from '../testing/test-server';

const server = sharedTestServer();

async function signedIn(user: string): Promise<Client> {
  const c = new Client(server.app);
  const res = await c.login(user);
  expect(envelopeOf(res).errorcode).toBe('0');
  return c;
}

describe('account/present', () => {
  it('has the exact shape: account fields in order, comp and extra nested, perms list, features', async () => {
    const c = await signedIn('admin');
    const res = await c.get(`${API}/account/present`);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain(
      '<account><account_id>1001</account_id><license_acct_id>1001</license_acct_id><usertype>10</usertype><licensetype>10</licensetype>' +
        '<status>1</status><descendant_level>1</descendant_level><parent_id>0</parent_id><isSSO>0</isSSO><name>Alex Admin</name>',
    );
    expect(res.body).toContain(
      '<is_cobrand_enable>0</is_cobrand_enable><cobrand_id>3</cobrand_id><is_advanced_license>1</is_advanced_license>',
    );
    expect(res.body).toContain(
      '<license_expire_action_type>0</license_expire_action_type><days_before_expiration>120</days_before_expiration><comp><GUID>',
    );
    expect(res.body).toContain(
      '<is_v1eas>1</is_v1eas><site>US</site></comp><extra><home_url/><provision_progress>40</provision_progress></extra></account>',
    );
    expect(res.body).toContain(
      '<perms><perm>ALL</perm></perms><features><phish-insight>1</phish-insight><feedback-addin>1</feedback-addin></features>',
    );
    const { errorcode, resultinfo } = envelopeOf(res);
    expect(errorcode).toBe('0');
    expect(resultinfo.perms.perm).toEqual(['ALL']); // a one-element list is still a list
  });

  it('lists several perms with actions, keeps numeric-looking text and partner home urls', async () => {
    const reports = envelopeOf(await (await signedIn('reports')).get(`${API}/account/present`)).resultinfo;
    expect(reports.perms.perm).toEqual(['REPORT:read', 'BRIEFING_SCHEDULE:read', 'WEB_UI']);
    expect(reports.account.comp.GUID).toBe('00123');
    expect(reports.account.comp.name).toBe('00123');
    expect(reports.features).toBe('');
    const clp = envelopeOf(await (await signedIn('clp')).get(`${API}/account/present`)).resultinfo;
    expect(clp.account.extra.home_url).toBe('https://clp.example.com/home');
    expect(clp.account).toMatchObject({ usertype: '20', licensetype: '20', descendant_level: '1' });
    const sub = envelopeOf(await (await signedIn('sub')).get(`${API}/account/present`)).resultinfo;
    expect(sub.account).toMatchObject({ parent_id: '100032', descendant_level: '2' });
    const provision = envelopeOf(await (await signedIn('provision')).get(`${API}/account/present`)).resultinfo;
    expect(provision.account.extra.provision_progress).toBe('20');
    expect(provision.account.account_id).toBe(provision.account.license_acct_id);
    expect(provision.perms.perm).toContain('CLP_ACCOUNT');
  });

  it('the super admin assumes acme-admin with its own features', async () => {
    const c = await signedIn('super');
    const r = envelopeOf(await c.get(`${API}/account/present`)).resultinfo;
    expect(r.account).toMatchObject({ name: 'acme-admin', usertype: '60', licensetype: '20' });
    expect(r.perms.perm).toEqual(['ALL', 'SU_ADMIN_ACCOUNT', 'SU_ASSUME_AS_LOWLEVEL']);
    expect(r.features).toEqual({ 'phish-insight': '0', 'feedback-addin': '1' });
  });

  it('an account with no permissions has an empty perms list', async () => {
    const c = await signedIn('noaccess');
    const res = await c.get(`${API}/account/present`);
    expect(res.body).toContain('<perms/>');
  });
});

describe('assume-as', () => {
  it('previous names the assuming account until release, for that session only', async () => {
    const c = await signedIn('super');
    const other = await signedIn('super');
    const before = envelopeOf(await c.get(`${API}/account/assumeas/previous`));
    expect(before.resultinfo.previous).toEqual({ assumeas_name: 'supervisor', assumeas_id: '9001' });
    const release = await c.get(`${API}/account/assumeas/release`);
    expect(envelopeOf(release).errorcode).toBe('0');
    expect((await c.get(`${API}/account/assumeas/previous`)).body).toContain('<resultinfo/>');
    expect((await c.get(`${API}/account/present`)).statusCode).toBe(200);
    expect(envelopeOf(await other.get(`${API}/account/assumeas/previous`)).resultinfo.previous.assumeas_id).toBe('9001');
  });

  it('previous is an empty resultinfo when not assuming', async () => {
    const res = await (await signedIn('admin')).get(`${API}/account/assumeas/previous`);
    expect(envelopeOf(res).errorcode).toBe('0');
    expect(res.body).toContain('<resultinfo/>');
  });

  it('release needs a session and the XMLHttpRequest marker', async () => {
    expect((await new Client(server.app).get(`${API}/account/assumeas/release`)).statusCode).toBe(401);
    const c = await signedIn('super');
    const res = await c.get(`${API}/account/assumeas/release`, { headers: { 'x-requested-with': '' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('theme, locale, region', () => {
  it('theme is stored per account', async () => {
    const a = await signedIn('sub');
    expect((await a.get(`${API}/account/theme`)).json()).toEqual({ code: 0, message: 'ok', data: { curTheme: 'light' } });
    expect((await a.put(`${API}/account/theme`, { json: { theme: 'dark' } })).json()).toMatchObject({ code: 0, data: { theme: 'dark' } });
    expect((await (await signedIn('sub')).get(`${API}/account/theme`)).json()).toMatchObject({ data: { curTheme: 'dark' } });
    expect((await (await signedIn('domains')).get(`${API}/account/theme`)).json()).toMatchObject({ data: { curTheme: 'light' } });
    const bad = await a.put(`${API}/account/theme`, { json: { theme: 'purple' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400 });
  });

  it('reports starts with a saved dark theme', async () => {
    expect((await (await signedIn('reports')).get(`${API}/account/theme`)).json()).toMatchObject({ data: { curTheme: 'dark' } });
  });

  it('resetlocale takes <locale>en|ja</locale>', async () => {
    const c = await signedIn('admin');
    expect(envelopeOf(await c.put(`${API}/adminui/resetlocale`, { xml: '<locale>ja</locale>' })).errorcode).toBe('0');
    const bad = await c.put(`${API}/adminui/resetlocale`, { xml: '<locale>fr</locale>' });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).errorcode).toBe('400');
    const doctype = await c.put(`${API}/adminui/resetlocale`, { xml: '<!DOCTYPE x [<!ENTITY e "ja">]><locale>&e;</locale>' });
    expect(doctype.statusCode).toBe(400);
    expect(envelopeOf(doctype).errorcode).toBe('400');
  });

  it('account/sites lists the seven sites in order plus an unknown one', async () => {
    const sites = (await (await signedIn('admin')).get(`${API}/account/sites`)).json() as { site: string; name: string; order: number }[];
    expect(sites.map((s) => s.site)).toEqual(['US', 'EMEA', 'ANZ', 'JP', 'SG', 'IN', 'UAE', 'XX']);
    expect(sites.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(sites[7]).toEqual({ site: 'XX', name: 'XX', order: 8 });
    expect((await new Client(server.app).get(`${API}/account/sites`)).statusCode).toBe(401);
  });

  it('POST /uiserver/account/site stores the region', async () => {
    const c = await signedIn('jpadmin');
    const ok = await c.post('/uiserver/account/site', { form: { data_site: 'SG', timezone: 'Asia/Singapore', language: 'en' } });
    expect(ok.json()).toEqual({ code: 0, message: 'ok' });
    const present = envelopeOf(await c.get(`${API}/account/present`)).resultinfo;
    expect(present.account.comp.site).toBe('SG');
    expect((await c.post('/uiserver/account/site', { form: { data_site: 'MARS', timezone: '', language: 'en' } })).statusCode).toBe(400);
  });
});

describe('promotion, upgrade, migration', () => {
  it('promotion variants', async () => {
    const admin = (await (await signedIn('admin')).get(`${API}/account/visionone/promotion`)).json();
    expect(admin).toMatchObject({
      errorCode: '0',
      data: { is_promotion: 1, status: 0, account_name: 'Alex Admin', email: 'admin@acme.example.com' },
    });
    expect(admin.data.deadline_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(admin.data.url).toMatch(/^https:\/\//);
    const inbound = (await (await signedIn('inbound')).get(`${API}/account/visionone/promotion`)).json();
    expect(inbound.data).toMatchObject({ is_promotion: 1, status: 1 });
    const sso = (await (await signedIn('sso')).get(`${API}/account/visionone/promotion`)).json();
    expect(sso.data.deadline_date < new Date().toISOString().slice(0, 10)).toBe(true);
    const none = (await (await signedIn('sub')).get(`${API}/account/visionone/promotion`)).json();
    expect(none.data).toMatchObject({ is_promotion: 0 });
  });

  it('promotion: a licence owner with a platform account but no licence link, deadline ahead', async () => {
    const body = (await (await signedIn('linkv1')).get(`${API}/account/visionone/promotion`)).json();
    expect(body).toMatchObject({ errorCode: '0', data: { is_promotion: 1, status: 2, account_name: 'Lina Link' } });
    expect(body.data.deadline_date > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(body.data.url).toMatch(/^https:\/\//);
  });

  it('each promotion account covers its variant: owner status 0, non-owner, owner status ≠ 0', async () => {
    const ownerOf = async (user: string) => {
      const account = envelopeOf(await (await signedIn(user)).get(`${API}/account/present`)).resultinfo.account;
      return String(account.account_id) === String(account.license_acct_id);
    };
    expect(await ownerOf('admin')).toBe(true);
    expect(await ownerOf('inbound')).toBe(false);
    expect(await ownerOf('linkv1')).toBe(true);
    expect(await ownerOf('sso')).toBe(true);
  });

  it("the renewal account's licence expired three days ago, with a partner licence type", async () => {
    const account = envelopeOf(await (await signedIn('renewal')).get(`${API}/account/present`)).resultinfo.account;
    expect(String(account.days_before_expiration)).toBe('-3');
    expect(String(account.licensetype)).toBe('20');
  });

  it.each([
    ['admin', 0],
    ['inbound', 17],
    ['reports', 18],
    ['clp', 3],
    ['mfaenforce', 1],
  ])('productupgrade for %s is status %i', async (user, status) => {
    const body = (await (await signedIn(user)).get(`${API}/account/visionone/productupgrade`)).json();
    expect(body).toMatchObject({ errorCode: '0', errorMessage: '', upgradeStatus: status });
    expect(body.landingPageSsoURL).toMatch(/^https:\/\//);
  });

  it('productupgrade can answer an error', async () => {
    const body = (await (await signedIn('lmp')).get(`${API}/account/visionone/productupgrade`)).json();
    expect(body.errorCode).not.toBe('0');
  });

  it.each([
    ['mig-cust-progress', 1, true, false],
    ['mig-cust-sso', 1, true, true],
    ['mig-cust-done', 2, true, false],
    ['mig-noncust-done', 2, false, false],
    ['mig-noncust-progress', 1, false, false],
  ])('migration status of %s', async (username, status, customer, sso) => {
    const res = await new Client(server.app).get(`${API}/withoutauth/account/migration/status?username=${username}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ errorCode: '0', migrationStatus: status, customer, sso });
    expect(typeof body.redirectURL).toBe('string');
    expect(typeof body.errorMessage).toBe('string');
  });

  it('migration status of an ordinary or unknown user is not migrating', async () => {
    for (const username of ['admin', 'nobody']) {
      const body = (await new Client(server.app).get(`${API}/withoutauth/account/migration/status?username=${username}`)).json();
      expect(body).toEqual({ errorCode: '0', errorMessage: '', migrationStatus: 0, redirectURL: '', customer: false, sso: false });
    }
  });
});

describe('persistence', () => {
  it('keeps data across a restart and does not seed twice', async () => {
    const c = await signedIn('domains');
    await c.put(`${API}/account/theme`, { json: { theme: 'dark' } });
    const dataDir = server.dataDir;
    await server.app.close();
    const restarted = await startTestServer({ dataDir }); // opened on the same dir: nothing deleted on close
    // The handle now points at the restarted server; closing it also removes the data dir.
    Object.assign(server, restarted, {
      close: async () => {
        await restarted.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    });
    const again = await signedIn('domains');
    expect((await again.get(`${API}/account/theme`)).json()).toMatchObject({ data: { curTheme: 'dark' } });
    const sites = (await again.get(`${API}/account/sites`)).json() as unknown[];
    expect(sites).toHaveLength(8);
  }, 60_000);
});
