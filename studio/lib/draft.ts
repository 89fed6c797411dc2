/**
 * The studio's draft: the text of every file a change may write (the route manifests and both
 * translation files), edited as parsed JSON and written back in the files' own form (two-space
 * JSON with a final newline, keys in the order they were read), so a diff shows only what changed.
 */
import type { ChildRoute, RouteManifest, TopRoute } from '../../src/generated/types/route-manifest';

export const LOCALE_FILES = { en: 'public/locales/en/translation.json', ja: 'public/locales/ja/translation.json' } as const;
export type Language = keyof typeof LOCALE_FILES;
export const LANGUAGES: readonly Language[] = ['en', 'ja'];
export const ROUTES_DIR = 'manifests/routes/';

/** Path → text of each file the draft holds. */
export type DraftFiles = Readonly<Record<string, string>>;

export interface Draft {
  /** The files as read from disk (what the change is based on). */
  base: DraftFiles;
  /** The files as edited. */
  files: DraftFiles;
}

/** The form every manifest and translation file is written in. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export function manifestFiles(files: DraftFiles): string[] {
  return Object.keys(files)
    .filter((file) => file.startsWith(ROUTES_DIR) && file.endsWith('.json'))
    .sort();
}

/** A route of the table: its manifest file, its top route and, for a child, the child's index. */
export interface RouteRef {
  file: string;
  top: string;
  /** The child's path segment; absent for the top route itself. */
  child?: string;
}

export function refPath(ref: RouteRef): string {
  return ref.child === undefined ? ref.top : `${ref.top}/${ref.child}`;
}

function parseManifest(files: DraftFiles, file: string): RouteManifest {
  const text = files[file];
  if (text === undefined) throw new Error(`${file} is not in the draft`);
  return JSON.parse(text) as RouteManifest;
}

function topOf(manifest: RouteManifest, top: string): TopRoute {
  const route = manifest.routes.find((item) => item.path === top);
  if (route === undefined) throw new Error(`no top route /${top}`);
  return route;
}

/** The route a ref names, as the manifest declares it (a copy). */
export function readRoute(files: DraftFiles, ref: RouteRef): TopRoute | ChildRoute {
  const top = topOf(parseManifest(files, ref.file), ref.top);
  if (ref.child === undefined) return structuredClone(top);
  const child = top.children?.find((item) => item.path === ref.child);
  if (child === undefined) throw new Error(`no route /${refPath(ref)}`);
  return structuredClone(child);
}

function withManifest(files: DraftFiles, file: string, change: (manifest: RouteManifest) => void): DraftFiles {
  const manifest = parseManifest(files, file);
  change(manifest);
  return { ...files, [file]: formatJson(manifest) };
}

/** Replaces the route a ref names with `route`, in its place; the ref of the route afterwards (its path may change). */
export function writeRoute(files: DraftFiles, ref: RouteRef, route: TopRoute | ChildRoute): DraftFiles {
  return withManifest(files, ref.file, (manifest) => {
    if (ref.child === undefined) {
      const index = manifest.routes.findIndex((item) => item.path === ref.top);
      if (index < 0) throw new Error(`no top route /${ref.top}`);
      manifest.routes[index] = route as TopRoute;
      return;
    }
    const top = topOf(manifest, ref.top);
    const children = top.children ?? [];
    const index = children.findIndex((item) => item.path === ref.child);
    if (index < 0) throw new Error(`no route /${refPath(ref)}`);
    children[index] = route as ChildRoute;
  });
}

/** Adds `child` to a top route's children, after the last child of `group` when given (else at the end). */
export function addChild(files: DraftFiles, file: string, top: string, child: ChildRoute): DraftFiles {
  return withManifest(files, file, (manifest) => {
    const parent = topOf(manifest, top);
    const children = parent.children ?? [];
    let at = children.length;
    if (child.group !== undefined) {
      const last = children.map((item) => item.group).lastIndexOf(child.group);
      if (last >= 0) at = last + 1;
    }
    children.splice(at, 0, child);
    parent.children = children as [ChildRoute, ...ChildRoute[]];
  });
}

