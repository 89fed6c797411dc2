/**
 * The user name each account last signed in with in this browser. The session info names the
 * account (its id, its display name) but not the name it signs in with, and the re-sign-in dialog
 * of an expired session offers that name again. A user name is no secret; the password never is kept.
 */
import { readLocal, writeLocal } from '../storage/browser-storage';

/** At most this many accounts are remembered; the oldest go first. */
const KEPT = 20;

function names(raw: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The user name `accountId` last signed in with here, or null. */
export function signInNameOf(accountId: string): string | null {
  return names(readLocal('signInNames'))[accountId] ?? null;
}

export function rememberSignInName(accountId: string, username: string): void {
  const known = names(readLocal('signInNames'));
  delete known[accountId];
  const entries = [...Object.entries(known), [accountId, username.trim()] as const].slice(-KEPT);
  writeLocal('signInNames', JSON.stringify(Object.fromEntries(entries)));
}
