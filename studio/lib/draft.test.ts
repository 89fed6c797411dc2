import { describe, expect, it } from 'vitest';
import {
  addChild,
  changedFiles,
  formatJson,
  labelTextsFollow,
  moveChild,
  moveToParent,
  readRoute,
  readText,
  removeChild,
  removeText,
  suggestLabelKey,
  textKeyProblem,
  writeRoute,
  writeText,
} from './draft';
import { fileDiff } from './line-diff';
import { treeFiles } from './test-tree';

const ADMIN = 'manifests/routes/administration.json';
const EN = 'public/locales/en/translation.json';

describe('formatJson keeps the files as they are written', () => {
  it.each(Object.entries(treeFiles()))('%s reads and writes back byte for byte', (_file, text) => {
    expect(formatJson(JSON.parse(text))).toBe(text);
  });
});

describe('edits change only the lines they touch', () => {
  const files = treeFiles();
  it.each([
    [
      'add a page after its panel group',
      () =>
        addChild(files, ADMIN, 'administration', {
          path: 'new-page',
          label: 'page.administration.newPage',
          group: 'otherSettings',
          permissions: ['EC_SETTINGS'],
          frame: '/uiserver/legacy/administration/new-page',
        }),
      ADMIN,
      { added: 9, removed: 0, hunks: 1 },
    ],
    [
      'remove a page',
      () => removeChild(files, { file: ADMIN, top: 'administration', child: 'policy-address-group' }),
      ADMIN,
      { added: 0, removed: 10, hunks: 1 },
    ],
    [
      'move a page down',
      () => moveChild(files, { file: ADMIN, top: 'administration', child: 'policy-address-group' }, 1),
      ADMIN,
      { hunks: 1 },
    ],
    ['change a label text', () => writeText(files, 'en', 'nav.administration', 'Admin'), EN, { added: 1, removed: 1, hunks: 1 }],
    ['add a label text', () => writeText(files, 'en', 'page.administration.newPage', 'New page'), EN, { added: 2, removed: 1, hunks: 1 }],
  ] as const)('%s', (_name, edit, file, expected) => {
    const after = edit();
    expect(changedFiles({ base: files, files: after })).toEqual([file]);
    const diff = fileDiff(file, files[file] as string, after[file] as string);
    expect({ added: diff.added, removed: diff.removed, hunks: diff.hunks.length }).toMatchObject(expected);
  });

  it('a moved page keeps every other line, and moving past the end moves nothing', () => {
    const ref = { file: ADMIN, top: 'administration', child: 'policy-address-group' };
    const moved = moveChild(files, ref, 1);
    expect(JSON.parse(moved[ADMIN] as string).routes[0].children[0].path).toBe('policy-address-group-detail');
    expect(moveChild(files, ref, -1)).toEqual(files);
  });

  it('writes a route back in place and reads text under a dotted key', () => {
    const ref = { file: ADMIN, top: 'administration', child: 'policy-address-group' };
    const route = readRoute(files, ref);
    expect(writeRoute(files, ref, route)).toEqual(files);
    expect(readText(writeText(files, 'en', 'page.x.y', 'Y'), 'en', 'page.x.y')).toBe('Y');
  });

  it.each([
    ['administration', 'new-page', 'page.administration.newPage'],
    ['inbound-protection', 'virus_scan', 'page.inboundProtection.virusScan'],
  ])('suggests the label key of %s/%s', (top, child, key) => {
    expect(suggestLabelKey(top, child)).toBe(key);
  });
});

