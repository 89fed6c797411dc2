/**
 * Test tags (Playwright's `{ tag }`), read by playwright.config.ts to select what runs where.
 *
 * `@frame-message`: the test is about one of the console's optional frame messages (a framed page's
 * `title`, `session-expired`; docs/frame-messages.md). The UI-server contract lists only `help-link`,
 * so a strict-contract server never sends them: the `strict` project leaves these tests out.
 */
export const FRAME_MESSAGE_TAG = '@frame-message';

/**
 * `@dev-helper`: the test needs one of the reference server's dev helpers (server/README.md), which
 * are not part of the UI-server contract: the strict-contract server has none, so the `strict`
 * project leaves these tests out (e.g. a step-up challenge expired at once, which a contract server
 * would let live its two minutes at least).
 */
export const DEV_HELPER_TAG = '@dev-helper';

/**
 * `@reference-only`: one variant of a case that its spec runs in two languages and themes (en and
 * light, ja and dark). The `strict` project leaves it out and runs the other variant, so every case
 * still meets both servers and both languages and themes, without running each variant twice.
 */
export const REFERENCE_ONLY_TAG = '@reference-only';

/** A variant's tags: en and light runs against the reference server only (REFERENCE_ONLY_TAG). */
export function variantTags(language: 'en' | 'ja', theme: 'light' | 'dark'): { tag: string[] } {
  return { tag: language === 'en' && theme === 'light' ? [REFERENCE_ONLY_TAG] : [] };
}
