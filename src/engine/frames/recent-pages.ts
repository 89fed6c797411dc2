/**
 * The kept-alive legacy pages, most recent last. Showing a page moves it to the end; beyond the
 * limit the least recently shown pages without unsaved input are dropped. A page with unsaved input
 * is kept beyond the limit, in a room of HELD_BEYOND_LIMIT more pages; beyond that too, the least
 * recently shown of them is asked about (`ask`): it goes only when the user agrees. The page being
 * shown always stays, even with a limit of 0, since it is on screen.
 */
export interface Recent<K> {
  readonly kept: readonly K[];
  readonly dropped: readonly K[];
  /** The page to ask the user about dropping; null when the pages fit. */
  readonly ask: K | null;
}

/** How many pages with unsaved input are kept beyond the limit before the user is asked. */
export const HELD_BEYOND_LIMIT = 3;

export function showRecent<K>(kept: readonly K[], shown: K, limit: number, held: (key: K) => boolean = () => false): Recent<K> {
  let rest = [...kept.filter((key) => key !== shown), shown];
  const room = Math.max(1, Math.floor(limit));
  const dropped: K[] = [];
  while (rest.length > room) {
    const free = rest.slice(0, -1).find((key) => !held(key));
    if (free === undefined) break;
    dropped.push(free);
    rest = rest.filter((key) => key !== free);
  }
  return { kept: rest, dropped, ask: rest.length > room + HELD_BEYOND_LIMIT ? (rest[0] ?? null) : null };
}

export const DEFAULT_KEEP_ALIVE = 5;
