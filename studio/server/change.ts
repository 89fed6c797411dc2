/**
 * A studio change as the files it writes: the user's edits re-applied to the manifests and
 * translation files as they are on disk now (studio/lib/edits.ts), only the files they touch, and
 * docs/access-report.md and .html regenerated from the whole tree they make with the files on disk
 * (tree-gate.ts), so a saved change never leaves CI a stale report. Also the verdict of the checks CI
 * runs, on the tree as saved.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPORT_FILES } from '../../scripts/cli/access-report.ts';
import { LOCALE_FILES, ROUTES_DIR } from '../lib/draft.ts';
import { applyEdits, unitName, type Conflict, type Edit } from '../lib/edits.ts';
import type { VerdictLine } from '../lib/problem-text.ts';
import { StudioFault } from './studio-fault.ts';
import { gateTree, type Finding } from './tree-gate.ts';

export const REPORT_PATHS: readonly string[] = [REPORT_FILES.markdown, REPORT_FILES.html];

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A file's text, null when there is none; a file that exists but cannot be read is a fault to tell. */
export async function readOrNull(root: string, file: string): Promise<string | null> {
  try {
    return await readFile(path.join(root, ...file.split('/')), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StudioFault(500, 'unreadable', `${file} could not be read: ${messageOf(error)}`, file);
  }
}

/** The files the studio edits, as they are on disk: every route manifest and both translation files. */
export async function readDraftFiles(root: string): Promise<Record<string, string>> {
  const names = await readdir(path.join(root, ROUTES_DIR)).catch((error: unknown) => {
    throw new StudioFault(500, 'unreadable', `${ROUTES_DIR} could not be read: ${messageOf(error)}`, ROUTES_DIR);
  });
  const files: Record<string, string> = {};
  for (const file of [
    ...names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => `${ROUTES_DIR}${name}`),
    ...Object.values(LOCALE_FILES),
  ]) {
    const text = await readOrNull(root, file);
    if (text !== null) files[file] = text;
  }
  return files;
}

export async function readCatalogue(root: string): Promise<Record<string, string>> {
  const text = await readOrNull(root, 'manifests/permissions.json');
  try {
    return (JSON.parse(text ?? 'null') as { permissions: Record<string, string> }).permissions;
  } catch (error) {
    throw new StudioFault(
      500,
      'unreadable',
      `manifests/permissions.json is not valid JSON: ${messageOf(error)}`,
      'manifests/permissions.json',
    );
  }
}

export interface FileChange {
  path: string;
  /** What is on disk now; null: no such file. */
  before: string | null;
  after: string;
}

/** A conflict as the studio's answers name it: the unit, why, and the other person's value. */
export interface NamedConflict {
  name: string;
  message: string;
  edit: Edit;
  theirs: Conflict['theirs'];
}

export interface PlannedChange {
  /** Every file the change writes, in path order. */
  changes: FileChange[];
  /** What CI would refuse in the tree as it would be; a save with any is refused. */
  findings: Finding[];
  /** The edits another person's change on disk now collides with; a save with any is refused, nothing checked. */
  conflicts: NamedConflict[];
}

/**
 * The change `edits` make to the tree at `root` as it is now: applied to the disk's files, only
 * the files they touch in the change, the rest as on disk, checked whole, and the access report of
 * that whole tree (when it can be built). Edits that conflict stop it before the checks.
 */
export async function planChange(root: string, edits: readonly Edit[]): Promise<PlannedChange> {
  const disk = await readDraftFiles(root);
  const applied = applyEdits(disk, edits);
  if (applied.conflicts.length > 0) {
    const conflicts = applied.conflicts.map((conflict) => ({ name: unitName(conflict.edit), ...conflict }));
    return { changes: [], findings: [], conflicts };
  }
  const touched = Object.keys(applied.files).filter((file) => applied.files[file] !== disk[file]);
  const gate = await gateTree(root, applied.files);
  const all: Record<string, string> = {
    ...Object.fromEntries(touched.map((file) => [file, applied.files[file] as string])),
    ...gate.outputs,
  };
  const changes: FileChange[] = [];
  for (const file of Object.keys(all).sort()) {
    const before = Object.hasOwn(disk, file) ? (disk[file] as string) : await readOrNull(root, file);
    const after = all[file] as string;
    if (before !== after) changes.push({ path: file, before, after });
  }
  return { changes, findings: gate.findings, conflicts: [] };
}

export type Verdict = { manifests: VerdictLine[]; report: VerdictLine[]; vocabulary: VerdictLine[] };

/** The checks CI runs on the tree at `root`, after a save: the manifest check, the access report's, the glossary. */
export async function treeVerdict(root: string): Promise<Verdict> {
  const gate = await gateTree(root, await readDraftFiles(root));
  const line = (finding: Finding): VerdictLine => ({
    where: finding.check === 'manifests' && finding.file !== null ? `${finding.file}: ${finding.route ? `/${finding.route}: ` : ''}` : '',
    message: finding.message,
  });
  const stale: VerdictLine[] = [];
  for (const [file, text] of Object.entries(gate.outputs ?? {})) {
    if ((await readOrNull(root, file)) !== text)
      stale.push({ where: '', message: `${file} is not what the manifests and profiles produce` });
  }
  const of = (...checks: Finding['check'][]) => gate.findings.filter((finding) => checks.includes(finding.check)).map(line);
  return {
    manifests: of('translations', 'manifests'),
    report: [...of('profiles', 'access-report'), ...stale],
    vocabulary: of('vocabulary'),
  };
}
