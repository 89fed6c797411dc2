import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../src/engine/manifest/route-table';
import type { ChildRoute, Show, TopRoute } from '../../src/generated/types/route-manifest';
import { sessionFixture } from '../../src/testing/session-fixture';
import {
  buildReport,
  cellText,
  loadProfiles,
  REAUTH_MARK,
  reauthPaths,
  refusalGroups,
  renderHtml,
  renderMarkdown,
  type Profile,
} from './access-report';

/** No route marked `reauth` (the mark's own test passes reauthPaths). */
const NO_MARKS: ReadonlySet<string> = new Set();

const routes: TopRoute[] = [
  {
    path: 'administration',
    label: 'nav.administration',
    order: 1,
    navigation: 'panel',
    permissions: ['ACCOUNT', 'MANUAL_LICENSE_CHECK'],
    children: [
      {
        path: 'phish-insight',
        label: 'page.phish',
        permissions: ['ACCOUNT'],
        show: [{ rule: 'feature("phish-insight")', reason: 'refusal.noPhishInsight' }],
        frame: '/uiserver/legacy/p',
      },
      { path: 'license/manual_check', label: 'page.check', permissions: ['MANUAL_LICENSE_CHECK'], screen: 'manual-license-check' },
    ],
  },
  {
    path: 'provision',
    label: 'nav.provision',
    menu: false,
    permissions: ['ACCOUNT'],
    show: [{ rule: 'licenceOwner', reason: 'refusal.licenceOwnerOnly' }],
    frame: '/uiserver/legacy/v',
  },
];
const table = buildRouteTable(routes);

/** Both languages, with the keys the fixture's refusals need; the English sentences carry `<`, `&` and `|` to escape. */
const locales = {
  en: {
    nav: { administration: 'Administration', provision: 'Activation' },
    page: { phish: 'Phish <Insight>', check: 'Check | licence' },
    refusal: { noPhishInsight: 'Your company does not have <Phish Insight> & co.', licenceOwnerOnly: 'Only for the licence | owner.' },
    notAllowed: {
      needsPermission: 'It needs this permission:',
      needsAnyPermission: 'It needs one of these permissions:',
      noPage: 'None of the pages under it is available.',
    },
    permissionName: { ACCOUNT: 'Accounts', MANUAL_LICENSE_CHECK: 'Manual licence check' },
  },
  ja: {
    nav: { administration: '管理', provision: 'アクティベーション' },
    page: { phish: 'Phish Insight', check: 'ライセンスチェック' },
    refusal: { noPhishInsight: 'Phish Insightが有効になっていません。', licenceOwnerOnly: 'ライセンス所有者のみ。' },
    notAllowed: {
      needsPermission: '次の権限が必要です:',
      needsAnyPermission: '次のいずれかの権限が必要です:',
      noPage: 'この下のページはありません。',
    },
    permissionName: { ACCOUNT: 'アカウント', MANUAL_LICENSE_CHECK: '手動ライセンスチェック' },
  },
};

function profile(id: string, session = sessionFixture()): Profile {
  return { id, order: 0, title: id, description: `${id} account`, session };
}

const admin = profile('admin', sessionFixture({}, { features: { 'phish-insight': '1' } }));
const supporter = profile('supporter', sessionFixture({ license_acct_id: 'other' }, { permission: { MANUAL_LICENSE_CHECK: 63 } }));
/** Holds ACCOUNT only, without Phish Insight: the Administration panel has no page for it. */
const viewer = profile('viewer', sessionFixture({}, { permission: { ACCOUNT: 63 } }));
const nobody = profile('nobody', sessionFixture({}, { permission: {} }));

