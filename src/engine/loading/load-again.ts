/**
 * A lazily loaded part whose failed load is tried again at the next ask.
 *
 * The browser keeps a module whose fetch failed in the document's module map for the document's
 * life (HTML, "fetch a single module script": the map holds null for that URL), so `import()` of
 * the same URL fails again at once without asking the network: a tab that was offline for one ask
 * would never load the part again. The next try therefore asks for the same file at another URL (a
 * query the static server ignores, which the module map does not): the URL the failure names, when
 * it names one of the console's own modules. Chromium and Firefox name it in the error's message;
 * where a browser does not, the plain `import()` is tried again (a browser that does not keep the
 * failure loads it then). What the failed module imports in turn is not asked again: a part whose
 * shared code failed as well loads after a reload, which the version watch offers when a newer build
 * is the reason (version-runtime.ts).
 */

/** A module URL of `origin` named in a failed `import()`'s error, or null. */
export function failedModuleUrl(error: unknown, origin: string): URL | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  for (const found of message.match(/\bhttps?:\/\/[^\s'"<>]+/g) ?? []) {
    let url: URL;
    try {
      url = new URL(found);
    } catch {
      continue;
    }
    if (url.origin === origin && /\.(?:m?js|tsx?)$/.test(url.pathname)) return url;
  }
  return null;
}

/** The URL of the `attempt`th fresh try of `url` (its own query kept, the hash dropped). */
export function freshUrl(url: URL, attempt: number): string {
  const fresh = new URL(url.href);
  fresh.hash = '';
  fresh.searchParams.set('load-again', String(attempt));
  return fresh.href;
}

export interface LoadAgainDeps<T> {
  /** The bundler's own lazy import (with whatever it loads beside the module, its style sheets). */
  readonly load: () => Promise<T>;
  /** Loads the module at a URL and reads the part from it (a dynamic `import()` of that URL). */
  readonly loadAt: (url: string) => Promise<T>;
  readonly origin: string;
}

/** A loader that, after a failure, asks for the failed module at a fresh URL at its next call. */
export function loadAgainAfterFailure<T>({ load, loadAt, origin }: LoadAgainDeps<T>): () => Promise<T> {
  let attempts = 0;
  return async () => {
    try {
      return await load();
    } catch (error) {
      const url = failedModuleUrl(error, origin);
      // The first failure is this ask's: the network was asked just now and said no.
      if (url === null || attempts++ === 0) throw error;
      return loadAt(freshUrl(url, attempts));
    }
  };
}
