/**
 * The signed-in account's recent and favourite pages, kept in browser storage under that account
 * and shared by the side menu, the page header and the command palette.
 */
import { proxy } from 'valtio/vanilla';
import {
  EMPTY_MEMORY,
  keepOpenable,
  readAccountMemory,
  rememberVisit,
  toggleFavourite,
  writeAccountMemory,
  type PageMemory,
} from './page-memory';
import { readLocal, writeLocal } from '../storage/browser-storage';

export const pageMemoryState = proxy<{ account: string | null; memory: PageMemory }>({ account: null, memory: EMPTY_MEMORY });

/** Which routes the account may open, as the tab last read its lists with. */
let opensRoute: (route: string) => boolean = () => false;
/** Who hears of each change saved here: the other tabs of the browser, which then read the lists again. */
const savedListeners = new Set<(account: string) => void>();
/**
 * The account whose lists were saved while nobody listened (the first page's visit is recorded
 * before the code that tells the other tabs has loaded): told to the first listener.
 */
let unheard: string | null = null;

function save(memory: PageMemory): void {
  const { account } = pageMemoryState;
  pageMemoryState.memory = memory;
  if (account === null) return;
  writeLocal('pageMemory', writeAccountMemory(readLocal('pageMemory'), account, memory));
  if (savedListeners.size === 0) unheard = account;
  for (const listener of [...savedListeners]) listener(account);
}

/**
 * Calls `listener` with the account each time this tab stores changed lists, and at once for lists
 * saved before anyone listened; returns the function that stops.
 */
export function onPageMemorySaved(listener: (account: string) => void): () => void {
  savedListeners.add(listener);
  if (unheard !== null) {
    const account = unheard;
    unheard = null;
    listener(account);
  }
  return () => savedListeners.delete(listener);
}

/** Reads the account's lists, without the pages it may no longer open (and stores them so). */
export function openPageMemory(account: string, opens: (route: string) => boolean): void {
  pageMemoryState.account = account;
  opensRoute = opens;
  const stored = readAccountMemory(readLocal('pageMemory'), account);
  const kept = keepOpenable(stored, opens);
  pageMemoryState.memory = kept;
  if (JSON.stringify(kept) !== JSON.stringify(stored)) save(kept);
}

/**
 * Reads the lists again after another tab stored them, so this tab shows them and its next change
 * builds on them rather than overwriting them. Nothing is stored or announced: the other tab did that.
 */
export function rereadPageMemory(): void {
  const { account } = pageMemoryState;
  if (account === null) return;
  pageMemoryState.memory = keepOpenable(readAccountMemory(readLocal('pageMemory'), account), opensRoute);
}

export function recordVisit(route: string, url: string): void {
  if (pageMemoryState.account === null) return;
  const next = rememberVisit(pageMemoryState.memory, route, url);
  if (next !== pageMemoryState.memory) save(next);
}

export function toggleFavouritePage(route: string): void {
  if (pageMemoryState.account === null) return;
  save(toggleFavourite(pageMemoryState.memory, route));
}
