// The console signs in with two calls that both carry the password: mfa/status (to learn whether an
// MFA code is needed) and then login. Hashing it twice doubles the cost of every sign-in. After
// mfa/status has verified the password, this remembers that fact for a short while, bound to the
// account, the client address and the browser's XSRF cookie, as a keyed MAC of the password (the
// key lives in memory only and is new at every start). The MAC covers the account's stored password
// hash too, so a password changed in between (a reset) voids the proof. The login that follows with
// the same password, from the same browser, takes the proof (once) instead of hashing again;
// anything else (another password, browser or address, a changed password, or too late) hashes as usual.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TTL_MS = 2 * 60 * 1000; // long enough to type an MFA code, short enough to be useless later
const MAX_PROOFS = 10_000; // bounded memory whatever the load

export class PasswordProofs {
  private readonly key = randomBytes(32);
  private readonly proofs = new Map<string, { mac: Buffer; expires: number }>();

  private mac(password: string, storedHash: string): Buffer {
    return createHmac('sha256', this.key).update(storedHash).update('\u0000').update(password).digest();
  }

  /** Records that `password` was just verified, against `storedHash`, for `accountId` by `client`. */
  remember(accountId: number, client: string, password: string, storedHash: string, now: number): void {
    const id = `${accountId}\u0001${client}`;
    this.proofs.delete(id);
    if (this.proofs.size >= MAX_PROOFS) {
      for (const [k, p] of this.proofs) if (p.expires <= now) this.proofs.delete(k);
      // Still full: drop the oldest (a Map iterates in insertion order).
      while (this.proofs.size >= MAX_PROOFS) this.proofs.delete(this.proofs.keys().next().value ?? '');
    }
    this.proofs.set(id, { mac: this.mac(password, storedHash), expires: now + TTL_MS });
  }

  /** Whether a live proof for exactly this account, client, password and stored hash exists; it is used up either way. */
  take(accountId: number, client: string, password: string, storedHash: string, now: number): boolean {
    const id = `${accountId}\u0001${client}`;
    const proof = this.proofs.get(id);
    if (!proof) return false;
    this.proofs.delete(id);
    return proof.expires > now && timingSafeEqual(proof.mac, this.mac(password, storedHash));
  }
}
