import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../src/engine/manifest/route-table';
import { sessionFixture } from '../../src/testing/session-fixture';
import type { TopRoute } from '../../src/generated/types/route-manifest';
import { buildReport, cellText, loadProfiles, renderHtml, renderMarkdown, type Profile } from './access-report';

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
        show: [{ rule: 'feature("phish-insight")', reason: 'refusal.inboundOnly' }],
        frame: '/uiserver/legacy/p',
      },
      { path: 'license/manual_check', label: 'page.check', permissions: ['MANUAL_LICENSE_CHECK'], screen: 'manual-license-check' },
    ],
  },
  { path: 'provision', label: 'nav.provision', menu: false, permissions: ['ACCOUNT'], show: [{ rule: 'licenceOwner', reason: 'refusal.inboundOnly' }], frame: '/uiserver/legacy/v' },
];
const table = buildRouteTable(routes);
const english = {
  nav: { administration: 'Administration', provision: 'Activation' },
  page: { phish: 'Phish <Insight>', check: 'Check | licence' },
};

function profile(id: string, session = sessionFixture()): Profile {
  return { id, order: 0, title: id, description: `${id} account`, session };
}

const admin = profile('admin', sessionFixture({}, { features: { 'phish-insight': '1' } }));
const supporter = profile('supporter', sessionFixture({ license_acct_id: 'other' }, { permission: { MANUAL_LICENSE_CHECK: 63 } }));

describe('buildReport', () => {
  it('places every route for every profile with the engine, and lists nothing missing when both branches are covered', () => {
    const report = buildReport(table, [admin, supporter], english);
    expect(report.rows.map((row) => [row.entry.path, ...row.cells.map(cellText)])).toEqual([
      ['administration', 'menu', 'menu'],
      ['administration/phish-insight', 'panel', '—'],
      ['administration/license/manual_check', 'panel', 'panel'],
      ['provision', 'open', '—'],
    ]);
    expect(report.landing).toEqual(['/administration/phish-insight', '/administration/license/manual_check']);
    expect(report.unreachable).toEqual([]);
    expect(report.oneSidedRules).toEqual([]);
  });

  it('names the routes no profile can open and the show rules whose other branch no profile exercises', () => {
    const report = buildReport(table, [supporter], english);
    expect(report.unreachable).toEqual(['/administration/phish-insight', '/provision']);
    expect(report.oneSidedRules).toEqual([
      { route: '/administration/phish-insight', rule: 'feature("phish-insight")', value: false },
      { route: '/provision', rule: 'licenceOwner', value: false },
    ]);
  });

  it('an account with nothing to open is signed out after sign-in', () => {
    expect(buildReport(table, [profile('none', sessionFixture({}, { permission: {} }))], english).landing).toEqual(['signed out']);
  });
});

describe('rendering', () => {
  const report = buildReport(table, [admin, supporter], english);

  it('Markdown: one row per route, escaped pipes, the unreachable list', () => {
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('| `/administration/license/manual_check` Check \\| licence | panel | panel |');
    expect(markdown).toContain('| **`/administration` Administration** | menu | menu |');
    expect(markdown).toMatch(/## Routes no profile can open\n\nNone\./);
  });

  it('HTML: the same table, escaped, and no script', () => {
    const html = renderHtml(report);
    expect(html).toContain('Phish &lt;Insight&gt;');
    expect(html).toContain('<td class="cell panel">panel</td>');
    expect(html).not.toMatch(/<script/i);
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
