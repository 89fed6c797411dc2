import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PalettePage } from '../../engine/palette/palette-pages';
import { openPageMemory, recordVisit } from '../../engine/state/page-memory-state';

/**
 * Loads the account's recent and favourite pages, without those it may no longer open, and records
 * each page opened. A framed page's url follows the frame, so its latest query is what is kept.
 * Both happen as the page is committed, before it is painted: a page the user has seen is already
 * remembered, even if the next one is a full load started at once (an address typed, a reload).
 */
export function usePageMemory(accountId: string, pages: ReadonlyMap<string, PalettePage>): void {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    openPageMemory(accountId, (route) => pages.has(route));
  }, [accountId, pages]);
  useLayoutEffect(() => {
    const route = pathname.replace(/^\//, '');
    if (pages.has(route)) recordVisit(route, `${pathname}${search}${hash}`);
  }, [pathname, search, hash, pages]);
}
