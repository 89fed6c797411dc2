import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../src/engine/manifest/route-table';
import { addChild, removeChild, writeText, type DraftFiles } from './draft';
import { checkDraft } from './draft-check';
import { profileDelta } from './profile-delta';
import { treeFiles, treePermissions, treeProfiles } from './test-tree';

const ADMIN = 'manifests/routes/administration.json';
const files = treeFiles();
const profiles = treeProfiles();
const tableOf = (draft: DraftFiles) => buildRouteTable(checkDraft(draft, treePermissions()).routes);
const localesOf = (draft: DraftFiles) => ({
  en: JSON.parse(draft['public/locales/en/translation.json'] as string) as unknown,
  ja: JSON.parse(draft['public/locales/ja/translation.json'] as string) as unknown,
});
const withPage = (show: { rule: string; reason: string }[] | undefined, permissions = ['POLICY']): DraftFiles =>
  writeText(
    writeText(
      addChild(files, ADMIN, 'administration', {
        path: 'new-page',
        label: 'page.administration.newPage',
        group: 'otherSettings',
        permissions: permissions as [string, ...string[]],
        ...(show ? { show: show as [{ rule: string; reason: string }] } : {}),
        frame: '/uiserver/legacy/administration/new-page',
      }),
      'en',
      'page.administration.newPage',
      'New page',
    ),
    'ja',
    'page.administration.newPage',
    '新しいページ',
  );

describe('profileDelta', () => {
  it('no change, no row', () => {
    expect(profileDelta(tableOf(files), tableOf(files), profiles, localesOf(files))).toEqual({ rows: [], warnings: [] });
  });

  it.each([
    ['a page for everyone with the permission', undefined, { 'full-admin': 'panel', 'inbound-only': 'panel' }],
    [
      'a page hidden from inbound-only accounts',
      [{ rule: '!inboundOnly', reason: 'refusal.inboundOnly' }],
      { 'full-admin': 'panel', 'inbound-only': 'refused' },
    ],
  ])('%s', (_name, show, expected) => {
    const draft = withPage(show);
    const delta = profileDelta(tableOf(files), tableOf(draft), profiles, localesOf(draft));
    for (const [profile, after] of Object.entries(expected)) {
      const row = delta.rows.find((item) => item.profile === profile);
      expect(row).toMatchObject({ route: '/administration/new-page', before: 'absent', after });
    }
    expect(delta.warnings).toEqual([]);
  });

  it('gives a refused profile the sentences it reads, in English and Japanese', () => {
    const draft = withPage([{ rule: '!inboundOnly', reason: 'refusal.inboundOnly' }]);
    const row = profileDelta(tableOf(files), tableOf(draft), profiles, localesOf(draft)).rows.find(
      (item) => item.profile === 'inbound-only',
    );
    const locales = localesOf(draft) as { en: { refusal: Record<string, string> }; ja: { refusal: Record<string, string> } };
    expect(row?.refusal).toEqual({ en: [locales.en.refusal.inboundOnly], ja: [locales.ja.refusal.inboundOnly] });
  });

  it('a removed page is lost to every profile that had it', () => {
    const draft = removeChild(files, { file: ADMIN, top: 'administration', child: 'policy-address-group' });
    const rows = profileDelta(tableOf(files), tableOf(draft), profiles, localesOf(draft)).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.after === 'absent' && row.before !== 'absent')).toBe(true);
    expect(rows.map((row) => row.profile)).toContain('full-admin');
  });

  it.each([
    ['no profile can open it', [{ rule: 'false', reason: 'refusal.inboundOnly' }], ['unreachable', 'one-sided']],
    ['a rule true for everyone', [{ rule: 'true', reason: 'refusal.inboundOnly' }], ['one-sided']],
  ])('warns when %s', (_name, show, kinds) => {
    const draft = withPage(show);
    expect(profileDelta(tableOf(files), tableOf(draft), profiles, localesOf(draft)).warnings.map((warning) => warning.kind)).toEqual(kinds);
  });
});
