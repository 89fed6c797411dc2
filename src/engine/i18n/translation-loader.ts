/**
 * The translation files, /locales/{language}/{namespace}.json, fetched by the console itself and
 * handed to i18next as its backend. A general-purpose HTTP backend carries request options, an XHR
 * fallback and path templating the console never uses, on the first screen's script budget; this is
 * the part that runs.
 */
import type { BackendModule, ResourceKey } from 'i18next';

export type TranslationLoad = { ok: true; bundle: ResourceKey } | { ok: false; reason: string; retry: boolean };

/** Only plain language and namespace names become a path: nothing else reaches the url. */
const LANGUAGE = /^[a-z]{2,3}$/;
const NAMESPACE = /^[a-z][\w-]*$/i;

export function translationUrl(language: string, namespace: string): string | null {
  return LANGUAGE.test(language) && NAMESPACE.test(namespace) ? `/locales/${language}/${namespace}.json` : null;
}

function isBundle(value: unknown): value is ResourceKey {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One translation file. A failure says whether trying again may help: the network or the server
 * failed (retry), or the file is missing or not a translation object (no retry).
 */
export async function loadTranslation(language: string, namespace: string, fetcher: typeof fetch = fetch): Promise<TranslationLoad> {
  const url = translationUrl(language, namespace);
  if (!url) return { ok: false, reason: `no translation file is named for ${language}/${namespace}`, retry: false };
  let response: Response;
  try {
    response = await fetcher(url, { credentials: 'same-origin' });
  } catch {
    return { ok: false, reason: `${url} could not be fetched`, retry: true };
  }
  if (!response.ok) return { ok: false, reason: `${url} answered HTTP ${response.status}`, retry: response.status >= 500 };
  let bundle: unknown;
  try {
    bundle = await response.json();
  } catch {
    return { ok: false, reason: `${url} is not JSON`, retry: false };
  }
  return isBundle(bundle) ? { ok: true, bundle } : { ok: false, reason: `${url} holds no translation object`, retry: false };
}

/**
 * i18next's backend over loadTranslation. `started` holds loads begun before i18next was set up,
 * each used by the first read of its language and namespace (`en/translation`); later reads (a
 * retry, another language) fetch afresh. A failure goes back to i18next, which retries those that
 * may succeed and otherwise shows the fallback language's text.
 */
export function translationBackend(started: ReadonlyMap<string, Promise<TranslationLoad>>, fetcher?: typeof fetch): BackendModule {
  const pending = new Map(started);
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      const key = `${language}/${namespace}`;
      const load = pending.get(key) ?? loadTranslation(language, namespace, fetcher);
      pending.delete(key);
      void load.then((result) => (result.ok ? callback(null, result.bundle) : callback(result.reason, result.retry)));
    },
  };
}
