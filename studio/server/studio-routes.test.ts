import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeText } from '../lib/draft';
import { applyEdits, editsOf, keepMine, unitName, type Edit } from '../lib/edits';
import { addTop, suggestTopRoute } from '../lib/top-routes';
import { LOCK_FILE } from './save-lock';
import { registerStudio, TOKEN_HEADER } from './studio-routes';
import { ORIGIN, startStudioTestServer, TOKEN, type StudioTestServer } from './studio-test-server';
import { nodeIo } from './writer';

const EN = 'public/locales/en/translation.json';
const JA = 'public/locales/ja/translation.json';
const DASHBOARD = 'manifests/routes/dashboard.json';
const REPORT = 'docs/access-report.md';

interface State {
  files: Record<string, string>;
  hashes: Record<string, string | null>;
  profiles: { id: string }[];
  problems: string[];
}

/** `text` with the value at `at` (keys and indexes) set to `value`, or removed when it is undefined, in the files' own form. */
function edited(text: string, at: (string | number)[], value: unknown): string {
  const root = JSON.parse(text) as unknown;
  const parent = at
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string, unknown>, root as Record<string, unknown>);
  const last = at[at.length - 1] as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return `${JSON.stringify(root, null, 2)}\n`;
}

let studio: StudioTestServer;
let state: State;

async function readState(): Promise<State> {
  const answer = await studio.call('GET', 'state');
  expect(answer.statusCode).toBe(200);
  return answer.json<State>();
}

/** A save as the page sends it: the edits that make `changes` (files in their new text) of the files read. */
function saveBody(changes: Record<string, string>, from: State = state): { edits: Edit[] } {
  return { edits: editsOf(from.files, { ...from.files, ...changes }) };
}

const labelled = (label: string) => ({ [EN]: edited(state.files[EN] as string, ['nav', 'dashboard'], label) });

// Building a server seeds its demo data: seconds, more on a loaded machine.
beforeAll(async () => {
  studio = await startStudioTestServer();
}, 60_000);
beforeEach(async () => {
  await studio.reset();
  state = await readState();
});
afterAll(async () => {
  await studio.close();
}, 60_000);