describe('a key typed into the form never breaks the draft', () => {
  const files = treeFiles();
  const tiny = { ...files, [EN]: '{\n  "nav": {\n    "logs": "Logs"\n  },\n  "page": {}\n}\n' };
  it.each([
    ['a text under a text', 'nav.logs.extra', 'nav.logs.extra: nav.logs is a text, not a group'],
    ['a text deeper under a text', 'nav.logs.extra.more', 'nav.logs.extra.more: nav.logs is a text, not a group'],
    ['a group', 'nav', 'nav is not a translation key: words of letters and digits joined by dots, such as page.group.name'],
    ['a key naming a group', 'page.x', null],
    ['an empty key', '', '(empty) is not a translation key: words of letters and digits joined by dots, such as page.group.name'],
    ['a key half typed', 'page.', 'page. is not a translation key: words of letters and digits joined by dots, such as page.group.name'],
    [
      'refusal. (a new show-rule part)',
      'refusal.',
      'refusal. is not a translation key: words of letters and digits joined by dots, such as page.group.name',
    ],
    [
      '__proto__',
      'page.__proto__.x',
      'page.__proto__.x is not a translation key: words of letters and digits joined by dots, such as page.group.name',
    ],
    ['a name an object inherits (constructor)', 'page.constructor.x', null],
    ['a name an object inherits (toString)', 'page.toString', null],
    ['a new key', 'page.logs.extra', null],
    ['an existing text', 'nav.logs', null],
  ])('%s: %s', (_name, key, problem) => {
    expect(textKeyProblem(tiny, 'en', key)).toBe(problem);
    const written = writeText(tiny, 'en', key, 'Text');
    if (problem === null) expect(readText(written, 'en', key)).toBe('Text');
    // A refused key is a stay: the very same files, nothing thrown.
    else expect(written).toBe(tiny);
  });

  it('a key naming a group is refused, so its texts are never lost', () => {
    const grouped = writeText(tiny, 'en', 'page.x.y', 'Y');
    expect(textKeyProblem(grouped, 'en', 'page.x')).toBe('page.x is a group of texts, not a text');
    expect(writeText(grouped, 'en', 'page.x', 'flat')).toBe(grouped);
  });

  it('inherited names are written as the file’s own keys, and nothing reaches a prototype', () => {
    const written = writeText(tiny, 'en', 'page.constructor.x', 'X');
    expect(JSON.parse(written[EN] as string).page).toEqual({ constructor: { x: 'X' } });
    expect(readText(tiny, 'en', 'page.constructor')).toBeUndefined();
    expect(readText(tiny, 'en', 'page.toString')).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    ['not JSON', '{ "nav": '],
    ['an array', '[]\n'],
  ])('a translation file that is %s: read as no text, written as a stay, told as a finding', (_name, text) => {
    const broken = { ...files, [EN]: text };
    expect(readText(broken, 'en', 'nav.logs')).toBeUndefined();
    expect(writeText(broken, 'en', 'page.x.y', 'Y')).toBe(broken);
    expect(textKeyProblem(broken, 'en', 'page.x.y')).toBe(`${EN} is not an object of texts`);
  });
});

describe('a removed or renamed page takes its label texts with it', () => {
  const files = treeFiles();
  const coBranding = { file: ADMIN, top: 'administration', child: 'co-branding' };
  const KEY = 'page.administration.coBranding';

  it.each([
    ['removed: its texts go from both languages', () => labelTextsFollow(removeChild(files, coBranding), KEY, null), undefined],
    [
      'renamed: its texts move to the new key',
      () =>
        labelTextsFollow(
          writeRoute(files, coBranding, { ...readRoute(files, coBranding), label: 'page.administration.logos' } as never),
          KEY,
          'page.administration.logos',
        ),
      'page.administration.logos',
    ],
  ])('%s', (_name, edit, movedTo) => {
    const after = edit();
    for (const language of ['en', 'ja'] as const) {
      expect(readText(after, language, KEY)).toBeUndefined();
      if (movedTo !== undefined) expect(readText(after, language, movedTo)).toBe(readText(files, language, KEY));
    }
    expect(changedFiles({ base: files, files: after })).toEqual([ADMIN, EN, 'public/locales/ja/translation.json']);
  });

  it('a label another route still uses keeps its texts', () => {
    const twin = addChild(files, ADMIN, 'administration', { ...readRoute(files, coBranding), path: 'co-branding-twin' } as never);
    const after = labelTextsFollow(removeChild(twin, coBranding), KEY, null);
    expect(readText(after, 'en', KEY)).toBe(readText(files, 'en', KEY));
    expect(removeText(files, 'en', 'page.noSuch.key')).toBe(files);
  });
});

describe('a page moved to another parent', () => {
  const files = treeFiles();
  const coBranding = { file: ADMIN, top: 'administration', child: 'co-branding' };
  const LOGS = 'manifests/routes/logs.json';
  const childrenOf = (of: typeof files, file: string, top: string) =>
    (JSON.parse(of[file] as string) as { routes: { path: string; children?: { path: string; group?: string }[] }[] }).routes.find(
      (route) => route.path === top,
    )?.children ?? [];

  it('leaves its parent, joins the new one at the end, without a panel group where there is no panel', () => {
    const { files: after, ref } = moveToParent(files, coBranding, { file: LOGS, top: 'logs' });
    expect(ref).toEqual({ file: LOGS, top: 'logs', child: 'co-branding' });
    expect(childrenOf(after, ADMIN, 'administration').map((child) => child.path)).not.toContain('co-branding');
    const moved = childrenOf(after, LOGS, 'logs').at(-1);
    expect(moved?.path).toBe('co-branding');
    expect(moved).not.toHaveProperty('group');
    expect(changedFiles({ base: files, files: after })).toEqual([ADMIN, LOGS]);
  });

  it.each([
    ['its own parent', { file: ADMIN, top: 'administration' }],
    ['a top that is not there', { file: LOGS, top: 'no-such-top' }],
  ])('onto %s: nothing moves', (_name, target) => {
    expect(moveToParent(files, coBranding, target).files).toBe(files);
  });
});
