/**
 * The rules of eslint.config.js for scripts/ and bench/, proved on snippets linted as if they sat
 * there: they use the console's engine and the server but never its UI or the browser tests, no
 * script imports a benchmark, the build imports no CLI or CI glue, and no import cycles. Each
 * forbidden import is reported and the allowed ones beside it are not.
 */
import { describe, expect, it } from 'vitest';
import { imports, PATHS, ruleIds } from './lint-snippet';
import { zoneSuite } from './zone-suite';

const { describeNoCycles } = zoneSuite('scripts', 'scripts/cli/zone-fixture.ts');

const refused = [
  '/src/shell/menu/menu-icons',
  '/src/screens/login/login-query',
  '/src/components/BrandMark',
  '/src/app/router-ready',
  '/tests/e2e/support/accounts',
];

describe('scripts: Node programs around the console', () => {
  const file = 'scripts/cli/zone-fixture.ts';

  it.each([...refused.map((to) => `../..${to}`), '../../bench/bench-routes'])('refuses %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it.each([
    '../../src/engine/access/manifest-check',
    '../../src/generated/types/route-manifest',
    '../../src/testing/session-fixture',
    '../../server/http/app',
    '../build/manifest-source',
    '../ci/chromium-launch',
  ])('allows %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toEqual([]);
  });
});

describe('scripts/build: what the build runs', () => {
  const file = 'scripts/build/zone-fixture.ts';

  it.each(['../cli/access-report', '../cli/openapi', '../ci/chromium-launch', '../lint/lint-snippet'])('refuses %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it.each(['./manifest-source', './bundle-budget', '../../src/engine/i18n/language'])('allows %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toEqual([]);
  });
});

describe('bench: the benchmarks', () => {
  const file = 'bench/zone-fixture.ts';

  it.each(refused.map((to) => `..${to}`))('refuses %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it.each(['../server/http/app', '../scripts/ci/chromium-launch', '../scripts/build/manifest-source', '../src/engine/access/route-access'])(
    'allows %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toEqual([]);
    },
  );
});

describeNoCycles('no import cycles in scripts');
