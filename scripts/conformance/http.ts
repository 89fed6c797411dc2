/**
 * The kit's HTTP client: Node's fetch with the console's request headers, a cookie jar, the XSRF
 * double submit, a deadline per call and a cap on the reply's size. Nothing here throws: a call that
 * gets no reply (refused, reset, not HTTP, too slow, too big) comes back as `received: false` with a
 * sentence saying why, so a bad server makes a failed row and never stops the run.
 */
import { randomUUID } from 'node:crypto';
import { CookieJar, type SetCookie } from './cookie-jar';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Far more than any reply of the contract; a server streaming without end is cut off here. */
export const MAX_REPLY_BYTES = 4 * 1024 * 1024;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  readonly method: Method;
  /** Path and query on the origin: `/uiserver/api/v1/account/present`. */
  readonly path: string;
  readonly form?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly xml?: string;
  /**
   * The X-XSRF-TOKEN header: by default the XSRF-TOKEN cookie's value on POST and PUT, as the
   * console sends it; `none` leaves it out; a value sends that instead (the kit's mismatch checks).
   */
  readonly xsrf?: 'none' | { readonly value: string };
  /** Headers over the console's own (a header set to '' is left out). */
  readonly headers?: Readonly<Record<string, string>>;
  /** A page navigation (logoff, a legacy page): a plain browser load, without the API headers. */
  readonly navigation?: boolean;
}

export type Exchange =
  | {
      readonly received: true;
      readonly status: number;
      /** The media type alone, lower case: `application/xml`. */
      readonly contentType: string;
      readonly body: string;
      readonly location: string | null;
      /** The `x-redirect` header. */
      readonly redirect: string | null;
      readonly setCookies: readonly SetCookie[];
      /** The HTTP `Date` header (the server's clock, which a support session's times are read against). */
      readonly date?: string | null;
    }
  | { readonly received: false; readonly reason: string };

export type Received = Extract<Exchange, { received: true }>;

/** Hours east of UTC as the console sends them (`9`, `-5`, `5.5`). */
export function timezoneOffsetHours(date: Date = new Date()): string {
  const hours = -date.getTimezoneOffset() / 60;
  return String(hours === 0 ? 0 : hours);
}

/** The headers the console puts on every API request (contract: "Every API request"). */
export function consoleHeaders(): Record<string, string> {
  return {
    terminaltype: 'scui',
    'x-trace-id': randomUUID(),
    'x-random': String(Math.random()),
    'x-timezone-offset': timezoneOffsetHours(),
    'x-timezone-name': Intl.DateTimeFormat().resolvedOptions().timeZone,
    'X-Requested-With': 'XMLHttpRequest',
    // What the console's HTTP client (axios) asks for.
    Accept: 'application/json, text/plain, */*',
  };
}

/** What a browser sends on a full page load: no API headers. */
export function navigationHeaders(): Record<string, string> {
  return { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
}

export function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Why a fetch got no reply, in words a server team can act on. */
export function describeFailure(error: unknown, timeoutMs: number, origin: string): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no complete reply within ${timeoutMs} ms`;
  }
  if (error instanceof TooLarge) return error.message;
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  if (code === 'ECONNREFUSED') return `connection refused (${origin})`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `host not found (${origin})`;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection was closed before a complete reply';
  if (code.startsWith('HPE_')) return `not an HTTP reply (${code})`;
  const detail = typeof cause?.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
  return `no reply: ${detail}`;
}

class TooLarge extends Error {}

async function readText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_REPLY_BYTES) {
      await reader.cancel();
      throw new TooLarge(`the reply is larger than ${MAX_REPLY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export class KitClient {
  constructor(
    readonly origin: string,
    readonly timeoutMs: number,
    readonly jar: CookieJar = new CookieJar(),
  ) {}

  /** A client on the same server with a jar of its own (a second browser), empty or a copy of this one's. */
  fork(copyCookies = false): KitClient {
    return new KitClient(this.origin, this.timeoutMs, copyCookies ? this.jar.copy() : new CookieJar());
  }

  async send(spec: CallSpec): Promise<Exchange> {
    const headers: Record<string, string> = spec.navigation ? navigationHeaders() : consoleHeaders();
    let body: string | undefined;
    if (spec.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(spec.form).toString();
    } else if (spec.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.json);
    } else if (spec.xml !== undefined) {
      headers['Content-Type'] = 'application/xml';
      body = spec.xml;
    }
    if (spec.method !== 'GET') {
      const token = spec.xsrf === undefined ? this.jar.decoded(XSRF_COOKIE) : spec.xsrf === 'none' ? undefined : spec.xsrf.value;
      if (token !== undefined) headers[XSRF_HEADER] = token;
    }
    const cookie = this.jar.header();
    if (cookie !== undefined) headers.Cookie = cookie;
    for (const [name, value] of Object.entries(spec.headers ?? {})) {
      const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
      if (existing !== undefined) delete headers[existing];
      if (value !== '') headers[name] = value;
    }

    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await fetch(new URL(spec.path, this.origin), {
        method: spec.method,
        headers,
        ...(body !== undefined ? { body } : {}),
        redirect: 'manual',
        signal,
      });
      const text = await readText(response);
      const setCookies = this.jar.take(response.headers.getSetCookie());
      return {
        received: true,
        status: response.status,
        contentType: mediaType(response.headers.get('content-type')),
        body: text,
        location: response.headers.get('location'),
        redirect: response.headers.get('x-redirect'),
        setCookies,
        date: response.headers.get('date'),
      };
    } catch (error) {
      return { received: false, reason: describeFailure(error, this.timeoutMs, this.origin) };
    }
  }
}
