import { describe, expect, it } from 'vitest';
import { allFindings, findingText } from '../../src/engine/glossary/vocabulary';
import type { ChildRoute } from '../../src/generated/types/route-manifest';
import { addChild, parseCached, removeChild, writeText, type DraftFiles } from './draft';
import { checkDraft, closestName, findingsOf, sameShape } from './draft-check';
import { treeFiles, treePermissions } from './test-tree';

const ADMIN = 'manifests/routes/administration.json';
const files = treeFiles();
const permissions = treePermissions();
const page = (extra: Partial<ChildRoute> = {}): ChildRoute => ({
  path: 'new-page',
  label: 'page.administration.newPage',
  group: 'otherSettings',
  permissions: ['EC_SETTINGS'],
  frame: '/uiserver/legacy/administration/new-page',
  ...extra,
});
const labelled = (draft: DraftFiles): DraftFiles =>
  writeText(writeText(draft, 'en', 'page.administration.newPage', 'New page'), 'ja', 'page.administration.newPage', '新しいページ');

describe('findingsOf', () => {
  const localesOf = (draft: DraftFiles) =>
    ({
      en: parseCached(draft['public/locales/en/translation.json'] as string),
      ja: parseCached(draft['public/locales/ja/translation.json'] as string),
    }) as never;
  const expected = (draft: DraftFiles) =>
    allFindings(localesOf(draft)).map((finding) => ({ file: finding.key, message: findingText(finding) }));

  it('finds what the glossary check finds, in its order, text by text as they change', () => {
    const bad = writeText(
      writeText(
        writeText(files, 'en', 'page.administration.newPage', 'Sign in history'),
        'ja',
        'page.administration.newPage',
        'ログイン履歴',
      ),
      'en',
      'login.title',
      'Log on here',
    );
    expect(findingsOf(localesOf(files))).toEqual(expected(files));
    expect(findingsOf(localesOf(bad))).toEqual(expected(bad));
    expect(findingsOf(localesOf(bad)).map((problem) => problem.message.slice(0, 30))).toEqual([
      'en page.administration.newPage',
      'en login.title: “Log on here” ',
      'ja page.administration.newPage',
    ]);
    // The same key with its text fixed again: the text's own findings, not the ones kept for the old text.
    const fixed = writeText(bad, 'ja', 'page.administration.newPage', 'ログオン履歴');
    expect(findingsOf(localesOf(fixed))).toEqual(expected(fixed));
    expect(findingsOf(localesOf(fixed))).toHaveLength(2);
  });
});

describe('sameShape', () => {
  it.each([
    ['the same texts', { a: { b: 'x' } }, { a: { b: 'x' } }, true],
    ['another text under the same key', { a: { b: 'x' } }, { a: { b: 'y' } }, true],
    ['an empty text', { a: { b: 'x' } }, { a: { b: '' } }, true],
    ['a key more', { a: { b: 'x' } }, { a: { b: 'x', c: 'y' } }, false],
    ['a key less', { a: { b: 'x', c: 'y' } }, { a: { b: 'x' } }, false],
    ['another key', { a: { b: 'x' } }, { a: { c: 'x' } }, false],
    ['a text where a branch was', { a: { b: 'x' } }, { a: 'x' }, false],
    ['a number where a text was', { a: 'x' }, { a: 1 }, false],
    ['an array where a branch was', { a: {} }, { a: [] }, false],
  ])('%s: %s', (_, a, b, same) => {
    expect(sameShape(a, b)).toBe(same);
    expect(sameShape(b, a)).toBe(same);
  });
});