describe('buildReport', () => {
  it('places every route for every profile with the engine, and lists nothing missing when both branches are covered', () => {
    const report = buildReport(table, [admin, supporter], locales, NO_MARKS);
    expect(report.rows.map((row) => [row.entry.path, ...row.cells.map(cellText)])).toEqual([
      ['administration', 'menu', 'menu'],
      ['administration/phish-insight', 'panel', '—'],
      ['administration/license/manual_check', 'panel', 'panel'],
      ['provision', 'open', '—'],
    ]);
    expect(report.landing).toEqual(['/administration/phish-insight', '/administration/license/manual_check']);
    expect(report.unreachable).toEqual([]);
    expect(report.oneSidedRules).toEqual([]);
    expect(report.untranslated).toEqual([]);
  });

  it('names the routes no profile can open and the show rules whose other branch no profile exercises', () => {
    const report = buildReport(table, [supporter], locales, NO_MARKS);
    expect(report.unreachable).toEqual(['/administration/phish-insight', '/provision']);
    expect(report.oneSidedRules).toEqual([
      { route: '/administration/phish-insight', rule: 'feature("phish-insight")', value: false },
      { route: '/provision', rule: 'licenceOwner', value: false },
    ]);
  });

  it('an account with nothing to open is signed out after sign-in', () => {
    expect(buildReport(table, [nobody], locales, NO_MARKS).landing).toEqual(['signed out']);
  });
});

describe('buildReport: the sentences of every refused route and profile', () => {
  const report = buildReport(table, [admin, supporter, viewer, nobody], locales, NO_MARKS);
  const why = (route: string, id: string) => {
    const row = report.rows.find((candidate) => candidate.entry.path === route);
    return row?.why[report.profiles.findIndex((candidate) => candidate.id === id)];
  };

  it.each([
    ['administration', 'admin', null],
    ['administration', 'supporter', null],
    ['administration', 'viewer', { en: ['None of the pages under it is available.'], ja: ['この下のページはありません。'] }],
    [
      'administration',
      'nobody',
      {
        en: ['It needs one of these permissions: Accounts (ACCOUNT), Manual licence check (MANUAL_LICENSE_CHECK)'],
        ja: ['次のいずれかの権限が必要です: アカウント (ACCOUNT), 手動ライセンスチェック (MANUAL_LICENSE_CHECK)'],
      },
    ],
    [
      'administration/phish-insight',
      'supporter',
      {
        en: ['Your company does not have <Phish Insight> & co.', 'It needs this permission: Accounts (ACCOUNT)'],
        ja: ['Phish Insightが有効になっていません。', '次の権限が必要です: アカウント (ACCOUNT)'],
      },
    ],
    [
      'administration/phish-insight',
      'viewer',
      { en: ['Your company does not have <Phish Insight> & co.'], ja: ['Phish Insightが有効になっていません。'] },
    ],
    [
      'administration/license/manual_check',
      'viewer',
      {
        en: ['It needs this permission: Manual licence check (MANUAL_LICENSE_CHECK)'],
        ja: ['次の権限が必要です: 手動ライセンスチェック (MANUAL_LICENSE_CHECK)'],
      },
    ],
    [
      'provision',
      'supporter',
      {
        en: ['Only for the licence | owner.', 'It needs this permission: Accounts (ACCOUNT)'],
        ja: ['ライセンス所有者のみ。', '次の権限が必要です: アカウント (ACCOUNT)'],
      },
    ],
    ['provision', 'viewer', null],
    ['provision', 'nobody', { en: ['It needs this permission: Accounts (ACCOUNT)'], ja: ['次の権限が必要です: アカウント (ACCOUNT)'] }],
  ])('/%s for %s', (route, id, expected) => {
    expect(why(route, id)).toEqual(expected);
  });

  it('groups the profiles of a route that read the same sentences, in route order and then profile order', () => {
    expect(
      refusalGroups(report).map((group) => [
        group.row.entry.path,
        group.profiles.map((index) => report.profiles[index]?.id),
        group.sentences.en.length,
      ]),
    ).toEqual([
      ['administration', ['viewer'], 1],
      ['administration', ['nobody'], 1],
      ['administration/phish-insight', ['supporter', 'nobody'], 2],
      ['administration/phish-insight', ['viewer'], 1],
      ['administration/license/manual_check', ['viewer', 'nobody'], 1],
      ['provision', ['supporter'], 2],
      ['provision', ['nobody'], 1],
    ]);
  });

  it.each([
    [
      'Japanese',
      { en: locales.en, ja: { ...locales.ja, refusal: { noPhishInsight: 'x' } } },
      [{ language: 'ja', key: 'refusal.licenceOwnerOnly' }],
    ],
    [
      'English',
      { en: { ...locales.en, permissionName: { ACCOUNT: 'Accounts' } }, ja: locales.ja },
      [{ language: 'en', key: 'permissionName.MANUAL_LICENSE_CHECK' }],
    ],
  ])('a sentence missing in %s is told once, and shows its key', (_language, partial, untranslated) => {
    const incomplete = buildReport(table, [admin, supporter, viewer, nobody], partial, NO_MARKS);
    expect(incomplete.untranslated).toEqual(untranslated);
    const { language, key } = untranslated[0] as { language: 'en' | 'ja'; key: string };
    expect(
      incomplete.rows.flatMap((row) => row.why.flatMap((sentences) => sentences?.[language] ?? [])).some((text) => text.includes(key)),
    ).toBe(true);
  });
});

