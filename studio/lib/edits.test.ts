import { describe, expect, it } from 'vitest';
import type { ChildRoute } from '../../src/generated/types/route-manifest';
import { addChild, formatJson, moveChild, readRoute, removeChild, writeRoute, writeText, type DraftFiles } from './draft';
import { applyEdits, editsOf, keepMine, mergeOrder, unitName, type Edit } from './edits';
import { treeFiles } from './test-tree';

const ADMIN = 'manifests/routes/administration.json';
const EN = 'public/locales/en/translation.json';
const JA = 'public/locales/ja/translation.json';
const page = (path: string, extra: Record<string, unknown> = {}): ChildRoute =>
  ({
    path,
    label: `page.administration.${path}`,
    permissions: ['EC_SETTINGS'],
    frame: `/uiserver/legacy/administration/${path}`,
    ...extra,
  }) as ChildRoute;
const childPaths = (files: DraftFiles): string[] =>
  (JSON.parse(files[ADMIN] as string) as { routes: { children: { path: string }[] }[] }).routes[0]?.children.map((child) => child.path) ??
  [];
const ref = (child: string) => ({ file: ADMIN, top: 'administration', child });

/** A small tree: one manifest of one top with three pages, and both translation files. */
const small: DraftFiles = {
  [ADMIN]: formatJson({
    $schema: '../../schemas/route-manifest.schema.json',
    routes: [
      { path: 'administration', label: 'nav.administration', permissions: ['EC_SETTINGS'], children: [page('a'), page('b'), page('c')] },
    ],
  }),
  [EN]: formatJson({ nav: { administration: 'Administration', logs: 'Logs' }, page: { administration: { a: 'A', b: 'B' } } }),
  [JA]: formatJson({ nav: { administration: '管理', logs: 'ログ' }, page: { administration: { a: 'エー' } } }),
};

type Change = (files: DraftFiles) => DraftFiles;
const relabel =
  (text: string, language: 'en' | 'ja' = 'en', key = 'nav.logs'): Change =>
  (files) =>
    writeText(files, language, key, text);
const reframe =
  (child: string, frame: string): Change =>
  (files) =>
    writeRoute(files, ref(child), { ...readRoute(files, ref(child)), frame } as never);

