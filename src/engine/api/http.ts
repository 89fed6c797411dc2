/**
 * The one HTTP client of the console: contract headers and the XSRF double submit on the way out,
 * the 401 rule on the way back. Replies reach callers as raw text; decoding them is envelope.ts's job,
 * so axios is told not to parse bodies nor to treat any status as an exception.
 *
 * The XSRF-TOKEN cookie comes from the UI-server ("set on any response where it is missing"), not
 * from the console's own pages, which a plain file server serves. A state-changing call made before
 * any UI-server reply (the reset-password dialog opened straight from the login page) therefore goes
 * without a token and is refused with 403, the refusal setting the cookie: such a call is sent once
 * more, with the token. The refused call did nothing, so sending it again repeats nothing.
 */
import axios, {
  AxiosHeaders,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  type RawAxiosHeaders,
} from 'axios';
import { API_PREFIX } from '../../generated/calls/prefix';
import type { ConsoleSignals } from '../signals/console-signals';
import { readCookie } from '../storage/cookie-string';
import { isWrongAnswer, stepUpAsked, type StepUpProver } from './step-up-required';
import { browserNavigation, handleUnauthorized, isCsrfGuardPath, type ExpiryKeeper, type UnauthorizedDeps } from './unauthorized';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The session probe: a 401 here means "not signed in yet", so the caller decides where to go. */
    probe?: boolean;
    /** This is the second sending of a call refused for want of the XSRF token (it is not sent a third time). */
    xsrfResent?: boolean;
    /** How many times the call was sent again after the user proved who they are (step-up). */
    stepUpRepeated?: number;
    /** The text key naming the call's action (e.g. Start Sync): the step-up dialog says what waits for the proof. */
    stepUpAction?: string;
    /** The table's `changesState` of the call (schemas/api/calls.json): it, not the method, decides the XSRF double submit. */
    changesState?: boolean;
    /**
     * The acknowledgement of a support session's end (account/present): the one request the ended
     * session's halt lets through (engine/support/support-runtime.ts).
     */
    supportEndAcknowledgement?: boolean;
  }
}

/** A call's request as its generated builder makes it (src/generated/calls/<id>.ts `<id>Request`). */
export type CallRequest = AxiosRequestConfig & { readonly method: string; readonly url: string; readonly changesState?: true };

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
// The table says which calls change state (every POST, PUT and DELETE among them: contract-calls.ts holds it to that).
const changesState = (config: AxiosRequestConfig): boolean => config.changesState === true;

/** What came back: a reply with its raw body, or none at all. */
export type Reply =
  | {
      readonly received: true;
      readonly status: number;
      readonly body: string;
      readonly contentType: string;
      /** The `x-redirect` header: where the server wants the browser to go next, when it says so. */
      readonly redirect: string | null;
      /** The `Retry-After` header, when sent (a 429's wait: the step-up dialog says how long). */
      readonly retryAfter?: string | null;
      /** The `Date` header: the server's clock when it answered (a support session's times are read against it). */
      readonly date?: string | null;
      /** The signals of the client's console start: a reply the console cannot read is told there (envelope.ts). */
      readonly signals?: ConsoleSignals;
    }
  | { readonly received: false; readonly reason: string };

/** Hours east of UTC, as the contract writes them (`9`, `-5`, `5.5`); getTimezoneOffset counts westwards in minutes. */
export function timezoneOffsetHours(date: Date = new Date()): string {
  const hours = -date.getTimezoneOffset() / 60;
  return String(hours === 0 ? 0 : hours);
}

/**
 * The browser's IANA time zone (`Asia/Tokyo`). Temporal answers it at once; Intl.DateTimeFormat sets
 * up ICU's date formats on its first use, 15 to 25 ms of the first call's task on this machine (60 to
 * 100 ms at 4x CPU), a cost nothing else in the console's first screens pays (its dates are dayjs's).
 * A browser without Temporal asks Intl.
 */
export function timeZoneName(): string {
  const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
  return temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

// randomUUID exists only in secure contexts; a console reached over plain http must still send a trace id.
function traceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// A leading single slash means a path on the console's own origin outside the API prefix
// (POST account/site, the table's one call outside the prefix); `//host` would leave the origin, so it does not qualify.
function isOriginPath(url: string | undefined): boolean {
  return url !== undefined && /^\/(?![/\\])/.test(url);
}

function addContractHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = config.headers;
  headers.set('terminaltype', 'scui');
  headers.set('x-trace-id', traceId());
  headers.set('x-random', String(Math.random()));
  headers.set('x-timezone-offset', timezoneOffsetHours());
  headers.set('x-timezone-name', timeZoneName());
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (changesState(config)) {
    // Read at request time: the server may have set or rotated the cookie on any earlier reply.
    const token = typeof document === 'undefined' ? null : readCookie(XSRF_COOKIE, document.cookie);
    if (token !== null) headers.set(XSRF_HEADER, token);
  }
  if (isOriginPath(config.url)) config.baseURL = '';
  return config;
}

