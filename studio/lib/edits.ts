/**
 * A draft as the user's edits, not as copies of files (issue 50 item 2): a route declared, changed or
 * removed, the order of a parent's routes, a text set or removed in one language. Each edit carries
 * the value it had when the draft was based (`before`), so that applying it to the files as they are
 * now can tell a clean edit from one that another person changed too. The same functions run in the
 * browser (reload, keeping the draft; a draft restored from the browser) and on the server (a save,
 * inside the tree's lock): what the user sees is what the server writes.
 *
 * A conflict is an edit whose unit (the same route, the same parent's order, the same key) is on
 * disk neither what the draft was based on nor what the user made it: both sides changed it. It is
 * never applied on its own; the user keeps theirs (`keepMine`, which bases the edit on the disk's
 * value) or takes the other's (drops the edit).
 */
import type { ChildRoute, RouteManifest, TopRoute } from '../../src/generated/types/route-manifest';
import {
  formatJson,
  LANGUAGES,
  LOCALE_FILES,
  manifestFiles,
  removeText,
  textKeyProblem,
  writeText,
  type DraftFiles,
  type Language,
} from './draft.ts';
import { emptyManifest } from './top-routes.ts';

/** A route's own declaration: its fields without `children` (each child is a unit of its own). */
export type Declaration = Record<string, unknown>;

export type Edit =
  /**
   * A top route (`child` null) or a child of one, each by its path (a path may hold slashes, so the
   * two are never joined into one string). null: no such route (added when before is null, removed when after is).
   */
  | { kind: 'route'; file: string; top: string; child: string | null; before: Declaration | null; after: Declaration | null }
  /** The paths of a parent's routes in order; `parent` null: the file's top routes. null: no such parent. */
  | { kind: 'order'; file: string; parent: string | null; before: string[] | null; after: string[] | null }
  /** A text of one language; null: no text under the key. */
  | { kind: 'text'; language: Language; key: string; before: string | null; after: string | null };

export interface Conflict {
  edit: Edit;
  /** The unit's value on disk now, the other person's; `unreadable` when its file cannot be read as one. */
  theirs: Declaration | string[] | string | null | 'unreadable';
  /** Why it is a conflict, in words for a finding. */
  message: string;
}

export interface Applied {
  files: DraftFiles;
  conflicts: Conflict[];
}

type Group = Record<string, unknown>;
const isGroup = (value: unknown): value is Group => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Equal as JSON values, whatever the order of an object's keys (a hand edit may reorder them). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isGroup(a) && isGroup(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return a === b;
}

/** The name of an edit's unit, as a conflict names it to the user. */
export function unitName(edit: Edit): string {
  if (edit.kind === 'route') return edit.child === null ? `/${edit.top}` : `/${edit.top}/${edit.child}`;
  if (edit.kind === 'order')
    return edit.parent === null ? `${edit.file}: the order of its routes` : `/${edit.parent}: the order of its pages`;
  return `${edit.language}: ${edit.key}`;
}

/** One string per unit, to match an edit with another of the same unit. */
export function unitId(edit: Edit): string {
  if (edit.kind === 'route') return `route ${JSON.stringify([edit.file, edit.top, edit.child])}`;
  if (edit.kind === 'order') return `order ${edit.file} ${edit.parent ?? ''}`;
  return `text ${edit.language} ${edit.key}`;
}

// ---- reading units ----

/** A route's place as a map key: its top's path and its own (null for the top itself). */
const routeKey = (top: string, child: string | null): string => JSON.stringify([top, child]);

interface ManifestUnits {
  /** By routeKey. */
  routes: Map<string, Declaration>;
  orders: Map<string | null, string[]>;
}

function declarationOf(route: TopRoute | ChildRoute): Declaration {
  const copy = { ...(route as unknown as Declaration) };
  delete copy.children;
  return copy;
}

function parseManifest(text: string | undefined): RouteManifest | null {
  if (text === undefined) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return isGroup(value) && Array.isArray(value.routes) ? (value as unknown as RouteManifest) : null;
  } catch {
    return null;
  }
}

function unitsOf(manifest: RouteManifest): ManifestUnits {
  const routes = new Map<string, Declaration>();
  const orders = new Map<string | null, string[]>();
  orders.set(
    null,
    manifest.routes.map((top) => top.path),
  );
  for (const top of manifest.routes) {
    routes.set(routeKey(top.path, null), declarationOf(top));
    orders.set(
      top.path,
      (top.children ?? []).map((child) => child.path),
    );
    for (const child of top.children ?? []) routes.set(routeKey(top.path, child.path), declarationOf(child));
  }
  return { routes, orders };
}

/** Every text of a translation file by its dotted key (texts only; a file that is not an object has none). */
function textsOf(text: string | undefined): Map<string, string> | null {
  if (text === undefined) return null;
  let root: unknown;
  try {
    root = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  if (!isGroup(root)) return null;
  const texts = new Map<string, string>();
  const walk = (node: Group, prefix: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
      else if (isGroup(value)) walk(value, `${prefix}${key}.`);
    }
  };
  walk(root, '');
  return texts;
}