export function removeChild(files: DraftFiles, ref: RouteRef): DraftFiles {
  return withManifest(files, ref.file, (manifest) => {
    const parent = topOf(manifest, ref.top);
    const children = parent.children ?? [];
    const index = children.findIndex((item) => item.path === ref.child);
    if (index < 0) throw new Error(`no route /${refPath(ref)}`);
    children.splice(index, 1);
  });
}

/**
 * Moves a child to another top route (in its manifest or another), after that top's last child; the
 * ref of the page afterwards. Its panel group goes when the new parent is not shown as a panel (the
 * manifest check refuses a group there); what else no longer fits (a permission the new parent does
 * not list, a path taken there) is the check's to say, as for any edit. A move onto its own parent,
 * or to a top that is not there, leaves the files as they are.
 */
export function moveToParent(
  files: DraftFiles,
  ref: RouteRef,
  target: { file: string; top: string },
): { files: DraftFiles; ref: RouteRef } {
  if (ref.child === undefined || (target.file === ref.file && target.top === ref.top)) return { files, ref };
  let parent: TopRoute;
  try {
    parent = topOf(parseManifest(files, target.file), target.top);
  } catch {
    return { files, ref };
  }
  const child = readRoute(files, ref) as ChildRoute;
  if (parent.navigation !== 'panel') delete child.group;
  const moved = addChild(removeChild(files, ref), target.file, target.top, child);
  return { files: moved, ref: { file: target.file, top: target.top, child: child.path } };
}

/** Moves a child one place up (-1) or down (+1) among its siblings; at either end, nothing moves. */
export function moveChild(files: DraftFiles, ref: RouteRef, delta: -1 | 1): DraftFiles {
  return withManifest(files, ref.file, (manifest) => {
    const children = topOf(manifest, ref.top).children ?? [];
    const index = children.findIndex((item) => item.path === ref.child);
    const target = index + delta;
    if (index < 0 || target < 0 || target >= children.length) return;
    const [moved] = children.splice(index, 1);
    children.splice(target, 0, moved as ChildRoute);
  });
}

export function camel(segment: string): string {
  return segment
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** The translation key a new page's label is suggested under: `page.<group>.<path>`, in camel case. */
export function suggestLabelKey(top: string, child: string): string {
  return `page.${camel(top)}.${camel(child)}`;
}

/**
 * The parsed JSON of a file's text, kept for the last few texts: a render looks up a label per route
 * in the same translation file, which must not be parsed again for each.
 */
const PARSED = new Map<string, unknown>();
const PARSED_KEEP = 8;

export function parseCached(text: string): unknown {
  if (PARSED.has(text)) return PARSED.get(text);
  const value = JSON.parse(text) as unknown;
  PARSED.set(text, value);
  if (PARSED.size > PARSED_KEEP) PARSED.delete(PARSED.keys().next().value as string);
  return value;
}

/** A translation key as the manifest schema takes one (`page.group.name`): what the studio may write a text under. */
export const TEXT_KEY = /^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)+$/;

type Group = Record<string, unknown>;
const isGroup = (value: unknown): value is Group => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One language's translations parsed, or null when the file is missing or not an object of texts. */
function translations(files: DraftFiles, language: Language): Group | null {
  const text = files[LOCALE_FILES[language]];
  if (text === undefined) return null;
  try {
    const value = parseCached(text);
    return isGroup(value) ? value : null;
  } catch {
    return null;
  }
}

/** What is under a key, own properties only: `constructor` or `toString` are never read from a prototype. */
function lookup(root: Group, parts: readonly string[]): unknown {
  return parts.reduce<unknown>((node, part) => (isGroup(node) && Object.hasOwn(node, part) ? node[part] : undefined), root);
}

/** The text under a dotted key of one language's translations, if it is text. */
export function readText(files: DraftFiles, language: Language, key: string): string | undefined {
  const root = translations(files, language);
  const value = root === null ? undefined : lookup(root, key.split('.'));
  return typeof value === 'string' ? value : undefined;
}

/**
 * Why a text may not be written under `key` in one language, or null: a finding to show while the
 * key is typed, never a throw. A key the schema would refuse, a key under a text (`nav.logs.extra`
 * when `nav.logs` is a text) and a key that names a group (its texts would be lost) are refused.
 */
