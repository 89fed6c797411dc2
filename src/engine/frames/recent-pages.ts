/**
 * The kept-alive legacy pages, most recent last. Showing a page moves it to the end; beyond the
 * limit the least recently shown are dropped. The page being shown always stays, even with a limit
 * of 0, since it is on screen.
 */
export interface Recent<K> {
  readonly kept: readonly K[];
  readonly dropped: readonly K[];
}

export function showRecent<K>(kept: readonly K[], shown: K, limit: number): Recent<K> {
  const next = [...kept.filter((key) => key !== shown), shown];
  const room = Math.max(1, Math.floor(limit));
  const cut = Math.max(0, next.length - room);
  return { kept: next.slice(cut), dropped: next.slice(0, cut) };
}

export const DEFAULT_KEEP_ALIVE = 5;
