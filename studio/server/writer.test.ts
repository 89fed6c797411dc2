import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentHash, nodeIo, pathProblem, writeAll, type FileWrite, type WriterIo } from './writer';

describe('pathProblem', () => {
  it.each([
    ['manifests/routes/administration.json', true],
    ['manifests/routes/new-group.json', true],
    ['public/locales/en/translation.json', true],
    ['public/locales/ja/translation.json', true],
    ['docs/access-report.md', true],
    ['docs/access-report.html', true],
    ['manifests/permissions.json', false],
    ['manifests/profiles/full-admin.json', false],
    ['manifests/routes/../permissions.json', false],
    ['manifests/routes/x.ts', false],
    ['public/locales/fr/translation.json', false],
    ['/etc/passwd', false],
    ['package.json', false],
    ['src/main.tsx', false],
    ['manifests\\routes\\a.json', false],
    ['docs/architecture.md', false],
  ])('%s allowed: %s', (file, allowed) => {
    expect(pathProblem(file) === null).toBe(allowed);
  });
});

describe('writeAll', () => {
  let root: string;
  const A = 'manifests/routes/a.json';
  const B = 'public/locales/en/translation.json';
  const read = (file: string) => readFile(path.join(root, file), 'utf8');

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'studio-writer-'));
    await mkdir(path.join(root, 'manifests/routes'), { recursive: true });
    await mkdir(path.join(root, 'public/locales/en'), { recursive: true });
    await writeFile(path.join(root, A), '{\n  "a": 1\n}\n');
    await writeFile(path.join(root, B), '{\n  "b": 1\n}\n');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const writesOf = async (changes: Record<string, string>): Promise<FileWrite[]> =>
    Promise.all(Object.entries(changes).map(async ([file, content]) => ({ path: file, base: contentHash(await read(file)), content })));

  it('writes every file, byte for byte as given, and leaves no temporary file', async () => {
    const outcome = await writeAll(root, await writesOf({ [A]: '{\n  "a": 2\n}\n', [B]: '{\n  "b": 2\n}\n' }));
    expect(outcome).toEqual({ ok: true, written: [A, B] });
    expect(await read(A)).toBe('{\n  "a": 2\n}\n');
    expect(await read(B)).toBe('{\n  "b": 2\n}\n');
    expect(await readdir(path.join(root, 'manifests/routes'))).toEqual(['a.json']);
  });

  it.each([
    ['a file outside the allowlist', { path: 'package.json', base: null, content: '{}' }, 'refused'],
    ['a path climbing out', { path: 'manifests/routes/../../x.json', base: null, content: '{}' }, 'refused'],
    ['a manifest that is not JSON', { path: 'manifests/routes/b.json', base: null, content: '{ nope' }, 'refused'],
    ['a base that is not what is on disk', { path: B, base: contentHash('something else'), content: '{}\n' }, 'stale'],
    ['a new file that exists meanwhile', { path: B, base: null, content: '{}\n' }, 'stale'],
  ] as const)('refuses %s, and writes nothing of the change', async (_name, bad, kind) => {
    const [good] = await writesOf({ [A]: '{\n  "a": 3\n}\n' });
    const outcome = await writeAll(root, [good as FileWrite, bad]);
    expect(outcome).toMatchObject({ ok: false, kind, file: bad.path });
    expect(await read(A)).toBe('{\n  "a": 1\n}\n');
    expect(await read(B)).toBe('{\n  "b": 1\n}\n');
  });

  it('puts back the files already renamed when a later rename fails', async () => {
    let renames = 0;
    const failing: WriterIo = {
      ...nodeIo,
      rename: async (from, to) => {
        renames += 1;
        if (renames === 2) throw new Error('disk full');
        await nodeIo.rename(from, to);
      },
    };
    const outcome = await writeAll(root, await writesOf({ [A]: '{\n  "a": 4\n}\n', [B]: '{\n  "b": 4\n}\n' }), failing);
    expect(outcome).toMatchObject({ ok: false, kind: 'failed' });
    expect(await read(A)).toBe('{\n  "a": 1\n}\n');
    expect(await read(B)).toBe('{\n  "b": 1\n}\n');
    expect(await readdir(path.join(root, 'manifests/routes'))).toEqual(['a.json']);
    expect(await readdir(path.join(root, 'public/locales/en'))).toEqual(['translation.json']);
  });

  it('creates a new manifest whose base is null', async () => {
    const outcome = await writeAll(root, [{ path: 'manifests/routes/new.json', base: null, content: '{}\n' }]);
    expect(outcome).toEqual({ ok: true, written: ['manifests/routes/new.json'] });
    expect(await read('manifests/routes/new.json')).toBe('{}\n');
  });
});
