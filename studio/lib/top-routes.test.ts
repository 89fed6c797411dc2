import { describe, expect, it } from 'vitest';
import type { TopRoute } from '../../src/generated/types/route-manifest';
import { readRoute, readText, writeText, type DraftFiles } from './draft';
import { checkDraft } from './draft-check';
import { applyEdits, editsOf } from './edits';
import { treeFiles, treePermissions } from './test-tree';
import { addTop, emptyManifest, manifestFileOf, manifestNameProblem, removeTop, removeTopAndTexts, suggestTopRoute } from './top-routes';

const REPORTS = 'manifests/routes/reports.json';
const NEW = 'manifests/routes/partner-tools.json';
const tree = treeFiles();
const top = (path: string, extra: Record<string, unknown> = {}): TopRoute =>
  ({ ...suggestTopRoute(tree, 'BRIEFING_SCHEDULE'), path, label: `nav.${path}`, frame: `/uiserver/legacy/${path}`, ...extra }) as TopRoute;
/** Both label texts of a top route, so the check has nothing to say of it. */
const labelled = (files: DraftFiles, path: string): DraftFiles =>
  writeText(writeText(files, 'en', `nav.${path}`, 'Partner tools'), 'ja', `nav.${path}`, 'パートナーツール');
const paths = (text: string | undefined): string[] =>
  (JSON.parse(text ?? '{"routes":[]}') as { routes: { path: string }[] }).routes.map((route) => route.path);

describe('a new manifest name', () => {
  it.each([
    ['', 'empty'],
    ['Partner', 'form'],
    ['partner tools', 'form'],
    ['../partner', 'form'],
    ['-partner', 'form'],
    ['reports', 'taken'],
    ['partner-tools', null],
    ['tools2', null],
  ] as const)('%j: %s', (name, problem) => {
    expect(manifestNameProblem(tree, name)).toBe(problem);
  });
});

describe('a suggested top route', () => {
  it('takes a path no manifest uses, the next menu order, and its label key and frame from its path', () => {
    const first = suggestTopRoute(tree, 'BRIEFING_SCHEDULE');
    expect(first).toMatchObject({ path: 'new-route', label: 'nav.newRoute', frame: '/uiserver/legacy/new-route' });
    const orders = Object.keys(tree)
      .filter((file) => file.startsWith('manifests/'))
      .flatMap((file) => (JSON.parse(tree[file] as string) as { routes: { order?: number }[] }).routes.map((route) => route.order ?? 0));
    expect(first.order).toBe(Math.max(...orders) + 1);
    const second = suggestTopRoute(addTop(tree, REPORTS, first), 'BRIEFING_SCHEDULE');
    expect(second.path).toBe('new-route-2');
  });
});

describe('a top route added, as edits re-applied to the disk', () => {
  it.each<[string, (files: DraftFiles) => DraftFiles, string, (disk: DraftFiles) => DraftFiles, string[]]>([
    [
      'in an existing manifest, disk unchanged',
      (files) => addTop(files, REPORTS, top('partner')),
      REPORTS,
      (disk) => disk,
      ['reports', 'partner'],
    ],
    [
      'in an existing manifest, another person added a top there meanwhile: both kept',
      (files) => addTop(files, REPORTS, top('partner')),
      REPORTS,
      (disk) => addTop(disk, REPORTS, top('theirs', { order: 99 })),
      ['reports', 'partner', 'theirs'],
    ],
    ['in a new manifest', (files) => addTop(files, NEW, top('partner')), NEW, (disk) => disk, ['partner']],
    [
      'in a new manifest, another person changed a text meanwhile: the manifest made, theirs kept',
      (files) => addTop(files, NEW, top('partner')),
      NEW,
      (disk) => writeText(disk, 'en', 'nav.reports', 'Their reports'),
      ['partner'],
    ],
  ])('%s', (_name, change, file, meanwhile, expected) => {
    const edits = editsOf(tree, change(tree));
    // The route, the file's order of its routes (and the new top's, of no pages yet).
    expect(edits.filter((edit) => edit.kind === 'route')).toHaveLength(1);
    const disk = meanwhile(tree);
    const applied = applyEdits(disk, edits);
    expect(applied.conflicts).toEqual([]);
    expect(paths(applied.files[file])).toEqual(expected);
    // Only the file the edits touch is written; another person's change is the disk's.
    const written = Object.keys(applied.files).filter((name) => applied.files[name] !== disk[name]);
    expect(written).toEqual([file]);
  });

  it('a new manifest is written the same by the draft and by the save, naming its schema', () => {
    const draft = addTop(tree, NEW, top('partner'));
    const saved = applyEdits(tree, editsOf(tree, draft)).files[NEW];
    expect(saved).toBe(draft[NEW]);
    expect(JSON.parse(saved as string)).toMatchObject({ $schema: emptyManifest().$schema, routes: [{ path: 'partner' }] });
  });

  it('the same new manifest made on disk meanwhile by another person: their route and mine, nothing lost', () => {
    const edits = editsOf(tree, addTop(tree, NEW, top('partner')));
    const disk = addTop(tree, NEW, top('theirs', { order: 99 }));
    const applied = applyEdits(disk, edits);
    expect(applied.conflicts).toEqual([]);
    expect(paths(applied.files[NEW])).toEqual(['partner', 'theirs']);
  });
});

