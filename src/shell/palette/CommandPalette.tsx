import { SearchIcon, StarFillIcon, StarIcon } from '@primer/octicons-react';
import type { i18n, TFunction } from 'i18next';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import type { RouteAccess } from '../../engine/access/route-access';
import { LANGUAGES } from '../../engine/i18n/language';
import { createPageIndex, type PageIndex } from '../../engine/palette/page-index';
import { pageMemoryOfStart } from '../../engine/palette/page-memory-state';
import type { PalettePage } from '../../engine/palette/palette-pages';
import { placeText, trailText } from './page-trail';

/** More results than this are not drawn: a query that broad is refined, not scrolled. */
const MAX_RESULTS = 50;
/** With the field empty, the first pages after the recent ones: enough to browse, little to draw on opening. */
const MAX_BROWSE = 15;

const Dialog = styled.dialog`
  width: min(640px, 92vw);
  max-height: min(560px, 76vh);
  margin: 12vh auto auto;
  padding: 0;
  border: 1px solid var(--borderColor-default);
  border-radius: 12px;
  background: var(--overlay-bgColor, var(--bgColor-default));
  color: var(--fgColor-default);
  box-shadow: var(--shadow-floating-large, 0 8px 24px rgba(0, 0, 0, 0.3));
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(1, 4, 9, 0.5);
  }
`;

const SearchRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 16px;
  border-bottom: 1px solid var(--borderColor-default);
  color: var(--fgColor-muted);
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 52px;
  border: 0;
  background: transparent;
  color: var(--fgColor-default);
  font: inherit;
  font-size: 16px;
  &::placeholder {
    color: var(--fgColor-muted);
  }
  &:focus {
    outline: none;
  }
`;

// The option rows are plain elements styled from here: the palette draws up to 25 rows on every
// open, and a styled component per part of each row was most of the time it took to open.
const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 6px;

  & [role='option'] {
    /* Rows below the fold are neither laid out nor painted until scrolled to: less to do on opening. */
    content-visibility: auto;
    contain-intrinsic-size: auto 52px;
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border-radius: 6px;
    cursor: pointer;
  }
  & [role='option'][aria-selected='true'] {
    background: var(--bgColor-accent-muted);
    box-shadow: inset 3px 0 0 var(--fgColor-accent);
  }
  & .palette-names {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-width: 0;
  }
  & .palette-names > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & .palette-place {
    font-size: 12px;
    color: var(--fgColor-muted);
  }
  & .palette-star {
    display: inline-flex;
    padding: 4px;
    border-radius: 6px;
    color: var(--fgColor-muted);
  }
  & .palette-star[data-on='true'] {
    color: var(--fgColor-attention);
  }
  & .palette-star:hover {
    background: var(--bgColor-neutral-muted);
  }
`;

const GroupHeading = styled.div`
  padding: 8px 10px 4px;
  font-size: 12px;
  font-weight: 600;
  color: var(--fgColor-muted);
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 16px;
  border-top: 1px solid var(--borderColor-default);
  font-size: 12px;
  color: var(--fgColor-muted);
`;

const Empty = styled.p`
  margin: 0;
  padding: 16px 10px;
  color: var(--fgColor-muted);
`;

interface Item {
  readonly id: string;
  readonly page: PalettePage;
  /** The page's place in the index's list, which keys its texts. */
  readonly position: number;
  /** Where Enter goes: the page, or for a recent page the url it was last open at. */
  readonly url: string;
}

interface Group {
  readonly key: 'recents' | 'results';
  readonly items: readonly Item[];
}

export interface CommandPaletteProps {
  access: RouteAccess;
  /** The pages the account may open, by route path. */
  pages: ReadonlyMap<string, PalettePage>;
  /** `opened`: a page was opened (focus goes to it), else the palette was dismissed. */
  onClose: (opened: boolean) => void;
}

/** What a row shows of its page, in one language, and its names, which hold what it shows. */
interface PageText {
  readonly label: string;
  readonly place: string;
  readonly name: string;
  readonly favouriteName: string;
  readonly addFavourite: string;
  readonly removeFavourite: string;
}

