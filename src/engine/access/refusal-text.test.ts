/**
 * A refusal in plain words, over the real manifests, profiles and translation files: the refusals
 * an administrator meets most, each told by its page's reason in both languages, and the text
 * copied for a ticket holding what support needs and nothing secret.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteManifest } from '../../generated/types/route-manifest';
import type { SessionInfo } from '../../generated/types/session-info';
import { buildRouteTable, type RouteEntry } from '../manifest/route-table';
import {
  lineText,
  adviceKey,
  refusalDetailsText,
  refusalHeadingKeys,
  refusalKind,
  refusalLines,
  utcStamp,
  type Translate,
} from './refusal-text';
import { createRouteAccess, type Refusal } from './route-access';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (relative: string): unknown => JSON.parse(readFileSync(path.join(ROOT, relative), 'utf8')) as unknown;

const table = buildRouteTable(
  readdirSync(path.join(ROOT, 'manifests/routes'))
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => (readJson(`manifests/routes/${name}`) as RouteManifest).routes),
);
const profile = (id: string): SessionInfo => (readJson(`manifests/profiles/${id}.json`) as { session: SessionInfo }).session;
const entry = (routePath: string): RouteEntry => {
  const found = table.all.find((candidate) => candidate.path === routePath);
  if (found === undefined) throw new Error(`no route ${routePath}`);
  return found;
};

/** i18next's lookup and interpolation over a translation file, as the page's `t` does it. */
function translator(language: 'en' | 'ja'): Translate {
  const resources = readJson(`public/locales/${language}/translation.json`);
  return (key, options = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(options[name]));
  };
}

const en = translator('en');
const ja = translator('ja');

function reasonsFor(profileId: string, routePath: string): readonly Refusal[] {
  const decision = createRouteAccess(table, profile(profileId)).decide(entry(routePath));
  if (decision.allowed) throw new Error(`${profileId} may open ${routePath}`);
  return decision.reasons;
}

describe('the refusals administrators meet, in plain words', () => {
  it.each([
    {
      who: 'an inbound-only account on an Outbound Protection page (its show rule)',
      profile: 'inbound-only',
      route: 'outbound-protection/virus-filter',
      en: ['Not available to inbound-only accounts.'],
      ja: ['受信保護のみのアカウントでは利用できません。'],
      advice: 'notAllowed.askSetup',
    },
    {
      who: 'a reports-only account on Quarantine › Query (no QUARANTINE)',
      profile: 'reports-only',
      route: 'quarantine/query',
      en: ['It needs this permission, which your account does not hold: Quarantine (QUARANTINE)'],
      ja: ['このページには次の権限が必要ですが、お使いのアカウントにはありません: 隔離 (QUARANTINE)'],
      advice: 'notAllowed.askPermission',
    },
    {
      who: 'a sub-account under an excluded parent on Logon Methods',
      profile: 'sub-100032',
      route: 'administration/admin-federate-server',
      en: ['Not available to sub-accounts of this parent account.'],
      ja: ['この親アカウントのサブアカウントでは利用できません。'],
      advice: 'notAllowed.askSetup',
    },
    {
      who: 'an account without MANUAL_LICENSE_CHECK on Manual License Check',
      profile: 'reports-only',
      route: 'administration/license/manual_check',
      en: [
        'It needs one of these permissions, and your account holds none of them: Manual licence check (MANUAL_LICENSE_CHECK), Super administrator (SU_ADMIN_ACCOUNT)',
      ],
      ja: [
        'このページには次のいずれかの権限が必要ですが、お使いのアカウントにはどれもありません: 手動ライセンス確認 (MANUAL_LICENSE_CHECK), スーパー管理者 (SU_ADMIN_ACCOUNT)',
      ],
      advice: 'notAllowed.askPermission',
    },
    {
      who: 'an account failing two parts of a rule and its permission: every reason, in the manifest order',
      profile: 'inbound-only',
      route: 'administration/imsx-migration',
      en: [
        'Only available to the account that owns the licence, or to a super administrator.',
        'Migration is not enabled for your account.',
        'It needs this permission, which your account does not hold: Accounts and licence information (ACCOUNT)',
      ],
      ja: [
        'ライセンスを所有するアカウントまたはスーパー管理者のみ利用できます。',
        'お使いのアカウントでは移行が有効になっていません。',
        'このページには次の権限が必要ですが、お使いのアカウントにはありません: アカウントとライセンス情報 (ACCOUNT)',
      ],
      advice: 'notAllowed.askBoth',
    },
  ])('$who', (row) => {
    const reasons = reasonsFor(row.profile, row.route);
    expect(refusalLines(reasons, en).map(lineText)).toEqual(row.en);
    expect(refusalLines(reasons, ja).map(lineText)).toEqual(row.ja);
    expect(adviceKey(reasons)).toBe(row.advice);
  });

  it('names a permission by its name and code once, whatever actions the route lists', () => {
    const lines = refusalLines([{ kind: 'permission', needsOneOf: ['QUARANTINE:read', 'QUARANTINE:view', '*'] }], en);
    expect(lines).toEqual([
      {
        text: 'It needs one of these permissions, and your account holds none of them:',
        permissions: [
          { name: 'Quarantine', code: 'QUARANTINE' },
          { name: 'All permissions', code: 'ALL' },
        ],
      },
    ]);
  });

  it('tells a parent with nothing to open as such', () => {
    expect(refusalLines([{ kind: 'no-page' }], en).map(lineText)).toEqual(['None of the pages under it is available to your account.']);
  });

  it('every refusal any profile meets on any route reads as sentences in both languages, never a key or a rule', () => {
    const rules = new Set(table.all.flatMap((route) => route.showParts.map((part) => part.rule)));
    const profiles = readdirSync(path.join(ROOT, 'manifests/profiles')).map((name) => name.replace(/\.json$/, ''));
    let refusals = 0;
    for (const id of profiles) {
      const access = createRouteAccess(table, profile(id));
      for (const route of table.all) {
        const decision = access.decide(route);
        if (decision.allowed) continue;
        refusals += 1;
        for (const t of [en, ja]) {
          for (const text of refusalLines(decision.reasons, t).map(lineText)) {
            expect(text, `${id} on /${route.path}`).not.toMatch(/^(refusal|notAllowed|permissionName)\./);
            expect(text).not.toMatch(/permissionName\./);
            for (const rule of rules) expect(text).not.toContain(rule);
          }
        }
      }
    }
    expect(refusals).toBeGreaterThan(100);
  });
});

