// @vitest-environment node
// Assume-as on the account-management stand-in: who may, what the session then holds, and release.
import { describe, expect, it } from 'vitest';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';
import { ACCOUNT_MANAGEMENT_PAGE, ASSUME_URL } from './standin-assume';

const server = sharedTestServer();

async function signedIn(user: string): Promise<Client> {
  const c = new Client(server.app);
  expect(envelopeOf(await c.login(user)).errorcode).toBe('0');
  return c;
}

/** The Assume form as the supporter fills it in: the account, the reason and the ticket. */
const support = (account: string): Record<string, string> => ({ account, reason: 'Customer cannot see quarantine', ticket: 'SR-1001' });

const presentId = async (c: Client): Promise<string> => envelopeOf(await c.get(`${API}/account/present`)).resultinfo.account.account_id;
const previousOf = async (c: Client): Promise<unknown> => envelopeOf(await c.get(`${API}/account/assumeas/previous`)).resultinfo.previous;

describe('assume-as on the account-management stand-in', () => {
  it('offers Assume to a super administrator only, with every other account to pick', async () => {
    const page = (await (await signedIn('super')).get(ACCOUNT_MANAGEMENT_PAGE)).body;
    expect(page).toContain(`action="${ASSUME_URL}"`);
    expect(page).toContain('<option value="1001">Alex Admin (admin)</option>');
    expect(page).not.toContain('<option value="1004">');
    const plain = (await (await signedIn('admin')).get(ACCOUNT_MANAGEMENT_PAGE)).body;
    expect(plain).not.toContain('data-standin-assume');
    // Other stand-ins never offer it.
    expect((await (await signedIn('super')).get('/uiserver/legacy/logs/audit-log')).body).not.toContain('data-standin-assume');
  });

  it('makes the session act as the chosen account, assumed by the administrator, until release', async () => {
    const c = await signedIn('super');
    const other = await signedIn('super');
    expect(await presentId(c)).toBe('1004');
    const res = await c.post(ASSUME_URL, { form: support('1001') });
    expect(res.statusCode).toBe(200);
    expect(await presentId(c)).toBe('1001');
    // The seeded administrator of the super account still acts.
    expect(await previousOf(c)).toMatchObject({ assumeas_name: 'supervisor', assumeas_id: '9001', mode: 'read' });
    // Only this session.
    expect(await presentId(other)).toBe('1004');
    // Assuming again from there replaces the assumed account, and release still goes back to the own account.
    expect((await c.post(ASSUME_URL, { form: support('1003') })).statusCode).toBe(200);
    expect(await presentId(c)).toBe('1003');
    expect(envelopeOf(await c.get(`${API}/account/assumeas/release`)).errorcode).toBe('0');
    expect(await presentId(c)).toBe('1004');
    expect(await previousOf(c)).toBeUndefined();
  });

  it('after release the administrator assumes as itself', async () => {
    const c = await signedIn('super');
    await c.get(`${API}/account/assumeas/release`);
    expect((await c.post(ASSUME_URL, { form: support('1002') })).statusCode).toBe(200);
    expect(await presentId(c)).toBe('1002');
    expect(await previousOf(c)).toMatchObject({ assumeas_name: 'acme-admin', assumeas_id: '1004', ticket: 'SR-1001' });
  });

  it.each([
    ['no session', null, { account: '1001' }, 401],
    ['an administrator who is no super administrator', 'admin', { account: '1002' }, 403],
    ['an unknown account', 'super', support('999999'), 400],
    ['garbage', 'super', support('1e3'), 400],
    ['no account', 'super', {}, 400],
    ['the account the session holds', 'super', support('1004'), 400],
    ['no reason', 'super', { account: '1001', ticket: 'SR-1' }, 400],
    ['no ticket', 'super', { account: '1001', reason: 'Looking at the quarantine' }, 400],
    ['a customer whose support access is off', 'super', support('1037'), 403],
    ['a customer who never granted support access', 'super', support('1005'), 403],
  ] as const)('refuses %s', async (_name, user, form, status) => {
    const c = user === null ? await new Client(server.app).prime() : await signedIn(user);
    expect((await c.post(ASSUME_URL, { form })).statusCode).toBe(status);
    if (user !== null) expect(await presentId(c)).toBe(user === 'admin' ? '1001' : '1004');
  });

  it('needs the XSRF token', async () => {
    const c = await signedIn('super');
    expect((await c.post(ASSUME_URL, { form: support('1001'), noXsrf: true })).statusCode).toBe(403);
    expect(await presentId(c)).toBe('1004');
  });
});
