/**
 * The reference server's studio mode (ADR 0016): the studio's page at /studio and its calls under
 * /uiserver/dev/studio/ (development tooling, where a server not in studio mode answers any unknown
 * path with a JSON 404), registered only by studio/serve.ts. Every answer of the server needs a Host
 * of the studio's own address (host-guard.ts); every call the per-start token the page carries, the
 * write calls also the studio's own Origin. Every refusal is `{ ok: false, kind, file, message }`.
 */
import { execFile } from 'node:child_process';
import { timingSafeEqual } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_FILES } from '../lib/draft.ts';
import type { Edit } from '../lib/edits.ts';
import { fileDiff, patchOf } from '../lib/line-diff.ts';
import { changeBodyOf } from './change-body.ts';
import { planChange, readCatalogue, readDraftFiles, readOrNull, REPORT_PATHS, treeVerdict, type NamedConflict } from './change.ts';
import { hostVerdict } from './host-guard.ts';
import { profileLogin, sendSignedIn, signInAs } from './preview-session.ts';
import { LockBusy, withSaveLock, type LockOptions } from './save-lock.ts';
import { StudioFault } from './studio-fault.ts';
import type { Finding } from './tree-gate.ts';
import { contentHash, writeAll, type FileWrite, type WriteOutcome, type WriterIo } from './writer.ts';

export interface StudioOptions {
  /** The working tree the studio reads and writes. */
  root: string;
  /** The built studio (index.html and assets/). */
  clientDir: string;
  /** The per-start token every call must carry. */
  token: string;
  /** The studio's own origin (`http://127.0.0.1:PORT`), known once the server listens. */
  origin: () => string;
  /** For tests: the writer's file system calls, and the save lock's timings. */
  io?: WriterIo;
  lock?: LockOptions;
}

export const TOKEN_HEADER = 'x-studio-token';
const TOKEN_PLACEHOLDER = '__STUDIO_TOKEN__';
// A change carries the user's edits, at most a few files' worth. The console's double-submit XSRF check
// is left to the studio's own guard (callProblem): the per-start token and the studio's Origin.
const WRITE_ROUTE = { bodyLimit: 8 * 1024 * 1024, config: { xsrf: 'exempt' as const } };

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

async function baseCommit(root: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: root });
    return stdout.trim();
  } catch {
    return 'unknown';
  }
}

/** A refusal in the studio's shape; `extra` adds what the kind carries (the changed files, the findings). */
function refuse(
  reply: FastifyReply,
  status: number,
  message: string,
  kind = 'refused',
  extra: { file?: string | null } = {},
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ ok: false, kind, file: null, message, ...extra });
}

/** Whether the token sent is the studio's, compared in constant time (no byte-by-byte timing to learn it from). */
export function tokenMatches(sent: unknown, token: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent, 'utf8');
  const b = Buffer.from(token, 'utf8');
  // timingSafeEqual needs equal lengths; the length of a per-start random token tells nothing.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a call is refused (wrong token, host or origin), or null. */
export function callProblem(request: FastifyRequest, options: StudioOptions, write: boolean): string | null {
  const origin = options.origin();
  if (request.headers.host !== new URL(origin).host) return 'the studio answers only at its own address';
  if (!tokenMatches(request.headers[TOKEN_HEADER], options.token)) return 'the studio token is missing or wrong';
  if (write && request.headers.origin !== origin) return 'a write must come from the studio itself';
  return null;
}

/** What a body Fastify could not take (not JSON, too large, another type) is, in the studio's words. */
function errorAnswer(error: FastifyError): { status: number; kind: string; message: string } {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return { status, kind: 'failed', message: `the studio could not answer: ${error.message}` };
  if (status === 413) return { status, kind: 'bad-body', message: 'the body is larger than a change may be (8 MiB)' };
  if (status === 415) return { status, kind: 'bad-body', message: 'the body must be JSON (content-type: application/json)' };
  return { status, kind: 'bad-body', message: `the body is not valid JSON: ${error.message}` };
}

