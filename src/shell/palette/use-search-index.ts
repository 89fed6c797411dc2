/**
 * The command palette's search index: every page's names in every language with their places (so
 * either language finds a page), built once per set of pages, and each row's texts made once per
 * language as rows are first drawn.
 */
import type { i18n, TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../engine/i18n/language';
import { createPageIndex, type PageIndex } from '../../engine/palette/page-index';
import type { PalettePage } from '../../engine/palette/palette-pages';
import { placeText, trailText } from './page-trail';

/** What a row shows of its page, in one language, and its names, which hold what it shows. */
export interface PageText {
  readonly label: string;
  readonly place: string;
  readonly name: string;
  readonly favouriteName: string;
  readonly addFavourite: string;
  readonly removeFavourite: string;
}

export interface SearchIndex {
  list: readonly PalettePage[];
  positions: ReadonlyMap<string, number>;
  index: PageIndex;
  /** Built with every language's texts; false while the other language was still loading. */
  complete: boolean;
  /** Each page's row texts by language, filled as rows are first drawn. */
  texts: Map<string, (PageText | undefined)[]>;
}

// The palette mounts afresh on every Ctrl+K; the account's pages do not change in between, so their
// index is built once per set of pages (and again once the other language's texts arrive).
const indexes = new WeakMap<ReadonlyMap<string, PalettePage>, SearchIndex>();

function allLanguagesLoaded(i18n: i18n): boolean {
  return LANGUAGES.every((language) => i18n.hasResourceBundle(language, 'translation'));
}

/** Every page's names in every language with their places, so either language finds it. */
function searchIndexOf(pages: ReadonlyMap<string, PalettePage>, i18n: i18n): SearchIndex {
  const complete = allLanguagesLoaded(i18n);
  const known = indexes.get(pages);
  if (known && (known.complete || !complete)) return known;
  const list = [...pages.values()];
  const translators = LANGUAGES.map((language) => i18n.getFixedT(language));
  const index = createPageIndex(list.map((page) => translators.map((t) => trailText(t, page)).join(' ')));
  const positions = new Map(list.map((page, position) => [page.entry.path, position]));
  const built = { list, positions, index, complete, texts: new Map() };
  indexes.set(pages, built);
  return built;
}

// Translating is most of what drawing a row costs, and the palette draws its rows afresh on every
// open: each page's texts are made once per language and kept with the index.
export function pageText(search: SearchIndex, position: number, language: string, t: TFunction): PageText {
  let texts = search.texts.get(language);
  if (!texts) search.texts.set(language, (texts = []));
  const known = texts[position];
  if (known) return known;
  const page = search.list[position] as PalettePage;
  const label = t(page.entry.label);
  const place = placeText(t, page);
  // The row shows the page's name above its place, and is named in that order.
  const name = place === '' ? label : t('palette.option', { page: label, place });
  const text = {
    label,
    place,
    name,
    favouriteName: t('palette.favouriteOption', { option: name }),
    addFavourite: t('palette.addFavourite', { page: label }),
    removeFavourite: t('palette.removeFavourite', { page: label }),
  };
  texts[position] = text;
  return text;
}

export function useSearchIndex(pages: ReadonlyMap<string, PalettePage>): SearchIndex {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState(() => allLanguagesLoaded(i18n));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void i18n.loadLanguages([...LANGUAGES]).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, loaded]);
  // `loaded` changes when the other language's texts arrive, and the index is built again then.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => searchIndexOf(pages, i18n), [pages, i18n, loaded]);
}
