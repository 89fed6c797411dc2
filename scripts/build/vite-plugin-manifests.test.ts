import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeManifests } from './vite-plugin-manifests';

const repo = path.resolve(import.meta.dirname, '../..');
let root: string;

/** A copy of the project's manifests, locales and catalogue that a test may break. */
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'manifests-'));
  await cp(path.join(repo, 'manifests'), path.join(root, 'manifests'), { recursive: true });
  await cp(path.join(repo, 'public/locales'), path.join(root, 'public/locales'), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function load(): Promise<string> {
  const plugin = routeManifests(root);
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const id = resolveId('virtual:route-manifests');
  const watched: string[] = [];
  const loadHook = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>;
  return loadHook.call({ addWatchFile: (file) => watched.push(file) }, id ?? '');
}

async function editLogs(edit: (manifest: { routes: { children: Record<string, unknown>[] }[] }) => void): Promise<void> {
  const file = path.join(root, 'manifests/routes/logs.json');
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  edit(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

describe('route-manifests Vite plugin', () => {
  it('serves the checked route table as a module', async () => {
    const code = await load();
    expect(code).toMatch(/^export default \[/);
    expect(code).toContain('"path":"inbound-protection"');
  });

  it('stops the build naming the file, the route and the fault', async () => {
    await editLogs((manifest) => {
      manifest.routes[0]!.children[0]!.permissions = ['NOT_A_PERMISSION'];
    });
    await expect(load()).rejects.toThrow('manifests/routes/logs.json: route /logs/mail-tracking: unknown permission NOT_A_PERMISSION');
  });

  it('refuses a show rule naming an undeclared fact', async () => {
    await editLogs((manifest) => {
      manifest.routes[0]!.children[1]!.show = [{ rule: 'isWizard', reason: 'refusal.inboundOnly' }];
    });
    await expect(load()).rejects.toThrow(/route \/logs\/policy-events: show rule "isWizard" does not check: Unknown variable: isWizard/);
  });

  it('refuses a show rule whose reason is not told in every language', async () => {
    await editLogs((manifest) => {
      manifest.routes[0]!.children[1]!.show = [{ rule: 'licenceOwner', reason: 'refusal.noSuchSentence' }];
    });
    await expect(load()).rejects.toThrow(
      'manifests/routes/logs.json: route /logs/policy-events: reason key refusal.noSuchSentence of show rule "licenceOwner" is missing in locale en',
    );
  });

  it('refuses a manifest that is not JSON', async () => {
    await writeFile(path.join(root, 'manifests/routes/broken.json'), '{ "routes": [ ');
    await expect(load()).rejects.toThrow(/manifests\/routes\/broken.json: is not valid JSON/);
  });
});