/** The user's edits: what differs between the files the draft is based on and the files as edited. */
export function editsOf(base: DraftFiles, files: DraftFiles): Edit[] {
  const edits: Edit[] = [];
  for (const file of [...new Set([...manifestFiles(base), ...manifestFiles(files)])].sort()) {
    if (base[file] === files[file]) continue;
    const before = parseManifest(base[file]);
    const after = parseManifest(files[file]);
    // A file the studio cannot read as a manifest is never edited by it: there is nothing to tell apart.
    if (after === null) continue;
    const was = before === null ? { routes: new Map(), orders: new Map() } : unitsOf(before);
    const now = unitsOf(after);
    for (const route of [...new Set([...was.routes.keys(), ...now.routes.keys()])]) {
      const from = was.routes.get(route) ?? null;
      const to = now.routes.get(route) ?? null;
      const [top, child] = JSON.parse(route) as [string, string | null];
      if (!sameValue(from, to)) edits.push({ kind: 'route', file, top, child, before: from, after: to });
    }
    for (const parent of [...new Set([...was.orders.keys(), ...now.orders.keys()])]) {
      const from = was.orders.get(parent) ?? null;
      const to = now.orders.get(parent) ?? null;
      if (!sameValue(from, to)) edits.push({ kind: 'order', file, parent, before: from, after: to });
    }
  }
  for (const language of LANGUAGES) {
    const file = LOCALE_FILES[language];
    if (base[file] === files[file]) continue;
    const was = textsOf(base[file]) ?? new Map<string, string>();
    const now = textsOf(files[file]);
    if (now === null) continue;
    for (const key of [...new Set([...was.keys(), ...now.keys()])]) {
      const from = was.get(key) ?? null;
      const to = now.get(key) ?? null;
      if (from !== to) edits.push({ kind: 'text', language, key, before: from, after: to });
    }
  }
  return edits;
}

// ---- applying ----

/** The value of an edit's unit in `files`; `unreadable` when its file is not a manifest or translation file. */
export function unitValue(files: DraftFiles, edit: Edit): Conflict['theirs'] {
  if (edit.kind === 'text') {
    const texts = textsOf(files[LOCALE_FILES[edit.language]]);
    return texts === null ? 'unreadable' : (texts.get(edit.key) ?? null);
  }
  const manifest = files[edit.file] === undefined ? ({ routes: [] } as unknown as RouteManifest) : parseManifest(files[edit.file]);
  if (manifest === null) return 'unreadable';
  const units = unitsOf(manifest);
  return edit.kind === 'route' ? (units.routes.get(routeKey(edit.top, edit.child)) ?? null) : (units.orders.get(edit.parent) ?? null);
}

/**
 * Where the paths of a parent now (`current`: what the route edits left) go, given the order the
 * draft was based on, the user's and the other's; null when both moved the same routes differently.
 * The side that moved routes sets the order of the routes both know; a route only one side has
 * goes after the route it follows on that side.
 */
export function mergeOrder(
  before: readonly string[],
  mine: readonly string[],
  theirs: readonly string[],
  current: readonly string[],
): string[] | null {
  const common = before.filter((item) => mine.includes(item) && theirs.includes(item));
  const seq = (list: readonly string[]) => list.filter((item) => common.includes(item));
  const mineMoved = !sameValue(seq(mine), seq(before));
  const theirsMoved = !sameValue(seq(theirs), seq(before));
  if (mineMoved && theirsMoved && !sameValue(seq(mine), seq(theirs))) return null;
  const primary = mineMoved ? mine : theirs;
  const result = primary.filter((item) => current.includes(item));
  for (const source of [mine, theirs, current]) {
    source.forEach((item, index) => {
      if (!current.includes(item) || result.includes(item)) return;
      const after = source
        .slice(0, index)
        .reverse()
        .find((earlier) => result.includes(earlier));
      result.splice(after === undefined ? 0 : result.indexOf(after) + 1, 0, item);
    });
  }
  return result;
}

function withoutChildren(declaration: Declaration): Declaration {
  const copy = { ...declaration };
  delete copy.children;
  return copy;
}

/**
 * Applies route edits to one parsed manifest: removals, then tops, then children (a renamed top's
 * children follow it). Answers the edits that had no place: a page added under a top that is gone.
 */
