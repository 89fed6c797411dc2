/**
 * The draft table's check: the manifest check CI runs (src/engine/access/manifest-check.ts), on the draft's
 * files instead of the disk's, with each problem tied to the form field that fixes it, and for a
 * show rule that names an unknown fact, where in the rule and what it may have meant.
 */
import { checkRule, ruleNames } from '../../src/engine/access/facts.ts';
import { ALL_NAMED_ROUTES, checkManifests, type CheckResult, type ManifestProblem } from '../../src/engine/access/manifest-check.ts';
import { findingText, loginLabelFindings, vocabularyFindings, type Language } from '../../src/engine/glossary/vocabulary.ts';
import type { TopRoute } from '../../src/generated/types/route-manifest';
import { LANGUAGES, LOCALE_FILES, manifestFiles, parseCached, type DraftFiles } from './draft.ts';

/** The form fields a problem can point at (the ids of the studio's fields end with these). */
export type Field = 'path' | 'label-en' | 'label-ja' | 'permissions' | 'show' | 'frame' | 'screen' | 'group' | 'order';

export interface DraftProblem extends ManifestProblem {
  /** The field that fixes it, when the problem belongs to one. */
  field: Field | null;
  /** For a rule naming an unknown fact: the fact's offset in the rule and the closest known name. */
  rule?: { text: string; at: number; suggestion: string | null };
}

export interface DraftCheck {
  problems: DraftProblem[];
  /** The routes the check accepted (every file that parsed and met its schema). */
  routes: TopRoute[];
}

function field(message: string): Field | null {
  const vocabulary = /^vocabulary: (en|ja) (\S+): /.exec(message);
  if (vocabulary) return vocabulary[2]?.startsWith('refusal.') ? 'show' : vocabulary[1] === 'ja' ? 'label-ja' : 'label-en';
  const label = /^label key \S+ is missing in locale (\w+)/.exec(message);
  if (label) return label[1] === 'ja' ? 'label-ja' : 'label-en';
  if (/^(reason key|show rule)/.test(message) || /at \/routes\/\d+(\/children\/\d+)?\/show/.test(message)) return 'show';
  if (/^frame url/.test(message) || /at \/routes\/\d+(\/children\/\d+)?\/frame/.test(message)) return 'frame';
  if (/^path is|at \/routes\/\d+(\/children\/\d+)?\/path$/.test(message)) return 'path';
  if (/permission/.test(message)) return 'permissions';
  if (/^group|\/group$/.test(message)) return 'group';
  if (/order/.test(message)) return 'order';
  if (/\/screen$/.test(message)) return 'screen';
  if (/\/label$/.test(message)) return 'label-en';
  return null;
}

/** Edit distance, for the "did you mean" of an unknown name. */
export function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length] as number;
}

