/**
 * The studio's draft over time: the files as last read (`base`), the files as edited, and the edits
 * that collided with another person's change, waiting for the user to choose. Reading the tree
 * again (reload, keeping the draft; a draft restored from the browser) re-applies the user's edits
 * to the files as they are now, never the copies it held (issue 50 item 2); the browser keeps only
 * the edits.
 */
import type { DraftFiles } from './draft.ts';
import { applyEdits, editsOf, keepMine, type Conflict, type Edit } from './edits.ts';

export interface EditedDraft {
  /** The files as read from disk: what the edits are based on. */
  base: DraftFiles;
  files: DraftFiles;
  /** Edits another person's change collides with; Save waits until each is chosen. */
  conflicts: Conflict[];
}

/** A draft of no edit over the files read. */
export function freshDraft(files: DraftFiles): EditedDraft {
  return { base: files, files, conflicts: [] };
}

/** Every edit of the user's, those waiting for a choice included: what is kept and re-applied. */
export function draftEdits(draft: EditedDraft): Edit[] {
  return [...editsOf(draft.base, draft.files), ...draft.conflicts.map((conflict) => conflict.edit)];
}

/** The user's edits re-applied to the files read now; those that collide wait for a choice. */
export function rebase(files: DraftFiles, edits: readonly Edit[]): EditedDraft {
  const applied = applyEdits(files, edits);
  return { base: files, files: applied.files, conflicts: applied.conflicts };
}

/** The user's choice for one conflict: mine applied over theirs, or theirs kept and my edit dropped. */
export function resolve(draft: EditedDraft, index: number, choice: 'mine' | 'theirs'): EditedDraft {
  const conflict = draft.conflicts[index];
  if (conflict === undefined) return draft;
  const conflicts = draft.conflicts.filter((_, at) => at !== index);
  if (choice === 'theirs') return { ...draft, conflicts };
  const applied = applyEdits(draft.files, [keepMine(conflict)]);
  // Mine cannot be made over theirs (a key that is now a group): it stays a conflict, with why.
  return { ...draft, files: applied.files, conflicts: [...conflicts, ...applied.conflicts] };
}

/** What the browser keeps of a draft. */
export interface KeptDraft {
  edits: Edit[];
}

/** The edits a kept draft holds; a draft kept as whole files (before edits) gives its edits too. */
export function keptEdits(kept: unknown): Edit[] {
  if (kept === null || typeof kept !== 'object') return [];
  const value = kept as { edits?: unknown; base?: unknown; files?: unknown };
  if (Array.isArray(value.edits)) return value.edits as Edit[];
  if (value.base !== null && typeof value.base === 'object' && value.files !== null && typeof value.files === 'object') {
    return editsOf(value.base as DraftFiles, value.files as DraftFiles);
  }
  return [];
}
