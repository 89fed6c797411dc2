/**
 * An account's recent and favourite pages. Recents are the last pages opened, newest first, one per
 * route with the url it was last open at (a framed page keeps its query); favourites are routes in
 * the order they were starred. Every account's lists live in one browser-storage value, a JSON
 * object by account; whatever in it is not in this shape is ignored rather than trusted, since
 * anyone with the browser can edit it.
 */

export interface RecentPage {
  /** Full route path without the leading slash. */
  readonly route: string;
  /** The console url it was open at: `/route`, with its query and fragment. */
  readonly url: string;
}

export interface PageMemory {
  readonly recents: readonly RecentPage[];
  readonly favourites: readonly string[];
}

export const RECENT_LIMIT = 10;

export const EMPTY_MEMORY: PageMemory = { recents: [], favourites: [] };

/** A stored url is followed only when it is the route's own page: its path, then a query or fragment. */
export function isUrlOfRoute(url: string, route: string): boolean {
  const base = `/${route}`;
  if (url !== base && !url.startsWith(`${base}?`) && !url.startsWith(`${base}#`)) return false;
  return !url.includes('\\') && ![...url].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export function rememberVisit(memory: PageMemory, route: string, url: string): PageMemory {
  if (!isUrlOfRoute(url, route)) return memory;
  const recents = [{ route, url }, ...memory.recents.filter((recent) => recent.route !== route)].slice(0, RECENT_LIMIT);
  return { ...memory, recents };
}

export function toggleFavourite(memory: PageMemory, route: string): PageMemory {
  const favourites = memory.favourites.includes(route) ? memory.favourites.filter((item) => item !== route) : [...memory.favourites, route];
  return { ...memory, favourites };
}

/** Drops every page the account may no longer open (its rights or the route table changed). */
export function keepOpenable(memory: PageMemory, opens: (route: string) => boolean): PageMemory {
  return {
    recents: memory.recents.filter((recent) => opens(recent.route)).slice(0, RECENT_LIMIT),
    favourites: memory.favourites.filter((route, index, all) => opens(route) && all.indexOf(route) === index),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseStore(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function parseMemory(value: unknown): PageMemory {
  if (!isRecord(value)) return EMPTY_MEMORY;
  const recents = Array.isArray(value.recents)
    ? value.recents.flatMap((item: unknown) =>
        isRecord(item) && typeof item.route === 'string' && typeof item.url === 'string' && isUrlOfRoute(item.url, item.route)
          ? [{ route: item.route, url: item.url }]
          : [],
      )
    : [];
  const favourites = Array.isArray(value.favourites)
    ? value.favourites.filter((item: unknown): item is string => typeof item === 'string')
    : [];
  return { recents, favourites };
}

/** The account's lists from the stored value (empty when absent or unreadable). */
export function readAccountMemory(stored: string, account: string): PageMemory {
  const store = parseStore(stored);
  return Object.hasOwn(store, account) ? parseMemory(store[account]) : EMPTY_MEMORY;
}

/** The stored value with the account's lists replaced; other accounts' lists are kept as they were. */
export function writeAccountMemory(stored: string, account: string, memory: PageMemory): string {
  return JSON.stringify({ ...parseStore(stored), [account]: memory });
}

/**
 * Whose lists a tab keeps: the signed-in account's, but in a support session (previous carries
 * expires_at) the supporter's, under a key of their own. The customer's lists are never read or
 * written by the supporter; and the supporter's everyday lists (under their account id) are not
 * pruned to the pages the customer's account may open, which a tab does to the lists it shows.
 */
export function pageMemoryOwner(
  accountId: string,
  previous: { readonly assumeas_id: string; readonly expires_at?: string } | undefined,
): string {
  return previous?.expires_at === undefined ? accountId : `support:${previous.assumeas_id}`;
}
