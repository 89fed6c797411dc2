// Shared by the server tests: an in-process server on a temp data dir with a movable clock, and a
// small cookie-keeping client that behaves like the console (XSRF header, XMLHttpRequest marker).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer, type ServerOptions } from '../http/app';
import { API } from '../http/contract-table';

/** Settings a test may give its server besides the data and static folders. */
export type TestServerOptions = { staticDir?: string; dataDir?: string } & Pick<
  ServerOptions,
  'trustProxy' | 'timeouts' | 'signInLimits' | 'contractMode' | 'onRoute' | 'stepUp' | 'supportSessionSeconds'
>;

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** The server's current time. */
  now(): Date;
  close(): Promise<void>;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'uiserver-test-'));
  let offset = 0;
  const app = await buildServer({
    ...opts,
    dataDir,
    staticDir: opts.staticDir ?? join(dataDir, 'no-such-dist'),
    now: () => new Date(Date.now() + offset),
  });
  return {
    app,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    now: () => new Date(Date.now() + offset),
    close: async () => {
      await app.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for the test file: started before its tests, closed after them. The handle fills in
 * when the server is up, so tests use it like the server itself.
 */
export function sharedTestServer(opts: TestServerOptions = {}): TestServer {
  const handle = {} as TestServer;
  // PGlite's initdb takes over a minute when every test file starts its server at once on a busy
  // machine (73 s measured with a load average of 12 on 2 cores).
  beforeAll(async () => {
    Object.assign(handle, await startTestServer(opts));
  }, 180_000);
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  form?: Record<string, string>;
  json?: unknown;
  xml?: string;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header even on state-changing calls. */
  noXsrf?: boolean;
  /** The client's address (default 127.0.0.1). */
  remoteAddress?: string;
}

/** A browser-like client: keeps cookies and sends the headers the contract requires. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, opts: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      terminaltype: 'scui',
      'x-requested-with': 'XMLHttpRequest',
      'x-trace-id': crypto.randomUUID(),
      'x-random': String(Math.random()),
      'x-timezone-offset': '9',
      'x-timezone-name': 'Asia/Tokyo',
      ...opts.headers,
    };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf && !opts.noXsrf) headers['x-xsrf-token'] = xsrf;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(opts.form).toString();
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(opts.json);
    } else if (opts.xml !== undefined) {
      headers['content-type'] = 'application/xml';
      payload = opts.xml;
    }
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, opts?: RequestOptions) {
    return this.request('GET', url, opts);
  }
  post(url: string, opts?: RequestOptions) {
    return this.request('POST', url, opts);
  }
  put(url: string, opts?: RequestOptions) {
    return this.request('PUT', url, opts);
  }

  /**
   * A first GET of the UI-server hands out the XSRF cookie, as the console's first call does in the
   * browser (the console's own pages set none in strict mode, nor behind nginx in production).
   */
  async prime(): Promise<this> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get(`${API}/withoutauth/starcloudversioninfo`);
    return this;
  }

  async login(accountname: string, password = 'Demo@2026', extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    await this.prime();
    return this.post(`${API}/login`, { form: { accountname, password, login_type: '0', ...extra } });
  }
}

// The console's view of XML: values stay strings; the listed elements are always arrays.
const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'perm' });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test documents are read ad hoc
export type Doc = any;

export function parseXml(body: string): Doc {
  return parser.parse(body);
}

export function envelopeOf(res: LightMyRequestResponse): { errorcode: string; errorinfo: string; resultinfo: Doc } {
  const doc = parseXml(res.body);
  return {
    errorcode: String(doc.response.errorinfo.errorcode),
    errorinfo: String(doc.response.errorinfo.errorinfo),
    resultinfo: doc.response.resultinfo,
  };
}

export { API };
