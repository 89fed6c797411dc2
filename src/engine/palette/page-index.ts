/**
 * Fuzzy matching of page names for the command palette, by uFuzzy: each item is searched as one
 * text (its names in every language and its place), so a query finds a page in either language,
 * with its words in any order and a typo (one insertion, deletion, substitution or transposition)
 * in each word. Letters are matched by Unicode class, not the library's default a–z, so Japanese
 * names match too.
 */
import uFuzzy from '@leeoniya/ufuzzy';

const matcher = new uFuzzy({
  unicode: true,
  interSplit: "[^\\p{L}\\d']+",
  intraSplit: '\\p{Ll}\\p{Lu}',
  intraBound: '\\p{L}\\d|\\d\\p{L}|\\p{Ll}\\p{Lu}',
  intraChars: "[\\p{L}\\d']",
  intraContr: "'\\p{L}{1,2}\\b",
  intraMode: 1,
  intraIns: 1,
  intraSub: 1,
  intraTrn: 1,
  intraDel: 1,
});

/** How many words of a query are tried in every order (n! searches: kept small). */
const OUT_OF_ORDER_TERMS = 3;

export interface PageIndex {
  /** Indexes of the matching items, best first; every item, in order, for a blank query. */
  search(query: string): number[];
}

export function createPageIndex(texts: readonly string[]): PageIndex {
  const haystack = [...texts];
  const everything = haystack.map((_, index) => index);
  return {
    search(query) {
      const needle = query.trim();
      if (needle === '') return everything;
      const [idxs, info, order] = matcher.search(haystack, needle, OUT_OF_ORDER_TERMS);
      if (idxs === null) return [];
      // Above the library's ranking threshold (very many matches) the filtered order is kept.
      if (info === null || order === null) return idxs;
      return order.map((position) => info.idx[position] ?? -1).filter((index) => index >= 0);
    },
  };
}
