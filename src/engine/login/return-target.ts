/**
 * The page a signed-out visitor asked for, carried through sign-in as the `return` query parameter
 * of the login page. It is only ever built and read here, and vetted both times: whatever arrives in
 * the parameter may have been written by someone else, so only a path of the console itself on the
 * console's own origin comes back out. Everything else reads as "no target" and sign-in falls back
 * to the first route the account may open.
 *
 * Kept free of imports: the login page and the start-up code of every page load it.
 */

export const RETURN_PARAM = 'return';
const LOGIN_PATH = '/login';
const VETTING_ORIGIN = 'http://console.invalid';
/** Long enough for any console url; a longer one is not a link someone followed. */
const MAX_LENGTH = 2048;
/** Percent-decoding rounds tried when looking for a disguised character; more layers are refused. */
const DECODE_ROUNDS = 3;
// C0 controls, DEL and C1 controls: browsers strip some of them from urls, which hides what follows.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Paths that are not console pages: the UI-server's API and pages, the sign-in page and the entry page. */
const REFUSED_PATH = /^\/(?:uiserver(?:\/|$)|login(?:\/|$)|index\.html$|$)/i;

/** `value` and each of its percent-decoded forms, or null when one does not decode or the layers never end. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

function hidesNothing(form: string): boolean {
  return !form.includes('\\') && !CONTROL.test(form);
}

/** A path that stays on the origin and names a console page, in every decoded form (`/%2F%2Fhost` is `//host`). */
function isConsolePagePath(path: string): boolean {
  const forms = decodedForms(path);
  return (
    forms !== null &&
    forms.every((form) => form.startsWith('/') && !form.startsWith('//') && hidesNothing(form) && !REFUSED_PATH.test(form))
  );
}

/**
 * `candidate` as a console path (`/path?query#hash`) when it is one on `origin`, else null. Only a
 * path qualifies (no scheme, no host); backslashes and control characters are refused anywhere,
 * also percent-encoded, because browsers read a backslash as `/` and drop some controls. Resolving through
 * URL folds dot segments, so `/a/../uiserver/x` is judged as the `/uiserver/x` it leads to.
 */
export function vetConsolePath(candidate: string, origin: string): string | null {
  if (candidate.length === 0 || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || !hidesNothing(candidate)) return null;
  let once: string;
  try {
    once = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  if (!hidesNothing(once)) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !isConsolePagePath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The console path that query `search` (`?…` of a login or entry page) asks to return to, vetted. */
export function readReturnTarget(search: string, origin: string): string | null {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  return raw === null ? null : vetConsolePath(raw, origin);
}

/** `page` with `consolePath` as its return target; `page` alone when the path is no console page. */
export function withReturnTarget(page: string, consolePath: string): string {
  // Only a bare path passes, and it resolves alike onto any origin.
  const target = vetConsolePath(consolePath, VETTING_ORIGIN);
  return target === null ? page : `${page}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}

/** The login page, returning to `consolePath` after sign-in (the current page, as a path with its query). */
export function loginUrlReturningTo(consolePath: string): string {
  return withReturnTarget(LOGIN_PATH, consolePath);
}
