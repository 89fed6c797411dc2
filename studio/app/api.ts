/** The studio's calls to its server (studio/server/studio-routes.ts), each with the per-start token. */
import type { Conflict, Edit } from '../lib/edits.ts';
import type { FileDiff } from '../lib/line-diff.ts';
import type { VerdictLine } from '../lib/problem-text.ts';
import type { StudioProfile } from '../lib/profile-delta.ts';

export interface TreeState {
  commit: string;
  files: Record<string, string>;
  hashes: Record<string, string | null>;
  permissions: string[];
  profiles: (StudioProfile & { order: number })[];
}

/** What CI would refuse in the tree a change makes (studio/server/tree-gate.ts). */
export interface Finding {
  check: 'translations' | 'manifests' | 'vocabulary' | 'profiles' | 'access-report';
  file: string | null;
  route?: string;
  message: string;
}

/** An edit another person's change on disk collides with, as the server names it (studio/server/change.ts). */
export interface NamedConflict extends Conflict {
  name: string;
}

export interface Plan {
  commit: string;
  diffs: FileDiff[];
  patch: string;
  failures: string[];
  findings: Finding[];
  /** When any: nothing is planned; the draft must be read again (reload, keeping the draft). */
  conflicts: NamedConflict[];
}

export type SaveResult =
  | { ok: true; written: string[]; verdict: { manifests: VerdictLine[]; report: VerdictLine[]; vocabulary: VerdictLine[] } }
  | { ok: false; kind: 'stale'; file: string; changed: string[]; message: string }
  | { ok: false; kind: 'conflict'; file: string | null; changed: string[]; conflicts: NamedConflict[]; message: string }
  | { ok: false; kind: 'checks'; file: null; findings: Finding[]; message: string }
  | { ok: false; kind: 'refused' | 'failed' | 'busy' | 'bad-body' | 'unreadable'; file: string | null; message: string };

function token(): string {
  return document.querySelector('meta[name="studio-token"]')?.getAttribute('content') ?? '';
}

async function call<R>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<R> {
  const response = await fetch(`/uiserver/dev/studio/${path}`, {
    method,
    // The page's policy is no-referrer, under which a same-origin POST says `Origin: null`; the write
    // calls are held to the studio's origin, so this request names it.
    referrerPolicy: 'same-origin',
    headers: { 'x-studio-token': token(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await response.json()) as R & { message?: string };
  if (!response.ok && (data as { ok?: boolean }).ok !== false) throw new Error(data.message ?? `HTTP ${response.status}`);
  return data;
}

export const readState = (): Promise<TreeState> => call('GET', 'state');
/** A plan the server refuses (a bad body, an unreadable file) is thrown: only a save answers with a refusal to show. */
export const planChange = async (edits: Edit[]): Promise<Plan> => {
  const plan = await call<Plan & { ok?: false; message?: string }>('POST', 'plan', { edits });
  if (plan.ok === false) throw new Error(plan.message ?? 'the plan was refused');
  return plan;
};
export const saveChange = (edits: Edit[]): Promise<SaveResult> => call('POST', 'save', { edits });
export const previewSession = (profile: string): Promise<{ ok: boolean; message?: string }> => call('POST', 'preview-session', { profile });