/** The profiles of manifests/profiles/ for the preview; a file that does not parse is a problem told, not a failed call. */
async function readProfiles(root: string): Promise<{ profiles: object[]; problems: string[] }> {
  const dir = 'manifests/profiles';
  const names = await readdir(path.join(root, dir)).catch(() => [] as string[]);
  const profiles: object[] = [];
  const problems: string[] = [];
  for (const name of names.filter((item) => item.endsWith('.json')).sort()) {
    const text = (await readOrNull(root, `${dir}/${name}`)) ?? '';
    try {
      const profile = JSON.parse(text) as unknown;
      if (profile === null || typeof profile !== 'object' || Array.isArray(profile)) throw new Error('is not an object');
      profiles.push({ id: name.replace(/\.json$/, ''), ...profile });
    } catch (error) {
      problems.push(`${dir}/${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { profiles, problems };
}

type SaveOutcome =
  | WriteOutcome
  | { ok: false; kind: 'checks'; findings: Finding[]; message: string }
  | { ok: false; kind: 'conflict'; file: string | null; changed: string[]; conflicts: NamedConflict[]; message: string };

/** A refusal of edits another person's change on disk collides with, naming each. */
function conflictOutcome(conflicts: NamedConflict[]): SaveOutcome {
  const changed = [
    ...new Set(conflicts.map(({ edit }) => (edit.kind === 'text' ? (LOCALE_FILES[edit.language] as string) : edit.file))),
  ].sort();
  return {
    ok: false,
    kind: 'conflict',
    file: changed[0] ?? null,
    changed,
    conflicts,
    message: `changed on disk on both sides since the studio read it, nothing was written: ${conflicts.map((conflict) => conflict.name).join(', ')}`,
  };
}

/**
 * The save: under the tree's lock, the edits re-applied to the disk as it is now (a conflict refuses
 * it), CI's checks on the whole tree, then the writes of the files the edits touch and the report,
 * each held to the content read here (a hand edit that does not take the lock is still caught).
 */
async function save(options: StudioOptions, edits: readonly Edit[]) {
  return withSaveLock(
    options.root,
    async (): Promise<SaveOutcome> => {
      const { changes, findings, conflicts } = await planChange(options.root, edits);
      if (conflicts.length > 0) return conflictOutcome(conflicts);
      if (findings.length > 0) {
        return {
          ok: false,
          kind: 'checks',
          findings,
          message: `CI would refuse this change (${findings.length} finding${findings.length === 1 ? '' : 's'}); nothing was written`,
        };
      }
      // Every edit is already on disk (another person made the same change): nothing to write.
      if (changes.length === 0) return { ok: true, written: [] };
      const writes: FileWrite[] = changes.map((change) => ({
        path: change.path,
        base: change.before === null ? null : contentHash(change.before),
        content: change.after,
      }));
      return writeAll(options.root, writes, options.io);
    },
    options.lock,
  );
}

export async function registerStudio(app: FastifyInstance, options: StudioOptions): Promise<void> {
  // Every answer of the server, the console's included: the studio's server is the studio's alone.
  app.addHook('onRequest', async (request, reply) => {
    const verdict = hostVerdict(request.headers.host, options.origin(), request.url);
    if (verdict.pass) return;
    if (verdict.redirect !== null) return reply.code(308).header('location', verdict.redirect).send();
    return refuse(reply, 403, verdict.message);
  });

  const page = async (_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const html = await readFile(path.join(options.clientDir, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send('The studio is not built: run `npm run studio`.\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html.replace(TOKEN_PLACEHOLDER, options.token));
  };
  app.get('/studio', page);
  app.get('/studio/', page);
  app.get<{ Params: { file: string } }>('/studio/assets/:file', async (request, reply) => {
    const name = request.params.file;
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return reply.code(404).send('not found');
    const body = await readFile(path.join(options.clientDir, 'assets', name)).catch(() => null);
    if (body === null) return reply.code(404).send('not found');
    return reply
      .type(CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });

  // The calls in a scope of their own, so that a body Fastify cannot parse answers in the studio's shape.
  await app.register(async (scope) => {
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof StudioFault) return refuse(reply, error.status, error.message, error.kind, { file: error.file });
      const answer = errorAnswer(error);
      if (answer.status >= 500) request.log.error(error);
      return refuse(reply, answer.status, answer.message, answer.kind);
    });
    registerCalls(scope, app, options);
  });
}

/** `root`: the whole server, whose login call signs the preview's account in. */
function registerCalls(app: FastifyInstance, root: FastifyInstance, options: StudioOptions): void {
  app.get('/uiserver/dev/studio/state', async (request, reply) => {
    const problem = callProblem(request, options, false);
    if (problem) return refuse(reply, 403, problem);
    const files = await readDraftFiles(options.root);
    const hashes: Record<string, string | null> = {};
    for (const [file, text] of Object.entries(files)) hashes[file] = contentHash(text);
    for (const file of REPORT_PATHS) {
      const text = await readOrNull(options.root, file);
      hashes[file] = text === null ? null : contentHash(text);
    }
    const { profiles, problems } = await readProfiles(options.root);
    return reply.header('cache-control', 'no-store').send({
      commit: await baseCommit(options.root),
      files,
      hashes,
      permissions: Object.keys(await readCatalogue(options.root)),
      profiles,
      problems,
    });
  });

  app.post('/uiserver/dev/studio/plan', WRITE_ROUTE, async (request, reply) => {
    const problem = callProblem(request, options, true);
    if (problem) return refuse(reply, 403, problem);
    const body = changeBodyOf(request.body);
    if (!body.ok) return refuse(reply, 400, body.message, 'bad-body');
    const { changes, findings, conflicts } = await planChange(options.root, body.change.edits);
    const diffs = changes.map((change) => fileDiff(change.path, change.before ?? '', change.after));
    const commit = await baseCommit(options.root);
    return reply
      .header('cache-control', 'no-store')
      .send({ commit, diffs, patch: patchOf(diffs, commit), failures: findings.map((finding) => finding.message), findings, conflicts });
  });

  app.post('/uiserver/dev/studio/save', WRITE_ROUTE, async (request, reply) => {
    const problem = callProblem(request, options, true);
    if (problem) return refuse(reply, 403, problem);
    const body = changeBodyOf(request.body);
    if (!body.ok) return refuse(reply, 400, body.message, 'bad-body');
    let outcome: SaveOutcome;
    try {
      outcome = await save(options, body.change.edits);
    } catch (error) {
      if (error instanceof LockBusy) return refuse(reply, 503, `${error.message}; try again`, 'busy');
      throw error;
    }
    if (!outcome.ok) {
      const status = { stale: 409, conflict: 409, checks: 422, refused: 400, failed: 500 }[outcome.kind];
      return reply.code(status).header('cache-control', 'no-store').send(outcome);
    }
    return reply.header('cache-control', 'no-store').send({ ...outcome, verdict: await treeVerdict(options.root) });
  });

  // The preview's frame, signed in as the profile it previews (preview-session.ts).
  app.post('/uiserver/dev/studio/preview-session', WRITE_ROUTE, async (request, reply) => {
    const problem = callProblem(request, options, true);
    if (problem) return refuse(reply, 403, problem);
    const id = (request.body as { profile?: unknown } | null)?.profile;
    const login = typeof id === 'string' ? await profileLogin(options.root, id) : null;
    if (login === null) return refuse(reply, 400, 'a preview session is { profile: id of a file in manifests/profiles/ }', 'bad-body');
    const cookies = await signInAs(root, request, login);
    if (cookies === null) return refuse(reply, 409, `the demo account ${login} could not be signed in`);
    return sendSignedIn(reply, cookies);
  });
}
