/**
 * The server's rules in eslint.config.js, proved on snippets linted as if they sat in each role
 * folder of server/: data at the bottom, the sign-in rules below the routes and pages, each route
 * module on its own, test helpers for tests only, nothing from scripts/, bench/, tests/ or the
 * console's UI, and no import cycles. Each forbidden import is reported and the allowed ones beside
 * it are not, so a zone that stops matching (a renamed folder) fails here.
 */
import { describe, expect, it } from 'vitest';
import { imports, PATHS, ruleIds } from './lint-snippet';
import { zoneSuite } from './zone-suite';

const { describeNoCycles } = zoneSuite('server', 'server/http/zone-fixture.ts');

describe('data: the SQL, at the bottom', () => {
  const file = 'server/data/zone-fixture.ts';

  it.each(['../http/reply', '../http/app', '../routes/account', '../pages/page-template', '../auth/session', '../auth/signin-limits'])(
    'refuses %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
    },
  );

  it.each(['./store', './demo-data', '../auth/password-hashing', '../context'])('allows %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toEqual([]);
  });

  it('a data test may start the whole server', async () => {
    expect(await ruleIds('server/data/zone-fixture.test.ts', imports('../http/app'))).toEqual([]);
  });
});

describe('auth: the sign-in rules', () => {
  const file = 'server/auth/zone-fixture.ts';

  it.each(['../routes/sign-in', '../routes/account', '../pages/standin-routes'])('refuses %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it.each(['./login-name', '../data/sessions', '../http/reply', '../context'])('allows %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toEqual([]);
  });
});

describe('routes: one module per contract area, each on its own', () => {
  it.each([
    ['server/routes/sign-in.ts', './account'],
    ['server/routes/account.ts', './password-reset'],
    ['server/routes/account-present.ts', './account'],
    ['server/routes/dev.ts', './csp-report'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it('a route module imports its own helpers, named after it', async () => {
    expect(await ruleIds('server/routes/account.ts', imports('./account-present'))).toEqual([]);
  });

  it.each(['../pages/console-files', '../pages/page-template'])('refuses the page module %s', async (specifier) => {
    expect(await ruleIds('server/routes/info.ts', imports(specifier))).toContain(PATHS);
  });

  it.each(['../auth/session', '../http/reply', '../data/accounts', '../context'])('allows %s', async (specifier) => {
    expect(await ruleIds('server/routes/info.ts', imports(specifier))).toEqual([]);
  });
});

describe('pages: what a browser navigates to', () => {
  const file = 'server/pages/zone-fixture.ts';

  it.each(['../routes/account', '../routes/dev'])('refuses %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it.each(['./page-template', '../http/reply', '../data/accounts', '../auth/session'])('allows %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toEqual([]);
  });
});

describe('the server as a whole', () => {
  const file = 'server/http/zone-fixture.ts';

  it.each([
    '../../scripts/build/manifest-source',
    '../../scripts/ci/chromium-launch',
    '../../bench/bench-routes',
    '../../tests/e2e/support/accounts',
    '../../src/shell/menu/menu-icons',
    '../../src/screens/login/login-query',
    '../../src/components/BrandMark',
    '../../src/app/router-ready',
    '../../src/testing/session-fixture',
  ])('refuses %s', async (specifier) => {
    expect(await ruleIds(file, imports(specifier))).toContain(PATHS);
  });

  it.each(['../../src/engine/api/xml', '../../src/generated/types/csp-report-log', '../routes/account', '../pages/console-files'])(
    'allows %s',
    async (specifier) => {
      expect(await ruleIds(file, imports(specifier))).toEqual([]);
    },
  );

  it('only tests import the test helpers', async () => {
    expect(await ruleIds('server/routes/zone-fixture.test.ts', imports('../testing/test-server'))).toEqual([]);
    expect(await ruleIds(file, imports('../testing/test-server'))).toContain(PATHS);
    expect(await ruleIds('server/routes/info.ts', imports('../testing/test-server'))).toContain(PATHS);
  });
});

describeNoCycles('no import cycles in the server');
