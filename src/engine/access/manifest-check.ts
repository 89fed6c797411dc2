/**
 * The manifest checker: the schema first, then what a schema cannot say. It runs at build time
 * (Vite plugin), in the dev server and in CI (scripts/cli/check-manifests.ts); every problem names the
 * file, the route and the fault, so product staff can fix a JSON edit without reading code.
 */
import type { ErrorObject } from 'ajv';
import type { RouteManifest, Show, TopRoute } from '../../generated/types/route-manifest';
import validateManifest from '../../generated/validators/route-manifest.js';
import { frameUrlProblem } from '../manifest/frame-url-rule.ts';
import { NAMED_ROUTES, RESERVED_PATHS } from '../manifest/named-routes.ts';
import { isPathUnder } from '../manifest/path-under.ts';
import { buildRouteTable, type RouteEntry } from '../manifest/route-table.ts';
import { checkRule } from './facts.ts';
import { permissionNameKey } from './permission-names.ts';

export interface ManifestFile {
  /** Path shown in messages, e.g. `manifests/routes/logs.json`. */
  file: string;
  /** The file's text; parsing is part of checking. */
  text: string;
}

export interface ManifestProblem {
  file: string;
  /** The route's full path, when the fault belongs to one. */
  route?: string;
  message: string;
}

export interface CheckContext {
  /** Translation resources by language; every label key must resolve in each. */
  locales: Record<string, unknown>;
  /** Known permission names (the catalogue). */
  permissions: ReadonlySet<string>;
  /**
   * Paths code names (src/engine/manifest/named-routes.ts) that the table must declare. Only the
   * whole table can hold them all, so a check of a few files leaves this out.
   */
  namedRoutes?: readonly string[];
}

/** Where a permission without a name is reported: the catalogue that lists it. */
export const PERMISSION_CATALOGUE_FILE = 'manifests/permissions.json';

/** Where a missing named route is reported: the module that names it. */
export const NAMED_ROUTES_FILE = 'src/engine/manifest/named-routes.ts';

/** Every route code names; the full check (build, CI) passes it as `namedRoutes`. */
export const ALL_NAMED_ROUTES: readonly string[] = Object.values(NAMED_ROUTES);

export interface CheckResult {
  routes: TopRoute[];
  problems: ManifestProblem[];
}

export function formatProblem(problem: ManifestProblem): string {
  return problem.route === undefined
    ? `${problem.file}: ${problem.message}`
    : `${problem.file}: route /${problem.route}: ${problem.message}`;
}

function resolveKey(resources: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (node !== null && typeof node === 'object' && Object.hasOwn(node, part)) {
      return (node as Record<string, unknown>)[part];
    }
    return undefined;
  }, resources);
}

/** Names the route an ajv instancePath such as `/routes/2/children/5/permissions/0` points into. */
function routeAt(manifest: unknown, instancePath: string): string | undefined {
  const parts = instancePath.split('/').filter(Boolean);
  let node: unknown = manifest;
  let top: string | undefined;
  let route: string | undefined;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const isRouteItem = /^\d+$/.test(part) && (parts[i - 1] === 'routes' || parts[i - 1] === 'children');
    if (isRouteItem && node !== null && typeof node === 'object') {
      const path = (node as Record<string, unknown>).path;
      const segment = typeof path === 'string' ? path : `#${part}`;
      if (parts[i - 1] === 'routes') top = segment;
      route = parts[i - 1] === 'routes' ? segment : `${top ?? '?'}/${segment}`;
    }
  }
  return route;
}

/** What an ajv error means for someone editing a manifest; the view rules read as one sentence. */
function schemaMessage(error: ErrorObject): string {
  const where = error.instancePath === '' ? '' : ` at ${error.instancePath}`;
  if (error.keyword === 'additionalProperties' && 'additionalProperty' in error.params) {
    return `unknown property "${String(error.params.additionalProperty)}"${where}`;
  }
  if (error.keyword === 'not' && error.schemaPath.includes('/dependencies/')) {
    return `sets more than one view: exactly one of frame, screen or children${where}`;
  }
  if (error.keyword === 'if' || error.keyword === 'false schema') {
    return `has no view: set one of frame, screen or children${where}`;
  }
  const detail = 'allowedValues' in error.params ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : '';
  return `${error.message ?? 'is invalid'}${detail}${where}`;
}

