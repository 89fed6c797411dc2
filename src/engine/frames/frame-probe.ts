/**
 * Why a frame shows a document the console cannot read. A same-origin legacy page is always
 * readable, so an unreadable one is the browser's own error page (the server could not be reached,
 * or the page refuses to be framed) or another site the frame went to. The frame itself says
 * nothing, so the page it was last at is asked again, by `fetch`: its reply (or none) tells which.
 */
import type { ProbeVerdict } from './workspace-machine';

/** What the look at the page found: none at all (the request failed), or the reply's status and framing headers. */
export type ProbeReply = null | {
  readonly status: number;
  /** `opaqueredirect`: the page sends the browser elsewhere (the request does not follow it). */
  readonly type: string;
  readonly xFrameOptions: string | null;
  readonly contentSecurityPolicy: string | null;
};

/** Does the page's CSP forbid a frame on `origin`? `frame-ancestors` without 'self', '*' or the origin does. */
function ancestorsRefuse(policy: string, origin: string): boolean {
  for (const directive of policy.split(/[;,]/)) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() !== 'frame-ancestors') continue;
    const allowed = sources.map((source) => source.toLowerCase());
    if (allowed.includes("'self'") || allowed.includes('*') || allowed.includes(origin.toLowerCase())) continue;
    return true;
  }
  return false;
}

export function probeVerdict(reply: ProbeReply, consoleOrigin: string): ProbeVerdict {
  if (reply === null) return { kind: 'network' };
  if (reply.type === 'opaqueredirect') return { kind: 'foreign' };
  // SAMEORIGIN lets the console frame its own pages; DENY (and anything Chrome reads as it) does not.
  if (reply.xFrameOptions?.trim().toLowerCase() === 'deny') return { kind: 'refused' };
  if (reply.contentSecurityPolicy !== null && ancestorsRefuse(reply.contentSecurityPolicy, consoleOrigin)) return { kind: 'refused' };
  if (reply.status >= 400) return { kind: 'http', status: reply.status };
  // The page is there and may be framed: the frame left it for another site.
  return { kind: 'foreign' };
}

/** Asks the page at `url` (same origin) again, reading only its status and headers. */
export async function probePage(url: string, consoleOrigin: string, fetcher: typeof fetch = fetch): Promise<ProbeVerdict> {
  let reply: ProbeReply = null;
  try {
    const response = await fetcher(url, { credentials: 'same-origin', cache: 'no-store', redirect: 'manual' });
    reply = {
      status: response.status,
      type: response.type,
      xFrameOptions: response.headers.get('x-frame-options'),
      contentSecurityPolicy: response.headers.get('content-security-policy'),
    };
    // Only the headers were wanted: the body is not read.
    void response.body?.cancel().catch(() => undefined);
  } catch {
    reply = null;
  }
  return probeVerdict(reply, consoleOrigin);
}
