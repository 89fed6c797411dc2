/**
 * Reading one cookie from a cookie string (`document.cookie`, or a Cookie header), as RFC 6265
 * writes it: `name=value` pairs joined by "; ", a value optionally wrapped in double quotes.
 *
 * - The name matches exactly, case and all; a pair without "=" names nothing and is passed over.
 * - The first pair of that name wins: the browser lists the cookie of the longest path first, and
 *   the UI-server's cookie parser takes the first too.
 * - The wrapping quotes belong to the syntax and are dropped; white space around a pair is ignored.
 * - Percent escapes are decoded. RFC 6265 leaves a value opaque, but a value may not hold spaces,
 *   commas, semicolons, quotes or backslashes, so the console and the UI-server write such text
 *   percent-encoded, and the UI-server's parser decodes it: the XSRF header must carry the decoded
 *   form to match. A value whose escapes are malformed is returned as written, not refused.
 */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    return decodeValue(unquote(pair.slice(separator + 1).trim()));
  }
  return null;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function decodeValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
