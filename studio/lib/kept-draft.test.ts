import { describe, expect, it } from 'vitest';
import { formatJson, readText, writeText, type DraftFiles } from './draft';
import { draftEdits, freshDraft, keptEdits, rebase, resolve } from './kept-draft';

const EN = 'public/locales/en/translation.json';
const JA = 'public/locales/ja/translation.json';
const base: DraftFiles = {
  [EN]: formatJson({ nav: { logs: 'Logs', dashboard: 'Dashboard' } }),
  [JA]: formatJson({ nav: { logs: 'ログ' } }),
};
const edited = writeText(writeText(base, 'en', 'nav.logs', 'Mail logs'), 'ja', 'nav.logs', 'メールログ');
const disk = writeText(writeText(base, 'en', 'nav.logs', 'Message logs'), 'en', 'nav.dashboard', 'Home');

describe('a draft read again keeps the edits, not the copies', () => {
  const draft = rebase(disk, draftEdits({ base, files: edited, conflicts: [] }));

  it('re-applies the clean edits to the files read now, keeps theirs elsewhere, and names the collision', () => {
    expect(readText(draft.files, 'ja', 'nav.logs')).toBe('メールログ');
    expect(readText(draft.files, 'en', 'nav.dashboard')).toBe('Home');
    expect(readText(draft.files, 'en', 'nav.logs')).toBe('Message logs');
    expect(draft.conflicts.map((conflict) => [conflict.edit.kind, conflict.theirs])).toEqual([['text', 'Message logs']]);
    expect(draft.base).toBe(disk);
  });

  it.each([
    ['mine', 'Mail logs'],
    ['theirs', 'Message logs'],
  ] as const)('choosing %s', (choice, text) => {
    const chosen = resolve(draft, 0, choice);
    expect(chosen.conflicts).toEqual([]);
    expect(readText(chosen.files, 'en', 'nav.logs')).toBe(text);
    // Chosen, it is an ordinary edit of the files read (or none): read again, nothing collides.
    expect(rebase(disk, draftEdits(chosen)).conflicts).toEqual([]);
  });

  it('a waiting conflict is kept with the draft and named again when read again', () => {
    expect(rebase(disk, draftEdits(draft)).conflicts).toHaveLength(1);
  });

  it.each([
    ['edits', { edits: draftEdits(freshDraft(base)) }, 0],
    ['whole files, as drafts were once kept', { base, files: edited, hashes: {} }, 2],
    ['nothing', null, 0],
    ['something else', { files: 1 }, 0],
  ])('a kept draft of %s gives its edits', (_name, kept, count) => {
    expect(keptEdits(kept)).toHaveLength(count);
  });
});
