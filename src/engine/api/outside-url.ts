/**
 * The one check every url the console follows or links, when the url came from outside its own
 * code (a server reply, a framed page, a static file), passes: only an http: or https: target is
 * ever taken. `javascript:`, `data:`, `vbscript:`, `blob:`, `file:`, urls carrying a user name or
 * password, and unparsable text are refused, so a hostile reply cannot turn a button into script.
 *
 * A url the server sent may be relative (`/partner/home`, `home`): given the console's origin, it is
 * resolved against it, as a link on the console's page would be, and followed. Without an origin
 * only absolute urls are taken.
 */
export function outsideUrl(candidate: unknown, origin?: string): string | null {
  if (typeof candidate !== 'string') return null;
  const value = candidate.trim();
  if (value === '') return null;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value);
  // "https:host" is a path on an https page and a host on an http one: only the full form
  // "scheme://" is taken as what a server means by an absolute url.
  if (absolute && !/^https?:\/\//i.test(value)) return null;
  if (!absolute && origin === undefined) return null;
  let url: URL;
  try {
    url = absolute ? new URL(value) : new URL(value, origin);
  } catch {
    return null;
  }
  // The URL parser drops tabs, newlines and leading controls ("java\tscript:"), so the protocol it
  // ends up with is what counts, whatever the text looked like.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** The console's own origin in a browser (undefined elsewhere): the base of relative server urls. */
export function consoleOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}
