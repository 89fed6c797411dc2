/**
 * The kit against the reference server, in both its modes (reference, and strict: exactly the
 * contract), over real loopback sockets: no row fails, the writes leave the accounts as they were,
 * the calls an account may not make are skipped with the reason, and the command line's exit status
 * is 0. One server per mode for the whole file (PGlite's initdb is slow on a busy machine).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractMode } from '../../server/contract-mode';
import { DEMO_TOTP_SECRET } from '../../server/data/demo-data';
import { STEP_UP_ROWS } from './checks/step-up';
import { SUPPORT_ROWS } from './checks/support';
import { Contract } from './contract';
import { KitClient } from './http';
import { runConformance } from './kit';
import { exitStatus } from './report';
import { ADMIN_WRITES, failures, kitOptions, outcomeOf, rowNamed } from './testing/kit-options';
import { startReferenceServer, type ListeningServer } from './testing/reference-server';

const contract = Contract.load();
const root = path.resolve(import.meta.dirname, '../..');
const API = '/uiserver/api/v1/';
const run = promisify(execFile);

/** The account's saved theme, read in a session of its own. */
async function savedTheme(origin: string, user: string): Promise<unknown> {
  const client = new KitClient(origin, 10_000);
  await client.send({ method: 'GET', path: `${API}withoutauth/starcloudversioninfo` });
  await client.send({ method: 'POST', path: `${API}login`, form: { accountname: user, password: 'Demo@2026', login_type: '0' } });
  const reply = await client.send({ method: 'GET', path: `${API}account/theme` });
  return reply.received ? (JSON.parse(reply.body) as { data?: { curTheme?: unknown } }).data?.curTheme : undefined;
}