describe('the Host, the token and the Origin', () => {
  it.each([
    ['its own address, the token, the Origin', {}, 200],
    ['another Host (a DNS-rebinding page)', { host: 'evil.example:4174' }, 403],
    ['no token', { [TOKEN_HEADER]: undefined }, 403],
    ['a wrong token of another length', { [TOKEN_HEADER]: 'short' }, 403],
    ['a wrong token of the same length', { [TOKEN_HEADER]: TOKEN.replace(/.$/, 'X') }, 403],
  ])('a read with %s: %i', async (_name, headers, status) => {
    const answer = await studio.call('GET', 'state', undefined, headers);
    expect(answer.statusCode).toBe(status);
    if (status === 403) expect(answer.json()).toMatchObject({ ok: false, kind: 'refused' });
  });

  it.each([
    ['no Origin', { origin: undefined }],
    ['another Origin', { origin: 'http://evil.example' }],
    ['the Origin of a null document', { origin: 'null' }],
    ['another Host', { host: 'evil.example:4174' }],
    ['a wrong token', { [TOKEN_HEADER]: 'x'.repeat(TOKEN.length) }],
  ])('a save with %s is refused, and writes nothing', async (_name, headers) => {
    const before = await studio.snapshot();
    const answer = await studio.call('POST', 'save', saveBody(labelled('Dashboard home')), headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ ok: false, kind: 'refused' });
    expect(await studio.snapshot()).toEqual(before);
  });

  it.each([
    ['the page', '/studio'],
    ['an asset', '/studio/assets/x.js'],
    ['the console', '/'],
    ['a console call', '/uiserver/api/withoutauth/starcloudversioninfo'],
  ])('%s answers no other Host, and never carries the token to it', async (_name, url) => {
    const answer = await studio.app.inject({ method: 'GET', url, headers: { host: 'evil.example:4174' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain(TOKEN);
  });

  it('the page carries the token at its own address', async () => {
    const answer = await studio.app.inject({ method: 'GET', url: '/studio', headers: { host: '127.0.0.1:4174' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(TOKEN);
  });

  it.each(['/studio', '/uiserver/dev/studio/state'])('localhost sends %s to the studio address', async (url) => {
    const answer = await studio.app.inject({ method: 'GET', url, headers: { host: 'localhost:4174' } });
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe(`${ORIGIN}${url}`);
    expect(answer.body).not.toContain(TOKEN);
  });
});

describe('a bad body', () => {
  const big = 'x'.repeat(9 * 1024 * 1024);
  const text = (extra: Record<string, unknown> = {}) => ({
    kind: 'text',
    language: 'en',
    key: 'nav.dashboard',
    before: 'Dashboard',
    after: 'Home',
    ...extra,
  });
  const route = (extra: Record<string, unknown> = {}) => ({
    kind: 'route',
    file: DASHBOARD,
    top: 'dashboard',
    child: null,
    before: null,
    after: { path: 'dashboard' },
    ...extra,
  });
  it.each([
    ['not JSON', '{ "edits": ', {}, 400],
    ['empty', '', {}, 400],
    ['another type', 'edits=1', { 'content-type': 'application/octet-stream' }, 415],
    ['text', 'edits=1', { 'content-type': 'text/plain' }, 400],
    ['a form', 'edits=1', { 'content-type': 'application/x-www-form-urlencoded' }, 400],
    ['too large', JSON.stringify({ edits: [text({ after: big })] }), {}, 413],
    ['an array', [], {}, 400],
    ['null', 'null', {}, 400],
    ['no edits', {}, {}, 400],
    ['edits as an object', { edits: {} }, {}, 400],
    ['no edit at all (a report rebuilt from nothing)', { edits: [] }, {}, 400],
    ['whole files, as the studio once sent', { files: { [EN]: '{}' }, bases: {} }, {}, 400],
    ['an edit of no kind', { edits: [{ kind: 'file', file: EN }] }, {}, 400],
    ['an edit with an unknown property', { edits: [text({ force: true })] }, {}, 400],
    ['a text that is not a string', { edits: [text({ after: 1 })] }, {}, 400],
    ['a text of another language', { edits: [text({ language: 'fr' })] }, {}, 400],
    ['a key reaching a prototype', { edits: [text({ key: 'page.__proto__.x' })] }, {}, 400],
    ['an edit that changes nothing', { edits: [text({ before: null, after: null })] }, {}, 400],
    ['a route in a file outside the allowlist', { edits: [route({ file: 'package.json' })] }, {}, 400],
    ['a route in a file climbing out', { edits: [route({ file: 'manifests/routes/../../package.json' })] }, {}, 400],
    ['a route in the access report', { edits: [route({ file: REPORT })] }, {}, 400],
    ['a route in a translation file', { edits: [route({ file: EN })] }, {}, 400],
    ['a route with no top', { edits: [route({ top: '' })] }, {}, 400],
    ['a route with its children', { edits: [route({ after: { path: 'dashboard', children: [] } })] }, {}, 400],
    ['an order that is not of paths', { edits: [{ kind: 'order', file: DASHBOARD, parent: null, before: null, after: [1] }] }, {}, 400],
  ] as const)('%s: the studio shape, nothing written', async (_name, body, headers, status) => {
    const before = await studio.snapshot();
    const answer = await studio.call('POST', 'save', body, headers);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ ok: false, kind: 'bad-body', file: null, message: expect.any(String) });
    expect(await studio.snapshot()).toEqual(before);
  });

  it('a plan of a bad body answers the studio shape too', async () => {
    const answer = await studio.call('POST', 'plan', '[1,');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ ok: false, kind: 'bad-body' });
  });
});

describe('a save', () => {
  it('writes the change and the access report, and answers the verdict', async () => {
    const answer = await studio.call('POST', 'save', saveBody(labelled('Dashboard home')));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ ok: true, written: [REPORT.replace('.md', '.html'), REPORT, EN] });
    expect(answer.json().verdict).toEqual({ manifests: [], report: [], vocabulary: [] });
    expect(JSON.parse(await readFile(path.join(studio.root, EN), 'utf8')).nav.dashboard).toBe('Dashboard home');
    expect(await readFile(path.join(studio.root, REPORT), 'utf8')).toContain('Dashboard home');
    expect(await studio.snapshot()).not.toHaveProperty(LOCK_FILE);
  });

  it("keeps another person's edit to another key of the same file, made on disk since it was read", async () => {
    await writeFile(path.join(studio.root, EN), edited(state.files[EN] as string, ['nav', 'logs'], 'Their logs'));
    const answer = await studio.call('POST', 'save', saveBody(labelled('Dashboard home')));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(await readFile(path.join(studio.root, EN), 'utf8')).nav).toMatchObject({
      dashboard: 'Dashboard home',
      logs: 'Their logs',
    });
  });

  it('is refused with 409 when the same key changed on disk since it was read, naming it, and leaves the other edit', async () => {
    const meanwhile = edited(state.files[EN] as string, ['nav', 'dashboard'], 'Their dashboard');
    await writeFile(path.join(studio.root, EN), meanwhile);
    const before = await studio.snapshot();
    const answer = await studio.call('POST', 'save', saveBody(labelled('Dashboard home')));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      ok: false,
      kind: 'conflict',
      changed: [EN],
      conflicts: [{ name: 'en: nav.dashboard', theirs: 'Their dashboard' }],
    });
    expect(await studio.snapshot()).toEqual(before);
  });

  it.each([2, 10])('of %i at once changing the same key: exactly one lands, the others get 409 naming it', async (count) => {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) => studio.call('POST', 'save', saveBody(labelled(`Dashboard ${index}`)))),
    );
    const landed = answers.filter((answer) => answer.statusCode === 200);
    expect(landed).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array.from({ length: count - 1 }, () => 409));
    for (const answer of refused)
      expect(answer.json()).toMatchObject({ ok: false, kind: 'conflict', changed: [EN], conflicts: [{ name: 'en: nav.dashboard' }] });
    const winner = answers.indexOf(landed[0] as (typeof answers)[number]);
    expect(JSON.parse(await readFile(path.join(studio.root, EN), 'utf8')).nav.dashboard).toBe(`Dashboard ${winner}`);
  });

  it('of two at once changing different things, in the same file and another: both land, neither overwrites the other', async () => {
    const mine = { ...labelled('Dashboard home'), [DASHBOARD]: edited(state.files[DASHBOARD] as string, ['routes', 0, 'icon'], 'file') };
    const theirs = {
      [EN]: edited(state.files[EN] as string, ['nav', 'logs'], 'Their logs'),
      [JA]: edited(state.files[JA] as string, ['nav', 'logs'], '彼らのログ'),
    };
    const answers = await Promise.all([studio.call('POST', 'save', saveBody(mine)), studio.call('POST', 'save', saveBody(theirs))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const en = JSON.parse(await readFile(path.join(studio.root, EN), 'utf8'));
    expect(en.nav).toMatchObject({ dashboard: 'Dashboard home', logs: 'Their logs' });
    expect(JSON.parse(await readFile(path.join(studio.root, JA), 'utf8')).nav.logs).toBe('彼らのログ');
    expect(JSON.parse(await readFile(path.join(studio.root, DASHBOARD), 'utf8')).routes[0].icon).toBe('file');
    // The report is built from the tree as both saves left it.
    const report = await readFile(path.join(studio.root, REPORT), 'utf8');
    expect(report).toContain('Dashboard home');
  });

  it('of two at once over real requests: exactly one lands', async () => {
    // A server of its own over the same tree, listening, so Host and Origin are the real ones a browser sends.
    const { buildServer } = await import('../../server/http/app.ts');
    const real = await buildServer({ dataDir: 'memory://studio-real', staticDir: path.join(studio.root, 'no-dist'), devTools: true });
    let origin = '';
    await registerStudio(real, { root: studio.root, clientDir: studio.options.clientDir, token: TOKEN, origin: () => origin });
    await real.listen({ port: 0, host: '127.0.0.1' });
    const address = real.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    try {
      const send = (label: string) =>
        fetch(`${origin}/uiserver/dev/studio/save`, {
          method: 'POST',
          headers: { origin, [TOKEN_HEADER]: TOKEN, 'content-type': 'application/json' },
          body: JSON.stringify(saveBody(labelled(label))),
        });
      const statuses = (await Promise.all([send('Dashboard one'), send('Dashboard two')])).map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
    } finally {
      await real.close();
    }
  }, 30_000);

  it('builds the access report from the whole tree: a manifest added on disk after the read is in it', async () => {
    const extra = edited(edited(state.files[DASHBOARD] as string, ['routes', 0, 'path'], 'dashboard-extra'), ['routes', 0, 'order'], 9_999);
    await writeFile(path.join(studio.root, 'manifests/routes/dashboard-extra.json'), extra);
    const answer = await studio.call('POST', 'save', saveBody(labelled('Dashboard home')));
    expect(answer.json()).toMatchObject({ ok: true });
    expect(await readFile(path.join(studio.root, REPORT), 'utf8')).toContain('/dashboard-extra');
  });
});

