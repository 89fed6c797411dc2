import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ALL_NAMED_ROUTES,
  checkManifests,
  formatProblem,
  type CheckContext,
  type ManifestFile,
  type ManifestProblem,
} from './manifest-check';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function readJson(relative: string): unknown {
  return JSON.parse(readFileSync(path.join(ROOT, relative), 'utf8')) as unknown;
}

function realContext(): CheckContext {
  const catalogue = readJson('manifests/permissions.json') as { permissions: Record<string, string> };
  return {
    locales: {
      en: readJson('public/locales/en/translation.json'),
      ja: readJson('public/locales/ja/translation.json'),
    },
    permissions: new Set(Object.keys(catalogue.permissions)),
  };
}

const context = realContext();

function realFiles(): ManifestFile[] {
  const dir = path.join(ROOT, 'manifests/routes');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: `manifests/routes/${name}`, text: readFileSync(path.join(dir, name), 'utf8') }));
}

const FILE = 'manifests/routes/sample.json';

/** A valid top-level frame route; each test changes one thing. */
function sampleRoute(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    path: 'sample',
    label: 'nav.dashboard',
    order: 99,
    permissions: ['REPORT'],
    frame: '/uiserver/legacy/sample',
    ...overrides,
  };
}

/** A valid parent with one child; `child` overrides the child. */
function sampleParent(child: Record<string, unknown> = {}, parent: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    path: 'sample',
    label: 'nav.logs',
    order: 99,
    permissions: ['MSG_TRACE_LOG'],
    children: [{ path: 'child', label: 'page.logs.mailTracking', frame: '/uiserver/legacy/sample/child', ...child }],
    ...parent,
  };
}

function fileOf(routes: unknown[], file = FILE): ManifestFile {
  return { file, text: JSON.stringify({ routes }, null, 2) };
}

function check(...files: ManifestFile[]): ManifestProblem[] {
  return checkManifests(files, context).problems;
}

function withoutRouteField(fields: Record<string, unknown>, name: string): Record<string, unknown> {
  const copy = { ...fields };
  delete copy[name];
  return copy;
}

