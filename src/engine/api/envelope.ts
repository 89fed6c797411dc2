/**
 * Turns a raw reply into a typed result. Every way a call can go wrong becomes an ApiError value,
 * never an exception, and every result carries the reply's `x-redirect` header, because a redirect
 * header means "go there" on success and failure alike.
 */
import type { ValidateFunction } from 'ajv';
import type { CodeEnvelope } from '../../generated/types/api-code-envelope';
import type { ErrorCodeEnvelope } from '../../generated/types/api-error-code-envelope';
import type { XmlEnvelope } from '../../generated/types/api-xml-envelope';
import validateCodeEnvelope from '../../generated/validators/api-code-envelope.js';
import validateErrorCodeEnvelope from '../../generated/validators/api-error-code-envelope.js';
import validateXmlEnvelope from '../../generated/validators/api-xml-envelope.js';
import type { ConsoleSignals } from '../signals/console-signals';
import type { LoadedValidator } from '../validation/lazy-validator';
import type { Reply } from './http';
import { checkShape } from './shape';
import { decodeXml, type XmlShapeHints } from './xml';
import { ENVELOPE_OBJECTS, replyHints } from './xml-shapes';

export type ApiError =
  /** The server answered with a non-2xx status; errorcode is the body's code when it had one. */
  | { readonly kind: 'http'; readonly call: string; readonly status: number; readonly errorcode?: string; readonly message?: string }
  /** The envelope reported a failure: errorcode / code / errorCode other than 0. */
  | { readonly kind: 'code'; readonly call: string; readonly code: string; readonly message: string; readonly result: unknown }
  /** The reply was not what the call expects. */
  | { readonly kind: 'shape'; readonly call: string; readonly problem: string }
  /** No reply at all (network down, aborted, timed out). */
  | { readonly kind: 'network'; readonly call: string; readonly reason: string };

export type ApiResult<T> = ({ readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiError }) & {
  readonly redirect: string | null;
};

export function succeed<T>(data: T, redirect: string | null): ApiResult<T> {
  return { ok: true, data, redirect };
}

export function fail<T = never>(error: ApiError, redirect: string | null): ApiResult<T> {
  return { ok: false, error, redirect };
}

/** A success's data mapped to the console's own type (a failure as it is): what a call's module keeps of a reply. */
export function mapData<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? succeed(map(result.data), result.redirect) : result;
}

/**
 * A reply the console could not read. Telemetry hears of it through the console start's `signals`
 * (the client's: http.ts) with the call, the status and the problem's first clause: what was wrong,
 * never the body a later clause may quote.
 */
export function unreadable<T = never>(
  call: string,
  problem: string,
  redirect: string | null,
  status: number | null = null,
  signals?: ConsoleSignals,
): ApiResult<T> {
  signals?.publish('signal', { kind: 'unreadable-reply', call, status, problem: problem.split(': ')[0] ?? problem });
  return fail({ kind: 'shape', call, problem }, redirect);
}

/** A validator loaded late (lazy-validator.ts): it, or why it did not load. */
export type { LoadedValidator };

/** How a reply's result is checked: its schema's generated validator, or one loaded late. */
export type ReplyCheck = ValidateFunction | LoadedValidator;

/**
 * Narrows a successful result's data with a generated validator; a mismatch becomes a `shape` error,
 * told to `signals` (the reply's: `reply.signals`). A validator that could not be loaded fails the
 * call the same way: a reply that cannot be checked is not trusted.
 */
export function checkData<T>(
  result: ApiResult<unknown>,
  check: ReplyCheck | undefined,
  call: string,
  signals?: ConsoleSignals,
): ApiResult<T> {
  // No check (a reader of a call without a schema): the result is not looked into.
  if (!result.ok || check === undefined) return result as ApiResult<T>;
  if (typeof check !== 'function') {
    if (!check.ok)
      return fail({ kind: 'shape', call, problem: `the check of this reply could not be loaded: ${check.reason}` }, result.redirect);
    check = check.validate;
  }
  const checked = checkShape<T>(check, result.data);
  return checked.ok ? succeed(checked.value, result.redirect) : unreadable(call, checked.problem, result.redirect, null, signals);
}

