/** The tree's own manifests, translations and profiles, read for the studio's tests. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_FILES, type DraftFiles } from './draft.ts';
import type { StudioProfile } from './profile-delta.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function treeFiles(): DraftFiles {
  const files: Record<string, string> = {};
  for (const name of readdirSync(path.join(ROOT, 'manifests/routes'))) {
    files[`manifests/routes/${name}`] = readFileSync(path.join(ROOT, 'manifests/routes', name), 'utf8');
  }
  for (const file of Object.values(LOCALE_FILES)) files[file] = readFileSync(path.join(ROOT, file), 'utf8');
  return files;
}

export function treePermissions(): Set<string> {
  const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'manifests/permissions.json'), 'utf8')) as {
    permissions: Record<string, string>;
  };
  return new Set(Object.keys(catalogue.permissions));
}

export function treeProfiles(): StudioProfile[] {
  return readdirSync(path.join(ROOT, 'manifests/profiles'))
    .sort()
    .map((name) => {
      const profile = JSON.parse(readFileSync(path.join(ROOT, 'manifests/profiles', name), 'utf8')) as StudioProfile & { order: number };
      return { id: name.replace(/\.json$/, ''), title: profile.title, session: profile.session, order: profile.order };
    })
    .sort((a, b) => a.order - b.order);
}