describe('the kind of refusal: one word for the heading and the copied details', () => {
  const permission: Refusal = { kind: 'permission', needsOneOf: ['QUARANTINE'] };
  const show: Refusal = { kind: 'show', reason: 'refusal.inboundOnly' };
  const noPage: Refusal = { kind: 'no-page' };
  it.each([
    [[permission], 'permission'],
    [[permission, permission], 'permission'],
    [[show], 'unavailable'],
    [[noPage], 'unavailable'],
    [[permission, show], 'unavailable'],
    [[], 'unavailable'],
  ] as const)('%j is %s', (reasons, kind) => {
    expect(refusalKind(reasons)).toBe(kind);
  });

  it('the copied details open with the page heading, in both languages', () => {
    for (const t of [en, ja]) {
      for (const reasons of [[permission], [show], [permission, show]]) {
        const text = refusalDetailsText(
          { page: 'P', path: '/p', account: { name: 'A', id: 1 }, reasons, version: null, now: new Date(0) },
          t,
        );
        expect(text.split('\n')[0]).toBe(t(refusalHeadingKeys(reasons).title));
      }
    }
    expect(en(refusalHeadingKeys([show]).title)).toBe('Page not available');
    expect(ja(refusalHeadingKeys([permission]).title)).toBe('アクセス権がありません');
  });

  it('a refusal by a condition never calls itself a missing permission', () => {
    for (const t of [en, ja]) {
      const keys = refusalHeadingKeys([show]);
      expect(t(keys.title)).not.toBe(t('notAllowed.titlePermission'));
      expect(t(keys.description)).not.toBe(t('notAllowed.descriptionPermission'));
    }
  });
});

describe('refusalDetailsText', () => {
  const details = {
    page: 'Quarantine › Query',
    path: '/quarantine/query',
    account: { name: 'Rita Reports', id: '1003' },
    reasons: reasonsFor('reports-only', 'quarantine/query'),
    version: '0123456789abcdef',
    now: new Date('2026-11-27T10:31:05.123Z'),
  };

  it('writes the page, path, account, what is missing, version and UTC time, in the user language', () => {
    expect(refusalDetailsText(details, en)).toBe(
      [
        'No permission',
        'Page: Quarantine › Query',
        'Path: /quarantine/query',
        'Account: Rita Reports (ID 1003)',
        'Missing: one of these permissions: Quarantine (QUARANTINE)',
        'Console version: 0123456789abcdef',
        'Time (UTC): 2026-11-27 10:31:05 UTC',
      ].join('\n'),
    );
    expect(refusalDetailsText(details, ja).split('\n')).toEqual([
      'アクセス権がありません',
      'ページ: Quarantine › Query',
      'パス: /quarantine/query',
      'アカウント: Rita Reports (ID 1003)',
      '不足しているもの: 次のいずれかの権限: 隔離 (QUARANTINE)',
      'コンソールのバージョン: 0123456789abcdef',
      '日時 (UTC): 2026-11-27 10:31:05 UTC',
    ]);
  });

  it('one line per reason, and a development build says so instead of a version', () => {
    const text = refusalDetailsText(
      { ...details, version: null, reasons: [{ kind: 'show', reason: 'refusal.inboundOnly' }, { kind: 'no-page' }] },
      en,
    );
    expect(text).toContain(
      'Missing: Not available to inbound-only accounts.\nMissing: None of the pages under it is available to your account.',
    );
    expect(text).toContain('Console version: development build');
  });

  it('stamps the time in UTC whatever the zone of the browser', () => {
    expect(utcStamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 03:04:05 UTC');
  });
});