/** Where a reply's client tells what it cannot read (http.ts stamps it on the reply). */
export function signalsOf(reply: Reply): ConsoleSignals | undefined {
  return reply.received ? reply.signals : undefined;
}

function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

function kindOfBody(reply: Extract<Reply, { received: true }>): string {
  return reply.contentType === '' ? 'no content type' : reply.contentType;
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false; detail: string } {
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : 'unreadable JSON' };
  }
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The code and message an error body carries, whichever envelope it uses. */
function errorDetails(body: string): { errorcode?: string; message?: string } {
  const trimmed = body.trim();
  if (trimmed.startsWith('<')) {
    const decoded = decodeXml(trimmed, { objects: ENVELOPE_OBJECTS });
    if (!decoded.ok) return {};
    const envelope = checkShape<XmlEnvelope>(validateXmlEnvelope, decoded.value);
    if (!envelope.ok) return {};
    const { errorcode, errorinfo } = envelope.value.response.errorinfo;
    return errorinfo === undefined ? { errorcode } : { errorcode, message: errorinfo };
  }
  const parsed = parseJson(trimmed);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return {};
  const fields = parsed.value as Record<string, unknown>;
  const errorcode = textOf(fields.code) ?? textOf(fields.errorCode);
  const message = textOf(fields.message) ?? textOf(fields.errorMessage);
  return { ...(errorcode === undefined ? {} : { errorcode }), ...(message === undefined ? {} : { message }) };
}

type Received = Extract<Reply, { received: true }>;

/** The checks every envelope shares: a reply arrived, with a 2xx status, and a body. */
function receivedBody(reply: Reply, call: string): { ok: true; reply: Received } | { ok: false; result: ApiResult<never> } {
  if (!reply.received) return { ok: false, result: fail({ kind: 'network', call, reason: reply.reason }, null) };
  if (!isSuccessStatus(reply.status)) {
    const error: ApiError = { kind: 'http', call, status: reply.status, ...errorDetails(reply.body) };
    return { ok: false, result: fail(error, reply.redirect) };
  }
  if (reply.body.trim() === '') {
    return { ok: false, result: unreadable(call, `empty body (${kindOfBody(reply)})`, reply.redirect, reply.status, reply.signals) };
  }
  return { ok: true, reply };
}

/**
 * A legacy XML reply: `<response><errorinfo><errorcode/><errorinfo/></errorinfo><resultinfo/></response>`.
 * The data is the decoded resultinfo (`{}` when empty); `hints` name the call's list elements.
 * Each decoder checks a success's result with `check` when given (the generated readers give it).
 */
export function decodeXmlReply(reply: Reply, call: string, hints: XmlShapeHints = {}, check?: ReplyCheck): ApiResult<unknown> {
  const received = receivedBody(reply, call);
  if (!received.ok) return received.result;
  const { body, redirect } = received.reply;

  const decoded = decodeXml(body, replyHints(hints));
  if (!decoded.ok) {
    const problem = `not an XML envelope (${kindOfBody(received.reply)}): ${decoded.error.reason}, ${decoded.error.detail}`;
    return unreadable(call, problem, redirect, received.reply.status, received.reply.signals);
  }
  const envelope = checkShape<XmlEnvelope>(validateXmlEnvelope, decoded.value);
  if (!envelope.ok)
    return unreadable(call, `not an XML envelope: ${envelope.problem}`, redirect, received.reply.status, received.reply.signals);

  const { errorinfo, resultinfo } = envelope.value.response;
  const result = resultinfo ?? {};
  if (errorinfo.errorcode !== '0') {
    return fail({ kind: 'code', call, code: errorinfo.errorcode, message: errorinfo.errorinfo ?? '', result }, redirect);
  }
  return checkData(succeed(result, redirect), check, call, signalsOf(reply));
}