function applyRoutes(manifest: RouteManifest, edits: readonly (Edit & { kind: 'route' })[]): Edit[] {
  const homeless: Edit[] = [];
  const tops = manifest.routes as unknown as Group[];
  const depth = (edit: Edit & { kind: 'route' }) => (edit.after === null ? 0 : edit.child === null ? 1 : 2);
  for (const edit of [...edits].sort((a, b) => depth(a) - depth(b))) {
    const topPath = edit.top;
    const childPath = edit.child ?? undefined;
    const top = tops.find((item) => item.path === topPath);
    const list: Group[] | undefined = childPath === undefined ? tops : (top?.children as Group[] | undefined);
    const name = childPath ?? topPath;
    const index = list?.findIndex((item) => item.path === name) ?? -1;
    if (edit.after === null) {
      if (list !== undefined && index >= 0) list.splice(index, 1);
      continue;
    }
    const declaration = withoutChildren(edit.after);
    if (index >= 0 && list !== undefined) {
      const children = list[index]?.children;
      list[index] = children === undefined ? declaration : { ...declaration, children };
    } else if (childPath === undefined) tops.push(declaration);
    else if (top !== undefined) top.children = [...((top.children as Group[] | undefined) ?? []), declaration];
    else homeless.push(edit);
  }
  // A top left with no children says so by having none, as the manifests are written.
  for (const top of tops) if (Array.isArray(top.children) && top.children.length === 0) delete top.children;
  return homeless;
}

function conflictMessage(edit: Edit, theirs: Conflict['theirs']): string {
  if (theirs === 'unreadable') return `${unitName(edit)}: its file cannot be read as it should, so the change cannot be made`;
  return `${unitName(edit)} was changed on disk since the draft was based on it`;
}

/**
 * Applies `edits` to `files` (the files as they are now). An edit whose unit is on disk what it was
 * based on, or already what it makes, is applied; any other is a conflict, left unapplied. Only the
 * files an applied edit changes are new texts; every other file is the same string.
 */
export function applyEdits(files: DraftFiles, edits: readonly Edit[]): Applied {
  const conflicts: Conflict[] = [];
  const clean: Edit[] = [];
  for (const edit of edits) {
    const theirs = unitValue(files, edit);
    // An order both sides changed may still merge (one added a page, the other moved one): mergeOrder decides.
    if (theirs !== 'unreadable' && edit.kind === 'order') {
      if (!sameValue(theirs, edit.after)) clean.push(edit);
    } else if (theirs !== 'unreadable' && (sameValue(theirs, edit.before) || sameValue(theirs, edit.after))) {
      if (!sameValue(theirs, edit.after)) clean.push(edit);
    } else conflicts.push({ edit, theirs, message: conflictMessage(edit, theirs) });
  }

  const out: Record<string, string> = { ...files };
  const byFile = new Map<string, Edit[]>();
  for (const edit of clean) {
    const file = edit.kind === 'text' ? LOCALE_FILES[edit.language] : edit.file;
    byFile.set(file, [...(byFile.get(file) ?? []), edit]);
  }
  for (const [file, fileEdits] of byFile) {
    if (file.endsWith('/translation.json')) {
      const language = LANGUAGES.find((item) => LOCALE_FILES[item] === file) as Language;
      let next: DraftFiles = out;
      for (const edit of fileEdits as (Edit & { kind: 'text' })[]) {
        if (edit.after === null) next = removeText(next, language, edit.key);
        else {
          const problem = textKeyProblem(next, language, edit.key);
          if (problem !== null) conflicts.push({ edit, theirs: unitValue(files, edit), message: problem });
          else next = writeText(next, language, edit.key, edit.after);
        }
      }
      out[file] = next[file] as string;
      continue;
    }
    // A manifest not on disk yet (the user made it) starts as the draft's did: the same file written.
    const manifest = (files[file] === undefined ? emptyManifest() : JSON.parse(files[file] as string)) as RouteManifest;
    const orderOf = (parent: string | null) => unitsOf(manifest).orders.get(parent) ?? [];
    const orders = fileEdits.filter((edit): edit is Edit & { kind: 'order' } => edit.kind === 'order');
    const theirsOrder = new Map(orders.map((edit) => [edit.parent, orderOf(edit.parent)]));
    const homeless = applyRoutes(
      manifest,
      fileEdits.filter((edit): edit is Edit & { kind: 'route' } => edit.kind === 'route'),
    );
    for (const edit of homeless)
      conflicts.push({ edit, theirs: null, message: `${unitName(edit)}: the route it belongs under is gone from disk` });
    for (const edit of orders) {
      if (edit.after === null) continue;
      const merged = mergeOrder(edit.before ?? [], edit.after, theirsOrder.get(edit.parent) ?? [], orderOf(edit.parent));
      if (merged === null) {
        conflicts.push({ edit, theirs: theirsOrder.get(edit.parent) ?? null, message: conflictMessage(edit, null) });
        continue;
      }
      const list = (edit.parent === null ? manifest.routes : manifest.routes.find((top) => top.path === edit.parent)?.children) as
        Group[] | undefined;
      if (list === undefined) continue;
      const sorted = merged.map((path) => list.find((item) => item.path === path) as Group);
      list.splice(0, list.length, ...sorted);
    }
    out[file] = formatJson(manifest);
  }
  return { files: out, conflicts };
}

/** "Keep mine": the conflicting edit based on the disk's value, so it now applies over the other's. */
export function keepMine(conflict: Conflict): Edit {
  const theirs = conflict.theirs === 'unreadable' ? conflict.edit.before : conflict.theirs;
  return { ...conflict.edit, before: theirs } as Edit;
}