describe('a top route and a new manifest (issue 50 item 5)', () => {
  const NEW = 'manifests/routes/partner-tools.json';
  /** The draft of a top route in a new manifest, its label in both languages. */
  const made = (from: State, extra: Record<string, unknown> = {}) => {
    const top = { ...suggestTopRoute(from.files, 'BRIEFING_SCHEDULE'), path: 'partner', label: 'nav.partner', ...extra };
    top.frame = '/uiserver/legacy/partner';
    let files = addTop(from.files, NEW, top as never);
    files = writeText(writeText(files, 'en', 'nav.partner', 'Partner tools'), 'ja', 'nav.partner', 'パートナーツール');
    return files;
  };

  it("a save creates the manifest, keeps another person's edit made on disk meanwhile, and the access report has the route", async () => {
    const draft = made(state);
    // Another person, after the studio read the tree: a text of the same file the save writes, and another manifest.
    await writeFile(path.join(studio.root, EN), edited(state.files[EN] as string, ['nav', 'logs'], 'Their logs'));
    await writeFile(path.join(studio.root, DASHBOARD), edited(state.files[DASHBOARD] as string, ['routes', 0, 'icon'], 'file'));
    const answer = await studio.call('POST', 'save', { edits: editsOf(state.files, draft) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ ok: true, verdict: { manifests: [], report: [], vocabulary: [] } });
    expect(answer.json().written).toContain(NEW);
    const written = JSON.parse(await readFile(path.join(studio.root, NEW), 'utf8'));
    expect(written).toEqual({
      $schema: '../../schemas/route-manifest.schema.json',
      routes: [expect.objectContaining({ path: 'partner' })],
    });
    const en = JSON.parse(await readFile(path.join(studio.root, EN), 'utf8'));
    expect(en.nav).toMatchObject({ partner: 'Partner tools', logs: 'Their logs' });
    expect(JSON.parse(await readFile(path.join(studio.root, DASHBOARD), 'utf8')).routes[0].icon).toBe('file');
    expect(await readFile(path.join(studio.root, REPORT), 'utf8')).toContain('/partner');
  });

  it('a top route added to an existing manifest lands after its routes', async () => {
    const top = {
      ...suggestTopRoute(state.files, 'BRIEFING_SCHEDULE'),
      path: 'partner',
      label: 'nav.reports',
      frame: '/uiserver/legacy/partner',
    };
    const answer = await studio.call('POST', 'save', { edits: editsOf(state.files, addTop(state.files, DASHBOARD, top as never)) });
    expect(answer.statusCode).toBe(200);
    const routes = JSON.parse(await readFile(path.join(studio.root, DASHBOARD), 'utf8')).routes as { path: string }[];
    expect(routes.map((route) => route.path)).toEqual(['dashboard', 'partner']);
  });

  it.each([
    ['a path another manifest declares', { path: 'dashboard' }, /already declared/],
    ['a permission not in the catalogue', { permissions: ['NO_SUCH'] }, /NO_SUCH/],
    ['a label with no text', { label: 'nav.noSuchKey' }, /label key nav\.noSuchKey is missing/],
  ])('a new manifest CI would refuse (%s) is refused, and no file is made', async (_name, extra, message) => {
    const before = await studio.snapshot();
    const answer = await studio.call('POST', 'save', { edits: editsOf(state.files, made(state, extra)) });
    expect(answer.statusCode).toBe(422);
    const body = answer.json<{ findings: { message: string }[] }>();
    expect(body.findings.some((finding) => message.test(finding.message))).toBe(true);
    expect(await studio.snapshot()).toEqual(before);
  });

  it.each(['manifests/routes/Partner.json', 'manifests/routes/sub/partner.json', 'manifests/partner.json'])(
    'a manifest named %s, outside what the studio writes, is refused in the studio shape',
    async (file) => {
      const edits = editsOf(state.files, made(state)).map((edit) => (edit.kind === 'text' ? edit : { ...edit, file }));
      const answer = await studio.call('POST', 'save', { edits });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ ok: false });
    },
  );
});

