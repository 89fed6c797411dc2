// @vitest-environment node
// Password guessing: failed sign-ins are limited per login name and per client address (HTTP 429
// with Retry-After, no hash spent), a success clears the name's count, and a sign-in (mfa/status
// then login) hashes the password once.
import { describe, expect, it, vi } from 'vitest';
import { API, Client, envelopeOf, sharedTestServer } from '../testing/test-server';
import * as passwords from './password-hashing';
import { PasswordProofs } from './password-proofs';

// Counts password hashes while keeping the real check.
vi.mock('./password-hashing', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const hashes = () => vi.mocked(passwords.verifyPassword).mock.calls.length;

const WINDOW_MS = 60_000;
const server = sharedTestServer({ signInLimits: { perAccount: 3, perAddress: 6, windowMs: WINDOW_MS } });

/** A client at its own address, so the address limit of one test does not leak into another. */
function clientAt(address: string): Client {
  const c = new Client(server.app);
  const request = c.request.bind(c);
  c.request = (method, url, opts = {}) => request(method, url, { ...opts, remoteAddress: address });
  return c;
}

describe('sign-in limits', () => {
  it('answers 429 with Retry-After after the failures allowed per account, on login and mfa/status, without hashing', async () => {
    const c = clientAt('198.51.100.1');
    for (let i = 0; i < 3; i++) expect(envelopeOf(await c.login('inbound', 'Wrong@2026')).errorcode).toBe('701');
    const before = hashes();
    const refused = await c.login('inbound'); // even the right password, while the limit holds
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toMatchObject({ errorcode: '429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);
    const status = await c.post(`${API}/mfa/status`, { form: { accountname: 'INBOUND', password: 'Demo@2026' } });
    expect(status.statusCode).toBe(429);
    expect(hashes()).toBe(before);
    // Another address is refused too: the limit is the account's.
    expect((await clientAt('198.51.100.2').login('inbound')).statusCode).toBe(429);
    // Once the window has passed, the right password signs in again.
    server.advance(WINDOW_MS + 1000);
    expect(envelopeOf(await c.login('inbound')).errorcode).toBe('0');
  });

  it("a success clears the account's failures", async () => {
    const c = clientAt('198.51.100.3');
    // Without the reset, the second round's second guess would find three failures counted: 429.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect(envelopeOf(await c.login('reports', 'Wrong@2026')).errorcode).toBe('701');
      expect(envelopeOf(await c.login('reports')).errorcode).toBe('0');
    }
  });

  it('limits an address spraying many names, unknown names included, and a success there does not reset it', async () => {
    const c = clientAt('198.51.100.4');
    const names = ['nobody1', 'nobody2', 'clp', 'lmp', 'nobody3'];
    for (const name of names) expect(envelopeOf(await c.login(name, 'Wrong@2026')).errorcode).toBe('701');
    expect(envelopeOf(await c.login('sub')).errorcode).toBe('0');
    expect(envelopeOf(await c.login('nobody4', 'Wrong@2026')).errorcode).toBe('701');
    expect((await c.login('domains')).statusCode).toBe(429);
    expect((await clientAt('198.51.100.5').login('domains')).statusCode).toBe(200);
  });

  it('a burst of parallel guesses at one account gets no more than the limit through to a hash', async () => {
    const c = await clientAt('198.51.100.6').prime();
    const before = hashes();
    const replies = await Promise.all(Array.from({ length: 12 }, () => c.login('support', 'Wrong@2026')));
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(9);
    expect(hashes() - before).toBe(3);
  });
});

describe('one hash per sign-in', () => {
  it('mfa/status then login with the same password hashes once; the proof is single-use and bound to the password and browser', async () => {
    const c = await clientAt('198.51.100.7').prime();
    const form = { accountname: 'jpadmin', password: 'Demo@2026' };
    let before = hashes();
    expect(envelopeOf(await c.post(`${API}/mfa/status`, { form })).errorcode).toBe('0');
    expect(envelopeOf(await c.login('jpadmin')).errorcode).toBe('0');
    expect(hashes() - before).toBe(1);

    // Used up: the next login hashes again.
    before = hashes();
    expect(envelopeOf(await c.login('jpadmin')).errorcode).toBe('0');
    expect(hashes() - before).toBe(1);

    // A proof does not let another password through.
    await c.post(`${API}/mfa/status`, { form });
    expect(envelopeOf(await c.login('jpadmin', 'Wrong@2026')).errorcode).toBe('701');

    // Nor another browser (its own XSRF cookie) at the same address.
    await c.post(`${API}/mfa/status`, { form });
    const other = await clientAt('198.51.100.7').prime();
    before = hashes();
    expect(envelopeOf(await other.login('jpadmin')).errorcode).toBe('0');
    expect(hashes() - before).toBe(1);
  });

  it('proofs expire, are taken once, and are void once the stored password hash changed', () => {
    const proofs = new PasswordProofs();
    proofs.remember(1, 'a', 'pw', 'hash-1', 0);
    expect(proofs.take(1, 'b', 'pw', 'hash-1', 1)).toBe(false);
    expect(proofs.take(2, 'a', 'pw', 'hash-1', 1)).toBe(false);
    expect(proofs.take(1, 'a', 'pw', 'hash-1', 1)).toBe(true);
    expect(proofs.take(1, 'a', 'pw', 'hash-1', 2)).toBe(false);
    proofs.remember(1, 'a', 'pw', 'hash-1', 0);
    expect(proofs.take(1, 'a', 'pw', 'hash-1', 10 * 60 * 1000)).toBe(false);
    // A reset between mfa/status and login: the old password must be hashed (and refused).
    proofs.remember(1, 'a', 'pw', 'hash-1', 0);
    expect(proofs.take(1, 'a', 'pw', 'hash-2', 1)).toBe(false);
  });
});
