/**
 * The signed-in account's recent and favourite pages, kept in browser storage under that account
 * and shared by the side menu, the page header and the command palette. One store per console start
 * (`services.startState(pageMemoryOfStart)`), which is handed the tab channel when it is made, so it
 * tells the other tabs of each change itself: nothing saved here goes unheard.
 */
import { proxy, subscribe } from 'valtio/vanilla';
import type { PageMemoryMessage } from '../../generated/types/tab-message';
import { readLocal, writeLocal } from '../storage/browser-storage';
import {
  EMPTY_MEMORY,
  keepOpenable,
  readAccountMemory,
  rememberVisit,
  toggleFavourite,
  writeAccountMemory,
  type PageMemory,
} from './page-memory';

export interface PageMemoryStore {
  /** The account whose lists are shown, and the lists (a valtio proxy: components read its snapshot). */
  readonly state: { account: string | null; memory: PageMemory };
  /** Calls `changed` after each change of the state; returns the function that stops (for useSyncExternalStore). */
  subscribe(changed: () => void): () => void;
  /** Reads the account's lists, without the pages it may no longer open (and stores them so). */
  open(account: string, opens: (route: string) => boolean): void;
  /**
   * Reads the lists again after another tab stored them, so this tab shows them and its next change
   * builds on them rather than overwriting them. Nothing is stored or announced: the other tab did that.
   */
  reread(): void;
  recordVisit(route: string, url: string): void;
  toggleFavourite(route: string): void;
}

/** A store for one console start; `saved` hears the account each time it stores changed lists (the other tabs are told). */
export function createPageMemory(saved: (account: string) => void): PageMemoryStore {
  const state = proxy<PageMemoryStore['state']>({ account: null, memory: EMPTY_MEMORY });
  /** Which routes the account may open, as the tab last read its lists with. */
  let opensRoute: (route: string) => boolean = () => false;

  const save = (memory: PageMemory): void => {
    const { account } = state;
    state.memory = memory;
    if (account === null) return;
    writeLocal('pageMemory', writeAccountMemory(readLocal('pageMemory'), account, memory));
    saved(account);
  };

  return {
    state,
    subscribe: (changed) => subscribe(state, changed),
    open(account, opens) {
      state.account = account;
      opensRoute = opens;
      const stored = readAccountMemory(readLocal('pageMemory'), account);
      const kept = keepOpenable(stored, opens);
      state.memory = kept;
      if (JSON.stringify(kept) !== JSON.stringify(stored)) save(kept);
    },
    reread() {
      if (state.account === null) return;
      state.memory = keepOpenable(readAccountMemory(readLocal('pageMemory'), state.account), opensRoute);
    },
    recordVisit(route, url) {
      if (state.account === null) return;
      const next = rememberVisit(state.memory, route, url);
      if (next !== state.memory) save(next);
    },
    toggleFavourite(route) {
      if (state.account === null) return;
      save(toggleFavourite(state.memory, route));
    },
  };
}

/** The page lists of a console start, telling its other tabs of each change over its channel. */
export const pageMemoryOfStart = ({
  tabs,
}: {
  readonly tabs: { post(message: Omit<PageMemoryMessage, 'version'>): void };
}): PageMemoryStore => createPageMemory((account) => tabs.post({ type: 'page-memory', account }));