describe('buildReport: one-sided show rules, over each route its own parts', () => {
  const parts = (rules: string[]): Show | undefined =>
    rules.length === 0 ? undefined : (rules.map((rule) => ({ rule, reason: 'refusal.noPhishInsight' })) as Show);
  /** A top route `/top` with the given show rules, and one child `/top/c<n>` per further list of its own rules. */
  const nested = (parent: string[], ...children: string[][]): TopRoute[] => [
    {
      path: 'top',
      label: 'nav.administration',
      permissions: ['ACCOUNT'],
      show: parts(parent),
      children: children.map((own, index): ChildRoute => ({
        path: `c${index}`,
        label: 'page.check',
        show: parts(own),
        screen: 'manual-license-check',
      })) as [ChildRoute, ...ChildRoute[]],
    },
  ];
  // admin has Phish Insight and owns the licence; supporter has neither; no one signs in with single sign-on.
  it.each<[string, TopRoute[], { route: string; rule: string; value: boolean }[]]>([
    ['every rule with both branches', nested(['licenceOwner'], ['feature("phish-insight")'], []), []],
    [
      "a parent's one-sided rule, once, at the parent",
      nested(['!account.isSSO'], [], ['licenceOwner']),
      [{ route: '/top', rule: '!account.isSSO', value: true }],
    ],
    [
      "each of a child's own parts, not only its last",
      nested([], ['account.isSSO', 'licenceOwner', '!account.isSSO']),
      [
        { route: '/top/c0', rule: 'account.isSSO', value: false },
        { route: '/top/c0', rule: '!account.isSSO', value: true },
      ],
    ],
    [
      'a rule repeated on another route, once',
      nested(['licenceOwner'], ['account.isSSO'], ['feature("phish-insight")', 'account.isSSO']),
      [{ route: '/top/c0', rule: 'account.isSSO', value: false }],
    ],
  ])('%s', (_case, manifest, expected) => {
    expect(buildReport(buildRouteTable(manifest), [admin, supporter], locales, NO_MARKS).oneSidedRules).toEqual(expected);
  });
});

