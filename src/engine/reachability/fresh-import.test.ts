import { describe, expect, it, vi } from 'vitest';
import { failedScriptUrl, freshImport, type FreshImportDeps } from './fresh-import';

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

/** A browser that keeps failed module fetches (as Chromium 150 does), with the network switchable. */
function browser() {
  const state = { online: true, fetched: [] as string[], failed: new Set<string>() };
  const fetchModule = (url: string): Promise<{ Part: string }> => {
    if (state.failed.has(url)) return Promise.reject(chromium(url));
    state.fetched.push(url);
    if (!state.online) {
      state.failed.add(url);
      return Promise.reject(chromium(url));
    }
    return Promise.resolve({ Part: `instance of ${url}` });
  };
  const deps: FreshImportDeps = { origin: ORIGIN, assets: ASSETS, importUrl: fetchModule };
  const load = vi.fn(() => fetchModule(`${ORIGIN}/assets/Part-1.js`));
  return { state, deps, load };
}

describe('freshImport', () => {
  it('loads once and keeps the part: no second instance, no second fetch', async () => {
    const { state, deps, load } = browser();
    const part = freshImport(load, (module) => module.Part, deps);
    expect(await part()).toBe(`instance of ${ORIGIN}/assets/Part-1.js`);
    expect(await part()).toBe(`instance of ${ORIGIN}/assets/Part-1.js`);
    expect(state.fetched).toEqual([`${ORIGIN}/assets/Part-1.js`]);
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
    ]);
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

  it('a fresh import of a script that does not hold what was asked for keeps the failure', async () => {
    const { state, deps } = browser();
    const failure = chromium(`${ORIGIN}/assets/Shared-1.js`);
    const part = freshImport(
      () => Promise.reject(failure),
      (module: { Other?: string }) => module.Other,
      deps,
    );
    await expect(part()).rejects.toBe(failure);
    await expect(part()).rejects.toBe(failure);
    expect(state.fetched).toEqual([`${ORIGIN}/assets/Shared-1.js?retry=1`]);
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
