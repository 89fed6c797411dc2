import { describe, expect, it } from 'vitest';
import type { BuildManifest } from './bundle-budget';
import { loginPage, signedInShell, startUp } from './console-pages';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    dynamicImports: ['_react-dom-1.js', '_i18n-2.js', '_app-3.js', 'src/engine/frames/frame-handover.ts'],
  },
};

describe('the console pages', () => {
  it('start with the entry and what it imports dynamically at every start, not the hand-over inside a frame', () => {
    expect(startUp(manifest)).toEqual(['index.html', '_react-dom-1.js', '_i18n-2.js', '_app-3.js']);
  });

  it('build on each other: the login page on the start, the shell on the login page', () => {
    expect(loginPage(manifest)).toEqual([...startUp(manifest), 'src/screens/login/LoginPage.tsx']);
    expect(signedInShell(manifest).slice(0, 5)).toEqual(loginPage(manifest));
    expect(signedInShell(manifest)).toEqual(
      expect.arrayContaining([
        'src/app/services.tsx',
        'src/shell/layout/Layout.tsx',
        'src/shell/access/GuardedRoute.tsx',
        'src/app/screen-registry.ts',
        'src/app/start-integrations.ts',
      ]),
    );
  });

  it('is the entry alone for a build whose entry imports nothing dynamically', () => {
    expect(startUp({ 'index.html': { file: 'assets/index.js' } })).toEqual(['index.html']);
  });
});
