/**
 * Every browser-storage key the console uses, in one place, with its default. Storage can be
 * disabled or full (private windows, quotas), so reads fall back to the default and writes fail
 * silently rather than break the console.
 */

export const LOCAL_DEFAULTS = {
  theme: 'light',
  /** Open state of the Administration panel ("true"/"false"). */
  sideMenuOpen: 'false',
  cobrandingID: '3',
  useLang: '',
  i18nextLng: '',
  promotion_poped: '',
  /** Recent and favourite pages of each account that signed in here: JSON by account id (engine/palette/page-memory.ts). */
  pageMemory: '{}',
  /** The user name each account last signed in with here: JSON by account id (engine/login/sign-in-name.ts). */
  signInNames: '{}',
  /** The start (started_at) of the last support session telemetry was told of, so each is told once (engine/support/support-runtime.ts). */
  supportStarted: '',
} as const;

export type LocalKey = keyof typeof LOCAL_DEFAULTS;

export const SESSION_KEYS = {
  accountInfo: 'accountInfo',
  /** What the login page is to say when it opens next, kept by the console as it leaves for it (engine/leaving/login-reason.ts). */
  loginReason: 'loginReason',
  /** The account that has had its one start-up pop-up in this browser session (engine/notifications/notice-store.ts). */
  startupPopup: 'startupPopup',
  /** The account that closed the upgrade banner in this browser session (engine/header/upgrade-banner.ts). */
  upgradeBannerClosed: 'upgradeBannerClosed',
  /** Why the support session ended, said once on the supporter's own entry page after it (engine/support/support-end.ts). */
  supportEnded: 'supportEnded',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

export function readLocal(key: LocalKey): string {
  try {
    return window.localStorage.getItem(key) ?? LOCAL_DEFAULTS[key];
  } catch {
    return LOCAL_DEFAULTS[key];
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the setting lasts for this page only.
  }
}

export function readSession(key: SessionKey): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(SESSION_KEYS[key]);
    else window.sessionStorage.setItem(SESSION_KEYS[key], value);
  } catch {
    // Storage unavailable: the session is kept in memory only.
  }
}
