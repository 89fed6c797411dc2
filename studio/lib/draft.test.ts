import { describe, expect, it } from 'vitest';
import {
  addChild,
  changedFiles,
  formatJson,
  moveChild,
  readRoute,
  readText,
  removeChild,
  suggestLabelKey,
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
    expect(() => writeText(files, 'en', 'nav.administration.more', 'x')).toThrow(/is a text/);
  });

  it.each([
    ['administration', 'new-page', 'page.administration.newPage'],
    ['inbound-protection', 'virus_scan', 'page.inboundProtection.virusScan'],
  ])('suggests the label key of %s/%s', (top, child, key) => {
    expect(suggestLabelKey(top, child)).toBe(key);
  });
});