describe('checkDraft', () => {
  it('checks again when a keystroke adds or takes a text, not only when it changes the manifests', () => {
    const added = addChild(files, ADMIN, 'administration', page());
    const enOnly = writeText(added, 'en', 'page.administration.newPage', 'New');
    const both = writeText(enOnly, 'ja', 'page.administration.newPage', '新規');
    const fields = (draft: DraftFiles) => checkDraft(draft, permissions).problems.map((problem) => problem.field);
    expect(fields(added)).toEqual(['label-en', 'label-ja']);
    expect(fields(enOnly)).toEqual(['label-ja']);
    expect(fields(both)).toEqual([]);
    expect(fields(writeText(both, 'en', 'page.administration.newPage', 'New page'))).toEqual([]);
    expect(fields(enOnly)).toEqual(['label-ja']);
    expect(fields(added)).toEqual(['label-en', 'label-ja']);
    // Another set of permissions is checked again too.
    expect(checkDraft(both, new Set([...permissions].filter((name) => name !== 'EC_SETTINGS'))).problems.length).toBeGreaterThan(0);
  });

  it('shows a label off the glossary under its field, as npm run check:vocabulary refuses it', () => {
    const draft = writeText(
      writeText(addChild(files, ADMIN, 'administration', page()), 'en', 'page.administration.newPage', 'Sign in history'),
      'ja',
      'page.administration.newPage',
      '履歴',
    );
    const problems = checkDraft(draft, permissions).problems;
    expect(problems.map((problem) => [problem.field, problem.route, problem.file])).toEqual([
      ['label-en', 'administration/new-page', 'public/locales/en/translation.json'],
    ]);
    expect(problems[0]?.message).toMatch(/^vocabulary: en page\.administration\.newPage: “Sign in” .*log on/);
  });

  it('passes the tree as it is, as npm run check:manifests does', () => {
    expect(checkDraft(files, permissions).problems).toEqual([]);
  });

  it.each([
    ['a page with both labels', labelled(addChild(files, ADMIN, 'administration', page())), []],
    [
      'a label missing in Japanese',
      writeText(addChild(files, ADMIN, 'administration', page()), 'en', 'page.administration.newPage', 'New'),
      [['label-ja', /missing in locale ja/]],
    ],
    [
      'a label missing in both',
      addChild(files, ADMIN, 'administration', page()),
      [
        ['label-en', /locale en/],
        ['label-ja', /locale ja/],
      ],
    ],
    [
      'a rule that does not check',
      labelled(addChild(files, ADMIN, 'administration', page({ show: [{ rule: '!inboundOnl', reason: 'refusal.inboundOnly' }] }))),
      [['show', /does not check: Unknown variable: inboundOnl/]],
    ],
    [
      'a reason missing in one language',
      writeText(
        labelled(addChild(files, ADMIN, 'administration', page({ show: [{ rule: '!inboundOnly', reason: 'refusal.newReason' }] }))),
        'en',
        'refusal.newReason',
        'No.',
      ),
      [['show', /reason key refusal.newReason .* missing in locale ja/]],
    ],
    [
      'a frame url the frame-url rule refuses',
      labelled(addChild(files, ADMIN, 'administration', page({ frame: '/uiserver/api/x' }))),
      [['frame', /addresses the API/]],
    ],
    [
      'a frame url the schema refuses',
      labelled(addChild(files, ADMIN, 'administration', page({ frame: 'https://evil.example/' }))),
      [
        ['frame', /pattern/],
        [null, /code names/],
      ],
    ],
    // (a file its schema refuses is left out of the table whole, so the routes code names in it go missing too)
    [
      'a duplicate path',
      labelled(addChild(files, ADMIN, 'administration', page({ path: 'policy-address-group' }))),
      [['path', /already declared/]],
    ],
    [
      'an unknown permission',
      labelled(addChild(files, ADMIN, 'administration', page({ permissions: ['NOPE'] }))),
      [
        ['permissions', /unknown permission NOPE/],
        ['permissions', /missing from the list/],
      ],
    ],
    [
      'a named route removed',
      removeChild(files, { file: ADMIN, top: 'administration', child: 'license-information' }),
      [[null, /code names \/administration\/license-information/]],
    ],
  ] as const)('%s', (_name, draft, expected) => {
    const problems = checkDraft(draft, permissions).problems;
    expect(problems.map((problem) => problem.field)).toEqual(expected.map(([field]) => field));
    problems.forEach((problem, index) => expect(problem.message).toMatch(expected[index]?.[1] as RegExp));
  });

  it('says where an unknown fact is in the rule and what it may have meant', () => {
    const draft = labelled(
      addChild(files, ADMIN, 'administration', page({ show: [{ rule: 'partner && !inboundOnl', reason: 'refusal.inboundOnly' }] })),
    );
    expect(checkDraft(draft, permissions).problems[0]?.rule).toEqual({ text: 'partner && !inboundOnl', at: 12, suggestion: 'inboundOnly' });
    const field = labelled(
      addChild(files, ADMIN, 'administration', page({ show: [{ rule: 'account.usertyp == 10', reason: 'refusal.inboundOnly' }] })),
    );
    expect(checkDraft(field, permissions).problems[0]?.rule).toEqual({
      text: 'account.usertyp == 10',
      at: 0,
      suggestion: 'account.usertype',
    });
  });

  it.each([
    ['inboundOnl', 'inboundOnly'],
    ['licenseOwner', 'licenceOwner'],
    ['zzzzzzzz', null],
  ])('closestName(%s) is %s', (name, expected) => {
    expect(closestName(name)).toBe(expected);
  });
});

describe('a file its schema refuses', () => {
  it('still has its rules checked, so a rule fault shows while another field is half typed', () => {
    const draft = labelled(addChild(files, ADMIN, 'administration', page({ show: [{ rule: '!inboundOnl', reason: 'refusal.' }] })));
    const problems = checkDraft(draft, permissions).problems;
    expect(problems.map((problem) => problem.field)).toEqual(['show', null, 'show']);
    expect(problems[2]).toMatchObject({ route: 'administration/new-page', rule: { suggestion: 'inboundOnly' } });
  });
});
