/**
 * The layer rules of eslint.config.js, proved on small snippets linted as if they sat in each layer:
 * every forbidden import is reported, and the allowed ones beside it are not, so a zone that stops
 * matching (a renamed folder, a mistyped path) fails here instead of passing silently.
 * The snippets import real modules of src/, because the path rules judge the file an import
 * resolves to; the cycle check follows imports on disk, so its two modules are written to a
 * temporary folder under src/ for the run (lint-snippet.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imports, PATHS, root, ruleIds } from './lint-snippet';
import { zoneSuite } from './zone-suite';

const { describeNoCycles } = zoneSuite('src/engine', 'src/engine/zone-fixture.ts');

const PACKAGES = 'no-restricted-imports';

describe('engine: headless', () => {
  const file = 'src/engine/session/zone-fixture.ts';

  it.each([
    'react-i18next',
    'valtio',
    'valtio/react',
    'react',
    'react-dom/client',
    'react-router-dom',
    '@primer/react',
    'styled-components',
  ])('refuses the package %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PACKAGES);
  });

  it.each(['../../components/PageSpinner', '../../shell/layout/Layout', '../../screens/login/login-flow', '../../app/router'])(
    'refuses %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
    },
  );

  it.each(['valtio/vanilla', 'i18next', './session', '../manifest/named-routes', '../../generated/types/session-info'])(
    'allows %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toEqual([]);
    },
  );
});

/** The folders of a layer as they are on disk, so a folder added or renamed is covered without an edit here. */
const foldersOf = (layer: string): string[] =>
  readdirSync(path.join(root, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('cycle-fixture-'))
    .map((entry) => entry.name);

describe('every folder of the engine and of the shell', () => {
  it('the layers have the folders named here', () => {
    expect(foldersOf('src/engine')).toEqual(expect.arrayContaining(['storage', 'leaving', 'login', 'menu', 'theme', 'frames']));
    expect(foldersOf('src/shell')).toEqual(expect.arrayContaining(['header', 'menu', 'admin-panel', 'access', 'layout', 'frames']));
  });

  it.each(foldersOf('src/engine'))('src/engine/%s is headless', async (folder) => {
    const file = `src/engine/${folder}/zone-fixture.ts`;
    expect(await ruleIds(file, imports('../../shell/layout/Layout'))).toContain(PATHS);
    expect(await ruleIds(file, imports('react'))).toContain(PACKAGES);
    expect(await ruleIds(file, imports('../session/session'))).toEqual([]);
  });

  it.each(foldersOf('src/shell'))('src/shell/%s imports no screen or app module', async (folder) => {
    const file = `src/shell/${folder}/ZoneFixture.tsx`;
    expect(await ruleIds(file, imports('../../screens/not-allowed/NotAllowedPage'))).toContain(PATHS);
    expect(await ruleIds(file, imports('../../app/router'))).toContain(PATHS);
    expect(await ruleIds(file, imports('../parts/ShellDialog'))).toEqual([]);
  });
});

describe('components: shared by the shell and the screens', () => {
  const file = 'src/components/ZoneFixture.tsx';

  it.each(['../shell/layout/Layout', '../screens/not-found/NotFoundPage', '../app/router'])('refuses %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it.each(['./MessagePage', '../engine/session/session', 'react-i18next', '@primer/react'])('allows %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toEqual([]);
  });
});

describe('shell: the signed-in frame', () => {
  const file = 'src/shell/header/ZoneFixture.tsx';

  it.each(['../../screens/not-allowed/NotAllowedPage', '../../app/screen-registry', '../../app/router'])(
    'refuses %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
    },
  );

  it.each(['../layout/Layout', '../../components/MessagePage', '../../engine/session/session', 'valtio'])(
    'allows %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toEqual([]);
    },
  );
});

describe('screens: each on its own', () => {
  const file = 'src/screens/login/reset/ZoneFixture.tsx';

  it.each(['../../../app/layout-loader', '../../../shell/layout/Layout', '../../not-found/NotFoundPage', '../../init/region-form'])(
    'refuses %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
    },
  );

  it.each(['./reset-forms', '../login-flow', '../../../components/MessagePage', '../../../engine/session/session'])(
    'allows %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toEqual([]);
    },
  );

  it('the rule covers every screen folder, not only the first', async () => {
    expect(await ruleIds('src/screens/route-error/ZoneFixture.tsx', imports('../not-found/NotFoundPage'))).toContain(PATHS);
    expect(await ruleIds('src/screens/not-found/ZoneFixture.tsx', imports('../route-error/RouteErrorPage'))).toContain(PATHS);
  });
});

describe('app: joins every layer', () => {
  it.each(['../shell/access/GuardedRoute', '../screens/not-found/NotFoundPage', '../components/PageSpinner', '../engine/theme/theme'])(
    'allows %s',
    async (specifier) => {
      expect(await ruleIds('src/app/ZoneFixture.tsx', imports(specifier))).toEqual([]);
    },
  );
});

