/**
 * The checker's messages in the studio's language. The checks (src/engine/access/manifest-check.ts, the
 * frame-url rule, the glossary check, cel-js for a rule) write English, as CI prints it; in Japanese
 * the studio shows each in Japanese by its shape, and the English as it is when a shape is unknown.
 */
/** A line of the checks' verdict after a save: where (file and route, or nothing) and the checker's sentence. */
export interface VerdictLine {
  where: string;
  message: string;
}

/** The studio's languages. */
type Lang = 'en' | 'ja';

type Rewrite = [RegExp, (...parts: string[]) => string];

/** Where a schema fault is (` at /routes/0/children/3/path`), said after the sentence. */
const AT = '((?: at /\\S*)?)';
const where = (at: string): string => (at ? `（位置: ${at.trim().slice(3)}）` : '');

/** The rule engine's and the schema validator's own phrases, inside the checker's sentences. */
const INNER: Rewrite[] = [
  [/^Unknown variable: (\S+)$/, (name) => `不明な変数です: ${name}`],
  [/^No such key: (\S+)$/, (name) => `そのようなキーはありません: ${name}`],
  [/^must match pattern "(.*)"$/, (pattern) => `パターン "${pattern}" に一致する必要があります`],
  [/^must be equal to one of the allowed values \((.*)\)$/, (values) => `次のいずれかである必要があります: ${values}`],
  [/^must have required property '(.*)'$/, (name) => `必須のプロパティ '${name}' がありません`],
  [/^must NOT have fewer than (\d+) characters$/, (n) => `${n} 文字以上で入力してください`],
  [/^must NOT have fewer than (\d+) items$/, (n) => `${n} 個以上指定してください`],
  [/^must be (string|boolean|integer|number|array|object)$/, (type) => `${type} 型である必要があります`],
];

const FRAME: Record<string, string> = {
  'is not a url': 'は URL ではありません',
  'is not a same-origin relative path': 'は同一オリジンの相対パスではありません',
  'has an empty or dot segment': 'に空のセグメントまたはドットのセグメントがあります',
  'has an encoded dot or separator': 'にエンコードされたドットまたは区切り文字があります',
  'is not a UI-server page under /uiserver/': 'は /uiserver/ の下にある UI-server のページではありません',
};

const inner = (text: string): string => {
  for (const [pattern, write] of INNER) {
    const match = pattern.exec(text);
    if (match) return write(...match.slice(1));
  }
  return text;
};

const SENTENCES: Rewrite[] = [
  [/^show rule (".*") does not check: (.*)$/, (rule, why) => `表示ルール ${rule} を検査できません: ${inner(why)}`],
  [
    /^reason key (\S+) of show rule (".*") is missing in locale (\w+)$/,
    (key, rule, language) => `表示ルール ${rule} の理由キー ${key} が ${language} の翻訳ファイルにありません`,
  ],
  [/^label key (\S+) is missing in locale (\w+)$/, (key, language) => `ラベルキー ${key} が ${language} の翻訳ファイルにありません`],
  [/^permission (\S+) is missing from the list of (\S+)$/, (name, top) => `権限 ${name} が ${top} の権限の一覧にありません`],
  [
    /^group (\S+) is set, but (\S+) is not shown as a panel$/,
    (group, top) => `パネルグループ ${group} が設定されていますが、${top} はパネルとして表示されません`,
  ],
  [/^is not valid JSON: (.*)$/, (why) => `JSON として正しくありません: ${why}`],
  [
    /^permission (\S+) has no name in locale (\w+) \((\S+)\)$/,
    (name, language, key) => `権限 ${name} に ${language} の名前（${key}）がありません`,
  ],
  [
    /^code names (\S+), but no manifest declares that route$/,
    (route) => `コードが ${route} を参照していますが、そのルートを宣言するマニフェストがありません`,
  ],
  [/^path is already declared in (\S+)$/, (file) => `このパスは ${file} ですでに宣言されています`],
  [/^path is reserved for a page the console builds itself$/, () => 'このパスはコンソール自身が作るページのために予約されています'],
  [/^a route in the menu needs an order$/, () => 'メニューに表示するルートには order が必要です'],
  [/^order (\d+) is already used by (\S+)$/, (order, route) => `order ${order} は ${route} がすでに使っています`],
  [/^unknown permission (\S+)$/, (name) => `不明な権限です: ${name}`],
  [/^frame url (\S+) (.*)$/, (url, why) => (FRAME[why] ? `フレーム URL ${url} ${FRAME[why]}` : `フレーム URL ${url}: ${why}`)],
  [new RegExp(`^unknown property "(.*)"${AT}$`), (name, at) => `不明なプロパティ "${name}" です${where(at)}`],
  [
    new RegExp(`^sets more than one view: exactly one of frame, screen or children${AT}$`),
    (at) => `ビューが複数あります。frame、screen、children のどれか 1 つだけにしてください${where(at)}`,
  ],
  [
    new RegExp(`^has no view: set one of frame, screen or children${AT}$`),
    (at) => `ビューがありません。frame、screen、children のどれか 1 つを設定してください${where(at)}`,
  ],
  [
    /^vocabulary: (en|ja) (\S+): “(.*)” in “(.*)”: write (.*) \((\S+)\)$/,
    (language, key, match, text, instead, rule) =>
      `用語集: ${language} ${key}: 「${text}」の「${match}」は使いません。${instead} と書いてください（${rule}）`,
  ],
  // The draft's own findings on a typed key (studio/lib/draft.ts textKeyProblem).
  [
    /^(\S+) is not a translation key: words of letters and digits joined by dots, such as page\.group\.name$/,
    (key) => `${key} は翻訳キーではありません。英数字の語をドットでつないでください（例: page.group.name）`,
  ],
  [/^(\S+): (\S+) is a text, not a group$/, (key, above) => `${key}: ${above} はテキストで、グループではありません`],
  [/^(\S+) is a group of texts, not a text$/, (key) => `${key} はテキストのグループで、テキストではありません`],
  [/^(\S+) is not an object of texts$/, (file) => `${file} はテキストのオブジェクトではありません`],
  [new RegExp(`^(.*?)${AT}$`), (message, at) => `${inner(message)}${where(at)}`],
];

/** A checker message in `lang`: English as CI prints it, or Japanese. */
export function problemText(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  for (const [pattern, write] of SENTENCES) {
    const match = pattern.exec(message);
    if (match) return write(...match.slice(1));
  }
  return message;
}
