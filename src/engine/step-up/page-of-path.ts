/**
 * The route a console path belongs to (the step-up dialog names the page it asks for): the entry
 * whose path is the longest leading part of it, whole segments only.
 */
export function routeOfPath<E extends { readonly path: string }>(entries: readonly E[], path: string): E | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  let best: E | null = null;
  for (const entry of entries) {
    const inside = clean === entry.path || clean.startsWith(`${entry.path}/`);
    if (inside && (best === null || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}
