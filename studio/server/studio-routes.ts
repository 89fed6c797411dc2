/**
 * The reference server's studio mode (ADR 0016): the studio's page at /studio and its calls under
 * /uiserver/dev/studio/ (development tooling, where a server not in studio mode answers any unknown
 * path with a JSON 404), registered only by studio/serve.ts. Every call needs the per-start token the page
 * carries and a loopback Host; the write call also the studio's own Origin.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileDiff, patchOf } from '../lib/line-diff.ts';
import { changeFiles, readCatalogue, readDraftFiles, REPORT_PATHS, treeVerdict } from './change.ts';
import { profileLogin, sendSignedIn, signInAs } from './preview-session.ts';
import { contentHash, pathProblem, writeAll, type FileWrite } from './writer.ts';

export interface StudioOptions {
  /** The working tree the studio reads and writes. */
  root: string;
  /** The built studio (index.html and assets/). */
  clientDir: string;
  /** The per-start token every call must carry. */
  token: string;
  /** The studio's own origin (`http://127.0.0.1:PORT`), known once the server listens. */
  origin: () => string;
}

export const TOKEN_HEADER = 'x-studio-token';
const TOKEN_PLACEHOLDER = '__STUDIO_TOKEN__';
// A change carries every manifest and both translation files. The console's double-submit XSRF check
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

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ ok: false, kind: 'refused', file: null, message });
}

/** Why a call is refused (wrong token, host or origin), or null. */
export function callProblem(request: FastifyRequest, options: StudioOptions, write: boolean): string | null {
  const origin = options.origin();
  if (request.headers.host !== new URL(origin).host) return 'the studio answers only at its own address';
  if (request.headers[TOKEN_HEADER] !== options.token) return 'the studio token is missing or wrong';
  if (write && request.headers.origin !== origin) return 'a write must come from the studio itself';
  return null;
}

interface DraftBody {
  files: Record<string, string>;
  /** Hash of each file's content as the studio read it (null: it did not exist). */
  bases?: Record<string, string | null>;
}

function draftOf(body: unknown): DraftBody | null {
  if (body === null || typeof body !== 'object') return null;
  const files = (body as DraftBody).files;
  if (files === null || typeof files !== 'object' || Object.values(files).some((text) => typeof text !== 'string')) return null;
  return body as DraftBody;
}

export async function registerStudio(app: FastifyInstance, options: StudioOptions): Promise<void> {
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

  app.get('/uiserver/dev/studio/state', async (request, reply) => {
    const problem = callProblem(request, options, false);
    if (problem) return refuse(reply, 403, problem);
    const files = await readDraftFiles(options.root);
    const hashes: Record<string, string | null> = {};
    for (const [file, text] of Object.entries(files)) hashes[file] = contentHash(text);
    for (const file of REPORT_PATHS) {
      const text = await readFile(path.join(options.root, file), 'utf8').catch(() => null);
      hashes[file] = text === null ? null : contentHash(text);
    }
    const profileDir = path.join(options.root, 'manifests/profiles');
    const profiles = await Promise.all(
      (await readdir(profileDir))
        .filter((name) => name.endsWith('.json'))
        .map(async (name) => ({
          id: name.replace(/\.json$/, ''),
          ...(JSON.parse(await readFile(path.join(profileDir, name), 'utf8')) as object),
        })),
    );
    return reply.header('cache-control', 'no-store').send({
      commit: await baseCommit(options.root),
      files,
      hashes,
      permissions: Object.keys(await readCatalogue(options.root)),
      profiles,
    });
  });

  app.post('/uiserver/dev/studio/plan', WRITE_ROUTE, async (request, reply) => {
    const problem = callProblem(request, options, true);
    if (problem) return refuse(reply, 403, problem);
    const draft = draftOf(request.body);
    if (draft === null) return refuse(reply, 400, 'a change is { files: { path: text } }');
    for (const file of Object.keys(draft.files)) {
      const fault = pathProblem(file);
      if (fault) return refuse(reply, 400, fault);
    }
    const changes = await changeFiles(options.root, draft.files);
    const diffs = changes.map((change) => fileDiff(change.path, change.before ?? '', change.after));
    const commit = await baseCommit(options.root);
    return reply
      .header('cache-control', 'no-store')
      .send({ commit, diffs, patch: patchOf(diffs, commit), failures: changes.failures ?? [] });
  });

  app.post('/uiserver/dev/studio/save', WRITE_ROUTE, async (request, reply) => {
    const problem = callProblem(request, options, true);
    if (problem) return refuse(reply, 403, problem);
    const draft = draftOf(request.body);
    if (draft === null || draft.bases === undefined)
      return refuse(reply, 400, 'a save is { files: { path: text }, bases: { path: hash } }');
    for (const file of Object.keys(draft.files)) {
      const fault = pathProblem(file);
      if (fault) return refuse(reply, 400, fault);
    }
    const changes = await changeFiles(options.root, draft.files);
    const writes: FileWrite[] = changes.map((change) => ({
      path: change.path,
      // A file the studio never read has no base to hold it to: it is refused as changed.
      base: Object.hasOwn(draft.bases ?? {}, change.path) ? (draft.bases?.[change.path] ?? null) : 'unread',
      content: change.after,
    }));
    const outcome = await writeAll(options.root, writes);
    if (!outcome.ok) return reply.code(outcome.kind === 'stale' ? 409 : outcome.kind === 'refused' ? 400 : 500).send(outcome);
    return reply.header('cache-control', 'no-store').send({ ...outcome, verdict: await treeVerdict(options.root) });
  });

  // The preview's frame, signed in as the profile it previews (preview-session.ts).
  app.post('/uiserver/dev/studio/preview-session', WRITE_ROUTE, async (request, reply) => {
    const problem = callProblem(request, options, true);
    if (problem) return refuse(reply, 403, problem);
    const id = (request.body as { profile?: unknown } | null)?.profile;
    const login = typeof id === 'string' ? await profileLogin(options.root, id) : null;
    if (login === null) return refuse(reply, 400, 'a preview session is { profile: id of a file in manifests/profiles/ }');
    const cookies = await signInAs(app, request, login);
    if (cookies === null) return refuse(reply, 409, `the demo account ${login} could not be signed in`);
    return sendSignedIn(reply, cookies);
  });
}
