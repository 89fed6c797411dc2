/**
 * A lazily loaded part of the console that failed to load can be loaded again without a reload
 * (docs/reachability.md, "Recovery").
 *
 * Why this exists: until browsers ship whatwg/html#10327 ("don't cache HTTP errors in the module
 * map"), a module whose fetch failed stays failed for the document's life: every later `import()` of
 * the same url rejects at once, with no request (seen in Debian's Chromium 150). The standard way
 * round is to import the module under another url: the same file with a query, which the browser
 * treats as a new module. Its own imports keep their urls, so the modules it shares with the rest of
 * the console stay single instances; a part that never loaded has no instance to duplicate.
 *
 * The url to import again comes from the browser's error ("Failed to fetch dynamically imported
 * module: URL" in Chromium, "error loading dynamically imported module: URL" in Firefox), and is
 * taken only when it is one of the console's own built scripts (same origin, under the assets
 * folder, a .js file, no query): nothing else is ever imported. Where the error names no url
 * (Safari), or a browser already fetches again, the part's own loader is simply called again.
 *
 * What a fresh url cannot mend: a failed script the part *imports* (a chunk it shares, fetched in the
 * same moment as it). Chromium names only the part's own url in the error, and the fresh copy of the
 * part imports the shared chunk under its kept, failed url, so it fails for the document's life
 * (measured in Chromium 150: `a.js?retry=1` is fetched, answered, and fails on its import of `b.js`).
 * When a fresh try fails, one HEAD request asks whether the server answers for the part's script:
 * if it does, the network is not the cause, the browser is, and the error is a `PartHeld`; only a
 * reload loads the part then, and the notices offer one instead of a Retry that cannot work.
 */

/**
 * The browser keeps a failed script of the part for the document's life: no try loads it again, a
 * reload of the console does. `cause` is the browser's own error.
 */
export class PartHeld extends Error {
  override readonly name = 'PartHeld';
  constructor(
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(`A script of the part at ${url} failed before and is kept as failed by the browser until a reload.`);
  }
}

/** Whether a load failed for good in this document (`PartHeld`): a reload, not a Retry, loads it. */
export function isPartHeld(error: unknown): error is PartHeld {
  return error instanceof PartHeld;
}

/** What the module needs from the browser; the test passes its own. */
export interface FreshImportDeps {
  /** The document's origin (`location.origin`). */
  readonly origin: string;
  /** The folder the built scripts are served from, ending in a slash (`/assets/`). */
  readonly assets: string;
  /** Imports a url as is (`import()` that the bundler leaves alone). */
  readonly importUrl: (url: string) => Promise<unknown>;
  /** Whether the server answers for a script now (a HEAD request, not cached); false when nothing answers. */
  readonly answers: (url: string) => Promise<boolean>;
}

const NAMED_URL = /(?:imported module|module script failed)[^:]*:\s*(\S+)/i;

/**
 * The console script a failed import names, or null when the error names none that the console may
 * import again (another origin, another folder, not a script, or with a query of its own).
 */
export function failedScriptUrl(error: unknown, origin: string, assets: string): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const named = NAMED_URL.exec(message)?.[1];
  if (named === undefined) return null;
  let url: URL;
  try {
    url = new URL(named);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return null;
  if (!url.pathname.startsWith(assets) || !/^[\w.-]+\.js$/.test(url.pathname.slice(assets.length))) return null;
  return url.href;
}

/**
 * Wraps a part's loader (`() => import('./Part')`) so that a later call after a failure loads the
 * part again even where the browser keeps the failure: the loader runs first (so the bundler's own
 * preloading, such as the part's style sheet, happens again), and when it fails on a script that
 * failed before, that script is imported under a fresh url. Once loaded, by either way, the part is
 * kept: a later call never makes a second instance. `pick` takes what the caller wants from the
 * module (the loader's own `.then` would be lost on the fresh path, so it goes here).
 */
export function freshImport<M, T>(load: () => Promise<M>, pick: (module: M) => T, deps: FreshImportDeps): () => Promise<T> {
  const failedBefore = new Set<string>();
  let tries = 0;
  let loaded: Promise<T> | null = null;
  const attempt = (): Promise<T> =>
    load().then(pick, (error: unknown) => {
      const url = failedScriptUrl(error, deps.origin, deps.assets);
      if (url === null) throw error;
      if (!failedBefore.has(url)) {
        failedBefore.add(url);
        throw error;
      }
      tries += 1;
      return deps.importUrl(`${url}?retry=${tries}`).then(
        (module) => {
          // The script named may be one the part's module imports, not the module itself: then what
          // was asked for is not in it, and only a reload brings it.
          const picked = pick(module as M);
          if (picked === undefined) throw new PartHeld(url, error);
          return picked;
        },
        async (freshError: unknown) => {
          // The server answers for the script, yet its fresh copy failed: a script it imports is
          // kept as failed by the browser (see above).
          if (await deps.answers(url).catch(() => false)) throw new PartHeld(url, freshError);
          throw freshError;
        },
      );
    });
  return () => {
    if (loaded !== null) return loaded;
    const trying = attempt();
    trying.then(
      () => {
        loaded = trying;
      },
      () => undefined,
    );
    return trying;
  };
}

/** The browser's deps: this document's origin and the build's assets folder. */
export function browserFreshImport(): FreshImportDeps {
  return {
    origin: window.location.origin,
    assets: `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}assets/`,
    importUrl: (url) => import(/* @vite-ignore */ url),
    answers: (url) => fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' }).then((reply) => reply.ok),
  };
}
