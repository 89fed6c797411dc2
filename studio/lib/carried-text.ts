/**
 * A text typed for a key that is still being typed (a label, a show rule's reason). The user may
 * type the text first, or between keystrokes of the key: each prefix of the key on the way (`page.a`
 * on the way to `page.about`) may be a valid key. The text must end under the key the user settles
 * on, never under a prefix on the way (issue 50: "a text typed before its key is valid is written to
 * the first valid prefix of the key").
 *
 * So a text the box made (typed under a key with no text yet) is carried: it follows the key. When the
 * key changes, the text leaves the key it was written under (only if it is still there as written:
 * nothing another edit put there is removed) and goes under the new key when that key can take it
 * and has no text of its own; otherwise it is held in the box, shown and never dropped, until the key
 * can take it. A text typed over a key's own text (an existing label edited) is not carried: renaming
 * such a key never moves another route's text.
 */
import { readText, removeText, textKeyProblem, writeText, type DraftFiles, type Language } from './draft.ts';

export interface Carried {
  /** The text as typed. */
  text: string;
  /** The key it is written under now; null: held in the box, not in the file. */
  key: string | null;
}

export interface Carry {
  files: DraftFiles;
  carried: Carried | null;
}

/**
 * The key is now `key`, was `from`: the carried text follows it (see the module's comment). Nothing
 * carried: the same files. A text that another change moved to `from` with the key (a page renamed
 * moves its label's texts) is followed from there.
 */
export function carryTo(files: DraftFiles, language: Language, carried: Carried | null, from: string, key: string): Carry {
  if (carried !== null && carried.key !== null && carried.key !== from && readText(files, language, from) === carried.text)
    carried = { text: carried.text, key: from };
  if (carried === null || carried.key === key) return { files, carried };
  let next = files;
  if (carried.key !== null && readText(next, language, carried.key) === carried.text) next = removeText(next, language, carried.key);
  const there = readText(next, language, key);
  // Already there (the page's rename moved it, say): it follows this key from now on.
  if (there === carried.text) return { files: next, carried: { text: carried.text, key } };
  if (there === undefined && textKeyProblem(next, language, key) === null)
    return { files: writeText(next, language, key, carried.text), carried: { text: carried.text, key } };
  return { files: next, carried: carried.key === null ? carried : { text: carried.text, key: null } };
}

/**
 * The user typed `text` in the box of `key`: written when the key can take it, else held. It is
 * carried when the box made it (the key had no text, or had the one this box carried there).
 */
export function typeText(files: DraftFiles, language: Language, carried: Carried | null, key: string, text: string): Carry {
  if (textKeyProblem(files, language, key) !== null) return { files, carried: { text, key: null } };
  const made = readText(files, language, key) === undefined || carried?.key === key;
  return { files: writeText(files, language, key, text), carried: made ? { text, key } : null };
}

/** What the box shows: the carried text while it is not under the key shown (held, or on its way), else the file's. */
export function shownText(files: DraftFiles, language: Language, carried: Carried | null, key: string): string {
  if (carried !== null && carried.key !== key) return carried.text;
  return readText(files, language, key) ?? '';
}
