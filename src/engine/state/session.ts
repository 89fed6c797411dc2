/**
 * The signed-in session (the session info: account, permissions, feature flags): held in memory for the shell and mirrored to
 * session storage as accountInfo for the legacy pages that read it.
 */
import { proxy } from 'valtio/vanilla';
import type { MfaSetting } from '../api/mfa';
import type { SessionInfo } from '../../generated/types/session-info';
import { clearAccountCookies, writeAccountCookies } from './account-cookies';
import { writeSession } from './browser-storage';

/**
 * `mfaSetting` is the account's MFA setting as last read in this visit: the sign-in flow reads it
 * beside the account so the entry page and the shell need not read it again.
 */
export const sessionState = proxy<{ info: SessionInfo | null; mfaSetting: MfaSetting | null }>({ info: null, mfaSetting: null });

export function setSession(info: SessionInfo): void {
  sessionState.info = info;
  writeSession('accountInfo', JSON.stringify(info));
  writeAccountCookies(info);
}

export function setMfaSetting(setting: MfaSetting): void {
  sessionState.mfaSetting = setting;
}

export function clearSession(): void {
  sessionState.info = null;
  sessionState.mfaSetting = null;
  writeSession('accountInfo', null);
  clearAccountCookies();
}
