import { describe, expect, it } from 'vitest';
import { carryTo, shownText, typeText, type Carried, type Carry } from './carried-text';
import { formatJson, readText, type DraftFiles } from './draft';

const EN = 'public/locales/en/translation.json';
const JA = 'public/locales/ja/translation.json';
const files: DraftFiles = {
  [EN]: formatJson({ nav: { logs: 'Logs' }, page: { other: { taken: 'Taken' } } }),
  [JA]: formatJson({ nav: { logs: 'ログ' } }),
};

/**
 * The user's steps, as the label field sends them: `key` a keystroke of the key (or a paste), `text`
 * one of the English box. Answers the files and what the box shows at the end.
 */
function typed(steps: readonly (['key', string] | ['text', string])[], start = ''): { files: DraftFiles; shown: string } {
  let now = files;
  let key = start;
  let carried: Carried | null = null;
  for (const [what, value] of steps) {
    const step: Carry = what === 'key' ? carryTo(now, 'en', carried, key, value) : typeText(now, 'en', carried, key, value);
    if (what === 'key') key = value;
    now = step.files;
    carried = step.carried;
  }
  return { files: now, shown: shownText(now, 'en', carried, key) };
}
/** Each keystroke of `text` typed at the end of `from`. */
const keystrokes = (from: string, text: string): ['key', string][] =>
  [...text].map((_, index) => ['key', from + text.slice(0, index + 1)] as ['key', string]);
const texts = (of: DraftFiles) => JSON.parse(of[EN] as string) as Record<string, unknown>;

describe('a text typed before or while its key is typed ends under the key settled on, never under a prefix', () => {
  it.each<[string, (['key', string] | ['text', string])[], string, Record<string, unknown>]>([
    [
      'the text first, then the key keystroke by keystroke (page.a is a valid key on the way)',
      [['text', 'About'], ...keystrokes('', 'page.about')],
      'page.about',
      { page: { other: { taken: 'Taken' }, about: 'About' } },
    ],
    [
      'the key half typed to a valid prefix, the text, then the rest of the key',
      [...keystrokes('', 'page.ab'), ['text', 'About'], ...keystrokes('page.ab', 'out.us')],
      'page.about.us',
      { page: { other: { taken: 'Taken' }, about: { us: 'About' } } },
    ],
    [
      'a key typed back to a prefix that cannot take a text: held, then written under the key settled on',
      [...keystrokes('', 'page.ab'), ['text', 'About'], ['key', 'page.'], ['key', 'page.x'], ['key', 'page.xy']],
      'page.xy',
      { page: { other: { taken: 'Taken' }, xy: 'About' } },
    ],
    [
      'a key on the way that is a text of its own (nav.logs): never overwritten, the text goes on to the key settled on',
      [['text', 'Extra'], ...keystrokes('', 'nav.logs.extra')],
      'nav.logs.extra',
      { nav: { logs: 'Logs' }, page: { other: { taken: 'Taken' } } },
    ],
    [
      'a key with a text of its own: the typed text is held, never overwrites it',
      [['text', 'Mine'], ...keystrokes('', 'page.other.taken')],
      'page.other.taken',
      { page: { other: { taken: 'Taken' } } },
    ],
  ])('%s', (_name, steps, key, expected) => {
    const { files: after, shown } = typed(steps);
    expect(texts(after)).toEqual({ nav: { logs: 'Logs' }, ...expected });
    // The box always shows what was typed: written under the key, or held.
    expect(shown).toBe(steps.filter(([what]) => what === 'text').at(-1)?.[1]);
    if (key === 'page.other.taken') expect(readText(after, 'en', key)).toBe('Taken');
    // Only the English file: the other language's box typed nothing.
    expect(after[JA]).toBe(files[JA]);
  });

  it('a text edited over a key that already had it is not carried: renaming the key leaves the text where it is', () => {
    const { files: after, shown } = typed([['text', 'Mail logs'], ...keystrokes('nav.logs', 'X')], 'nav.logs');
    expect(texts(after).nav).toEqual({ logs: 'Mail logs' });
    expect(shown).toBe('');
  });

  it('a text moved with the key by a page rename is followed from where it is, not left there', () => {
    const carried: Carried = { text: 'About', key: 'page.about' };
    const moved = { ...files, [EN]: formatJson({ nav: { logs: 'Logs' }, page: { news: 'About' } }) };
    // From the key drawn (page.news, where the rename put it) to the next keystroke: followed from there.
    const next = carryTo(moved, 'en', carried, 'page.news', 'page.newsX');
    expect(texts(next.files).page).toEqual({ newsX: 'About' });
    expect(next.carried).toEqual({ text: 'About', key: 'page.newsX' });
  });

  it('nothing carried, or the same key: the same files', () => {
    expect(carryTo(files, 'en', null, '', 'page.x').files).toBe(files);
    const carried: Carried = { text: 'Logs', key: 'nav.logs' };
    expect(carryTo(files, 'en', carried, 'nav.logs', 'nav.logs')).toEqual({ files, carried });
  });
});
