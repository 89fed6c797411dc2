/**
 * The console's one vocabulary (docs/glossary.md), held as rules over the translation files: the
 * words for the same act or thing that must not drift, and the Japanese typography every text keeps
 * (no space before a particle, a full-width question mark). `npm run check:vocabulary` runs it; its
 * test plants a bad string for every rule and expects it caught. Pure, so it lives with the engine,
 * not in scripts/ (issue 50 item 6): the CLI (scripts/cli/check-vocabulary.ts), the studio's server
 * gate and the studio's check in the browser import this one module.
 */

export type Language = 'en' | 'ja';

export interface VocabularyRule {
  id: string;
  language: Language;
  /** What is wrong where it matches (global flag: every match is reported). */
  pattern: RegExp;
  /** What to write instead, as the glossary says. */
  instead: string;
  /** Names the spec gives that contain the pattern and stay as they are (whole matches around it). */
  allowed?: readonly RegExp[];
  /** Keys the rule does not read (the one place a label is defined). */
  exceptKeys?: readonly string[];
}

export interface Finding {
  rule: string;
  language: Language;
  key: string;
  text: string;
  match: string;
  instead: string;
}

/** A Japanese particle after a space, before a Japanese character or the end: "監査ログ へ移動". */
const PARTICLE = '(?:から|まで|より|が|を|に|へ|で|と|の|は|も|や)';
const KANA_KANJI = '[\\u3040-\\u30ff\\u3400-\\u9fff\\uff01-\\uff5e「」『』（）、。]';

export const VOCABULARY_RULES: readonly VocabularyRule[] = [
  {
    id: 'log-on-not-sign-in',
    language: 'en',
    pattern: /\bsign(?:ed|ing|s)?[ -]?(?:in|out)\b/gi,
    instead: 'log on / log off (logged on, logging on)',
  },
  {
    id: 'log-on-not-log-in',
    language: 'en',
    pattern: /\blog(?:ged|ging|s)?[ -]?(?:in|out)\b|\blog(?:in|out)s?\b/gi,
    instead: 'log on / log off',
    // The spec's names of a page and a field.
    allowed: [/Account Login Settings?/g, /Last Login Time/g],
  },
  {
    id: 'log-on-capitals',
    language: 'en',
    // "Log On" is the login page's button and heading (the spec's label); everywhere else the act is written in a sentence.
    pattern: /\bLog On\b|\bLog Off\b|\blog On\b/g,
    instead: '“Log On” only on the login page’s heading and button; “log on” / “Log off” elsewhere',
    exceptKeys: ['login.title', 'login.submit'],
  },
  {
    id: 'licence-noun',
    language: 'en',
    pattern: /\blicen[cs]e[sd]?\b/gi,
    instead: 'licence (the noun, in running text); License only in the names the spec gives',
    allowed: [
      /\blicences?\b/g,
      /\bLicences?\b/g,
      /Manual License Check/g,
      /License Information/g,
      /Last License Check (?:Time|Status)/g,
      /^Licenses$/g,
    ],
  },
  {
    id: 'product-name',
    language: 'en',
    pattern: /(?<!Cloud )Email Security(?! Inc\.)/g,
    instead: 'Cloud Email Security (the product); Email Security Inc. (the company)',
  },
  {
    id: 'logon-ja',
    language: 'ja',
    pattern: /サインイン|サインアウト|ログイン|ログアウト/g,
    instead: 'ログオン / ログオフ',
  },
  {
    id: 'long-vowel-ja',
    language: 'ja',
    pattern: /ユーザ(?!ー)|サーバ(?!ー)|ブラウザ(?!ー)|プロバイダ(?!ー)|フォルダ(?!ー)|パラメータ(?!ー)|コンピュータ(?!ー)/g,
    instead: 'ユーザー、サーバー、ブラウザー、プロバイダー (with the long vowel mark)',
  },
  {
    id: 'product-name-ja',
    language: 'ja',
    pattern: /(?<!クラウド)メールセキュリティ/g,
    instead: 'クラウドメールセキュリティ',
  },
  {
    id: 'space-before-particle',
    language: 'ja',
    pattern: new RegExp(`[ \\u3000]${PARTICLE}(?=${KANA_KANJI}|[ \\u3000]|\\{\\{|$)`, 'g'),
    instead: 'no space before a particle: 監査ログへ移動, {{name}}のアカウントメニュー',
  },
  {
    id: 'half-width-question-mark',
    language: 'ja',
    pattern: new RegExp(`(?<=${KANA_KANJI})\\?`, 'g'),
    instead: 'a full-width ？ in a Japanese sentence',
  },
];

type Tree = { [key: string]: string | Tree };

/** Every text of a translation file with its dotted key. */
export function textsOf(tree: Tree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`),
  );
}

/** The spans of a text that an allowed name covers. */
function allowedSpans(text: string, allowed: readonly RegExp[]): [number, number][] {
  return allowed.flatMap((name) =>
    [...text.matchAll(new RegExp(name.source, 'g'))].map((m): [number, number] => [m.index, m.index + m[0].length]),
  );
}

/** Every place a text breaks a rule of its language. */
export function vocabularyFindings(language: Language, tree: Tree, rules: readonly VocabularyRule[] = VOCABULARY_RULES): Finding[] {
  const findings: Finding[] = [];
  for (const [key, text] of textsOf(tree)) {
    for (const rule of rules) {
      if (rule.language !== language || rule.exceptKeys?.includes(key) === true) continue;
      const spans = allowedSpans(text, rule.allowed ?? []);
      for (const match of text.matchAll(
        new RegExp(rule.pattern.source, rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`),
      )) {
        const start = match.index;
        const end = start + match[0].length;
        if (spans.some(([from, to]) => from <= start && end <= to)) continue;
        findings.push({ rule: rule.id, language, key, text, match: match[0], instead: rule.instead });
      }
    }
  }
  return findings;
}

/** The login page names the act once: its heading and its button say the same words. */
export function loginLabelFindings(language: Language, tree: Tree): Finding[] {
  const texts = new Map(textsOf(tree));
  const title = texts.get('login.title');
  const submit = texts.get('login.submit');
  if (title === submit) return [];
  return [
    {
      rule: 'login-heading-is-button',
      language,
      key: 'login.title',
      text: String(title),
      match: String(title),
      instead: `the button’s words: ${String(submit)}`,
    },
  ];
}

export function allFindings(files: Record<Language, Tree>): Finding[] {
  return (['en', 'ja'] as const).flatMap((language) => [
    ...vocabularyFindings(language, files[language]),
    ...loginLabelFindings(language, files[language]),
  ]);
}

export function findingText(finding: Finding): string {
  return `${finding.language} ${finding.key}: “${finding.match}” in “${finding.text}”: write ${finding.instead} (${finding.rule})`;
}