describe('rendering', () => {
  const report = buildReport(table, [admin, supporter, viewer, nobody], locales, NO_MARKS);
  const markdown = renderMarkdown(report);
  const html = renderHtml(report);
  const section = (text: string, from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));

  it('Markdown: one row per route, escaped pipes, the unreachable list', () => {
    expect(markdown).toContain('| `/administration/license/manual_check` Check \\| licence | panel | panel | — | — |');
    expect(markdown).toContain('| **`/administration` Administration** | menu | menu | — | — |');
    expect(markdown).toMatch(/## Routes no profile can open\n\nNone\./);
  });

  it('HTML: the same table, escaped, and no script', () => {
    expect(html).toContain('Phish &lt;Insight&gt;');
    expect(html).toContain('<td class="cell panel">panel</td>');
    expect(html).not.toMatch(/<script/i);
  });

  it('both tell of the section on why routes are refused, and place it after the Routes table', () => {
    for (const text of [markdown, html]) expect(text).toContain('The section “Why routes are refused”, after the Routes table');
    expect(html.indexOf('<h2>Why routes are refused</h2>')).toBeGreaterThan(html.indexOf('<h2>Routes</h2>'));
    expect(html.indexOf('<h2>Why routes are refused</h2>')).toBeLessThan(html.indexOf('<h2>Routes no profile can open</h2>'));
    expect(markdown.indexOf('## Why routes are refused')).toBeGreaterThan(markdown.indexOf('## Routes\n'));
    expect(markdown.indexOf('## Why routes are refused')).toBeLessThan(markdown.indexOf('## Routes no profile can open'));
  });

  it.each([
    [
      'a top-level route, in bold',
      '| **`/administration` Administration** | viewer | None of the pages under it is available. | この下のページはありません。 |',
    ],
    [
      'grouped profiles, several reasons on one line, escaped',
      '| `/administration/phish-insight` Phish <Insight> | supporter, nobody | Your company does not have <Phish Insight> & co. / It needs this permission: Accounts (ACCOUNT) | Phish Insightが有効になっていません。 / 次の権限が必要です: アカウント (ACCOUNT) |',
    ],
    [
      'a pipe in a sentence',
      '| **`/provision` Activation** | supporter | Only for the licence \\| owner. / It needs this permission: Accounts (ACCOUNT) | ライセンス所有者のみ。 / 次の権限が必要です: アカウント (ACCOUNT) |',
    ],
  ])('Markdown why-section: %s', (_case, line) => {
    expect(section(markdown, '## Why routes are refused', '## Routes no profile can open').split('\n')).toContain(line);
  });

  it('Markdown why-section: one single-line row per route and set of reasons, and no row for a profile the route opens to', () => {
    const rows = section(markdown, '| Route | Profiles | English | Japanese |', '## Routes no profile can open')
      .trim()
      .split('\n')
      .slice(2);
    expect(rows).toHaveLength(refusalGroups(report).length);
    expect(rows.every((row) => row.startsWith('| ') && row.endsWith(' |'))).toBe(true);
    expect(rows.some((row) => /\badmin\b/.test(row.split(' | ')[1] ?? ''))).toBe(false);
  });

  it.each([
    [
      'a route with several groups spans them, escaped, reasons on their own lines',
      '<tr><th scope="row" rowspan="2"><code>/administration/phish-insight</code> Phish &lt;Insight&gt;</th><td>supporter, nobody</td><td lang="en">Your company does not have &lt;Phish Insight&gt; &amp; co.<br>It needs this permission: Accounts (ACCOUNT)</td><td lang="ja">Phish Insightが有効になっていません。<br>次の権限が必要です: アカウント (ACCOUNT)</td></tr>',
    ],
    [
      'the next group of the same route, without the route',
      '<tr><td>viewer</td><td lang="en">Your company does not have &lt;Phish Insight&gt; &amp; co.</td><td lang="ja">Phish Insightが有効になっていません。</td></tr>',
    ],
    [
      'a top-level route, marked as such',
      '<tr class="top"><th scope="row" rowspan="2"><code>/administration</code> Administration</th><td>viewer</td><td lang="en">None of the pages under it is available.</td><td lang="ja">この下のページはありません。</td></tr>',
    ],
    [
      'a route with one group, grouped profiles',
      '<tr><th scope="row"><code>/administration/license/manual_check</code> Check | licence</th><td>viewer, nobody</td><td lang="en">It needs this permission: Manual licence check (MANUAL_LICENSE_CHECK)</td><td lang="ja">次の権限が必要です: 手動ライセンスチェック (MANUAL_LICENSE_CHECK)</td></tr>',
    ],
  ])('HTML why-section: %s', (_case, row) => {
    expect(html.split('\n')).toContain(row);
  });
});