describe('what the check (CI\u2019s manifest check, in the browser) says of a new manifest', () => {
  const permissions = treePermissions();
  it.each<[string, (files: DraftFiles) => DraftFiles, RegExp | null]>([
    ['a top route with its label in both languages', (files) => labelled(addTop(files, NEW, top('partner')), 'partner'), null],
    ['its label texts missing', (files) => addTop(files, NEW, top('partner')), /label key nav\.partner is missing/],
    ['a path another manifest has', (files) => labelled(addTop(files, NEW, top('reports')), 'reports'), /already declared/],
    [
      'a permission not in the catalogue',
      (files) => labelled(addTop(files, NEW, top('partner', { permissions: ['NO_SUCH'] })), 'partner'),
      /NO_SUCH/,
    ],
  ])('%s', (_name, change, problem) => {
    const messages = checkDraft(change(tree), permissions).problems.map((item) => item.message);
    if (problem === null) expect(messages).toEqual([]);
    else expect(messages.some((message) => problem.test(message))).toBe(true);
  });
});

describe('a top route removed', () => {
  it('from a manifest the user made: the manifest leaves the draft, so nothing is written', () => {
    const made = addTop(tree, NEW, top('partner'));
    const removed = removeTop(made, tree, { file: NEW, top: 'partner' });
    expect(removed).not.toHaveProperty([NEW]);
    expect(editsOf(tree, removed)).toEqual([]);
  });
  it('from a manifest on disk: its route goes, the file stays', () => {
    const made = addTop(tree, REPORTS, top('partner'));
    const removed = removeTop(made, tree, { file: REPORTS, top: 'partner' });
    expect(removed[REPORTS]).toBe(tree[REPORTS]);
    expect(() => readRoute(removed, { file: REPORTS, top: 'partner' })).toThrow();
  });
  it('a child ref or an unknown route: the same files', () => {
    expect(removeTop(tree, tree, { file: REPORTS, top: 'reports', child: 'schedules' })).toBe(tree);
    expect(removeTop(tree, tree, { file: REPORTS, top: 'nope' })).toBe(tree);
    expect(manifestFileOf('x')).toBe('manifests/routes/x.json');
  });
});

describe('a top route removed with its label texts', () => {
  const REPORT_LABELS = ['nav.reports', 'page.reports.myReports', 'page.reports.schedules', 'page.reports.scheduleSettings'];
  const textsOf = (files: DraftFiles, keys: readonly string[]) =>
    keys.flatMap((key) => (['en', 'ja'] as const).map((language) => [key, language, readText(files, language, key) ?? null]));

  it.each<[string, (files: DraftFiles) => DraftFiles, string[]]>([
    ['its own and its pages\u2019 texts go, in both languages', (files) => files, []],
    [
      'a page\u2019s key another route is still labelled with stays',
      (files) => addTop(files, NEW, top('partner', { label: 'page.reports.schedules' })),
      ['page.reports.schedules'],
    ],
  ])('%s', (_name, before, kept) => {
    const start = before(tree);
    // The tree has every text the test removes, in both languages.
    expect(textsOf(start, REPORT_LABELS).every(([, , value]) => value !== null)).toBe(true);
    const removed = removeTopAndTexts(start, tree, { file: REPORTS, top: 'reports' });
    expect(paths(removed[REPORTS])).not.toContain('reports');
    for (const [key, language, value] of textsOf(removed, REPORT_LABELS)) {
      if (kept.includes(key as string)) expect(value, `${key} ${language}`).not.toBeNull();
      else expect(value, `${key} ${language}`).toBeNull();
    }
  });

  it('a child ref or an unknown route: the same files', () => {
    expect(removeTopAndTexts(tree, tree, { file: REPORTS, top: 'reports', child: 'schedules' })).toBe(tree);
    expect(removeTopAndTexts(tree, tree, { file: REPORTS, top: 'nope' })).toBe(tree);
  });
});
