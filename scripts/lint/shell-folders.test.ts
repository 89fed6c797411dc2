/**
 * The shell's feature folders lean one way: no two of them import each other, directly or round a
 * longer loop (folder-imports.ts reads the imports of every module and style sheet), and its shared
 * parts (src/shell/parts) import no feature folder (eslint.config.js, shellZones). Each rule is
 * proved on a snippet that breaks it, so a check that stops matching fails here.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { folderCycles, folderEdges, readLayer, relativeImports, type SourceFile } from './folder-imports';
import { imports, PATHS, root, ruleIds } from './lint-snippet';

vi.setConfig({ testTimeout: 30_000 });

const SHELL = 'src/shell';
const shell = readLayer(root, SHELL);
const cyclesWith = (...snippets: SourceFile[]) => folderCycles(folderEdges(SHELL, [...shell, ...snippets]));

describe('the folder-level cycle check', () => {
  it('reads the imports of modules, lazy imports and style sheets', () => {
    expect(
      relativeImports(
        "import a from '../a/A';\nimport type { B } from './b';\nconst c = import('../c/C');\nimport '../d/d.css';\n@import '../e/e.module.css';\nimport x from 'react';\n",
      ),
    ).toEqual(['../a/A', './b', '../c/C', '../d/d.css', '../e/e.module.css']);
  });

  it('finds two folders that import each other, and a loop of three', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
      ['c', new Set(['d'])],
      ['d', new Set(['e'])],
      ['e', new Set(['c'])],
      ['f', new Set(['a'])],
    ]);
    expect(folderCycles(edges)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('reads every folder of the shell', () => {
    const edges = folderEdges(SHELL, shell);
    expect([...(edges.get('layout') ?? [])]).toEqual(expect.arrayContaining(['header', 'menu', 'frames', 'palette']));
    expect([...(edges.get('header') ?? [])]).toContain('parts');
  });
});

describe('no two shell folders import each other', () => {
  it('holds for the shell as it is', () => {
    expect(cyclesWith()).toEqual([]);
  });

  it('fails on a header module that imports the layout back', () => {
    // The menu joins the loop: the layout imports it, and it imports the header.
    expect(cyclesWith({ file: 'src/shell/header/Fixture.tsx', source: imports('../layout/Layout') })).toEqual([
      ['header', 'layout', 'menu'],
    ]);
  });

  it('fails on a style sheet that imports across the other way', () => {
    expect(cyclesWith({ file: 'src/shell/notifications/fixture.module.css', source: "@import '../header/Header.module.css';\n" })).toEqual([
      ['header', 'notifications'],
    ]);
  });

  it('fails on a loop through three folders', () => {
    // menu → header → palette already; palette importing the menu closes the loop.
    expect(cyclesWith({ file: 'src/shell/palette/fixture.ts', source: imports('../menu/SideMenu') })).toEqual([
      ['header', 'menu', 'palette'],
    ]);
  });
});

describe('the shared parts import no feature folder', () => {
  const file = 'src/shell/parts/ZoneFixture.tsx';
  // The first lint loads the config and its plugins (seconds on a busy machine), outside any test's time.
  beforeAll(() => ruleIds(file, 'export const loaded = true;\n'), 60_000);

  it.each(['../layout/Layout', '../menu/SideMenu', '../frames/route-sync', '../header/Header'])('refuses %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it.each(['./ShellDialog', './console-router', '../../engine/menu/menu-link', '../../components/MessagePage'])(
    'allows %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toEqual([]);
    },
  );

  it('a feature folder uses them', async () => {
    expect(await ruleIds('src/shell/header/ZoneFixture.tsx', imports('../parts/ShellDialog'))).toEqual([]);
  });
});