export function textKeyProblem(files: DraftFiles, language: Language, key: string): string | null {
  if (!TEXT_KEY.test(key))
    return `${key || '(empty)'} is not a translation key: words of letters and digits joined by dots, such as page.group.name`;
  const root = translations(files, language);
  if (root === null) return `${LOCALE_FILES[language]} is not an object of texts`;
  const parts = key.split('.');
  for (let end = 1; end < parts.length; end += 1) {
    const above = lookup(root, parts.slice(0, end));
    if (above !== undefined && !isGroup(above)) return `${key}: ${parts.slice(0, end).join('.')} is a text, not a group`;
  }
  if (isGroup(lookup(root, parts))) return `${key} is a group of texts, not a text`;
  return null;
}

/**
 * Sets the text under a dotted key of one language's translations: an existing key keeps its place,
 * a new one goes after its siblings. A key textKeyProblem refuses leaves the files as they are (the
 * same object), so a half-typed key never breaks the draft.
 */
export function writeText(files: DraftFiles, language: Language, key: string, value: string): DraftFiles {
  if (textKeyProblem(files, language, key) !== null) return files;
  const file = LOCALE_FILES[language];
  const root = JSON.parse(files[file] as string) as Group;
  const parts = key.split('.');
  let node = root;
  for (const part of parts.slice(0, -1)) {
    if (!Object.hasOwn(node, part)) Object.defineProperty(node, part, { value: {}, enumerable: true, writable: true, configurable: true });
    node = node[part] as Group;
  }
  Object.defineProperty(node, parts[parts.length - 1] as string, { value, enumerable: true, writable: true, configurable: true });
  return { ...files, [file]: formatJson(root) };
}

/** Moves a text to another key in one language (a renamed page's label), when the old key has text and the new one none. */
export function moveText(files: DraftFiles, language: Language, from: string, to: string): DraftFiles {
  const text = readText(files, language, from);
  if (text === undefined || readText(files, language, to) !== undefined) return files;
  return writeText(files, language, to, text);
}

/** Deletes the text under `parts` and the groups it leaves empty (own properties only). */
function dropText(node: Group, parts: readonly string[]): void {
  const [head, ...rest] = parts as [string, ...string[]];
  if (!Object.hasOwn(node, head)) return;
  const value = node[head];
  if (rest.length === 0) {
    if (typeof value === 'string') delete node[head];
    return;
  }
  if (!isGroup(value)) return;
  dropText(value, rest);
  if (Object.keys(value).length === 0) delete node[head];
}

/** Removes the text under a dotted key of one language, and the groups it leaves empty; no text there: the same files. */
export function removeText(files: DraftFiles, language: Language, key: string): DraftFiles {
  if (readText(files, language, key) === undefined) return files;
  const file = LOCALE_FILES[language];
  const root = JSON.parse(files[file] as string) as Group;
  dropText(root, key.split('.'));
  return { ...files, [file]: formatJson(root) };
}

/** Whether any route of the draft's manifests is labelled with `key`. */
export function labelInUse(files: DraftFiles, key: string): boolean {
  return manifestFiles(files).some((file) => {
    let manifest: RouteManifest;
    try {
      manifest = parseCached(files[file] as string) as RouteManifest;
    } catch {
      return false;
    }
    return (manifest.routes ?? []).some((top) => top.label === key || (top.children ?? []).some((child) => child.label === key));
  });
}

/**
 * A page's label texts once the page is removed (`to` null) or its label key changed: moved to `to`
 * in each language, then removed from `from` when no route is labelled with it any more, so a removed
 * or renamed page leaves no text behind (the diff shows them go).
 */
export function labelTextsFollow(files: DraftFiles, from: string, to: string | null): DraftFiles {
  let next = files;
  for (const language of LANGUAGES) {
    if (to !== null) next = moveText(next, language, from, to);
    if (!labelInUse(next, from)) next = removeText(next, language, from);
  }
  return next;
}

/** The files of the draft that differ from their base, in path order. */
export function changedFiles(draft: Draft): string[] {
  return Object.keys(draft.files)
    .filter((file) => draft.files[file] !== draft.base[file])
    .sort();
}