describe('the step-up mark (reauth, documentation only)', () => {
  /** The fixture's routes, with `reauth` on a child and on a top route outside the menu. */
  const marked: TopRoute[] = routes.map((route) =>
    route.path === 'provision'
      ? { ...route, reauth: true }
      : {
          ...route,
          children: route.children?.map((child) => (child.path === 'license/manual_check' ? { ...child, reauth: true } : child)) as
            [ChildRoute, ...ChildRoute[]] | undefined,
        },
  );

  it('reads the marked routes from the manifests, by full path', () => {
    expect([...reauthPaths(marked)]).toEqual(['administration/license/manual_check', 'provision']);
    expect([...reauthPaths(routes)]).toEqual([]);
  });

  const report = buildReport(table, [admin, supporter, viewer, nobody], locales, reauthPaths(marked));
  const markdown = renderMarkdown(report);
  const html = renderHtml(report);

  it.each([
    [
      'a marked child',
      'administration/license/manual_check',
      true,
      '| `/administration/license/manual_check` Check \\| licence (step-up) | panel | panel | — | — |',
      '<tr><th scope="row"><code>/administration/license/manual_check</code> Check | licence <span class="reauth">(step-up)</span></th>',
    ],
    [
      'a marked top route, the mark after the bold name',
      'provision',
      true,
      '| **`/provision` Activation** (step-up) | open | — | open | — |',
      '<tr class="top"><th scope="row"><code>/provision</code> Activation <span class="reauth">(step-up)</span></th>',
    ],
    [
      'an unmarked child',
      'administration/phish-insight',
      false,
      '| `/administration/phish-insight` Phish <Insight> | panel | — | — | — |',
      '<tr><th scope="row"><code>/administration/phish-insight</code> Phish &lt;Insight&gt;</th>',
    ],
    [
      'an unmarked top route',
      'administration',
      false,
      '| **`/administration` Administration** | menu | menu | — | — |',
      '<tr class="top"><th scope="row"><code>/administration</code> Administration</th>',
    ],
  ])('%s: /%s', (_case, route, reauth, markdownRow, htmlRow) => {
    expect(report.rows.find((row) => row.entry.path === route)?.reauth).toBe(reauth);
    expect(markdown.split('\n')).toContain(markdownRow);
    expect(html.split('\n')).toContain(htmlRow);
  });

  it('marks the Routes table only, and both say it is documentation only and the UI-server decides', () => {
    const why = markdown.slice(markdown.indexOf('## Why routes are refused'));
    expect(why).not.toContain(REAUTH_MARK);
    expect(markdown).toContain('`(step-up)` after a route: its manifest marks it `reauth`');
    expect(html).toContain('<p><code>(step-up)</code> after a route: its manifest marks it <code>reauth</code>');
    for (const text of [markdown, html]) {
      expect(text).toContain('Documentation only: the UI-server decides which actions need a fresh proof');
      expect(text).toContain('the console does not act on the mark.');
    }
  });

  it('without marks, no route carries one', () => {
    const plain = buildReport(table, [admin, supporter], locales, NO_MARKS);
    expect(plain.rows.some((row) => row.reauth)).toBe(false);
    expect(
      renderMarkdown(plain)
        .split('\n')
        .filter((line) => line.startsWith('| ') && line.includes(REAUTH_MARK)),
    ).toEqual([]);
  });
});

describe('loadProfiles', () => {
  it('every committed profile passes its schema and the session schema', async () => {
    const { profiles, problems } = await loadProfiles(path.resolve(import.meta.dirname, '../../manifests/profiles'));
    expect(problems).toEqual([]);
    expect(profiles.map((p) => p.id)).toEqual(
      expect.arrayContaining([
        'full-admin',
        'inbound-only',
        'reports-only',
        'super-assuming',
        'clp',
        'lmp',
        'sso',
        'sub-100032',
        'supporter',
        'domain-only',
      ]),
    );
  });

  it('a profile whose session breaks the session schema is refused, naming the file and the fault', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'profiles-'));
    try {
      const { permission, features, account } = sessionFixture();
      await writeFile(
        path.join(dir, 'broken.json'),
        JSON.stringify({
          order: 1,
          title: 'Broken',
          description: 'x',
          session: { account: { ...account, usertype: 'ten' }, permission, features },
        }),
      );
      await writeFile(path.join(dir, 'untitled.json'), JSON.stringify({ order: 2, description: 'x', session: {} }));
      const { profiles, problems } = await loadProfiles(dir);
      expect(profiles).toEqual([]);
      expect(problems).toEqual([
        'manifests/profiles/broken.json: session: /account/usertype must be integer',
        "manifests/profiles/untitled.json: / must have required property 'title'",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