function schemaProblems(file: string, manifest: unknown): ManifestProblem[] {
  if (validateManifest(manifest)) return [];
  const seen = new Set<string>();
  const problems: ManifestProblem[] = [];
  for (const error of validateManifest.errors ?? []) {
    const route = routeAt(manifest, error.instancePath);
    const problem: ManifestProblem = { file, ...(route === undefined ? {} : { route }), message: schemaMessage(error) };
    const key = formatProblem(problem);
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}

/** The languages whose translation file has no text under `key`. */
function languagesWithout(key: string, context: CheckContext): string[] {
  return Object.entries(context.locales)
    .filter(([, resources]) => typeof resolveKey(resources, key) !== 'string')
    .map(([language]) => language);
}

function entryProblems(entry: RouteEntry, context: CheckContext): string[] {
  const faults: string[] = [];
  for (const language of languagesWithout(entry.label, context)) {
    faults.push(`label key ${entry.label} is missing in locale ${language}`);
  }
  for (const permission of entry.permissions) {
    const name = permission.split(':')[0] ?? permission;
    if (!context.permissions.has(name)) faults.push(`unknown permission ${permission}`);
  }
  if (entry.view.kind === 'frame') {
    const fault = frameUrlProblem(entry.view.url);
    if (fault) faults.push(fault);
  }
  return faults;
}

/**
 * Show rules, panel groups and permission lists belong to the route that declares them, so they are
 * read unflattened. Each part of a show rule must check and be told in every language: a refused
 * user reads its reason, never the rule.
 */
function declarationProblems(file: string, routes: readonly TopRoute[], context: CheckContext): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const checkShow = (route: string, show: Show | undefined): void => {
    for (const { rule, reason } of show ?? []) {
      const result = checkRule(rule);
      if (!result.ok) problems.push({ file, route, message: `show rule ${JSON.stringify(rule)} does not check: ${result.message}` });
      for (const language of languagesWithout(reason, context)) {
        problems.push({
          file,
          route,
          message: `reason key ${reason} of show rule ${JSON.stringify(rule)} is missing in locale ${language}`,
        });
      }
    }
  };
  for (const top of routes) {
    checkShow(top.path, top.show);
    for (const child of top.children ?? []) {
      const route = `${top.path}/${child.path}`;
      checkShow(route, child.show);
      const parentNames = new Set(top.permissions.map((entry) => entry.split(':')[0]));
      for (const permission of child.permissions ?? []) {
        // The parent's list is the union of its children's: a child outside it would be unreachable.
        if (!parentNames.has(permission.split(':')[0])) {
          problems.push({ file, route, message: `permission ${permission} is missing from the list of /${top.path}` });
        }
      }
      if (child.group !== undefined && top.navigation !== 'panel') {
        problems.push({ file, route, message: `group ${child.group} is set, but /${top.path} is not shown as a panel` });
      }
    }
  }
  return problems;
}

export function checkManifests(files: readonly ManifestFile[], context: CheckContext): CheckResult {
  const problems: ManifestProblem[] = [];
  const accepted: { file: string; routes: TopRoute[] }[] = [];

  for (const { file, text } of files) {
    let manifest: unknown;
    try {
      manifest = JSON.parse(text);
    } catch (error) {
      problems.push({ file, message: `is not valid JSON: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    const faults = schemaProblems(file, manifest);
    if (faults.length > 0) {
      problems.push(...faults);
      continue;
    }
    accepted.push({ file, routes: (manifest as RouteManifest).routes });
  }

  const seenPaths = new Map<string, string>();
  const seenOrders = new Map<number, string>();

  for (const { file, routes } of accepted) {
    for (const entry of buildRouteTable(routes).all) {
      const route = entry.path;
      const add = (message: string): void => {
        problems.push({ file, route, message });
      };
      const earlier = seenPaths.get(route);
      if (earlier !== undefined) add(`path is already declared in ${earlier}`);
      seenPaths.set(route, file);
      if (RESERVED_PATHS.some((reserved) => isPathUnder(route, reserved))) {
        add('path is reserved for a page the console builds itself');
      }
      if (entry.parent === undefined && entry.inMenu) {
        if (entry.order === undefined) add('a route in the menu needs an order');
        else {
          const other = seenOrders.get(entry.order);
          if (other !== undefined) add(`order ${entry.order} is already used by /${other}`);
          seenOrders.set(entry.order, route);
        }
      }
      entryProblems(entry, context).forEach(add);
    }
    problems.push(...declarationProblems(file, routes, context));
  }

  // A refusal names each missing permission, so every permission a manifest may list has a name.
  for (const permission of context.permissions) {
    for (const language of languagesWithout(permissionNameKey(permission), context)) {
      problems.push({
        file: PERMISSION_CATALOGUE_FILE,
        message: `permission ${permission} has no name in locale ${language} (${permissionNameKey(permission)})`,
      });
    }
  }

  for (const named of context.namedRoutes ?? []) {
    if (!seenPaths.has(named.replace(/^\//, ''))) {
      problems.push({ file: NAMED_ROUTES_FILE, message: `code names ${named}, but no manifest declares that route` });
    }
  }

  return { routes: accepted.flatMap((item) => item.routes), problems };
}