describe('test helpers: one folder, for tests only', () => {
  it.each(['../screens/login/LoginPage', '../shell/layout/Layout', '../components/MessagePage', '../app/router'])(
    'src/testing refuses %s',
    async (specifier) => {
      expect(await ruleIds('src/testing/zone-fixture.ts', imports(specifier))).toContain(PATHS);
    },
  );

  it.each(['../engine/session/session', '../generated/types/session-info', 'react-dom/client'])(
    'src/testing allows %s',
    async (specifier) => {
      expect(await ruleIds('src/testing/zone-fixture.ts', imports(specifier))).toEqual([]);
    },
  );

  it('a test imports them, code that ships does not', async () => {
    expect(await ruleIds('src/engine/session/zone-fixture.test.ts', imports('../../testing/session-fixture'))).toEqual([]);
    expect(await ruleIds('src/engine/session/zone-fixture.ts', imports('../../testing/session-fixture'))).toContain(PATHS);
    expect(await ruleIds('src/components/ZoneFixture.tsx', imports('../testing/render-for-test'))).toContain(PATHS);
  });
});

describe('build stubs: reached through the Vite aliases only', () => {
  it.each([
    ['src/components/ZoneFixture.tsx', '../build-stubs/markdown-stub'],
    ['src/engine/api/zone-fixture.ts', '../../build-stubs/is-unsafe-stub'],
    ['src/app/ZoneFixture.tsx', '../build-stubs/sync-external-store'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it('a stub imports libraries, never the console', async () => {
    expect(await ruleIds('src/build-stubs/zone-fixture.ts', imports('../engine/session/session'))).toContain(PATHS);
    expect(await ruleIds('src/build-stubs/zone-fixture.ts', imports('../components/MessagePage'))).toContain(PATHS);
    expect(await ruleIds('src/build-stubs/zone-fixture.ts', imports('@rjsf/utils'))).toEqual([]);
  });
});

describe('the console and what lies around it', () => {
  it.each(['../../../scripts/build/manifest-source', '../../../bench/bench-routes'])('refuses %s', async (specifier) => {
    expect(await ruleIds('src/engine/session/zone-fixture.ts', imports(specifier))).toContain(PATHS);
  });

  it('only a test imports the reference server', async () => {
    const specifier = '../../../server/http/security-headers';
    expect(await ruleIds('src/engine/session/zone-fixture.ts', imports(specifier))).toContain(PATHS);
    expect(await ruleIds('src/engine/session/zone-fixture.test.ts', imports(specifier))).toEqual([]);
  });
});

describeNoCycles('no import cycles');

describe('no code from strings, in every linted file', () => {
  // Each snippet would compile a string into code at run time, which the console's CSP (no
  // unsafe-eval) refuses in the browser; the rules hold in the server, scripts and tests too.
  // A plain script declares the browser globals it uses (server/pages/standin/legacy-page.js does); the
  // timer rule judges only calls of the global timers.
  const timers = '/* global setTimeout, setInterval */\n';
  const snippets = [
    ['eval', "export const run = () => eval('1 + 1');\n", 'no-eval'],
    ['eval through globalThis', "export const run = () => globalThis.eval('1 + 1');\n", 'no-eval'],
    ['new Function', "export const run = () => new Function('return 1');\n", 'no-new-func'],
    ['Function called', "export const run = () => Function('return 1');\n", 'no-new-func'],
    ['setTimeout with a string', `${timers}export const run = () => setTimeout('tick()', 10);\n`, 'no-implied-eval'],
    [
      'setInterval with a template string',
      `${timers}export const run = () => [setTimeout, setInterval(\`tick()\`, 10)];\n`,
      'no-implied-eval',
    ],
  ] as const;
  const files = [
    'src/shell/header/ZoneFixture.tsx',
    'src/screens/login/ZoneFixture.tsx',
    'src/engine/session/zone-fixture.ts',
    'server/zone-fixture.ts',
    'scripts/zone-fixture.ts',
    'scripts/zone-fixture.mjs',
    'tests/e2e/zone-fixture.ts',
  ];
  const cases = files.flatMap((file) => snippets.map(([what, code, rule]) => ({ file, what, code, rule })));

  it.each(cases)('$file: refuses $what ($rule)', async ({ file, code, rule }) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it.each(files)('%s: allows timers given a function', async (file) => {
    expect(
      await ruleIds(file, `${timers}export const run = () => [setTimeout(() => undefined, 10), setInterval(() => undefined, 10)];\n`),
    ).toEqual([]);
  });

  it('a .tsx file keeps its own rule on literal text beside them', async () => {
    const code = "export const View = () => <p>{String(new Function('return 1'))}Hello there</p>;\n";
    expect(await ruleIds('src/shell/header/ZoneFixture.tsx', code)).toEqual(
      expect.arrayContaining(['no-new-func', 'no-restricted-syntax']),
    );
  });
});
