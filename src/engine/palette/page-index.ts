/**
 * Fuzzy matching of page names for the command palette, by uFuzzy: each item is searched as one
 * text (its names in every language and its place), so a query finds a page in either language,
 * with its words in any order and a typo (one insertion, deletion, substitution or transposition)
 * in each word.
 */
import uFuzzy from '@leeoniya/ufuzzy';

/**
 * The letters a word is made of: Latin with its accented forms, and Japanese (kana, the CJK
 * ideographs, full-width Latin and digits, half-width kana), the scripts of the console's two
 * languages. Spelled as ranges rather than the Unicode class \p{L}: each keystroke builds new
 * expressions, and a class that size made a typo query over 10,000 pages cost several frames.
 */
const LETTER = 'a-zA-Z\\u00c0-\\u024f\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff10-\\uff5a\\uff66-\\uff9f';

const matcher = new uFuzzy({
  unicode: true,
  interSplit: `[^${LETTER}\\d']+`,
  intraSplit: '[a-z][A-Z]',
  intraBound: `[${LETTER}]\\d|\\d[${LETTER}]|[a-z][A-Z]`,
  intraChars: `[${LETTER}\\d']`,
  intraContr: `'[${LETTER}]{1,2}\\b`,
  intraMode: 1,
  intraIns: 1,
  intraSub: 1,
  intraTrn: 1,
  intraDel: 1,
});

/** How many words of a query are tried in every order (n! searches: kept small). */
const OUT_OF_ORDER_TERMS = 3;

/**
 * Above this many matches the items come in table order, unranked: ranking (and trying the words in
 * every order) costs per match, and a query that broad is refined by its next keystroke anyway. The
 * console's own table is smaller than this, so its results are always ranked.
 */
const RANKED_MATCHES = 200;

export interface PageIndex {
  /** Indexes of the matching items, best first; every item, in order, for a blank query. */
  search(query: string): number[];
}

export function createPageIndex(texts: readonly string[]): PageIndex {
  const haystack = [...texts];
  const everything = haystack.map((_, index) => index);
  return {
    search(query) {
      // The words alone: uFuzzy's own syntax (quotes, a leading '-' to exclude) is not offered.
      const terms = matcher.split(query.trim());
      if (terms.length === 0) return query.trim() === '' ? everything : [];
      // Every word must match on its own; the longest first, as it leaves the fewest candidates.
      let candidates: number[] | undefined;
      for (const term of [...terms].sort((a, b) => b.length - a.length)) {
        candidates = matcher.filter(haystack, term, candidates) ?? [];
        if (candidates.length === 0) return [];
      }
      if (candidates === undefined || candidates.length > RANKED_MATCHES) return candidates ?? [];
      const [idxs, info, order] = matcher.search(haystack, terms.join(' '), OUT_OF_ORDER_TERMS, Infinity, candidates);
      if (idxs === null) return [];
      // With more words than are tried in every order, the candidates come unranked.
      if (info === null || order === null) return idxs;
      return order.map((position) => info.idx[position] ?? -1).filter((index) => index >= 0);
    },
  };
}
