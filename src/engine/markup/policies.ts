/**
 * The console's Trusted Types policies, by name. The page's Content-Security-Policy requires Trusted
 * Types for every script sink and allows exactly these names (`trusted-types …`), so a third policy,
 * a default policy, or a string written straight into innerHTML or a script's src is refused by the
 * browser. Each policy lives beside the one sink it serves and only ever returns what it checked.
 */
import type { TrustedTypePolicyFactory, TrustedTypesWindow } from 'trusted-types/lib';

export const TRUSTED_TYPES_POLICIES = {
  /** Server markup, after the sanitiser (src/engine/markup/sanitize.ts). */
  markup: 'console-markup',
  /** The configured guide-tool script url, nothing else (src/engine/guide/script-url.ts). */
  guideScript: 'console-guide-script',
} as const;

/** The directive value the CSP carries: `trusted-types console-markup console-guide-script`. */
export const TRUSTED_TYPES_DIRECTIVE = `trusted-types ${Object.values(TRUSTED_TYPES_POLICIES).join(' ')}`;

/** The browser's policy factory, or null where Trusted Types do not exist (tests, older browsers). */
export function trustedTypesFactory(): TrustedTypePolicyFactory | null {
  return (globalThis as unknown as Partial<TrustedTypesWindow>).trustedTypes ?? null;
}
