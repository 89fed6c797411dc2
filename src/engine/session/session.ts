/**
 * The signed-in session (the session info: account, permissions, feature flags): held in memory for the shell and mirrored to
 * session storage as accountInfo for the legacy pages that read it. The app makes one store per page
 * load and hands it down with the console's services (console-services.ts); a test makes its own.
 */
import { proxy, type Snapshot } from 'valtio/vanilla';
import type { SessionInfo } from '../../generated/types/session-info';
import type { MfaSetting } from '../api/mfa';
import { clearAccountCookies, writeAccountCookies } from '../storage/account-cookies';
import { writeSession } from '../storage/browser-storage';

/**
 * `mfaSetting` is the account's MFA setting as last read in this visit: the sign-in flow reads it
 * beside the account so the entry page and the shell need not read it again.
 */
export interface SessionStore {
  info: SessionInfo | null;
  mfaSetting: MfaSetting | null;
}

/** The session as a component renders it: an immutable snapshot of the store's session info. */
export type SessionSnapshot = Snapshot<SessionInfo>;

/** A store with nobody signed in. */
export function createSessionStore(): SessionStore {
  return proxy<SessionStore>({ info: null, mfaSetting: null });
}

export function setSession(store: SessionStore, info: SessionInfo): void {
  store.info = info;
  writeSession('accountInfo', JSON.stringify(info));
  writeAccountCookies(info);
}

export function setMfaSetting(store: SessionStore, setting: MfaSetting): void {
  store.mfaSetting = setting;
}

export function clearSession(store: SessionStore): void {
  store.info = null;
  store.mfaSetting = null;
  writeSession('accountInfo', null);
  clearAccountCookies();
}
