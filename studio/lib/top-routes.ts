/**
 * A route at the top of the menu (no parent) and a new manifest file for one (issue 50 item 5).
 * Both are edits like any other: a top route declared (and the file's order of its routes), which
 * editsOf reads off the draft and applyEdits re-applies on disk at save; a manifest the disk does
 * not have yet starts as the empty manifest `emptyManifest()` names, so the browser's draft and the
 * server's save write the same file.
 */
import type { RouteManifest, TopRoute } from '../../src/generated/types/route-manifest';
import { camel, formatJson, labelTextsFollow, manifestFiles, parseCached, ROUTES_DIR, type DraftFiles, type RouteRef } from './draft.ts';

/** What every manifest names as its schema, relative to manifests/routes/ (editors check it as typed). */
export const MANIFEST_SCHEMA = '../../schemas/route-manifest.schema.json';

/** A manifest with no route yet: what a new file is before its first route is added. */
export function emptyManifest(): RouteManifest {
  return { $schema: MANIFEST_SCHEMA, routes: [] } as unknown as RouteManifest;
}

/** A new manifest's name, as the studio's writer takes one (`manifests/routes/<name>.json`). */
export const MANIFEST_NAME = /^[a-z0-9][a-z0-9-]*$/;

export type ManifestNameProblem = 'empty' | 'form' | 'taken';

/** Why `name` cannot be a new manifest's, or null; a code the form words in the studio's language. */
export function manifestNameProblem(files: DraftFiles, name: string): ManifestNameProblem | null {
  if (name === '') return 'empty';
  if (!MANIFEST_NAME.test(name)) return 'form';
  if (Object.hasOwn(files, manifestFileOf(name))) return 'taken';
  return null;
}

export function manifestFileOf(name: string): string {
  return `${ROUTES_DIR}${name}.json`;
}

function allTops(files: DraftFiles): TopRoute[] {
  return manifestFiles(files).flatMap((file) => {
    try {
      return (parseCached(files[file] as string) as RouteManifest).routes ?? [];
    } catch {
      return [];
    }
  });
}

/** The translation key a new top route's label is suggested under: `nav.<path>`, in camel case. */
export function suggestNavKey(path: string): string {
  return `nav.${camel(path)}`;
}

/** The frame a new top route is suggested with, the legacy page of its path (as a page's is). */
export function suggestTopFrame(path: string): string {
  return `/uiserver/legacy/${path}`;
}

/**
 * A new top route to start the form with: a path no manifest uses (`new-route`, `new-route-2`…),
 * last in the menu (the highest order + 1), its label key and frame suggested from its path, and
 * `permission` (the catalogue's first, for the user to change; a route needs one).
 */
export function suggestTopRoute(files: DraftFiles, permission: string): TopRoute {
  const tops = allTops(files);
  const taken = new Set(tops.map((top) => top.path));
  let path = 'new-route';
  for (let n = 2; taken.has(path); n += 1) path = `new-route-${n}`;
  const order = Math.max(0, ...tops.map((top) => top.order ?? 0)) + 1;
  return { path, label: suggestNavKey(path), order, permissions: [permission], frame: suggestTopFrame(path) } as TopRoute;
}

/** Adds `top` at the end of a manifest's routes; a file the draft has not is created, as a manifest of that one route. */
export function addTop(files: DraftFiles, file: string, top: TopRoute): DraftFiles {
  const text = files[file];
  const manifest = text === undefined ? emptyManifest() : (JSON.parse(text) as RouteManifest);
  (manifest.routes as TopRoute[]).push(top);
  return { ...files, [file]: formatJson(manifest) };
}

/**
 * Removes a top route and its pages. A manifest left with no route that is not on disk (`base` has
 * it not: the user made it in this draft) leaves the draft too; one on disk stays, empty, for the
 * check to say a manifest needs a route (the studio never deletes a file).
 */
export function removeTop(files: DraftFiles, base: DraftFiles, ref: RouteRef): DraftFiles {
  const text = files[ref.file];
  if (text === undefined || ref.child !== undefined) return files;
  const manifest = JSON.parse(text) as RouteManifest;
  const routes = manifest.routes.filter((top) => top.path !== ref.top);
  if (routes.length === manifest.routes.length) return files;
  if (routes.length === 0 && !Object.hasOwn(base, ref.file)) {
    const rest = { ...files };
    delete rest[ref.file];
    return rest;
  }
  return { ...files, [ref.file]: formatJson({ ...manifest, routes }) };
}

/**
 * Removes a top route and its pages (removeTop) with the label texts of all of them, in each
 * language, except a key another route is still labelled with: a removed menu entry leaves no text
 * of its own or of its pages behind (the diff shows them go).
 */
export function removeTopAndTexts(files: DraftFiles, base: DraftFiles, ref: RouteRef): DraftFiles {
  const text = files[ref.file];
  if (text === undefined || ref.child !== undefined) return files;
  const removed = (JSON.parse(text) as RouteManifest).routes.find((top) => top.path === ref.top);
  if (removed === undefined) return files;
  const labels = [removed.label, ...(removed.children ?? []).map((child) => child.label)];
  return labels.reduce((next, label) => labelTextsFollow(next, label, null), removeTop(files, base, ref));
}
