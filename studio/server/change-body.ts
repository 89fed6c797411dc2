/**
 * The body of a plan or a save, checked before anything is read: `{ edits: Edit[] }`, the user's
 * edits (studio/lib/edits.ts), never whole files. The server re-applies them to the files as they
 * are on disk when it saves, so a file the user never touched is never sent, and never written back.
 * Only manifests and translation texts are edited: the access report is the server's to build
 * (tree-gate.ts), never the client's to send.
 */
import { LANGUAGES, ROUTES_DIR } from '../lib/draft.ts';
import type { Edit } from '../lib/edits.ts';
import { pathProblem } from './writer.ts';

export interface ChangeBody {
  edits: Edit[];
}

const SHAPE = 'a change is { edits: [{ kind: "route" | "order" | "text", … }] }';
/** More than any draft makes; a bound on what one body may ask the server to apply. */
const MOST_EDITS = 10_000;
/** A route's path as typed (the manifest check judges its form): a string, never empty, of a bounded length. */
const isPath = (value: unknown): boolean => typeof value === 'string' && value.length > 0 && value.length <= 500;
/** A dotted key's parts: never a name that reaches an object's prototype. */
const KEY_PART = /^[A-Za-z0-9_-]+$/;
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const FIELDS: Record<Edit['kind'], readonly string[]> = {
  route: ['kind', 'file', 'top', 'child', 'before', 'after'],
  order: ['kind', 'file', 'parent', 'before', 'after'],
  text: ['kind', 'language', 'key', 'before', 'after'],
};

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isNullOr = (value: unknown, test: (value: unknown) => boolean): boolean => value === null || test(value);
const isPaths = (value: unknown): boolean => Array.isArray(value) && value.every(isPath);

function manifestProblem(file: unknown): string | null {
  if (typeof file !== 'string') return 'its file is not a string';
  const fault = pathProblem(file);
  if (fault !== null) return fault;
  if (!file.startsWith(ROUTES_DIR)) return `${file} is not a route manifest`;
  return null;
}

/** Why one edit is refused, or null. */
function editProblem(edit: unknown): string | null {
  if (!isRecord(edit)) return 'is not an object';
  const kind = edit.kind as Edit['kind'];
  if (!Object.hasOwn(FIELDS, kind)) return `has no kind of route, order or text`;
  const unknown = Object.keys(edit).find((key) => !FIELDS[kind].includes(key));
  if (unknown !== undefined) return `has an unknown property ${JSON.stringify(unknown)}`;
  if (!Object.hasOwn(edit, 'before') || !Object.hasOwn(edit, 'after')) return 'needs before and after (null: none)';
  if (edit.before === null && edit.after === null) return 'changes nothing (before and after are both null)';
  if (kind === 'text') {
    if (!LANGUAGES.includes(edit.language as never)) return `has a language other than ${LANGUAGES.join(' or ')}`;
    const parts = typeof edit.key === 'string' ? edit.key.split('.') : [];
    if (parts.length === 0 || parts.some((part) => !KEY_PART.test(part) || FORBIDDEN.has(part)))
      return 'has a key that is not a dotted key';
    if (!isNullOr(edit.before, (value) => typeof value === 'string') || !isNullOr(edit.after, (value) => typeof value === 'string'))
      return 'has a text that is neither a string nor null';
    return null;
  }
  const fault = manifestProblem(edit.file);
  if (fault !== null) return fault;
  if (kind === 'order') {
    if (!isNullOr(edit.parent, isPath)) return 'has a parent that is not a path';
    if (!isNullOr(edit.before, isPaths) || !isNullOr(edit.after, isPaths)) return 'has an order that is not a list of paths';
    return null;
  }
  if (!isPath(edit.top) || !isNullOr(edit.child, isPath)) return 'has a route that is not a top path and a child path or null';
  const isDeclaration = (value: unknown) => isRecord(value) && !Object.hasOwn(value, 'children');
  if (!isNullOr(edit.before, isDeclaration) || !isNullOr(edit.after, isDeclaration))
    return 'has a declaration that is not an object without children (each child is an edit of its own)';
  return null;
}

/** The change a body asks for, or why it is refused (a sentence for the one who sent it). */
export function changeBodyOf(body: unknown): { ok: true; change: ChangeBody } | { ok: false; message: string } {
  const refuse = (why: string) => ({ ok: false as const, message: `${SHAPE}: ${why}` });
  if (!isRecord(body)) return refuse('the body is not an object');
  const unknown = Object.keys(body).find((key) => key !== 'edits');
  if (unknown !== undefined) return refuse(`unknown property ${JSON.stringify(unknown)}`);
  const { edits } = body;
  if (!Array.isArray(edits)) return refuse('edits is not a list');
  if (edits.length === 0) return refuse('edits names no edit');
  if (edits.length > MOST_EDITS) return refuse(`more than ${MOST_EDITS} edits`);
  for (const [index, edit] of edits.entries()) {
    const problem = editProblem(edit);
    if (problem !== null) return refuse(`edit ${index + 1} ${problem}`);
  }
  return { ok: true, change: { edits: edits as Edit[] } };
}
