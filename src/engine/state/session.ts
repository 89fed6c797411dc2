/**
 * The signed-in session (the session info: account, permissions, feature flags): held in memory for the shell and mirrored to
 * session storage as accountInfo for the legacy pages that read it.
 */
import { proxy } from 'valtio/vanilla';
import type { SessionInfo } from '../../generated/types/session-info';
import { clearAccountCookies, writeAccountCookies } from './account-cookies';
import { writeSession } from './browser-storage';

export const sessionState = proxy<{ info: SessionInfo | null }>({ info: null });

export function setSession(info: SessionInfo): void {
  sessionState.info = info;
  writeSession('accountInfo', JSON.stringify(info));
  writeAccountCookies(info);
}

export function clearSession(): void {
  sessionState.info = null;
  writeSession('accountInfo', null);
  clearAccountCookies();
}