describe('a draft as edits: what the user changed, re-applied to the files as they are now', () => {
  it.each<[string, Change, Change, (after: DraftFiles) => void]>([
    [
      'another person changed another file: theirs kept, mine applied',
      relabel('Mail logs'),
      (files) => addChild(files, ADMIN, 'administration', page('d')),
      (after) => {
        expect(childPaths(after)).toEqual(['a', 'b', 'c', 'd']);
        expect(JSON.parse(after[EN] as string).nav.logs).toBe('Mail logs');
      },
    ],
    [
      'another key of the same file: both kept',
      relabel('Mail logs'),
      relabel('Admin', 'en', 'nav.administration'),
      (after) => expect(JSON.parse(after[EN] as string).nav).toEqual({ administration: 'Admin', logs: 'Mail logs' }),
    ],
    [
      'a key added on disk (the e2e case): kept beside my text',
      relabel('Mail logs'),
      relabel('x', 'ja', 'zz.zz'),
      (after) => {
        expect(JSON.parse(after[JA] as string).zz).toEqual({ zz: 'x' });
        expect(JSON.parse(after[EN] as string).nav.logs).toBe('Mail logs');
      },
    ],
    [
      'another page of the same manifest changed: both kept',
      reframe('a', '/mine'),
      reframe('c', '/theirs'),
      (after) => {
        expect(readRoute(after, ref('a')).frame).toBe('/mine');
        expect(readRoute(after, ref('c')).frame).toBe('/theirs');
      },
    ],
    [
      'I added a page, they added another: both, mine where I put it',
      (files) => moveChild(addChild(files, ADMIN, 'administration', page('mine')), ref('mine'), -1),
      (files) => addChild(files, ADMIN, 'administration', page('theirs')),
      (after) => expect(childPaths(after)).toEqual(['a', 'b', 'mine', 'c', 'theirs']),
    ],
    [
      'I moved a page, they removed another',
      (files) => moveChild(files, ref('a'), 1),
      (files) => removeChild(files, ref('c')),
      (after) => expect(childPaths(after)).toEqual(['b', 'a']),
    ],
    [
      'I removed a page, they moved another',
      (files) => removeChild(files, ref('b')),
      (files) => moveChild(files, ref('c'), -1),
      (after) => expect(childPaths(after)).toEqual(['a', 'c']),
    ],
    [
      'I renamed a page (a remove and an add in its place), they changed another',
      (files) => writeRoute(files, ref('b'), { ...readRoute(files, ref('b')), path: 'bee' } as never),
      reframe('c', '/theirs'),
      (after) => {
        expect(childPaths(after)).toEqual(['a', 'bee', 'c']);
        expect(readRoute(after, ref('c')).frame).toBe('/theirs');
      },
    ],
    [
      'both made the same change: no conflict, nothing twice',
      relabel('Mail logs'),
      relabel('Mail logs'),
      (after) => expect(JSON.parse(after[EN] as string).nav.logs).toBe('Mail logs'),
    ],
  ])('%s', (_name, mine, theirs, check) => {
    const edits = editsOf(small, mine(small));
    const disk = theirs(small);
    const applied = applyEdits(disk, edits);
    expect(applied.conflicts).toEqual([]);
    check(applied.files);
    // Only the files my edits touch are new texts; every other is the disk's, the same string.
    for (const file of Object.keys(disk)) if (mine(small)[file] === small[file]) expect(applied.files[file]).toBe(disk[file]);
  });

  it.each<[string, Change, Change, string[]]>([
    ['the same key, changed on both sides', relabel('Mail logs'), relabel('Message logs'), ['en: nav.logs']],
    [
      'a key I set, removed on disk',
      relabel('Mail logs'),
      (files) => ({ ...files, [EN]: formatJson({ nav: { administration: 'A' }, page: {} }) }),
      ['en: nav.logs'],
    ],
    ['the same page, changed on both sides', reframe('a', '/mine'), reframe('a', '/theirs'), ['/administration/a']],
    ['a page I changed, removed on disk', reframe('a', '/mine'), (files) => removeChild(files, ref('a')), ['/administration/a']],
    ['a page I removed, changed on disk', (files) => removeChild(files, ref('a')), reframe('a', '/theirs'), ['/administration/a']],
    [
      'the same pages moved differently on both sides',
      (files) => moveChild(files, ref('a'), 1),
      (files) => moveChild(files, ref('c'), -1),
      ['/administration: the order of its pages'],
    ],
    [
      'a key I set, on disk now a group',
      relabel('Mail logs'),
      (files) => ({ ...files, [EN]: formatJson({ nav: { logs: { x: 'X' } } }) }),
      ['en: nav.logs'],
    ],
  ])('a conflict is named, never applied: %s', (_name, mine, theirs, named) => {
    const disk = theirs(small);
    const applied = applyEdits(disk, editsOf(small, mine(small)));
    expect(applied.conflicts.map((conflict) => unitName(conflict.edit))).toEqual(named);
    expect(applied.files).toEqual(disk);
  });

  it('keep mine applies the edit over theirs; take theirs leaves theirs', () => {
    const disk = relabel('Message logs')(small);
    const [conflict] = applyEdits(disk, editsOf(small, relabel('Mail logs')(small))).conflicts;
    expect(conflict?.theirs).toBe('Message logs');
    const kept = applyEdits(disk, [keepMine(conflict as never)]);
    expect(kept.conflicts).toEqual([]);
    expect(JSON.parse(kept.files[EN] as string).nav.logs).toBe('Mail logs');
  });

  it('a file that cannot be read on disk: its edits are conflicts saying so', () => {
    const disk = { ...small, [EN]: '{ broken' };
    const { conflicts } = applyEdits(disk, editsOf(small, relabel('Mail logs')(small)));
    expect(conflicts.map((conflict) => conflict.message)).toEqual([
      'en: nav.logs: its file cannot be read as it should, so the change cannot be made',
    ]);
  });

  it('a page added under a top that is gone from disk is a conflict', () => {
    const edits: Edit[] = [
      { kind: 'route', file: ADMIN, top: 'gone', child: 'x', before: null, after: { ...page('x') } as Record<string, unknown> },
    ];
    expect(applyEdits(small, edits).conflicts.map((conflict) => conflict.message)).toEqual([
      '/gone/x: the route it belongs under is gone from disk',
    ]);
  });
});