/** A state-changing call that went without a token, refused, while the refusal has now set the cookie. */
function refusedForWantOfToken({ status, config }: AxiosResponse): boolean {
  return (
    status === 403 &&
    !config.xsrfResent &&
    changesState(config) &&
    !config.headers.has(XSRF_HEADER) &&
    readCookie(XSRF_COOKIE, document.cookie) !== null
  );
}

function headerValue(response: AxiosResponse, name: string): string | null {
  // Real adapters hand back AxiosHeaders; a plain object (any adapter may) gets the same case-insensitive lookup.
  const value = AxiosHeaders.from(response.headers as RawAxiosHeaders).get(name);
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A client; a 401 goes to `keeper` (the console start's, services.tsx) when it keeps the work, else
 * leaves by `deps`. A reply it cannot read is told to `signals` (the console start's).
 */
/** Proofs asked for one call before its 1210 is handed to its caller: a server that asks for ever is not followed for ever. */
export const MAX_STEP_UP_ROUNDS = 3;

export function createHttp(
  deps: UnauthorizedDeps = browserNavigation,
  keeper?: ExpiryKeeper,
  signals?: ConsoleSignals,
  stepUp?: StepUpProver,
): ApiClient {
  const instance = axios.create({
    baseURL: API_PREFIX,
    withCredentials: true,
    // Everything is same-origin: a url that names a host is joined to the prefix rather than followed.
    allowAbsoluteUrls: false,
    responseType: 'text',
    transformResponse: [],
    validateStatus: () => true,
    // axios would send its own XSRF header on every method; ours goes on state-changing ones only.
    withXSRFToken: false,
  });
  instance.interceptors.request.use(addContractHeaders);
  instance.interceptors.response.use(async (response) => {
    // Sent again through the whole client: its own reply meets the 401 rule there, not here.
    if (refusedForWantOfToken(response)) return instance.request({ ...response.config, xsrfResent: true });
    const { config, status, data } = response;
    // A fresher proof is needed (code 1210): not an expired session. Once the user proved who they
    // are, the call is sent again with its body as it was; else its caller gets the 401. A repeat
    // that meets 1210 again wants a proof for this action of its own (contract): the user is asked
    // again, saying so, up to MAX_STEP_UP_ROUNDS proofs for one call.
    const ask = stepUpAsked(status, data);
    if (ask !== null) {
      const rounds = config.stepUpRepeated ?? 0;
      if (rounds >= MAX_STEP_UP_ROUNDS || stepUp === undefined) return response;
      return (await stepUp.prove(ask, rounds > 0, config.stepUpAction)) === 'done'
        ? instance.request({ ...config, stepUpRepeated: rounds + 1 })
        : response;
    }
    // A support session that ended by itself (code 1221) is not an expired session: the session is
    // the supporter's own again, and the support session's runtime takes the tab back there.
    if (status === 401 && typeof data === 'string' && /"code":\s*1221\b/.test(data)) {
      keeper?.onSupportEnded?.(headerValue(response, 'date'));
      return response;
    }
    const exempt = config.probe === true || isCsrfGuardPath(config.url ?? '') || isWrongAnswer(config.url, status, data);
    if (status === 401 && !exempt) handleUnauthorized(headerValue(response, 'x-redirect'), deps, keeper);
    return response;
  });
  return signals === undefined ? instance : Object.assign(instance, { signals });
}

/**
 * The client every API call is sent through: one per page load, made by the app and handed down
 * with the console's services (engine/services/console-services.ts); a test makes its own.
 */
export type ApiClient = AxiosInstance & {
  /** Where a reply the console cannot read is told: the console start's signals (none in some tests). */
  readonly signals?: ConsoleSignals;
};

/** Sends a call's request (its generated builder's: `<id>Request`) and reports the reply as data: nothing here throws. */
export async function exchange(config: AxiosRequestConfig, client: ApiClient): Promise<Reply> {
  try {
    const response = await client.request<unknown>(config);
    return {
      received: true,
      status: response.status,
      body: typeof response.data === 'string' ? response.data : '',
      contentType: headerValue(response, 'content-type') ?? '',
      redirect: headerValue(response, 'x-redirect'),
      retryAfter: headerValue(response, 'retry-after'),
      date: headerValue(response, 'date'),
      ...(client.signals === undefined ? {} : { signals: client.signals }),
    };
  } catch (error) {
    return { received: false, reason: error instanceof Error ? error.message : 'request failed' };
  }
}
