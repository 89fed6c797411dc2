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
