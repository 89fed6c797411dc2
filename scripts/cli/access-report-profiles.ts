/** The account profiles of manifests/profiles/, read and validated for the access report. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Profile } from '../../src/engine/access/access-report-model';
import type { AccountProfile } from '../../src/generated/types/account-profile';
import type { SessionInfo } from '../../src/generated/types/session-info';
import validateProfile from '../../src/generated/validators/account-profile.js';
import validateSession from '../../src/generated/validators/session-info.js';

export const PROFILES_DIR = 'manifests/profiles';

function schemaErrors(errors: typeof validateProfile.errors): string {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`).join('; ');
}

/** Reads and validates every profile; a profile that fails its schema or the session schema is a problem, not a guess. */
export async function loadProfiles(dir: string): Promise<{ profiles: Profile[]; problems: string[] }> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const profiles: Profile[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const file = path.join(PROFILES_DIR, name);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    } catch (error) {
      problems.push(`${file}: is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (!validateProfile(data)) {
      problems.push(`${file}: ${schemaErrors(validateProfile.errors)}`);
      continue;
    }
    const profile = data as AccountProfile;
    if (!validateSession(profile.session)) {
      problems.push(`${file}: session: ${schemaErrors(validateSession.errors)}`);
      continue;
    }
    profiles.push({
      id: name.replace(/\.json$/, ''),
      order: profile.order,
      title: profile.title,
      description: profile.description,
      ...(profile.login === undefined ? {} : { login: profile.login }),
      session: profile.session as unknown as SessionInfo,
    });
  }
  return { profiles: profiles.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)), problems };
}
