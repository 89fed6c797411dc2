/**
 * One run of the kit against a server: the checks of every area in the order a console session
 * meets them (signed out, signing in, signed in, writes, signing off), each reported as a row the
 * moment it is decided. A check that throws becomes a failed row too: nothing a server sends can
 * end the run early, except a server that does not answer its very first call.
 */
import type { KitOptions } from './args';
import type { Contract } from './contract';
import { KitClient, type CallSpec, type Exchange, type Method, type Received } from './http';
import { envelopeCode } from './judge';
import type { Outcome, Row } from './report';

export interface Result {
  readonly outcome: Outcome;
  readonly reason: string;
}

export const pass = (reason: string): Result => ({ outcome: 'pass', reason });
export const fail = (reason: string): Result => ({ outcome: 'fail', reason });
export const skip = (reason: string): Result => ({ outcome: 'skip', reason });

/** What the checks after sign-in need to know of the account (from GET account/present). */
export interface AccountFacts {
  readonly perms: readonly string[];
  readonly email: string;
  /** The company's data site (comp.site). */
  readonly site: string;
  readonly cobrandId: string;
}

export interface Expectation {
  /** The statuses this check accepts (each must also be one the contract gives). */
  readonly status: readonly number[];
  /** The envelope's code must be 0 (XML errorcode, JSON code or errorCode). */
  readonly success?: boolean;
}

export type Judged =
  | { readonly ok: true; readonly result: Result; readonly reply: Received; readonly value: unknown }
  | { readonly ok: false; readonly result: Result; readonly reply?: Received; readonly value?: unknown };

/** Tells a session from the reason there is none. */
export function isClient(value: KitClient | Result): value is KitClient {
  return value instanceof KitClient;
}
export const NEEDS_WRITES = 'changes state: runs with --writes';

export class Run {
  readonly rows: Row[] = [];
  /** The browser that signs in: its jar gets the session cookie at POST login. */
  readonly browser: KitClient;
  signedIn = false;
  /** Why there is no session, for the rows that need one. */
  noSession = 'not signed in: POST login did not succeed';
  account?: AccountFacts;
  theme?: 'light' | 'dark';
  /** A notice the account has already read (PUT notice/complete on it changes nothing). */
  readNoticeId?: string;
  /** Each reply to a request without the XSRF-TOKEN cookie, and whether it set the cookie. */
  readonly xsrfSeen: { readonly call: string; readonly set: boolean }[] = [];
  /** The calls of the table a check has judged a reply of. */
  readonly reached = new Set<string>();

  constructor(
    readonly options: KitOptions,
    readonly contract: Contract,
    private readonly onRow: (row: Row) => void = () => undefined,
  ) {
    this.browser = new KitClient(options.origin, options.timeoutMs);
  }

  /** A browser of its own, with no cookies. */
  freshClient(): KitClient {
    return new KitClient(this.options.origin, this.options.timeoutMs);
  }

  record(name: string, result: Result): void {
    const row: Row = { outcome: result.outcome, name, reason: result.reason };
    this.rows.push(row);
    this.onRow(row);
  }

  async check(name: string, decide: () => Promise<Result> | Result): Promise<Result> {
    let result: Result;
    try {
      result = await decide();
    } catch (error) {
      result = fail(`the kit could not finish this check: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.record(name, result);
    return result;
  }

  /** The signed-in browser, or the reason there is none (see isClient). */
  session(): KitClient | Result {
    return this.signedIn ? this.browser : skip(this.noSession);
  }

  /**
   * A request for a call of the table: its method and path from there (`params` fill its
   * {placeholders}, `query` is added), the rest (body, XSRF, headers) as the check gives it.
   */
  spec(
    id: string,
    rest: Omit<CallSpec, 'method' | 'path'> = {},
    where: { readonly params?: Readonly<Record<string, string>>; readonly query?: Readonly<Record<string, string>> } = {},
  ): CallSpec {
    const method = this.contract.call(id).method.toUpperCase() as Method;
    return { ...rest, method, path: this.contract.pathOf(id, where.params, where.query) };
  }

  /** Holds a reply to the contract and to what this check expects of it. */
  judge(operationId: string, reply: Exchange, expect: Expectation): Judged {
    this.reached.add(operationId);
    if (!reply.received) return { ok: false, result: fail(reply.reason) };
    const verdict = this.contract.check(operationId, reply);
    const value = 'value' in verdict ? verdict.value : undefined;
    if (!expect.status.includes(reply.status)) {
      const code = envelopeCode(value);
      const said = code ? ` (code ${code.code}${code.message ? `: ${code.message}` : ''})` : '';
      const also = verdict.ok ? '' : `; ${verdict.problem}`;
      return { ok: false, result: fail(`HTTP ${reply.status}${said}, expected ${expect.status.join(' or ')}${also}`), reply, value };
    }
    if (!verdict.ok) return { ok: false, result: fail(verdict.problem), reply, value };
    const code = envelopeCode(value);
    if (expect.success && code && code.code !== '0') {
      return { ok: false, result: fail(`code ${code.code}${code.message ? ` (${code.message})` : ''}, not 0`), reply, value };
    }
    const parts = [`HTTP ${reply.status}`, reply.contentType || 'no body'];
    if (code) parts.push(`code ${code.code}`);
    parts.push('as documented');
    return { ok: true, result: pass(parts.join(', ')), reply, value };
  }

  /** Sends a call and judges it in one go. */
  async call(client: KitClient, operationId: string, spec: CallSpec, expect: Expectation): Promise<Judged> {
    return this.judge(operationId, await client.send(spec), expect);
  }
}

export interface RunHooks {
  readonly onRow?: (row: Row) => void;
  readonly contract?: Contract;
  /** Told, at the end, which calls of the table the run judged a reply of. */
  readonly reached?: (ids: ReadonlySet<string>) => void;
  /** How the run waits out a challenge or a proof's age (default: real time; the kit's own tests move the reference server's clock instead). */
  readonly wait?: (ms: number) => Promise<void>;
}
