import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, freshUrl, loadAgainAfterFailure } from './load-again';

const ORIGIN = 'https://console.example';

describe('failedModuleUrl', () => {
  it.each([
    [
      'Chromium',
      new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/StepUpDialog-D8m8.js`),
      '/assets/StepUpDialog-D8m8.js',
    ],
    [
      'Firefox',
      new TypeError(`error loading dynamically imported module: ${ORIGIN}/assets/StepUpDialog-D8m8.js`),
      '/assets/StepUpDialog-D8m8.js',
    ],
    [
      'the dev server',
      new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/src/shell/step-up/StepUpDialog.tsx?t=1`),
      '/src/shell/step-up/StepUpDialog.tsx',
    ],
    ['Safari (no URL)', new TypeError('Importing a module script failed.'), null],
    ['another origin', new TypeError('Failed to fetch dynamically imported module: https://cdn.example/assets/x.js'), null],
    ['not a module', new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/style.css`), null],
    ['no error at all', undefined, null],
    ['a string', `${ORIGIN}/assets/a.js`, '/assets/a.js'],
  ])('%s', (_, error, path) => {
    expect(failedModuleUrl(error, ORIGIN)?.pathname ?? null).toBe(path);
  });
});

describe('freshUrl', () => {
  it('adds its own query, keeps the module’s, drops the hash', () => {
    expect(freshUrl(new URL(`${ORIGIN}/src/a.tsx?t=1#x`), 2)).toBe(`${ORIGIN}/src/a.tsx?t=1&load-again=2`);
    expect(freshUrl(new URL(`${ORIGIN}/assets/a.js`), 1)).toBe(`${ORIGIN}/assets/a.js?load-again=1`);
  });
});

describe('loadAgainAfterFailure', () => {
  const failure = new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/Dialog-1.js`);

  it('fails the first ask as it failed; the next asks for the module at a new URL each time', async () => {
    const load = vi.fn(() => Promise.reject(failure));
    const loadAt = vi.fn((url: string) => (url.endsWith('=3') ? Promise.resolve('dialog') : Promise.reject(failure)));
    const loader = loadAgainAfterFailure({ load, loadAt, origin: ORIGIN });
    await expect(loader()).rejects.toBe(failure);
    expect(loadAt).not.toHaveBeenCalled();
    await expect(loader()).rejects.toBe(failure);
    await expect(loader()).resolves.toBe('dialog');
    expect(loadAt.mock.calls.map(([url]) => url)).toEqual([
      `${ORIGIN}/assets/Dialog-1.js?load-again=2`,
      `${ORIGIN}/assets/Dialog-1.js?load-again=3`,
    ]);
  });

  it('loads as the bundler does while that works', async () => {
    const loadAt = vi.fn();
    const loader = loadAgainAfterFailure({ load: () => Promise.resolve('dialog'), loadAt, origin: ORIGIN });
    await expect(loader()).resolves.toBe('dialog');
    await expect(loader()).resolves.toBe('dialog');
    expect(loadAt).not.toHaveBeenCalled();
  });

  it('tries the plain import again where the failure names no module', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValue('dialog');
    const loader = loadAgainAfterFailure({ load, loadAt: vi.fn(), origin: ORIGIN });
    await expect(loader()).rejects.toThrow('Importing');
    await expect(loader()).resolves.toBe('dialog');
  });
});
