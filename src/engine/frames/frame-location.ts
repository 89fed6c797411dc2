/**
 * The console's url and the framed page's url, each derived from the other.
 *
 * A route's legacy page is its frame url plus the console url's query: `/logs/audit-log?day=3`
 * frames `/uiserver/legacy/logs/audit-log?day=3`, and back. A framed page that no route names (a
 * detail page a legacy list links to) is written after the route that owns it, as the fragment:
 * `/logs/audit-log#/uiserver/legacy/logs/audit-log/detail/7?tab=2`. The owner is the route whose
 * frame url is the longest leading part of the page's path, else the route whose frame went there.
 * The fragment never reaches the server, and only a path the frame-url rule accepts is framed.
 */
import { frameUrlProblem } from '../manifest/frame-url-rule';

export interface FramedRoute {
  /** Full route path without the leading slash. */
  readonly path: string;
  /** The manifest's frame url. */
  readonly frameUrl: string;
}

function split(url: string): { path: string; search: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at) };
}

/** The framed page a fragment names, or null when it names none the frame may show. */
export function framedPageInHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const url = hash.slice(1);
  return frameUrlProblem(url) === null ? url : null;
}

/** The url the route's frame shows for a console url's query and fragment. */
export function frameUrlFor(route: FramedRoute, search: string, hash: string): string {
  return framedPageInHash(hash) ?? `${route.frameUrl}${search === '?' ? '' : search}`;
}

/**
 * The console url (path, query, fragment) for the page a frame shows, or null when the frame is
 * somewhere the console cannot name (the login page, another site). `current` is the route whose
 * frame it is; it wins ties and owns pages no route's frame url leads to.
 */
export function consoleUrlFor(framed: string, routes: readonly FramedRoute[], current: FramedRoute | null): string | null {
  if (frameUrlProblem(framed) !== null) return null;
  const { path, search } = split(framed);
  const candidates = current === null ? routes : [current, ...routes];
  const exact = candidates.find((route) => route.frameUrl === path);
  if (exact) return `/${exact.path}${search}`;
  let owner: FramedRoute | null = null;
  for (const route of candidates) {
    if (path.startsWith(`${route.frameUrl}/`) && (owner === null || route.frameUrl.length > owner.frameUrl.length)) owner = route;
  }
  owner ??= current;
  return owner === null ? null : `/${owner.path}#${framed}`;
}
