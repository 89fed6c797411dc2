/**
 * The version a tab runs: the build writes it into every page it serves (a meta element), and the
 * page a tab loaded stays its page. Apart from the version checks, so a page that only names the
 * version (a refusal's details) does not load the version file's validator.
 */

/** The meta element the build writes into every page: the version the page belongs to. */
export const VERSION_META_NAME = 'console-version';

/** What the page's meta element says, unchecked; null when it has none (a development server's page). */
export function versionMetaContent(page: Pick<Document, 'querySelector'>): string | null {
  return page.querySelector(`meta[name="${VERSION_META_NAME}"]`)?.getAttribute('content') ?? null;
}
