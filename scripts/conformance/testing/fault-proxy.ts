/**
 * A deliberately broken UI-server for the kit's tests: an HTTP proxy in front of the reference
 * server that passes everything through, except what the fault of the moment changes. A fault can
 * rewrite a request on its way in, answer in the server's place (or never answer), or rewrite the
 * server's reply on its way out. Replies are buffered whole, so a fault sees and edits the body.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  readonly method: string;
  /** Path and query. */
  readonly path: string;
  /** Lower-case names. */
  readonly headers: Record<string, string>;
  readonly cookies: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface ProxiedReply {
  status: number;
  /** Lower-case names; Set-Cookie is kept apart, one line each. */
  headers: Record<string, string>;
  setCookies: string[];
  body: string;
}

export interface Fault {
  /** Changes the request before the server sees it. */
  readonly request?: (request: ProxiedRequest) => void;
  /** Answers instead of the server: a reply, `hang` (never answer), or undefined to pass the request on. */
  readonly answer?: (request: ProxiedRequest) => ProxiedReply | 'hang' | undefined;
  /** Changes the server's reply. */
  readonly reply?: (request: ProxiedRequest, reply: ProxiedReply) => void;
}

export interface FaultProxy {
  readonly origin: string;
  /** The fault to inject from now on; null passes everything through. */
  inject(fault: Fault | null): void;
  close(): Promise<void>;
}

// Hop-by-hop headers, and those the proxy recomputes for the body it sends.
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host', 'set-cookie']);

function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}

async function readBody(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(outgoing: ServerResponse, reply: ProxiedReply): void {
  const headers: Record<string, string | string[]> = { ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) };
  if (reply.setCookies.length > 0) headers['set-cookie'] = reply.setCookies;
  outgoing.writeHead(reply.status, headers);
  outgoing.end(reply.body);
}

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  let fault: Fault | null = null;

  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      const request: ProxiedRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers,
        cookies: cookiesOf(headers.cookie),
        body: await readBody(incoming),
      };
      const active = fault;
      active?.request?.(request);
      const answer = active?.answer?.(request);
      if (answer === 'hang') return; // the socket stays open until the client gives up or the proxy closes
      if (answer !== undefined) return send(outgoing, answer);

      const forwarded = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !DROPPED.has(name)));
      const response = await fetch(new URL(request.path, upstream), {
        method: request.method,
        headers: forwarded,
        ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: request.body }),
        redirect: 'manual',
      });
      const reply: ProxiedReply = {
        status: response.status,
        headers: {},
        setCookies: response.headers.getSetCookie(),
        body: await response.text(),
      };
      response.headers.forEach((value, name) => {
        if (!DROPPED.has(name)) reply.headers[name] = value;
      });
      active?.reply?.(request, reply);
      send(outgoing, reply);
    })().catch((error: unknown) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`fault proxy: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    inject: (next) => {
      fault = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
