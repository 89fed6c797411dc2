import { describe, expect, it } from 'vitest';
import { problemText } from './problem-text';

describe('problemText', () => {
  it.each([
    [
      'show rule "!inboundOnl" does not check: Unknown variable: inboundOnl',
      '表示ルール "!inboundOnl" を検査できません: 不明な変数です: inboundOnl',
    ],
    [
      'reason key refusal.x of show rule "superAdmin" is missing in locale ja',
      '表示ルール "superAdmin" の理由キー refusal.x が ja の翻訳ファイルにありません',
    ],
    ['label key page.a.b is missing in locale en', 'ラベルキー page.a.b が en の翻訳ファイルにありません'],
    [
      'path is already declared in manifests/routes/administration.json',
      'このパスは manifests/routes/administration.json ですでに宣言されています',
    ],
    ['unknown permission NOPE', '不明な権限です: NOPE'],
    [
      'frame url https://evil.example/x is not a same-origin relative path',
      'フレーム URL https://evil.example/x は同一オリジンの相対パスではありません',
    ],
    [
      'code names administration/co-branding, but no manifest declares that route',
      'コードが administration/co-branding を参照していますが、そのルートを宣言するマニフェストがありません',
    ],
    [
      'must match pattern "^refusal\\.[A-Za-z0-9]+$" at /routes/0/children/3/show/0/reason',
      'パターン "^refusal\\.[A-Za-z0-9]+$" に一致する必要があります（位置: /routes/0/children/3/show/0/reason）',
    ],
    ['unknown property "colour" at /routes/0', '不明なプロパティ "colour" です（位置: /routes/0）'],
    [
      'vocabulary: en page.a.b: “Sign in” in “Sign in history”: write log on / log off (log-on-not-sign-in)',
      '用語集: en page.a.b: 「Sign in history」の「Sign in」は使いません。log on / log off と書いてください（log-on-not-sign-in）',
    ],
    [
      'refusal. is not a translation key: words of letters and digits joined by dots, such as page.group.name',
      'refusal. は翻訳キーではありません。英数字の語をドットでつないでください（例: page.group.name）',
    ],
    ['nav.logs.extra: nav.logs is a text, not a group', 'nav.logs.extra: nav.logs はテキストで、グループではありません'],
    ['page.x is a group of texts, not a text', 'page.x はテキストのグループで、テキストではありません'],
    ['something the studio does not know yet', 'something the studio does not know yet'],
  ])('says %s in Japanese', (message, japanese) => {
    expect(problemText(message, 'ja')).toBe(japanese);
    expect(problemText(message, 'en')).toBe(message);
  });
});
