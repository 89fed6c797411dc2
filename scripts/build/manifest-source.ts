/**
 * Reads the route manifests, the permission catalogue and the locales from disk and checks them:
 * the one loader behind the Vite plugin and the CI check.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_NAMED_ROUTES, checkManifests, type CheckResult, type ManifestFile } from '../../src/engine/access/manifest-check.ts';

export const LANGUAGES = ['en', 'ja'] as const;

export interface ManifestSource {
  root: string;
  routesDir: string;
  cataloguePath: string;
  localesDir: string;
}

export function manifestSource(root: string): ManifestSource {
  return {
    root,
    routesDir: path.join(root, 'manifests/routes'),
    cataloguePath: path.join(root, 'manifests/permissions.json'),
    localesDir: path.join(root, 'public/locales'),
  };
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

async function readCatalogue(file: string): Promise<Set<string>> {
  const catalogue = (await readJson(file)) as { permissions?: Record<string, string> };
  return new Set(Object.keys(catalogue.permissions ?? {}));
}

export async function loadAndCheck(source: ManifestSource): Promise<CheckResult & { files: string[] }> {
  const names = (await readdir(source.routesDir)).filter((name) => name.endsWith('.json')).sort();
  const files: ManifestFile[] = await Promise.all(
    names.map(async (name) => {
      const full = path.join(source.routesDir, name);
      return { file: path.relative(source.root, full), text: await readFile(full, 'utf8') };
    }),
  );
  const locales = Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (language) => [language, await readJson(path.join(source.localesDir, language, 'translation.json'))] as const),
    ),
  );
  const result = checkManifests(files, { locales, permissions: await readCatalogue(source.cataloguePath), namedRoutes: ALL_NAMED_ROUTES });
  return { ...result, files: files.map((item) => item.file) };
}
