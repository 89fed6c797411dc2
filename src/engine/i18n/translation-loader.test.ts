import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadTranslation, translationBackend, translationUrl, type TranslationLoad } from './translation-loader';

const FILES: Record<string, unknown> = {
  '/locales/en/translation.json': { greeting: 'Hello', only: { english: 'Only in English' } },
  '/locales/ja/translation.json': { greeting: 'こんにちは' },
};

/** A fetch over FILES: a missing file is a 404; `failing` urls answer with that status, or throw for 0. */
function fakeFetch(failing: Record<string, number> = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const status = failing[url];
    if (status === 0) throw new TypeError('Failed to fetch');
    if (status !== undefined) return new Response('failure', { status });
    if (!(url in FILES)) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(FILES[url]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('translationUrl', () => {
  it('names the file of a plain language and namespace', () => {
    expect(translationUrl('ja', 'translation')).toBe('/locales/ja/translation.json');
  });

  it.each([
    ['../en', 'translation'],
    ['en', '../../uiserver/api'],
    ['en?x=1', 'translation'],
    ['EN', 'translation'],
    ['', 'translation'],
  ])('refuses %s/%s', (language, namespace) => {
    expect(translationUrl(language, namespace)).toBeNull();
  });
});

describe('loadTranslation', () => {
  it('gives the parsed file', async () => {
    const fetcher = fakeFetch();
    expect(await loadTranslation('ja', 'translation', fetcher)).toEqual({ ok: true, bundle: { greeting: 'こんにちは' } });
    expect(fetcher).toHaveBeenCalledWith('/locales/ja/translation.json', { credentials: 'same-origin' });
  });

  it.each([
    ['a missing file', { '/locales/ja/translation.json': 404 }, false],
    ['a server error', { '/locales/ja/translation.json': 503 }, true],
    ['a network failure', { '/locales/ja/translation.json': 0 }, true],
  ])('%s fails, retry %s', async (_what, failing, retry) => {
    const result = await loadTranslation('ja', 'translation', fakeFetch(failing));
    expect(result).toMatchObject({ ok: false, retry });
  });

  it('a body that is not a translation object fails without retry', async () => {
    const answer = (body: string) => vi.fn(async () => new Response(body, { status: 200 }));
    expect(await loadTranslation('en', 'translation', answer('<html>'))).toMatchObject({ ok: false, retry: false });
    expect(await loadTranslation('en', 'translation', answer('["a"]'))).toMatchObject({ ok: false, retry: false });
    expect(await loadTranslation('en', 'translation', answer('null'))).toMatchObject({ ok: false, retry: false });
  });

  it('an unsafe name fetches nothing', async () => {
    const fetcher = fakeFetch();
    expect(await loadTranslation('../x', 'translation', fetcher)).toMatchObject({ ok: false, retry: false });
    expect(fetcher).not.toHaveBeenCalled();
  });
});

/** A fresh i18next over the backend, set up the way src/engine/i18n/i18n.ts sets up the console's. */
async function i18nWith(backend: BackendModule, lng: string) {
  const instance = i18next.createInstance();
  await instance.use(backend).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ja'],
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    // One quick retry keeps the test short; the console keeps i18next's defaults.
    maxRetries: 1,
    retryTimeout: 1,
  });
  return instance;
}

describe('translationBackend under i18next', () => {
  it('uses a load started early for its first read, and shows English for a key the language lacks', async () => {
    const fetcher = fakeFetch();
    const early = new Map<string, Promise<TranslationLoad>>([
      ['ja/translation', loadTranslation('ja', 'translation', fetcher)],
      ['en/translation', loadTranslation('en', 'translation', fetcher)],
    ]);
    const i18n = await i18nWith(translationBackend(early, fetcher), 'ja');
    expect(i18n.t('greeting')).toBe('こんにちは');
    expect(i18n.t('only.english')).toBe('Only in English');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a language whose file is missing shows English', async () => {
    const fetcher = fakeFetch({ '/locales/ja/translation.json': 404 });
    const i18n = await i18nWith(translationBackend(new Map(), fetcher), 'ja');
    expect(i18n.t('greeting')).toBe('Hello');
    // A missing file is not asked for again.
    expect(fetcher.mock.calls.filter(([url]) => url === '/locales/ja/translation.json')).toHaveLength(1);
  });

  it('a server failure is retried by i18next', async () => {
    let calls = 0;
    const flaky = vi.fn(async (input: RequestInfo | URL) => {
      calls += 1;
      if (String(input).includes('/ja/') && calls <= 2) return new Response('busy', { status: 503 });
      return fakeFetch()(input);
    });
    const i18n = await i18nWith(translationBackend(new Map(), flaky), 'ja');
    expect(i18n.t('greeting')).toBe('こんにちは');
  });

  it('loads the other language when asked (the palette searches both)', async () => {
    const fetcher = fakeFetch();
    const i18n = await i18nWith(translationBackend(new Map(), fetcher), 'en');
    expect(i18n.hasResourceBundle('ja', 'translation')).toBe(false);
    await i18n.loadLanguages(['en', 'ja']);
    expect(i18n.getFixedT('ja')('greeting')).toBe('こんにちは');
  });

  it('the language switch loads the chosen bundle', async () => {
    const fetcher = fakeFetch();
    const i18n = await i18nWith(translationBackend(new Map(), fetcher), 'en');
    await i18n.changeLanguage('ja');
    expect(i18n.t('greeting')).toBe('こんにちは');
  });
});
