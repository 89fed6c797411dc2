/**
 * The one check every server-given or page-given url passes before the console navigates to it or
 * links it: an absolute http: or https: url, nothing else. `javascript:`, `data:`, relative paths and
 * unparsable text are refused, so a hostile reply cannot turn a button into script.
 */
export function outsideUrl(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  const value = candidate.trim();
  // URL() would accept "https:foo" as https://foo/; only the full form is what a server means.
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url.href;
}