/** The known name closest to `name`, when it is close enough to be what was meant. */
export function closestName(name: string, names: readonly string[] = ruleNames()): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of names) {
    const value = distance(name.toLowerCase(), candidate.toLowerCase());
    if (value < bestDistance) {
      best = candidate;
      bestDistance = value;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

const UNKNOWN_NAME = /(?:Unknown variable|No such key): ([\w.]+)/;

function ruleHint(message: string): DraftProblem['rule'] | undefined {
  const rule = /^show rule ("(?:[^"\\]|\\.)*") does not check: (.*)$/.exec(message);
  if (!rule) return undefined;
  const text = JSON.parse(rule[1] as string) as string;
  const unknown = UNKNOWN_NAME.exec(rule[2] as string);
  if (!unknown) return { text, at: -1, suggestion: null };
  const name = unknown[1] as string;
  // "No such key" names the field only: the path it was read under is what was typed.
  const typed = new RegExp(`(?:[A-Za-z_][\\w]*\\.)*${name.replace(/\./g, '\\.')}\\b`).exec(text);
  const whole = typed?.[0] ?? name;
  return { text, at: typed?.index ?? text.indexOf(name), suggestion: closestName(whole) };
}

/**
 * The check leaves a file its schema refuses out whole, so while one field of a route is half typed
 * (a reason key not yet complete) its rules would go unchecked: they are checked here as the check
 * checks them, so the rule's own fault shows at once too.
 */
function rulesOfRefusedFiles(
  manifests: readonly { file: string; text: string }[],
  problems: readonly ManifestProblem[],
): ManifestProblem[] {
  const refused = new Set(problems.filter((problem) => problem.message.includes(' at /')).map((problem) => problem.file));
  const found: ManifestProblem[] = [];
  for (const { file, text } of manifests) {
    if (!refused.has(file)) continue;
    let manifest: { routes?: { path?: unknown; show?: unknown; children?: { path?: unknown; show?: unknown }[] }[] };
    try {
      manifest = JSON.parse(text) as typeof manifest;
    } catch {
      continue;
    }
    const visit = (route: string, show: unknown): void => {
      if (!Array.isArray(show)) return;
      for (const part of show as { rule?: unknown }[]) {
        if (typeof part?.rule !== 'string' || part.rule === '') continue;
        const result = checkRule(part.rule);
        if (!result.ok) found.push({ file, route, message: `show rule ${JSON.stringify(part.rule)} does not check: ${result.message}` });
      }
    };
    for (const top of manifest.routes ?? []) {
      visit(String(top.path), top.show);
      for (const child of top.children ?? []) visit(`${String(top.path)}/${String(child.path)}`, child.show);
    }
  }
  return found;
}

type Locales = Record<'en' | 'ja', never>;
type Tree = Parameters<typeof vocabularyFindings>[1];
const findingsCache = new WeakMap<object, WeakMap<object, ManifestProblem[]>>();

/** The findings of each text by its key, with the text they were found in: a keystroke changes one text, the others are known. */
const textFindings: Record<Language, Map<string, { text: string; found: ManifestProblem[] }>> = { en: new Map(), ja: new Map() };
const TEXT_FINDINGS_KEPT = 20_000;

const asProblem = (finding: Parameters<typeof findingText>[0]): ManifestProblem => ({ file: finding.key, message: findingText(finding) });

/** A tree of one text under its dotted key (textsOf reads it back as the same key). */
function treeOfText(key: string, text: string): Tree {
  return key.split('.').reduceRight<Tree | string>((inner, part) => ({ [part]: inner }), text) as Tree;
}

/** Calls `visit` with every text of a translation tree and its dotted key, in textsOf's order. */
function eachText(tree: Tree, prefix: string, visit: (key: string, text: string) => void): void {
  for (const key of Object.keys(tree)) {
    const value = tree[key] as Tree | string;
    if (typeof value === 'string') visit(`${prefix}${key}`, value);
    else eachText(value, `${prefix}${key}.`, visit);
  }
}

/**
 * `allFindings` of the glossary check (src/engine/glossary/vocabulary.ts), in its order, each text's
 * findings found once: the rules read one text at a time, and the login page's check reads only its
 * heading and its button.
 */
export function findingsOf(locales: Locales): ManifestProblem[] {
  return (['en', 'ja'] as const).flatMap((language) => {
    const known = textFindings[language];
    if (known.size > TEXT_FINDINGS_KEPT) known.clear();
    const found: ManifestProblem[] = [];
    const login: Record<string, string> = {};
    eachText(locales[language] as Tree, '', (key, text) => {
      if (key === 'login.title' || key === 'login.submit') login[key.slice('login.'.length)] = text;
      let mine = known.get(key);
      if (mine?.text !== text) {
        mine = { text, found: vocabularyFindings(language, treeOfText(key, text)).map(asProblem) };
        known.set(key, mine);
      }
      if (mine.found.length > 0) found.push(...mine.found);
    });
    return [...found, ...loginLabelFindings(language, { login }).map(asProblem)];
  });
}

/**
 * The glossary check CI runs on the translation files (`npm run check:vocabulary`), on the draft's:
 * each finding belongs to the route whose label or show reason has that key. Cached per pair of
 * parsed files, so a keystroke elsewhere does not run it again.
 */
function vocabularyProblems(locales: Locales, routes: readonly TopRoute[]): ManifestProblem[] {
  const byJa = findingsCache.get(locales.en) ?? new WeakMap<object, ManifestProblem[]>();
  findingsCache.set(locales.en, byJa);
  const cached = byJa.get(locales.ja);
  const findings = cached ?? findingsOf(locales);
  if (!cached) byJa.set(locales.ja, findings);
  if (findings.length === 0) return findings;
  const owner = new Map<string, string>();
  for (const top of routes) {
    const keys = (route: { label: string; show?: { reason: string }[] }, full: string): void => {
      owner.set(route.label, full);
      for (const part of route.show ?? []) owner.set(part.reason, full);
    };
    keys(top, top.path);
    for (const child of top.children ?? []) keys(child, `${top.path}/${child.path}`);
  }
  return findings.map((problem) => {
    const key = problem.file;
    const language = problem.message.slice(0, 2);
    const route = owner.get(key);
    return { file: LOCALE_FILES[language as 'en' | 'ja'], ...(route ? { route } : {}), message: `vocabulary: ${problem.message}` };
  });
}

/**
 * Whether two translation trees have the same keys with text under the same ones (the texts may
 * differ): all the manifest check reads of a translation file is whether a key has text.
 */
export function sameShape(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'string' || typeof b === 'string') return typeof a === typeof b;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameShape((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

let lastManifestCheck: {
  manifests: readonly { file: string; text: string }[];
  locales: Record<string, unknown>;
  permissions: ReadonlySet<string>;
  result: CheckResult;
} | null = null;

/**
 * The manifest check of the draft, the last one's result again while the manifests are the same and
 * the translations have text under the same keys: a keystroke in a label or a reason changes a text,
 * not whether it is there, so it does not run the check again.
 */
function manifestCheck(
  manifests: readonly { file: string; text: string }[],
  locales: Record<string, unknown>,
  permissions: ReadonlySet<string>,
): CheckResult {
  const last = lastManifestCheck;
  if (
    last !== null &&
    last.permissions === permissions &&
    last.manifests.length === manifests.length &&
    last.manifests.every((item, index) => item.file === manifests[index]?.file && item.text === manifests[index]?.text) &&
    Object.keys(locales).length === Object.keys(last.locales).length &&
    Object.keys(locales).every((language) => sameShape(last.locales[language], locales[language]))
  ) {
    return last.result;
  }
  const result = checkManifests(manifests, { locales, permissions, namedRoutes: ALL_NAMED_ROUTES });
  lastManifestCheck = { manifests, locales, permissions, result };
  return result;
}

/**
 * Checks the draft's manifests against its translations, as `npm run check:manifests` checks the
 * disk, and its translations against the glossary, as `npm run check:vocabulary` does.
 */
export function checkDraft(files: DraftFiles, permissions: ReadonlySet<string>): DraftCheck {
  const locales = Object.fromEntries(LANGUAGES.map((language) => [language, parseCached(files[LOCALE_FILES[language]] ?? '{}')]));
  const manifests = manifestFiles(files).map((file) => ({ file, text: files[file] as string }));
  const result = manifestCheck(manifests, locales, permissions);
  const vocabulary = vocabularyProblems(locales as Locales, result.routes);
  return {
    routes: result.routes,
    problems: [...result.problems, ...rulesOfRefusedFiles(manifests, result.problems), ...vocabulary].map((problem) => {
      const hint = ruleHint(problem.message);
      return { ...problem, field: field(problem.message), ...(hint ? { rule: hint } : {}) };
    }),
  };
}

/** The problems that belong to one route (by its full path, without the leading slash). */
export function problemsOf(check: DraftCheck, route: string): DraftProblem[] {
  return check.problems.filter((problem) => problem.route === route);
}
