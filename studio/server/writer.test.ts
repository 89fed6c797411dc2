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

  /** The node calls, with a log of each and a fault planted at the n-th call of one kind. */
  const recording = (fail?: { call: keyof WriterIo; at: number }) => {
    const log: string[] = [];
    const counts = new Map<string, number>();
    const io = Object.fromEntries(
      (Object.keys(nodeIo) as (keyof WriterIo)[]).map((call) => [
        call,
        async (...args: string[]) => {
          const count = (counts.get(call) ?? 0) + 1;
          counts.set(call, count);
          log.push([call, ...args.filter((arg) => arg.startsWith(root)).map((arg) => path.relative(root, arg))].join(' '));
          if (fail?.call === call && fail.at === count) throw new Error('disk full');
          return (nodeIo[call] as (...a: string[]) => Promise<unknown>)(...args);
        },
      ]),
    ) as unknown as WriterIo;
    return { io, log };
  };
  const leftovers = async () => [
    ...(await readdir(path.join(root, 'manifests/routes'))),
    ...(await readdir(path.join(root, 'public/locales/en'))),
  ];

  it('writes and fsyncs every temporary file before the first rename, then syncs the folders', async () => {
    const { io, log } = recording();
    await writeAll(root, await writesOf({ [A]: '{\n  "a": 2\n}\n', [B]: '{\n  "b": 2\n}\n' }), io);
    const calls = log.map((line) => line.split(' ')[0]);
    // nodeIo.writeFile resolves only after the file's fsync; both come before any rename.
    expect(calls.lastIndexOf('writeFile')).toBeLessThan(calls.indexOf('rename'));
    expect(calls.filter((call) => call === 'rename')).toHaveLength(2);
    expect(calls.slice(-2)).toEqual(['syncDir', 'syncDir']);
  });

  it.each([
    ['the second temporary file cannot be written (a full disk)', { call: 'writeFile', at: 2 } as const, 'nothing was written: disk full'],
    ['the first rename fails', { call: 'rename', at: 1 } as const, 'nothing was written: disk full'],
    ['the second rename fails, half-way', { call: 'rename', at: 2 } as const, 'nothing was written: disk full'],
  ])('leaves every file as it was when %s', async (_name, fail, message) => {
    const { io } = recording(fail);
    const outcome = await writeAll(root, await writesOf({ [A]: '{\n  "a": 4\n}\n', [B]: '{\n  "b": 4\n}\n' }), io);
    expect(outcome).toEqual({ ok: false, kind: 'failed', file: null, message });
    expect(await read(A)).toBe('{\n  "a": 1\n}\n');
    expect(await read(B)).toBe('{\n  "b": 1\n}\n');
    expect(await leftovers()).toEqual(['a.json', 'translation.json']);
  });

  it('puts a renamed file back from the original it held in memory', async () => {
    // The put-back writes the original it read before any rename: not a copy on disk that could be lost.
    const { io, log } = recording({ call: 'rename', at: 2 });
    const outcome = await writeAll(root, await writesOf({ [A]: '{\n  "a": 5\n}\n', [B]: '{\n  "b": 5\n}\n' }), io);
    expect(outcome).toMatchObject({ ok: false, kind: 'failed' });
    expect(log.filter((line) => line.startsWith('writeFile')).at(-1)).toMatch(/^writeFile manifests\/routes\/a\.json\.studio-\w+\.back$/);
    expect(await read(A)).toBe('{\n  "a": 1\n}\n');
  });

  it('names the file it could not put back, instead of throwing, when the put-back fails too', async () => {
    // Rename 2 (B) fails; writeFile 3 is A's put-back, which fails as well.
    const failing = recording({ call: 'rename', at: 2 });
    const io: WriterIo = {
      ...failing.io,
      writeFile: async (file, text) => {
        if (file.endsWith('.back')) throw new Error('no space left');
        await failing.io.writeFile(file, text);
      },
    };
    const outcome = await writeAll(root, await writesOf({ [A]: '{\n  "a": 6\n}\n', [B]: '{\n  "b": 6\n}\n' }), io);
    expect(outcome).toEqual({ ok: false, kind: 'failed', file: null, message: `could not put back ${A} (no space left): disk full` });
    expect(await read(A)).toBe('{\n  "a": 6\n}\n');
    expect(await read(B)).toBe('{\n  "b": 1\n}\n');
    expect(await leftovers()).toEqual(['a.json', 'translation.json']);
  });

  it('refuses a file changed by hand while the temporary files were written, and writes nothing', async () => {
    const { io: inner } = recording();
    let written = 0;
    const io: WriterIo = {
      ...inner,
      writeFile: async (file, text) => {
        await inner.writeFile(file, text);
        written += 1;
        if (written === 2) await writeFile(path.join(root, B), '{\n  "b": "by hand"\n}\n');
      },
    };
    const outcome = await writeAll(root, await writesOf({ [A]: '{\n  "a": 7\n}\n', [B]: '{\n  "b": 7\n}\n' }), io);
    expect(outcome).toMatchObject({ ok: false, kind: 'stale', changed: [B] });
    expect(await read(A)).toBe('{\n  "a": 1\n}\n');
    expect(await read(B)).toBe('{\n  "b": "by hand"\n}\n');
    expect(await leftovers()).toEqual(['a.json', 'translation.json']);
  });

  it('names every file changed on disk, not only the first', async () => {
    const outcome = await writeAll(root, [
      { path: A, base: contentHash('old a'), content: '{}\n' },
      { path: B, base: contentHash('old b'), content: '{}\n' },
    ]);
    expect(outcome).toEqual({
      ok: false,
      kind: 'stale',
      file: A,
      changed: [A, B],
      message: `changed on disk since the studio read them: ${A}, ${B}`,
    });
  });

  it('creates a new manifest whose base is null', async () => {
    const outcome = await writeAll(root, [{ path: 'manifests/routes/new.json', base: null, content: '{}\n' }]);
    expect(outcome).toEqual({ ok: true, written: ['manifests/routes/new.json'] });
    expect(await read('manifests/routes/new.json')).toBe('{}\n');
  });
});
