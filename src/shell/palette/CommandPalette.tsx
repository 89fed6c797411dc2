import { SearchIcon, StarFillIcon, StarIcon } from '@primer/octicons-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import type { RouteAccess } from '../../engine/access/route-access';
import { pageMemoryOfStart } from '../../engine/palette/page-memory-state';
import type { PalettePage } from '../../engine/palette/palette-pages';
import { Dialog, Empty, Footer, GroupHeading, Input, Scroll, SearchRow } from './palette-styles';
import { pageText, useSearchIndex } from './use-search-index';

/** More results than this are not drawn: a query that broad is refined, not scrolled. */
const MAX_RESULTS = 50;
/** With the field empty, the first pages after the recent ones: enough to browse, little to draw on opening. */
const MAX_BROWSE = 15;

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