describe('checkManifests on the real manifests', () => {
  const result = checkManifests(realFiles(), { ...context, namedRoutes: ALL_NAMED_ROUTES });

  it('reports zero problems', () => {
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  it('returns every top-level route', () => {
    expect(result.routes).toHaveLength(13);
    expect(result.routes.map((route) => route.path)).toContain('administration');
  });
});

describe('checkManifests: the valid samples', () => {
  it('a valid frame route has no problem', () => {
    const result = checkManifests([fileOf([sampleRoute()])], context);
    expect(result.problems).toEqual([]);
    expect(result.routes.map((route) => route.path)).toEqual(['sample']);
  });

  it('a valid parent with a child has no problem', () => {
    expect(check(fileOf([sampleParent()]))).toEqual([]);
  });

  it('a route outside the menu needs no order', () => {
    expect(check(fileOf([sampleRoute({ order: undefined, menu: false })]))).toEqual([]);
  });

  it('a group under a panel parent is fine', () => {
    expect(check(fileOf([sampleParent({ group: 'policyObjects' }, { navigation: 'panel' })]))).toEqual([]);
  });
});

describe('checkManifests: one fault each', () => {
  it('invalid JSON', () => {
    const result = checkManifests([{ file: FILE, text: '{ "routes": [ { "path": "sample", ' }], context);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.file).toBe(FILE);
    expect(result.problems[0]?.route).toBeUndefined();
    expect(result.problems[0]?.message).toMatch(/^is not valid JSON: /);
    expect(result.routes).toEqual([]);
  });

  it('schema: missing label', () => {
    const problems = check(fileOf([withoutRouteField(sampleRoute(), 'label')]));
    expect(problems).toEqual([{ file: FILE, route: 'sample', message: expect.stringMatching(/required property 'label'/) }]);
  });

  it('schema: missing label on a child names the child', () => {
    const parent = sampleParent();
    const children = parent.children as Record<string, unknown>[];
    parent.children = [withoutRouteField(children[0] ?? {}, 'label')];
    expect(check(fileOf([parent]))).toEqual([
      { file: FILE, route: 'sample/child', message: expect.stringMatching(/required property 'label'/) },
    ]);
  });

  it('schema: unknown property is reported once, on the route', () => {
    const problems = check(fileOf([sampleRoute({ colour: 'red' })]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: FILE, route: 'sample' });
    expect(problems[0]?.message).toMatch(/unknown property "colour"/);
  });

  it('schema: unknown property — the message names the property', () => {
    const problems = check(fileOf([sampleRoute({ colour: 'red' })]));
    expect(problems[0]?.message).toContain('colour');
  });

  it('schema: frame AND screen both set is reported exactly once', () => {
    const problems = check(fileOf([sampleRoute({ screen: 'manual-license-check' })]));
    expect(problems.every((problem) => problem.file === FILE && problem.route === 'sample')).toBe(true);
    expect(problems).toHaveLength(1);
  });

  it('schema: frame AND screen both set — the message names frame and screen', () => {
    const problems = check(fileOf([sampleRoute({ screen: 'manual-license-check' })]));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]?.message).toMatch(/frame/);
    expect(problems[0]?.message).toMatch(/screen/);
  });

  it('schema: neither frame, screen nor children is reported exactly once', () => {
    const problems = check(fileOf([withoutRouteField(sampleRoute(), 'frame')]));
    expect(problems.every((problem) => problem.file === FILE && problem.route === 'sample')).toBe(true);
    expect(problems).toHaveLength(1);
  });

  it('schema: neither frame, screen nor children — the message names what is missing', () => {
    const problems = check(fileOf([withoutRouteField(sampleRoute(), 'frame')]));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]?.message).toMatch(/frame/);
    expect(problems[0]?.message).toMatch(/screen/);
    expect(problems[0]?.message).toMatch(/children/);
  });

  it('schema: bad path pattern', () => {
    expect(check(fileOf([sampleRoute({ path: 'Bad Path' })]))).toEqual([
      { file: FILE, route: 'Bad Path', message: expect.stringMatching(/must match pattern .* at \/routes\/0\/path$/) },
    ]);
  });

  it('unknown permission', () => {
    expect(check(fileOf([sampleRoute({ permissions: ['NOT_A_PERMISSION'] })]))).toEqual([
      { file: FILE, route: 'sample', message: 'unknown permission NOT_A_PERMISSION' },
    ]);
  });

  it('unknown permission with an action', () => {
    expect(check(fileOf([sampleRoute({ permissions: ['REPORT', 'NOT_A_PERMISSION:read'] })]))).toEqual([
      { file: FILE, route: 'sample', message: 'unknown permission NOT_A_PERMISSION:read' },
    ]);
  });

  it('show rule naming an undeclared fact', () => {
    const problems = check(fileOf([sampleRoute({ show: [{ rule: 'bogus', reason: 'refusal.inboundOnly' }] })]));
    expect(problems).toEqual([
      { file: FILE, route: 'sample', message: expect.stringMatching(/^show rule "bogus" does not check: .*bogus/) },
    ]);
  });

  it('show rule with a syntax error', () => {
    const problems = check(fileOf([sampleRoute({ show: [{ rule: '(licenceOwner', reason: 'refusal.inboundOnly' }] })]));
    expect(problems).toEqual([
      { file: FILE, route: 'sample', message: expect.stringMatching(/^show rule "\(licenceOwner" does not check: ./) },
    ]);
  });

  it('show rule on a child is reported on the child, once', () => {
    const problems = check(fileOf([sampleParent({ show: [{ rule: 'account.nope == 1', reason: 'refusal.inboundOnly' }] })]));
    expect(problems).toEqual([
      { file: FILE, route: 'sample/child', message: expect.stringMatching(/^show rule "account.nope == 1" does not check: /) },
    ]);
  });

  it('label key missing in ja only', () => {
    const en = readJson('public/locales/en/translation.json');
    const ja = readJson('public/locales/ja/translation.json') as { nav: Record<string, unknown> };
    delete ja.nav.dashboard;
    const result = checkManifests([fileOf([sampleRoute({ label: 'nav.dashboard' })])], {
      locales: { en, ja },
      permissions: context.permissions,
    });
    expect(result.problems).toEqual([{ file: FILE, route: 'sample', message: 'label key nav.dashboard is missing in locale ja' }]);
  });

  describe('a show rule is told in plain words', () => {
    it.each([
      ['as a bare CEL string (the old form)', '!inboundOnly', /must be array/],
      ['as a part without a reason', [{ rule: '!inboundOnly' }], /must have required property 'reason'/],
      ['with a reason that is rule syntax, not a key', [{ rule: '!inboundOnly', reason: '!inboundOnly' }], /must match pattern/],
      ['with no part at all', [], /must NOT have fewer than 1 items/],
    ])('refuses a show rule %s', (_case, show, message) => {
      const problems = check(fileOf([sampleRoute({ show })]));
      expect(problems).toEqual([{ file: FILE, route: 'sample', message: expect.stringMatching(message) }]);
    });

    it('refuses a reason key missing from a translation file, for each part and each language', () => {
      const en = readJson('public/locales/en/translation.json');
      const ja = readJson('public/locales/ja/translation.json') as { refusal: Record<string, unknown> };
      delete ja.refusal.inboundOnly;
      const show = [
        { rule: '!inboundOnly', reason: 'refusal.inboundOnly' },
        { rule: 'licenceOwner', reason: 'refusal.notWritten' },
      ];
      const result = checkManifests([fileOf([sampleParent({ show })])], { locales: { en, ja }, permissions: context.permissions });
      expect(result.problems).toEqual([
        {
          file: FILE,
          route: 'sample/child',
          message: 'reason key refusal.inboundOnly of show rule "!inboundOnly" is missing in locale ja',
        },
        { file: FILE, route: 'sample/child', message: 'reason key refusal.notWritten of show rule "licenceOwner" is missing in locale en' },
        { file: FILE, route: 'sample/child', message: 'reason key refusal.notWritten of show rule "licenceOwner" is missing in locale ja' },
      ]);
    });

    it('accepts parts whose reasons are written in both languages', () => {
      const show = [
        { rule: 'licenceOwner || superAdmin', reason: 'refusal.licenceOwnerOrSuperAdmin' },
        { rule: 'provisionCompleted', reason: 'refusal.provisionNotCompleted' },
      ];
      expect(check(fileOf([sampleRoute({ show })]))).toEqual([]);
    });
  });

  it('refuses a permission of the catalogue without a name in a language', () => {
    const en = readJson('public/locales/en/translation.json');
    const ja = readJson('public/locales/ja/translation.json') as { permissionName: Record<string, unknown> };
    delete ja.permissionName.QT_DIGEST;
    const result = checkManifests([fileOf([sampleRoute()])], {
      locales: { en, ja },
      permissions: new Set(['REPORT', 'QT_DIGEST', 'NEW_ONE']),
    });
    expect(result.problems).toEqual([
      { file: 'manifests/permissions.json', message: 'permission QT_DIGEST has no name in locale ja (permissionName.QT_DIGEST)' },
      { file: 'manifests/permissions.json', message: 'permission NEW_ONE has no name in locale en (permissionName.NEW_ONE)' },
      { file: 'manifests/permissions.json', message: 'permission NEW_ONE has no name in locale ja (permissionName.NEW_ONE)' },
    ]);
  });

  it('label key that names a section, not a string, is missing', () => {
    const problems = check(fileOf([sampleRoute({ label: 'page.logs' })]));
    expect(problems).toEqual([
      { file: FILE, route: 'sample', message: 'label key page.logs is missing in locale en' },
      { file: FILE, route: 'sample', message: 'label key page.logs is missing in locale ja' },
    ]);
  });

  it('duplicate path across two files', () => {
    const problems = check(
      fileOf([sampleRoute({ order: 98 })], 'manifests/routes/a.json'),
      fileOf([sampleRoute({ order: 99 })], 'manifests/routes/b.json'),
    );
    expect(problems).toEqual([
      { file: 'manifests/routes/b.json', route: 'sample', message: 'path is already declared in manifests/routes/a.json' },
    ]);
  });

  it('duplicate full path between a child and a top-level route', () => {
    const problems = check(
      fileOf([sampleParent()], 'manifests/routes/a.json'),
      fileOf([sampleRoute({ path: 'sample/child', menu: false, order: undefined })], 'manifests/routes/b.json'),
    );
    expect(problems).toEqual([
      {
        file: 'manifests/routes/b.json',
        route: 'sample/child',
        message: 'path is already declared in manifests/routes/a.json',
      },
    ]);
  });

  it.each([
    'login',
    'init',
    'error',
    'uiserver/page',
    'profile/email-confirmation',
    'browser_not_support',
    'en/anything',
    'protection/inbound',
    'index.html',
  ])('reserved path %s', (reserved) => {
    expect(check(fileOf([sampleRoute({ path: reserved })]))).toEqual([
      { file: FILE, route: reserved, message: 'path is reserved for a page the console builds itself' },
    ]);
  });

  it('a path that only starts like a reserved one is fine', () => {
    expect(check(fileOf([sampleRoute({ path: 'login-history' })]))).toEqual([]);
  });

  it('duplicate order', () => {
    const problems = check(fileOf([sampleRoute({ order: 7 }), sampleRoute({ path: 'other', order: 7 })]));
    expect(problems).toEqual([{ file: FILE, route: 'other', message: 'order 7 is already used by /sample' }]);
  });

  it('duplicate order across files', () => {
    const problems = check(
      fileOf([sampleRoute({ order: 7 })], 'manifests/routes/a.json'),
      fileOf([sampleRoute({ path: 'other', order: 7 })], 'manifests/routes/b.json'),
    );
    expect(problems).toEqual([{ file: 'manifests/routes/b.json', route: 'other', message: 'order 7 is already used by /sample' }]);
  });

  it('menu route without order', () => {
    expect(check(fileOf([sampleRoute({ order: undefined })]))).toEqual([
      { file: FILE, route: 'sample', message: 'a route in the menu needs an order' },
    ]);
  });

  it.each(['https://evil.example/x', '//evil.example/x'])('frame url %s is reported', (url) => {
    const problems = check(fileOf([sampleRoute({ frame: url })]));
    expect(problems.length).toBeGreaterThanOrEqual(1);
    for (const problem of problems) expect(problem).toMatchObject({ file: FILE, route: 'sample' });
    expect(problems.some((problem) => /frame/.test(problem.message))).toBe(true);
  });

  it('frame url with a dot segment', () => {
    const problems = check(fileOf([sampleRoute({ frame: '/uiserver/../x' })]));
    expect(problems.length).toBeGreaterThanOrEqual(1);
    for (const problem of problems) expect(problem).toMatchObject({ file: FILE, route: 'sample' });
    expect(problems.map((problem) => problem.message)).toContain('frame url /uiserver/../x has an empty or dot segment');
  });

  it.each([
    ['/uiserver//api/v1/login', 'frame url /uiserver//api/v1/login has an empty or dot segment'],
    ['/uiserver/api', 'frame url /uiserver/api addresses the API, not a page'],
    ['/uiserver/api/v1/login', 'frame url /uiserver/api/v1/login addresses the API, not a page'],
    ['/uiserver/API/v1/login', 'frame url /uiserver/API/v1/login addresses the API, not a page'],
    ['/uiserver/Dev/outbox', 'frame url /uiserver/Dev/outbox is a navigation, not a page'],
  ])('frame url %s cannot reach the API or a navigation', (url, message) => {
    expect(check(fileOf([sampleRoute({ frame: url })]))).toEqual([{ file: FILE, route: 'sample', message }]);
  });

  it('frame url with a single-dot segment', () => {
    expect(check(fileOf([sampleRoute({ frame: '/uiserver/./legacy/x' })]))).toEqual([
      { file: FILE, route: 'sample', message: 'frame url /uiserver/./legacy/x has an empty or dot segment' },
    ]);
  });

  it('frame url addressing the API', () => {
    expect(check(fileOf([sampleRoute({ frame: '/uiserver/api/v1/login' })]))).toEqual([
      { file: FILE, route: 'sample', message: 'frame url /uiserver/api/v1/login addresses the API, not a page' },
    ]);
  });

  it('a bad frame url on a child names the child', () => {
    expect(check(fileOf([sampleParent({ frame: '/uiserver/api/v1/x' })]))).toEqual([
      { file: FILE, route: 'sample/child', message: 'frame url /uiserver/api/v1/x addresses the API, not a page' },
    ]);
  });

  it('group on a child of a non-panel parent', () => {
    expect(check(fileOf([sampleParent({ group: 'policyObjects' })]))).toEqual([
      { file: FILE, route: 'sample/child', message: 'group policyObjects is set, but /sample is not shown as a panel' },
    ]);
  });

  it("a child permission outside its parent's list", () => {
    expect(check(fileOf([sampleParent({ permissions: ['QUARANTINE:read', 'MSG_TRACE_LOG'] })]))).toEqual([
      { file: FILE, route: 'sample/child', message: 'permission QUARANTINE:read is missing from the list of /sample' },
    ]);
  });

  it('a faulty file does not hide the problems or routes of another', () => {
    const result = checkManifests(
      [
        { file: 'manifests/routes/a.json', text: 'not json' },
        fileOf([sampleRoute({ permissions: ['NOT_A_PERMISSION'] })], 'manifests/routes/b.json'),
      ],
      context,
    );
    expect(result.problems.map((problem) => problem.file)).toEqual(['manifests/routes/a.json', 'manifests/routes/b.json']);
    expect(result.routes.map((route) => route.path)).toEqual(['sample']);
  });
});

