/**
 * The body of a plan or a save, checked before anything is read: `{ files: { path: text } }`, and for
 * a save `bases: { path: sha256 hex | null }` too. Only manifests and translation files are posted:
 * the access report is the server's to build (tree-gate.ts), never the client's to send.
 */
import { LOCALE_FILES, ROUTES_DIR } from '../lib/draft.ts';
import { pathProblem } from './writer.ts';

export interface ChangeBody {
  files: Record<string, string>;
  /** Hash of each file's content as the studio read it (null: it did not exist). */
  bases: Record<string, string | null>;
}

const SHAPE = { plan: 'a plan is { files: { path: text } }', save: 'a save is { files: { path: text }, bases: { path: hash } }' };
const HASH = /^[0-9a-f]{64}$/;
const POSTED = (file: string) =>
  (file.startsWith(ROUTES_DIR) && file.endsWith('.json')) || Object.values<string>(LOCALE_FILES).includes(file);

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The change a body asks for, or why it is refused (a sentence for the one who sent it). */
export function changeBodyOf(body: unknown, call: 'plan' | 'save'): { ok: true; change: ChangeBody } | { ok: false; message: string } {
  const refuse = (why: string) => ({ ok: false as const, message: `${SHAPE[call]}: ${why}` });
  if (!isRecord(body)) return refuse('the body is not an object');
  const allowed = call === 'save' ? ['files', 'bases'] : ['files'];
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown !== undefined) return refuse(`unknown property ${JSON.stringify(unknown)}`);
  const { files, bases = {} } = body;
  if (!isRecord(files)) return refuse('files is not an object');
  if (Object.keys(files).length === 0) return refuse('files names no file');
  for (const [file, text] of Object.entries(files)) {
    const fault = pathProblem(file);
    if (fault !== null) return refuse(fault);
    if (!POSTED(file)) return refuse(`${file} is built by the server from the tree, never posted`);
    if (typeof text !== 'string') return refuse(`the text of ${file} is not a string`);
  }
  if (call === 'save' && !Object.hasOwn(body, 'bases')) return refuse('bases is missing');
  if (!isRecord(bases)) return refuse('bases is not an object');
  for (const [file, hash] of Object.entries(bases)) {
    if (hash !== null && (typeof hash !== 'string' || !HASH.test(hash)))
      return refuse(`the base of ${file} is neither a sha256 hex nor null`);
  }
  return { ok: true, change: { files: files as Record<string, string>, bases: bases as Record<string, string | null> } };
}