describe('a save CI would refuse is refused with the findings, and writes nothing', () => {
  const manifest = (at: (string | number)[], value: unknown) => ({
    [DASHBOARD]: edited(state.files[DASHBOARD] as string, ['routes', 0, ...at], value),
  });
  it.each([
    [
      'a text a label names, removed',
      () => ({ [EN]: edited(state.files[EN] as string, ['nav', 'dashboard'], undefined) }),
      'manifests',
      /label key nav\.dashboard is missing/,
    ],
    ['a manifest with an unknown property', () => manifest(['colour'], 'red'), 'manifests', /unknown property "colour"/],
    ['a manifest with a missing label', () => manifest(['label'], undefined), 'manifests', /label/],
    ['a label key with no text', () => manifest(['label'], 'nav.noSuchKey'), 'manifests', /label key nav\.noSuchKey is missing/],
    [
      'a show rule true',
      () => manifest(['show'], [{ rule: 'true', reason: 'refusal.singleSignOn' }]),
      'access-report',
      /show rule of \/dashboard is true for every profile/,
    ],
    ['a text off the glossary', () => labelled('Sign in to the dashboard'), 'vocabulary', /sign in/i],
  ])('%s', async (_name, changes, check, message) => {
    const before = await studio.snapshot();
    const answer = await studio.call('POST', 'save', saveBody(changes()));
    expect(answer.statusCode).toBe(422);
    const body = answer.json<{ ok: boolean; kind: string; message: string; findings: { check: string; message: string }[] }>();
    expect(body).toMatchObject({ ok: false, kind: 'checks', message: expect.stringContaining('nothing was written') });
    expect(body.findings.some((finding) => finding.check === check && message.test(finding.message))).toBe(true);
    expect(await studio.snapshot()).toEqual(before);
  });

  it('the plan shows the same findings before the save', async () => {
    const show = edited(state.files[DASHBOARD] as string, ['routes', 0, 'show'], [{ rule: 'true', reason: 'refusal.singleSignOn' }]);
    const answer = await studio.call('POST', 'plan', saveBody({ [DASHBOARD]: show }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      failures: [expect.stringMatching(/show rule of \/dashboard is true for every profile/)],
      findings: [{ check: 'access-report' }],
      conflicts: [],
    });
  });
});

