/**
 * The one vocabulary (docs/glossary.md) over the real translation files, and every rule shown to
 * catch a planted bad string (so a rule that matches nothing cannot pass for a check).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allFindings, findingText, VOCABULARY_RULES, vocabularyFindings, type Language } from './vocabulary';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Tree = { [key: string]: string | Tree };
const load = (language: Language): Tree =>
  JSON.parse(readFileSync(path.join(ROOT, 'public/locales', language, 'translation.json'), 'utf8')) as Tree;

describe('the translation files keep the glossary', () => {
  it('no text breaks a rule, in either language', () => {
    expect(allFindings({ en: load('en'), ja: load('ja') }).map(findingText)).toEqual([]);
  });
});

describe('each rule catches a planted bad string, and lets the good one pass', () => {
  const cases: [rule: string, language: Language, bad: string, good: string][] = [
    ['log-on-not-sign-in', 'en', 'Sign in to manage your email protection.', 'Log on to manage your email protection.'],
    ['log-on-not-sign-in', 'en', 'You have been signed out.', 'You have been logged off.'],
    ['log-on-not-log-in', 'en', 'Too many failed login attempts.', 'Open Account Login Settings.'],
    ['log-on-not-log-in', 'en', 'Log out of every tab.', 'Log off in every tab.'],
    ['log-on-capitals', 'en', 'Choose Log Off to leave.', 'Choose Log off to leave.'],
    ['licence-noun', 'en', 'Your license expires today.', 'Your licence expires today. Open Manual License Check.'],
    ['licence-noun', 'en', 'Licence and License in one notice.', 'Licence details, and License Information.'],
    ['product-name', 'en', 'About Email Security', 'About Cloud Email Security, © Email Security Inc.'],
    ['logon-ja', 'ja', 'サインインしたままにする', 'ログオンしたままにする'],
    ['logon-ja', 'ja', '代理ログイン中', '代理ログオン中'],
    ['long-vowel-ja', 'ja', 'エンドユーザのローカルアカウント', 'エンドユーザーのローカルアカウント'],
    ['long-vowel-ja', 'ja', 'サーバに接続できませんでした。', 'サーバーに接続できませんでした。'],
    ['product-name-ja', 'ja', 'メールセキュリティについて', 'クラウドメールセキュリティについて'],
    ['space-before-particle', 'ja', '監査ログ へ移動', '監査ログへ移動'],
    ['space-before-particle', 'ja', '{{name}} のアカウントメニュー', '{{name}}のアカウントメニュー'],
    ['space-before-particle', 'ja', '{{start}} から {{end}} まで', '{{start}}から{{end}}まで'],
    ['space-before-particle', 'ja', 'もう一度 Ctrl+K を押してください。', 'もう一度Ctrl+Kを押してください。'],
    ['half-width-question-mark', 'ja', '操作を続けますか?', '操作を続けますか？'],
  ];

  it.each(cases)('%s (%s): “%s” is caught, “%s” is not', (rule, language, bad, good) => {
    const rules = VOCABULARY_RULES.filter((candidate) => candidate.id === rule);
    expect(rules).toHaveLength(1);
    expect([...new Set(vocabularyFindings(language, { planted: { text: bad } }, rules).map((finding) => finding.key))]).toEqual([
      'planted.text',
    ]);
    expect(vocabularyFindings(language, { planted: { text: good } }, rules)).toEqual([]);
  });

  it('every rule has a planted case', () => {
    expect(new Set(cases.map(([rule]) => rule))).toEqual(new Set(VOCABULARY_RULES.map((rule) => rule.id)));
  });

  it('a bad string planted into the real files is found, with its key, what matched and what to write', () => {
    const en = load('en');
    (en['notices'] as Tree)['planted'] = 'Licence and License in one notice: sign in again.';
    const findings = allFindings({ en, ja: load('ja') });
    expect(findings.map((finding) => `${finding.key} “${finding.match}” ${finding.rule}`).sort()).toEqual([
      'notices.planted “License” licence-noun',
      'notices.planted “sign in” log-on-not-sign-in',
    ]);
    expect(findingText(findings[0]!)).toMatch(
      /^en notices\.planted: “.+” in “Licence and License in one notice: sign in again\.”: write .+/,
    );
    const ja = load('ja');
    (ja['unsaved'] as Tree)['goTo'] = '{{page}} へ移動';
    expect(allFindings({ en: load('en'), ja }).map((finding) => `${finding.key} ${finding.rule}`)).toEqual([
      'unsaved.goTo space-before-particle',
    ]);
  });

  it('the login page’s heading and button name the act in the same words', () => {
    const en = load('en');
    (en['login'] as Tree)['title'] = 'Sign in';
    expect(allFindings({ en, ja: load('ja') }).map((finding) => finding.rule)).toContain('login-heading-is-button');
  });
});
