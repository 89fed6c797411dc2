import { describe, expect, it } from 'vitest';
import { pageFiles, requestedOutside, type BuildManifest } from './bundle-budget';
import { BEFORE_THE_MENU, loginPage, signedInShell, startUp } from './console-pages';

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

describe('the signed-in shell against what a browser requests before its menu', () => {
  // The shell's entries, each its own chunk; the layout loads the frame workspace by dynamic import.
  const build: BuildManifest = {
    ...manifest,
    ...Object.fromEntries(
      [...signedInShell(manifest).slice(5), 'src/shell/frames/FrameWorkspace.tsx'].map((key) => [
        key,
        { file: `assets/${key.replace(/\W/g, '-')}.js` },
      ]),
    ),
    '_react-dom-1.js': { file: 'assets/react-dom.js' },
    '_i18n-2.js': { file: 'assets/i18n.js' },
    '_app-3.js': { file: 'assets/app.js' },
    'src/screens/login/LoginPage.tsx': { file: 'assets/LoginPage.js' },
    'src/shell/frames/FrameWorkspace.tsx': { file: 'assets/FrameWorkspace.js', imports: ['_Dialog.js'] },
    '_Dialog.js': { file: 'assets/Dialog.js' },
  };
  const requested = ['/assets/index.js', '/assets/react-dom.js', '/assets/LoginPage.js', '/assets/FrameWorkspace.js', '/assets/Dialog.js'];

  it('holds the modules the shell loads by dynamic import before its menu, with their static imports', () => {
    expect(signedInShell(manifest)).toEqual(expect.arrayContaining(BEFORE_THE_MENU));
    expect(requestedOutside(pageFiles(build, signedInShell(build)), requested)).toEqual([]);
  });

  it('misses the lazy chunk and its imports when the set leaves it out', () => {
    const without = signedInShell(build).filter((key) => key !== 'src/shell/frames/FrameWorkspace.tsx');
    expect(requestedOutside(pageFiles(build, without), requested)).toEqual(['assets/Dialog.js', 'assets/FrameWorkspace.js']);
  });
});