describe('reload, keeping the draft: the edits re-applied to the files read again, as the page does', () => {
  /** My draft: the en and ja texts of the dashboard; meanwhile another person changes its manifest and the same ja key. */
  async function meanwhile() {
    const draft = { ...labelled('Dashboard home'), [JA]: edited(state.files[JA] as string, ['nav', 'dashboard'], '私のダッシュボード') };
    const edits = editsOf(state.files, { ...state.files, ...draft });
    await writeFile(path.join(studio.root, DASHBOARD), edited(state.files[DASHBOARD] as string, ['routes', 0, 'icon'], 'file'));
    await writeFile(path.join(studio.root, JA), edited(state.files[JA] as string, ['nav', 'dashboard'], '彼らのダッシュボード'));
    const stale = await studio.call('POST', 'save', { edits });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts.map((conflict: { name: string }) => conflict.name)).toEqual(['ja: nav.dashboard']);
    const reread = await readState();
    const applied = applyEdits(reread.files, edits);
    expect(applied.conflicts.map((conflict) => unitName(conflict.edit))).toEqual(['ja: nav.dashboard']);
    return { reread, applied };
  }
  const onDisk = async (file: string) => JSON.parse(await readFile(path.join(studio.root, file), 'utf8'));

  it('take theirs: the other file and the same key stay theirs, the rest of mine is saved', async () => {
    const { reread, applied } = await meanwhile();
    const answer = await studio.call('POST', 'save', { edits: editsOf(reread.files, applied.files) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().written).not.toContain(DASHBOARD);
    expect((await onDisk(DASHBOARD)).routes[0].icon).toBe('file');
    expect((await onDisk(EN)).nav.dashboard).toBe('Dashboard home');
    expect((await onDisk(JA)).nav.dashboard).toBe('彼らのダッシュボード');
  });

  it('keep mine: the same key becomes mine, the other file stays theirs', async () => {
    const { reread, applied } = await meanwhile();
    const kept = applyEdits(applied.files, applied.conflicts.map(keepMine));
    expect(kept.conflicts).toEqual([]);
    const answer = await studio.call('POST', 'save', { edits: editsOf(reread.files, kept.files) });
    expect(answer.statusCode).toBe(200);
    expect((await onDisk(DASHBOARD)).routes[0].icon).toBe('file');
    expect((await onDisk(JA)).nav.dashboard).toBe('私のダッシュボード');
  });
});

