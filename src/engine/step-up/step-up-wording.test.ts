// Table-driven: the page's label as the console accepts it (step-up-label.ts), and the dialog's
// names and wording (step-up-wording.ts).
import { describe, expect, it } from 'vitest';
import { reauthLabel } from './step-up-label';
import type { Ending, Waiter } from './step-up-machine';
import { actionNames, endedText, endedTitle, introText, type ActionName } from './step-up-wording';

describe('reauthLabel: a short plain line, or nothing', () => {
  it.each<[string, unknown, string | null]>([
    ['plain words', 'Save the MFA policy', 'Save the MFA policy'],
    ['Japanese', '多要素認証ポリシーを保存', '多要素認証ポリシーを保存'],
    ['trimmed, runs of spaces one', '  Save \t the   policy ', 'Save the policy'],
    ['a line break becomes a space', 'Save\nthe policy', 'Save the policy'],
    ['exactly 80 characters', 'a'.repeat(80), 'a'.repeat(80)],
    ['81 characters: dropped', 'a'.repeat(81), null],
    ['80 characters beyond the BMP count as 80', '😀'.repeat(80), '😀'.repeat(80)],
    ['a comparison is text', 'Keep < 5 rules', 'Keep < 5 rules'],
    ['an ampersand is text', 'Save & close', 'Save & close'],
    ['a tag: dropped', 'Save <b>now</b>', null],
    ['a script: dropped', '<script>alert(1)</script>', null],
    ['a closing tag: dropped', 'Save</p>', null],
    ['a comment: dropped', 'Save <!-- x -->', null],
    ['an entity: dropped', 'Save &amp; close', null],
    ['a numeric entity: dropped', 'Save &#60;b&#62;', null],
    ['a control character: dropped', 'Save\u0007', null],
    ['a bidirectional override: dropped', 'Save \u202eyciloP', null],
    ['empty', '', null],
    ['spaces only', '   ', null],
    ['not a string', 42, null],
    ['null', null, null],
    ['undefined', undefined, null],
  ])('%s', (_, value, expected) => {
    expect(reauthLabel(value)).toBe(expected);
  });
});

const page = (id: string, path: string, label?: string): Waiter => ({
  kind: 'page',
  slot: 1,
  id,
  page: path,
  challenge: 'c1',
  again: false,
  action: label === undefined ? null : { label },
});
const call = (key: number, path: string, action?: string): Waiter => ({
  kind: 'call',
  key,
  page: path,
  challenge: 'c2',
  again: false,
  action: action === undefined ? null : { key: action },
});

describe('actionNames: every waiting action, once each', () => {
  it.each<[string, Waiter[], ActionName[]]>([
    ['a page without a label: its page', [page('a', 'mfa-configuration')], [{ page: 'mfa-configuration' }]],
    ['a page with a label: its words', [page('a', 'mfa-configuration', 'Save the policy')], [{ label: 'Save the policy' }]],
    [
      'a named call: its name',
      [call(1, 'administration/license/manual_check', 'licenseCheck.startSync')],
      [{ key: 'licenseCheck.startSync' }],
    ],
    ['an unnamed call: the page on screen', [call(1, 'dashboard')], [{ page: 'dashboard' }]],
    [
      'two pages and a call, in order',
      [
        page('a', 'mfa-configuration'),
        page('b', 'administration/account-login-setting', 'Save log-on'),
        call(1, 'x', 'licenseCheck.startSync'),
      ],
      [{ page: 'mfa-configuration' }, { label: 'Save log-on' }, { key: 'licenseCheck.startSync' }],
    ],
    ['two asks of one page: one line', [page('a', 'mfa-configuration'), page('b', 'mfa-configuration')], [{ page: 'mfa-configuration' }]],
    ['one label twice: one line', [page('a', 'p', 'Save'), page('b', 'q', 'Save')], [{ label: 'Save' }]],
    ['a label that reads like a page path is still a label', [page('a', 'p', 'p'), page('b', 'p')], [{ label: 'p' }, { page: 'p' }]],
    ['nobody', [], []],
  ])('%s', (_, waiters, names) => {
    expect(actionNames(waiters)).toEqual(names);
  });
});

describe('endedText: save again only for a page’s save', () => {
  it.each<[Ending, Waiter['kind'], string]>([
    ['expired', 'page', 'stepUp.expired'],
    ['spent', 'page', 'stepUp.spent'],
    ['expired', 'call', 'stepUp.expiredCall'],
    ['spent', 'call', 'stepUp.spentCall'],
    ['unsupported', 'page', 'stepUp.unsupported'],
    ['unsupported', 'call', 'stepUp.unsupportedCall'],
  ])('%s, %s', (ending, via, key) => {
    expect(endedText(ending, via)).toBe(key);
  });
});

describe('endedTitle: one per ending', () => {
  it.each<[Ending, string]>([
    ['expired', 'stepUp.expiredTitle'],
    ['spent', 'stepUp.spentTitle'],
    ['unsupported', 'stepUp.unsupportedTitle'],
  ])('%s', (ending, key) => {
    expect(endedTitle(ending)).toBe(key);
  });
});

describe('introText: the action when known, else the page', () => {
  it.each<[ActionName, string]>([
    [{ page: 'mfa-configuration' }, 'stepUp.intro'],
    [{ label: 'Save the policy' }, 'stepUp.introAction'],
    [{ key: 'licenseCheck.startSync' }, 'stepUp.introAction'],
  ])('%j', (name, key) => {
    expect(introText(name)).toBe(key);
  });
});
