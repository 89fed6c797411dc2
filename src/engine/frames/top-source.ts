/**
 * Which frame's script sent the console's window somewhere (`top.location = …`). The Navigation
 * API's `navigate` event does not say, but it is dispatched synchronously inside the script's own
 * assignment, so the script is on the call stack as the console's listener runs: the innermost
 * frame of the stack whose script belongs to exactly one of the workspace's documents (an inline
 * script is its document's own url, an external one a `<script src>` of it) names the page. A
 * script several pages share, or none the console can read, names no page (null): the caller then
 * falls back to what it did before (the page on screen), never to a kept page by guess.
 */

/** What the console can read of one frame's document now. */
export interface FrameScripts {
  /** The document's url without its fragment; null when unreadable. */
  readonly page: string | null;
  /** The absolute urls of its external scripts. */
  readonly scripts: readonly string[];
}

/** The script urls of a V8 stack, innermost first (`at f (http://host/path.js:3:7)` or `at http://host/page:3:7`). */
export function stackScriptUrls(stack: string): string[] {
  const urls: string[] = [];
  for (const match of stack.matchAll(/((?:https?|file):\/\/[^\s()]+?):\d+:\d+/g)) {
    const url = match[1];
    if (url !== undefined && urls.at(-1) !== url) urls.push(url);
  }
  return urls;
}

const withoutFragment = (url: string): string => url.split('#', 1)[0] ?? url;

/** The slot whose script is innermost on the stack, when exactly one document holds it. */
export function sourceSlot(stackUrls: readonly string[], frames: ReadonlyMap<number, FrameScripts>): number | null {
  for (const url of stackUrls) {
    const bare = withoutFragment(url);
    const holders = [...frames].filter(([, frame]) => frame.page === bare || frame.scripts.includes(bare)).map(([slot]) => slot);
    if (holders.length === 1) return holders[0] ?? null;
    // Held by several pages: which one ran it cannot be told from its url.
    if (holders.length > 1) return null;
  }
  return null;
}

/** What the console can read of a frame's document (nothing, for a document of another origin). */
export function frameScripts(frame: Window | null): FrameScripts {
  try {
    if (frame === null) return { page: null, scripts: [] };
    const scripts = [...frame.document.scripts].flatMap((script) => (script.src ? [withoutFragment(script.src)] : []));
    return { page: withoutFragment(frame.location.href), scripts };
  } catch {
    return { page: null, scripts: [] };
  }
}

/** The call stack now, deep enough to reach the script that started the navigation. */
export function stackNow(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  try {
    return new Error().stack ?? '';
  } finally {
    Error.stackTraceLimit = limit;
  }
}