describe('a file on disk the studio cannot read as it should', () => {
  it('a locale that is not JSON: the state still answers, and the plan tells it as a finding', async () => {
    await writeFile(path.join(studio.root, JA), '{ broken');
    expect((await studio.call('GET', 'state')).statusCode).toBe(200);
    const plan = await studio.call('POST', 'plan', saveBody(labelled('Dashboard home')));
    expect(plan.statusCode).toBe(200);
    expect(plan.json().findings).toEqual([{ check: 'translations', file: JA, message: expect.stringMatching(/is not valid JSON/) }]);
  });

  it('a broken profile: the state answers the others and names it; a save is refused for it', async () => {
    await writeFile(path.join(studio.root, 'manifests/profiles/full-admin.json'), '{ nope');
    const answer = await studio.call('GET', 'state');
    expect(answer.statusCode).toBe(200);
    const read = answer.json<State>();
    expect(read.problems).toEqual([expect.stringMatching(/^manifests\/profiles\/full-admin\.json: /)]);
    expect(read.profiles.length).toBe(state.profiles.length - 1);
    const save = await studio.call('POST', 'save', saveBody(labelled('Dashboard home')));
    expect(save.statusCode).toBe(422);
    expect(save.json().findings).toContainEqual(expect.objectContaining({ check: 'profiles', file: 'manifests/profiles/full-admin.json' }));
  });

  it('a translation file that cannot be read: the studio shape, naming it', async () => {
    await rm(path.join(studio.root, JA));
    await mkdir(path.join(studio.root, JA));
    const answer = await studio.call('GET', 'state');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ ok: false, kind: 'unreadable', file: JA, message: expect.stringContaining(`${JA} could not be read`) });
  });
});

describe('a save whose rename fails half-way', () => {
  it('is put back whole, and answered in the studio shape', async () => {
    let renames = 0;
    studio.options.io = {
      ...nodeIo,
      rename: async (from, to) => {
        renames += 1;
        if (renames === 2) throw new Error('EIO: i/o error');
        await nodeIo.rename(from, to);
      },
    };
    const before = await studio.snapshot();
    const answer = await studio.call('POST', 'save', saveBody(labelled('Dashboard home')));
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ ok: false, kind: 'failed', file: null, message: 'nothing was written: EIO: i/o error' });
    expect(await studio.snapshot()).toEqual(before);
  });
});
