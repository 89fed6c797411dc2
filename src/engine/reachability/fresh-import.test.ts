import { describe, expect, it, vi } from 'vitest';
import { failedScriptUrl, freshImport, isPartHeld, PartHeld, type FreshImportDeps } from './fresh-import';

const ORIGIN = 'https://console.example.com';
const ASSETS = '/assets/';
const chromium = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('failedScriptUrl: only the console’s own built scripts are imported again', () => {
  it.each([
    ['Chromium’s message', chromium(`${ORIGIN}/assets/Part-AbC_12.js`), `${ORIGIN}/assets/Part-AbC_12.js`],
    [
      'Firefox’s message',
      new TypeError(`error loading dynamically imported module: ${ORIGIN}/assets/Part-1.js`),
      `${ORIGIN}/assets/Part-1.js`,
    ],
    ['a string', `Failed to fetch dynamically imported module: ${ORIGIN}/assets/x.js`, `${ORIGIN}/assets/x.js`],
    ['Safari’s message (no url)', new TypeError('Importing a module script failed.'), null],
    ['another origin', chromium('https://evil.example/assets/Part.js'), null],
    ['another folder', chromium(`${ORIGIN}/uiserver/Part.js`), null],
    ['a path that climbs out', chromium(`${ORIGIN}/assets/../uiserver/x.js`), null],
    ['a nested path', chromium(`${ORIGIN}/assets/a/b.js`), null],
    ['not a script', chromium(`${ORIGIN}/assets/Part.css`), null],
    ['a query of its own', chromium(`${ORIGIN}/assets/Part.js?retry=1`), null],
    ['a fragment', chromium(`${ORIGIN}/assets/Part.js#x`), null],
    ['credentials', chromium(`https://u:p@console.example.com/assets/Part.js`), null],
    ['no url at all', chromium('not a url'), null],
    ['not an error', 42, null],
    ['a style sheet’s preload error', new Error(`Unable to preload CSS for ${ORIGIN}/assets/Part.css`), null],
  ])('%s', (_name, error, expected) => {
    expect(failedScriptUrl(error, ORIGIN, ASSETS)).toBe(expected);
  });
});

const SHARED = `${ORIGIN}/assets/Shared-1.js`;

/**
 * A browser that keeps failed module fetches (as Chromium 150 does), with the network switchable.
 * Part-1.js imports Shared-1.js, which the test may have failed before (`state.failed`): then every
 * copy of the part fails, and the error names the part's url, not the shared one (as Chromium's does).
 */
function browser() {
  const state = { online: true, fetched: [] as string[], failed: new Set<string>(), heads: [] as string[] };
  const fetchOne = (url: string): boolean => {
    if (state.failed.has(url)) return false;
    state.fetched.push(url);
    if (!state.online) state.failed.add(url);
    return state.online;
  };
  const fetchModule = (url: string): Promise<{ Part: string }> => {
    if (!fetchOne(url)) return Promise.reject(chromium(url));
    if (url.includes('/Part-1.js') && !state.fetched.includes(SHARED) && !fetchOne(SHARED)) return Promise.reject(chromium(url));
    if (url.includes('/Part-1.js') && state.failed.has(SHARED)) return Promise.reject(chromium(url));
    return Promise.resolve({ Part: `instance of ${url}` });
  };
  const answers = (url: string): Promise<boolean> => {
    state.heads.push(url);
    return Promise.resolve(state.online);
  };
  const deps: FreshImportDeps = { origin: ORIGIN, assets: ASSETS, importUrl: fetchModule, answers };
  const load = vi.fn(() => fetchModule(`${ORIGIN}/assets/Part-1.js`));
  return { state, deps, load };
}

