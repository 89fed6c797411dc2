import { describe, expect, it } from 'vitest';
import type { BuildManifest } from './bundle-budget';
import { signedInShell } from './console-pages';
import { COMPILE_HINT, hintedScripts, shiftedSourceMap, withCompileHint } from './vite-plugin-compile-hints';

// A build where the login page and the shell share one chunk (Primer's button), and the layout has a
// chunk of its own that only the shell reaches.
const start: BuildManifest = {
  'index.html': { file: 'assets/index.js', dynamicImports: ['_react-dom.js', '_app.js'] },
  '_react-dom.js': { file: 'assets/react-dom.js' },
  '_app.js': { file: 'assets/app.js' },
  'src/screens/login/LoginPage.tsx': { file: 'assets/LoginPage.js', imports: ['_Button.js'] },
  '_Button.js': { file: 'assets/Button.js' },
};
const build: BuildManifest = {
  ...start,
  ...Object.fromEntries(
    signedInShell(start)
      .slice(4)
      .map((key) => [key, { file: `assets/${key.replace(/\W/g, '-')}.js` }]),
  ),
  'src/shell/layout/Layout.tsx': { file: 'assets/Layout.js', imports: ['_Button.js', '_SideMenu.js'], css: ['assets/Layout.css'] },
  '_SideMenu.js': { file: 'assets/SideMenu.js' },
};

describe('the scripts that get the compile hint', () => {
  const hinted = hintedScripts(build);

  it("are the signed-in shell's until its menu paints", () => {
    expect(hinted).toEqual(expect.arrayContaining(['assets/Layout.js', 'assets/SideMenu.js', 'assets/src-app-services-tsx.js']));
  });

  it("leave the login page's scripts, shared ones too, and every style sheet as they are", () => {
    for (const file of [
      'assets/index.js',
      'assets/react-dom.js',
      'assets/app.js',
      'assets/LoginPage.js',
      'assets/Button.js',
      'assets/Layout.css',
    ])
      expect(hinted).not.toContain(file);
  });

  it('are each named once', () => {
    expect(new Set(hinted).size).toBe(hinted.length);
  });
});

describe('a hinted script', () => {
  it.each([
    ['a script', 'import{a}from"./a.js";a();', `${COMPILE_HINT}\nimport{a}from"./a.js";a();`],
    [
      "a chunk with Vite's dependency list first",
      'const __vite__mapDeps=(i)=>i;\nexport{}',
      `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport{}`,
    ],
    ['a script hinted already', `${COMPILE_HINT}\nexport{}`, `${COMPILE_HINT}\nexport{}`],
  ])('has the hint as its very first line: %s', (_case, code, expected) => {
    expect(withCompileHint(code)).toBe(expected);
  });

  it('has its source map moved down by the one line', () => {
    const map = { version: 3, sources: ['src/a.ts'], names: [], mappings: 'AAAA,CAAC;AACD' };
    expect(JSON.parse(shiftedSourceMap(JSON.stringify(map)))).toEqual({ ...map, mappings: ';AAAA,CAAC;AACD' });
  });
});
