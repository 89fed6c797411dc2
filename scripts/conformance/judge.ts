/**
 * Pure judgements on replies the kit has received: the envelope's code, where a redirect leads,
 * whether a list is still a list, whether an identifier kept its text. Each returns a problem
 * sentence or null, so a check only has to name itself.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface EnvelopeCode {
  readonly code: string;
  readonly message: string;
}

/**
 * The success code of a decoded reply, whichever envelope it uses: XML `errorinfo.errorcode`, JSON
 * `code`, or JSON `errorCode`. Undefined when the reply has none (account/sites is a bare array).
 */
export function envelopeCode(value: unknown): EnvelopeCode | undefined {
  if (!isRecord(value)) return undefined;
  const text = (field: unknown): string => (typeof field === 'string' || typeof field === 'number' ? String(field) : '');
  if (isRecord(value.response)) {
    const info = value.response.errorinfo;
    if (isRecord(info) && info.errorcode !== undefined) return { code: text(info.errorcode), message: text(info.errorinfo) };
    return undefined;
  }
  if (value.code !== undefined) return { code: text(value.code), message: text(value.message) };
  if (value.errorCode !== undefined) return { code: text(value.errorCode), message: text(value.errorMessage) };
  return undefined;
}

/**
 * What is wrong with a redirect that must lead to the console's login page with nothing added:
 * `Location: /login` (or the same url written absolute on the server's own origin), no query, no fragment.
 */
export function loginRedirectProblem(status: number, location: string | null, origin: string, from: string): string | null {
  if (status !== 302) return `HTTP ${status}${location ? ` (Location ${location})` : ''}, not 302 to /login`;
  if (!location) return 'HTTP 302 without a Location header';
  let target: URL;
  try {
    target = new URL(location, new URL(from, origin));
  } catch {
    return `Location ${JSON.stringify(location)} is not a url`;
  }
  if (target.origin !== origin) return `Location ${location} leaves the origin (${origin})`;
  if (target.pathname !== '/login') return `Location ${location} is not /login`;
  if (target.search !== '' || target.hash !== '') return `Location ${location} carries ${target.search}${target.hash} to the login page`;
  return null;
}

/** Walks `path` (dot-separated) through objects. */
export function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const key of path.split('.')) {
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'a single object' : `the ${typeof value} ${String(value)}`;
}

/** A list as the console reads it: an array (of 0, 1 or n items), never a lone item in its place. */
export function listProblem(decoded: unknown, path: string, holder?: string): string | null {
  const list = path === '' ? decoded : valueAt(decoded, path);
  if (Array.isArray(list)) return null;
  if (holder !== undefined) {
    const outer = valueAt(decoded, holder);
    if (!isRecord(outer)) return `${holder} is ${describeValue(outer)}, not a list of elements`;
  }
  return `${path === '' ? 'the reply' : path} is ${describeValue(list)}, not a list`;
}

export function listLength(decoded: unknown, path: string): number {
  const list = path === '' ? decoded : valueAt(decoded, path);
  return Array.isArray(list) ? list.length : 0;
}

/** A field that must arrive as the very text the server holds: a JSON string, equal to `expected` when given. */
export function textProblem(value: unknown, field: string, expected?: string): string | null {
  if (typeof value !== 'string') return `${field} is ${describeValue(value)}, not text`;
  if (expected !== undefined && value !== expected) return `${field} is ${JSON.stringify(value)}, not ${JSON.stringify(expected)} as asked`;
  return null;
}