describe('freshImport', () => {
  it('loads once and keeps the part: no second instance, no second fetch', async () => {
    const { state, deps, load } = browser();
    const part = freshImport(load, (module) => module.Part, deps);
    expect(await part()).toBe(`instance of ${ORIGIN}/assets/Part-1.js`);
    expect(await part()).toBe(`instance of ${ORIGIN}/assets/Part-1.js`);
    expect(state.fetched).toEqual([`${ORIGIN}/assets/Part-1.js`, SHARED]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failure kept by the browser is loaded under a fresh url once the network is back, then kept', async () => {
    const { state, deps, load } = browser();
    const part = freshImport(load, (module) => module.Part, deps);
    state.online = false;
    await expect(part()).rejects.toThrow('Part-1.js');
    // Still offline: the fresh url fails too, and is never asked for again.
    await expect(part()).rejects.toThrow('Part-1.js?retry=1');
    state.online = true;
    expect(await part()).toBe(`instance of ${ORIGIN}/assets/Part-1.js?retry=2`);
    expect(await part()).toBe(`instance of ${ORIGIN}/assets/Part-1.js?retry=2`);
    expect(state.fetched).toEqual([
      `${ORIGIN}/assets/Part-1.js`,
      `${ORIGIN}/assets/Part-1.js?retry=1`,
      `${ORIGIN}/assets/Part-1.js?retry=2`,
      SHARED,
    ]);
    // Offline, the server was asked once whether it answers (it did not): not held, a Retry may work.
    expect(state.heads).toEqual([`${ORIGIN}/assets/Part-1.js`]);
    // The part's own loader ran at each try (the bundler's preloading happens again).
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a browser that fetches again after a failure needs no fresh url', async () => {
    const { state, deps } = browser();
    let online = false;
    const load = () => (online ? Promise.resolve({ Part: 'plain' }) : Promise.reject(chromium(`${ORIGIN}/assets/Part-1.js`)));
    const part = freshImport(load, (module) => module.Part, deps);
    await expect(part()).rejects.toThrow();
    online = true;
    expect(await part()).toBe('plain');
    expect(state.fetched).toEqual([]);
  });

  it('a fresh import of a script that does not hold what was asked for is held: only a reload loads it', async () => {
    const { state, deps } = browser();
    const failure = chromium(SHARED);
    const part = freshImport(
      () => Promise.reject(failure),
      (module: { Other?: string }) => module.Other,
      deps,
    );
    await expect(part()).rejects.toBe(failure);
    const held = await part().catch((error: unknown) => error);
    expect(held).toBeInstanceOf(PartHeld);
    expect(isPartHeld(held)).toBe(true);
    expect((held as PartHeld).cause).toBe(failure);
    expect(state.fetched).toEqual([`${SHARED}?retry=1`]);
  });

  it('a shared script that failed with the part holds it for good once the server answers again', async () => {
    const { state, deps } = browser();
    // The part's own script arrives; the chunk it imports is cut off (a deploy, a dropped connection).
    state.failed.add(SHARED);
    const part = freshImport(
      () => deps.importUrl(`${ORIGIN}/assets/Part-1.js`) as Promise<{ Part: string }>,
      (module) => module.Part,
      deps,
    );
    await expect(part()).rejects.toThrow('Part-1.js');
    // The fresh copy is fetched and answered, and fails on its import: the server answers, so held.
    const held = await part().catch((error: unknown) => error);
    expect(isPartHeld(held)).toBe(true);
    expect(state.heads).toEqual([`${ORIGIN}/assets/Part-1.js`]);
    // Every later try says the same, and a plain error is never given for it again.
    expect(isPartHeld(await part().catch((error: unknown) => error))).toBe(true);
  });

  it('a server that cannot be asked counts as not answering: the failure stays one a Retry may mend', async () => {
    const { state, deps } = browser();
    state.failed.add(SHARED);
    const part = freshImport(
      () => deps.importUrl(`${ORIGIN}/assets/Part-1.js`) as Promise<{ Part: string }>,
      (module) => module.Part,
      { ...deps, answers: () => Promise.reject(new TypeError('Failed to fetch')) },
    );
    await part().catch(() => undefined);
    const error = await part().catch((failure: unknown) => failure);
    expect(isPartHeld(error)).toBe(false);
    expect(String(error)).toContain('Part-1.js?retry=1');
  });

  it('an error naming no console script is passed on as it is, and nothing else is imported', async () => {
    const { state, deps } = browser();
    const foreign = chromium('https://evil.example/assets/x.js');
    const part = freshImport(
      () => Promise.reject(foreign),
      (module: { Part: string }) => module.Part,
      deps,
    );
    await expect(part()).rejects.toBe(foreign);
    await expect(part()).rejects.toBe(foreign);
    expect(state.fetched).toEqual([]);
  });
});