/** An envelope with what the sign-in's replies hold: a list, a container, an empty element, escaped text. */
const WARM_UP_BODY =
  '<response><errorinfo><errorcode>0</errorcode></errorinfo><resultinfo><a>R&amp;D&#65;</a><b/><p><i>1</i></p></resultinfo></response>';

/**
 * Decodes a made-up XML reply once and keeps nothing: the browser compiles the decoder's code (the
 * XML checks, the parser, the envelope's validator) when its functions first run, and this is that
 * first run, at a moment the caller chooses. The login page has it run while the user types, so the
 * replies the sign-in waits on after Log On are decoded by code that is ready. True when the reply
 * went the whole way through, as a real one does.
 */
export function warmUpXmlDecoding(): boolean {
  const reply: Reply = { received: true, status: 200, body: WARM_UP_BODY, contentType: 'application/xml', redirect: null };
  const hints = { arrays: ['response.resultinfo.p.i'], objects: ['response.resultinfo.b'] };
  return decodeXmlReply(reply, 'warm-up', hints).ok;
}

/** A JSON reply with no envelope (account/sites): the data is the parsed body. */
export function decodeJsonReply(reply: Reply, call: string, check?: ReplyCheck): ApiResult<unknown> {
  const received = receivedBody(reply, call);
  if (!received.ok) return received.result;
  const parsed = parseJson(received.reply.body);
  if (!parsed.ok) {
    const problem = `not JSON (${kindOfBody(received.reply)}): ${parsed.detail}`;
    return unreadable(call, problem, received.reply.redirect, received.reply.status, received.reply.signals);
  }
  return checkData(succeed(parsed.value, received.reply.redirect), check, call, signalsOf(reply));
}

/** `{ code, message, data }`: code 0 is success and the data is `data`. */
export function decodeCodeReply(reply: Reply, call: string, check?: ReplyCheck): ApiResult<unknown> {
  const body = decodeJsonReply(reply, call);
  if (!body.ok) return body;
  const envelope = checkShape<CodeEnvelope>(validateCodeEnvelope, body.data);
  if (!envelope.ok) return unreadable(call, `not a code envelope: ${envelope.problem}`, body.redirect, null, signalsOf(reply));
  const { code, message, data } = envelope.value;
  // The contract writes code as the number 0; a string "0" from another server means the same.
  if (String(code) !== '0') return fail({ kind: 'code', call, code: String(code), message: message ?? '', result: data }, body.redirect);
  return checkData(succeed(data, body.redirect), check, call, signalsOf(reply));
}

/** `{ errorCode: "0", ...named fields }`: the data is the whole object, named fields and all. */
export function decodeErrorCodeReply(reply: Reply, call: string, check?: ReplyCheck): ApiResult<Record<string, unknown>> {
  const body = decodeJsonReply(reply, call);
  if (!body.ok) return body;
  const envelope = checkShape<ErrorCodeEnvelope & Record<string, unknown>>(validateErrorCodeEnvelope, body.data);
  if (!envelope.ok) return unreadable(call, `not an errorCode envelope: ${envelope.problem}`, body.redirect, null, signalsOf(reply));
  const { errorCode, errorMessage } = envelope.value;
  if (String(errorCode) !== '0') {
    return fail({ kind: 'code', call, code: String(errorCode), message: errorMessage ?? '', result: envelope.value }, body.redirect);
  }
  return checkData(succeed(envelope.value, body.redirect), check, call, signalsOf(reply));
}

/**
 * A gateway's "the service behind me does not answer": what a proxy or load balancer in front of
 * the UI-server says while it is down. The UI-server itself answers none of these (the contract
 * has no 502, 503 or 504), so they count as no reply. A 500 is the service answering: not counted.
 */
export const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A failure for want of the service, worth asking again once it answers: no reply at all, or a
 * gateway's 502, 503 or 504 (the rule reachability-rules.ts applies to the calls; docs/reachability.md). Any other
 * failure is the service's answer: asking again would get the same.
 */
export function failedForWantOfService(error: ApiError): boolean {
  if (error.kind === 'network') return true;
  return error.kind === 'http' && GATEWAY_STATUSES.has(error.status);
}