interface SearchIndex {
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
function pageText(search: SearchIndex, position: number, language: string, t: TFunction): PageText {
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

function useSearchIndex(pages: ReadonlyMap<string, PalettePage>): SearchIndex {
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

/**
 * The command palette: a search field (a combobox) over the pages the account may open, recent
 * pages first while it is empty. Keyboard only: arrows choose, Enter opens, Alt+F stars, Escape
 * closes. Opening a page is the same navigation a menu click makes.
 */
export function CommandPalette({ pages, onClose }: CommandPaletteProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pageMemory = useServices().startState(pageMemoryOfStart);
  const { memory } = useSnapshot(pageMemory.state);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const search = useSearchIndex(pages);
  const { list, positions, index } = search;

  const groups = useMemo((): Group[] => {
    const toItem =
      (prefix: string) =>
      (position: number, at: number, url?: string): Item[] => {
        const page = list[position];
        return page ? [{ id: `${baseId}-${prefix}-${at}`, page, position, url: url ?? `/${page.entry.path}` }] : [];
      };
    if (query.trim() === '') {
      const recents = memory.recents.flatMap((recent, at) => {
        const position = positions.get(recent.route);
        return position === undefined ? [] : toItem('recent')(position, at, recent.url);
      });
      const all = list.slice(0, MAX_BROWSE).flatMap((_, position) => toItem('page')(position, position));
      return recents.length > 0
        ? [
            { key: 'recents', items: recents },
            { key: 'results', items: all },
          ]
        : [{ key: 'results', items: all }];
    }
    const found = index.search(query).slice(0, MAX_RESULTS);
    return [{ key: 'results', items: found.flatMap((position, at) => toItem('page')(position, at)) }];
  }, [query, memory.recents, positions, list, index, baseId]);

  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const current = items[Math.min(active, items.length - 1)];

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const open = (item: Item): void => {
    navigate(item.url);
    onClose(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.min(active, items.length - 1) + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (current) open(current);
    } else if (event.altKey && event.code === 'KeyF') {
      event.preventDefault();
      if (current) pageMemory.toggleFavourite(current.page.entry.path);
    }
  };

  const count = groups.find((group) => group.key === 'results')?.items.length ?? 0;
  const listId = `${baseId}-list`;
  const blank = query.trim() === '';

  return (
    <Dialog
      ref={dialogRef}
      aria-label={t('palette.title')}
      data-testid="command-palette"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose(false);
      }}
    >
      <SearchRow>
        <SearchIcon size={16} />
        <Input
          ref={inputRef}
          role="combobox"
          aria-label={t('palette.inputLabel')}
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current?.id}
          placeholder={t('palette.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </SearchRow>
      {/* The list also scrolls from the keyboard when Tab has moved here from the field. */}
      <Scroll tabIndex={0}>
        {!blank && items.length === 0 ? <Empty>{t('palette.noMatch', { query: query.trim() })}</Empty> : null}
        {blank && memory.recents.length === 0 ? <Empty>{t('palette.noRecents')}</Empty> : null}
        <div id={listId} role="listbox" aria-label={t('palette.results')}>
          {groups.map((group) =>
            group.items.length === 0 ? null : (
              <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
                <GroupHeading id={`${listId}-${group.key}`} role="presentation">
                  {group.key === 'recents' ? t('palette.recents') : t('palette.results')}
                </GroupHeading>
                {group.items.map((item) => {
                  const { label, place, name, favouriteName, addFavourite, removeFavourite } = pageText(
                    search,
                    item.position,
                    i18n.language,
                    t,
                  );
                  const favourite = memory.favourites.includes(item.page.entry.path);
                  return (
                    <div
                      key={item.id}
                      id={item.id}
                      role="option"
                      aria-selected={item === current}
                      aria-label={favourite ? favouriteName : name}
                      data-route={`/${item.page.entry.path}`}
                      onMouseMove={() => setActive(items.indexOf(item))}
                      onClick={() => open(item)}
                    >
                      {/* The space keeps name and place apart in the row's text (the flex column lays it out as nothing). */}
                      <span className="palette-names">
                        <span>{label}</span>
                        {place === '' ? null : (
                          <>
                            {' '}
                            <span className="palette-place">{place}</span>
                          </>
                        )}
                      </span>
                      <span
                        className="palette-star"
                        data-on={favourite}
                        aria-hidden="true"
                        title={favourite ? removeFavourite : addFavourite}
                        onClick={(event) => {
                          event.stopPropagation();
                          pageMemory.toggleFavourite(item.page.entry.path);
                        }}
                      >
                        {favourite ? <StarFillIcon size={16} /> : <StarIcon size={16} />}
                      </span>
                    </div>
                  );
                })}
              </div>
            ),
          )}
        </div>
      </Scroll>
      <Footer>
        <span role="status">{blank ? '' : t('palette.count', { count })}</span>
        <span>{t('palette.hint')}</span>
      </Footer>
    </Dialog>
  );
}