describe.each<ContractMode>(['reference', 'strict'])('the kit against the reference server in %s mode', (mode) => {
  // Every call of the table, over this mode's runs: a call added to the table that no check sends is missed here.
  const reached = new Set<string>();
  let server: ListeningServer;
  // The kit's waits (a challenge's life, a proof's age) move the server's clock instead of sleeping.
  const hooks = {
    contract,
    reached: (ids: ReadonlySet<string>) => ids.forEach((id) => reached.add(id)),
    wait: async (ms: number) => server.advance(ms),
  };
  beforeAll(async () => {
    server = await startReferenceServer(mode);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is in that mode: the dev helpers answer only in reference mode (strict mode has none)', async () => {
    const reply = await new KitClient(server.origin, 10_000).send({ method: 'GET', path: '/uiserver/dev/csp-reports' });
    expect(reply.received && reply.status).toBe(mode === 'strict' ? 404 : 200);
  });

  it('an administrator, with writes and the login errorcodes: no row fails, and the writes put back what they changed', async () => {
    const rows = await runConformance(kitOptions(server.origin, 'admin', { ...ADMIN_WRITES, waitExpiry: true }), hooks);
    expect(failures(rows)).toEqual([]);
    expect(exitStatus(rows)).toBe(0);
    for (const name of [
      'PUT account/theme (set and restore)',
      'PUT adminui/resetlocale',
      'PUT notice/complete',
      'POST /uiserver/account/site',
      'POST account/verificationcode (refused)',
      'PUT account/password (refused)',
      'GET account/assumeas/release',
      'POST login errorcode 301 (x-redirect)',
      'POST login errorcode 803 (key)',
      'list stays a list: account/present perms.perm',
      'GET /uiserver/logoff',
      'logoff ends the session',
      'signed-out legacy page: 302 /login',
      STEP_UP_ROWS.fresh,
      STEP_UP_ROWS.challenge,
      STEP_UP_ROWS.state,
      STEP_UP_ROWS.bound,
      STEP_UP_ROWS.unknown,
      STEP_UP_ROWS.single,
      STEP_UP_ROWS.wrong,
      STEP_UP_ROWS.expired,
    ]) {
      expect(outcomeOf(rows, name), name).toBe('pass');
    }
    // A password account has no authenticator code to refuse.
    expect(rowNamed(rows, STEP_UP_ROWS.used)).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('factor password') });
    // The administrator's perms list holds the one entry ALL.
    expect(rowNamed(rows, 'list stays a list: account/present perms.perm')?.reason).toMatch(/a list of 1/);
    expect(await savedTheme(server.origin, 'admin')).toBe('light');
  }, 120_000);

  it('an account whose saved theme is dark gets it back after the theme write', async () => {
    const rows = await runConformance(kitOptions(server.origin, 'reports', { writes: true }), hooks);
    expect(failures(rows)).toEqual([]);
    expect(outcomeOf(rows, 'PUT account/theme (set and restore)')).toBe('pass');
    expect(await savedTheme(server.origin, 'reports')).toBe('dark');
  }, 120_000);

  it('a supporter with the company 00123: the licence calls pass and the GUID stays the text "00123"; Start Sync asks for a fresh proof', async () => {
    const rows = await runConformance(kitOptions(server.origin, 'support', { companyId: '00123', writes: true, stepUpAge: 600 }), hooks);
    expect(failures(rows)).toEqual([]);
    for (const name of [
      'GET supporter/license/{companyId}',
      'GET supporter/license/{companyId} (no such company)',
      'numbers stay text: supporter/license company',
      'PUT supporter/license/{companyId}',
      STEP_UP_ROWS.required,
    ]) {
      expect(outcomeOf(rows, name), name).toBe('pass');
    }
  }, 120_000);

  it('a customer administrator and a supporter: every rule of support sessions passes, the waits included, and the grant is put back', async () => {
    const rows = await runConformance(
      kitOptions(server.origin, 'customer-granted', { writes: true, supporter: 'support-agent', waitSupportEnd: true }),
      hooks,
    );
    expect(failures(rows)).toEqual([]);
    for (const name of Object.values(SUPPORT_ROWS)) expect(outcomeOf(rows, name), name).toBe('pass');
    expect(rowNamed(rows, SUPPORT_ROWS.restored)?.reason).toMatch(/^on again for 30 days/);
  }, 180_000);

  it('support sessions without --supporter or --writes: the grant is read, the rest skipped with the reason', async () => {
    const rows = await runConformance(kitOptions(server.origin, 'customer-granted', { supporter: 'support-agent' }), hooks);
    expect(failures(rows)).toEqual([]);
    expect(outcomeOf(rows, SUPPORT_ROWS.access)).toBe('pass');
    expect(rowNamed(rows, SUPPORT_ROWS.started)).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('--writes') });
    const alone = await runConformance(kitOptions(server.origin, 'customer-granted', { writes: true }), hooks);
    expect(rowNamed(alone, SUPPORT_ROWS.grant)).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('--supporter') });
  }, 120_000);

  it('an MFA account: its challenges ask for the authenticator, the code it signed in with is refused, wrong codes spend one', async () => {
    const mfaCode = await generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(server.now().getTime() / 1000) });
    const rows = await runConformance(kitOptions(server.origin, 'mfa', { writes: true, mfaCode }), hooks);
    expect(failures(rows)).toEqual([]);
    expect(rowNamed(rows, STEP_UP_ROWS.challenge)?.reason).toMatch(/^factor otp/);
    for (const name of [STEP_UP_ROWS.used, STEP_UP_ROWS.wrong, STEP_UP_ROWS.state]) expect(outcomeOf(rows, name), name).toBe('pass');
    expect(rowNamed(rows, STEP_UP_ROWS.bound)).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('--mfa-code') });
  }, 120_000);

  it('read-only by default: every write is skipped, with the flag that would run it', async () => {
    const rows = await runConformance(kitOptions(server.origin, 'super'), hooks);
    expect(failures(rows)).toEqual([]);
    const theme = rowNamed(rows, 'PUT account/theme (set and restore)');
    expect(theme).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('--writes') });
    expect(rowNamed(rows, 'GET supporter/license/{companyId}')).toMatchObject({
      outcome: 'skip',
      reason: expect.stringContaining('--company-id'),
    });
    // Answering a challenge is a write; the reads of step-up still run.
    expect(rowNamed(rows, STEP_UP_ROWS.single)).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('--writes') });
    expect(outcomeOf(rows, STEP_UP_ROWS.bound)).toBe('pass');
    expect(rowNamed(rows, STEP_UP_ROWS.expired)).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('--wait-expiry') });
  }, 120_000);

  it('an account that may not make the supporter calls: they are skipped with the reason, not failed', async () => {
    const rows = await runConformance(kitOptions(server.origin, 'noaccess', { companyId: '00123' }), hooks);
    expect(failures(rows)).toEqual([]);
    expect(rowNamed(rows, 'GET supporter/license/{companyId}')).toMatchObject({
      outcome: 'skip',
      reason: expect.stringContaining('may not make it'),
    });
  }, 120_000);

  it('a tenant account (name@@namespace) signs in as the console sends it', async () => {
    const rows = await runConformance(kitOptions(server.origin, 'nsuser@@acme'), hooks);
    expect(failures(rows)).toEqual([]);
    expect(outcomeOf(rows, 'POST login')).toBe('pass');
  }, 120_000);

  it('npm run conformance: prints the rows and the summary, and exits 0', async () => {
    // Asynchronously: the server lives in this process and must keep answering while the CLI runs.
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/conformance/cli.ts', '--origin', server.origin, '--user', 'admin'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, CONFORMANCE_PASSWORD: 'Demo@2026' }, timeout: 120_000 },
    );
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^PASS {2}GET account\/present {2,}HTTP 200, application\/xml, code 0, as documented$/m);
    expect(stdout).toMatch(/^SKIP {2}PUT account\/theme \(set and restore\) {2,}changes state: runs with --writes$/m);
    expect(stdout).toMatch(/\d+ passed, 0 failed, \d+ skipped \(http:\/\/127\.0\.0\.1:\d+ as admin\): no check failed/);
    // execFile rejects on a non-zero exit status: getting here means 0.
  }, 120_000);

  it('over these runs, the kit reached every call of the table (schemas/api/calls.json)', () => {
    expect([...reached].sort()).toEqual(contract.table.calls.map((call) => call.id).sort());
  });
});
