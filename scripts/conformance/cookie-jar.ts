/**
 * The kit's cookie jar: one origin, so a cookie is its name and value (and whether it was set
 * http-only, which the contract asks of the session cookie). A Set-Cookie that expires the cookie
 * (Max-Age 0 or less, an Expires in the past, an empty value) removes it, as a browser would.
 */

export interface SetCookie {
  readonly name: string;
  readonly value: string;
  readonly httpOnly: boolean;
  /** The line clears the cookie rather than sets it. */
  readonly clears: boolean;
}

/** One Set-Cookie line, or null when it has no name=value pair. */
export function parseSetCookie(line: string, now: number = Date.now()): SetCookie | null {
  const [pair = '', ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  let value = pair.slice(eq + 1).trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (name === '') return null;
  let httpOnly = false;
  let clears = value === '';
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const argument = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (key === 'httponly') httpOnly = true;
    if (key === 'max-age' && /^-?\d+$/.test(argument) && Number(argument) <= 0) clears = true;
    if (key === 'expires') {
      const when = Date.parse(argument);
      if (!Number.isNaN(when) && when <= now) clears = true;
    }
  }
  return { name, value, httpOnly, clears };
}

interface Stored {
  readonly value: string;
  readonly httpOnly: boolean;
}

export class CookieJar {
  private readonly cookies = new Map<string, Stored>();

  /** Applies a reply's Set-Cookie lines; returns what they said, in order. */
  take(lines: readonly string[], now: number = Date.now()): SetCookie[] {
    const parsed = lines.map((line) => parseSetCookie(line, now)).filter((cookie): cookie is SetCookie => cookie !== null);
    for (const cookie of parsed) {
      if (cookie.clears) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, httpOnly: cookie.httpOnly });
    }
    return parsed;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  /**
   * The value as the server's cookie parser reads it (percent-decoded): what an X-XSRF-TOKEN header
   * must equal, as the console reads it from document.cookie.
   */
  decoded(name: string): string | undefined {
    const raw = this.get(name);
    if (raw === undefined) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  set(name: string, value: string): void {
    this.cookies.set(name, { value, httpOnly: this.cookies.get(name)?.httpOnly ?? false });
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  /** The Cookie header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  }

  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [name, stored] of this.cookies) jar.cookies.set(name, stored);
    return jar;
  }
}