describe('editsOf names units, not files', () => {
  it.each<[string, Change, string[]]>([
    ['a text', relabel('Mail logs'), ['en: nav.logs']],
    [
      'a new page and its place',
      (files) => addChild(files, ADMIN, 'administration', page('d')),
      ['/administration/d', '/administration: the order of its pages'],
    ],
    ['a moved page: the order only', (files) => moveChild(files, ref('a'), 1), ['/administration: the order of its pages']],
    ['a changed page', reframe('b', '/x'), ['/administration/b']],
    ['nothing', (files) => files, []],
  ])('%s', (_name, change, units) => {
    expect(editsOf(small, change(small)).map(unitName)).toEqual(units);
  });

  it('on the real tree, the edits of every kind re-applied to the base make the draft byte for byte', () => {
    const base = treeFiles();
    const admin = { file: ADMIN, top: 'administration', child: 'co-branding' };
    let files = addChild(base, ADMIN, 'administration', page('new-page', { group: 'otherSettings' }));
    files = moveChild(files, admin, 1);
    files = removeChild(files, { ...admin, child: 'seg-customer-query' });
    files = writeText(writeText(files, 'en', 'page.administration.newPage', 'New'), 'ja', 'page.administration.newPage', '新');
    files = writeRoute(files, admin, { ...readRoute(files, admin), frame: '/elsewhere' } as never);
    // A page whose path holds a slash, changed and moved: its top and its own path are never split wrong.
    const slashed = { ...admin, child: 'license/manual_check' };
    files = moveChild(writeRoute(files, slashed, { ...readRoute(files, slashed), frame: '/license-check' } as never), slashed, -1);
    const edits = editsOf(base, files);
    expect(edits.map(unitName)).toContain('/administration/license/manual_check');
    const applied = applyEdits(base, edits);
    expect(applied.conflicts).toEqual([]);
    expect(applied.files).toEqual(files);
  });
});

describe('mergeOrder', () => {
  it.each<[string, string[], string[], string[], string[], string[] | null]>([
    ['only mine moved', ['a', 'b', 'c'], ['b', 'a', 'c'], ['a', 'b', 'c'], ['a', 'b', 'c'], ['b', 'a', 'c']],
    [
      'only theirs moved (mine goes after the page it follows on my side)',
      ['a', 'b', 'c'],
      ['a', 'b', 'c', 'm'],
      ['c', 'a', 'b'],
      ['c', 'a', 'b', 'm'],
      ['c', 'm', 'a', 'b'],
    ],
    ['theirs added after b', ['a', 'b'], ['b', 'a'], ['a', 'b', 't'], ['a', 'b', 't'], ['b', 't', 'a']],
    ['both moved the same way', ['a', 'b'], ['b', 'a'], ['b', 'a'], ['b', 'a'], ['b', 'a']],
    ['both moved differently', ['a', 'b', 'c'], ['b', 'a', 'c'], ['a', 'c', 'b'], ['a', 'b', 'c'], null],
    ['a page first on its side', ['a'], ['m', 'a'], ['a'], ['a', 'm'], ['m', 'a']],
  ])('%s', (_name, before, mine, theirs, current, merged) => {
    expect(mergeOrder(before, mine, theirs, current)).toEqual(merged);
  });
});
