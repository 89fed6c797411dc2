import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../components/services/services-context';
import { pageMemoryOfStart } from '../../engine/palette/page-memory-state';
import type { PalettePage } from '../../engine/palette/palette-pages';

/**
 * Loads the account's recent and favourite pages, without those it may no longer open, and records
 * each page opened. A framed page's url follows the frame, so its latest query is what is kept.
 * The lists load as the shell is committed, before its first paint. A visit is recorded just after
 * the page is painted (a passive effect, within the frame's time): storing it, telling the other
 * tabs and updating the lists cost a kept page's switch some 3 ms of its 40 at 4x when it ran before
 * the paint (docs/performance.md).
 */
export function usePageMemory(accountId: string, pages: ReadonlyMap<string, PalettePage>): void {
  const { pathname, search, hash } = useLocation();
  const pageMemory = useServices().startState(pageMemoryOfStart);
  useLayoutEffect(() => {
    pageMemory.open(accountId, (route) => pages.has(route));
  }, [pageMemory, accountId, pages]);
  useEffect(() => {
    const route = pathname.replace(/^\//, '');
    if (pages.has(route)) pageMemory.recordVisit(route, `${pathname}${search}${hash}`);
  }, [pageMemory, pathname, search, hash, pages]);
}