describe('formatProblem', () => {
  it('writes file, route and message', () => {
    expect(formatProblem({ file: 'manifests/routes/logs.json', route: 'logs/audit-log', message: 'unknown permission X' })).toBe(
      'manifests/routes/logs.json: route /logs/audit-log: unknown permission X',
    );
  });

  it('writes file and message when there is no route', () => {
    expect(formatProblem({ file: 'manifests/routes/logs.json', message: 'is not valid JSON: x' })).toBe(
      'manifests/routes/logs.json: is not valid JSON: x',
    );
  });

  it('formats a real problem', () => {
    const [problem] = check(fileOf([sampleRoute({ permissions: ['NOT_A_PERMISSION'] })]));
    expect(problem && formatProblem(problem)).toBe(`${FILE}: route /sample: unknown permission NOT_A_PERMISSION`);
  });
});

describe('checkManifests: routes named in code', () => {
  it('a table without a route that code names is refused, naming the module and the path', () => {
    const files = realFiles().filter((file) => file.file !== 'manifests/routes/provision.json');
    const problems = checkManifests(files, { ...context, namedRoutes: ALL_NAMED_ROUTES }).problems;
    expect(problems).toEqual([
      { file: 'src/engine/manifest/named-routes.ts', message: 'code names /provision, but no manifest declares that route' },
    ]);
  });

  it('a renamed route is refused the same way', () => {
    const files = realFiles().map((file) =>
      file.file === 'manifests/routes/account.json'
        ? { ...file, text: file.text.replace('"path": "service-agreement"', '"path": "service-terms"') }
        : file,
    );
    expect(checkManifests(files, { ...context, namedRoutes: ALL_NAMED_ROUTES }).problems.map(formatProblem)).toEqual([
      'src/engine/manifest/named-routes.ts: code names /service-agreement, but no manifest declares that route',
    ]);
  });

  it('named routes are only required of a whole table', () => {
    expect(check(fileOf([sampleRoute()]))).toEqual([]);
  });
});
