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
} from '../palette/page-memory';
import { readLocal, writeLocal } from './browser-storage';

export const pageMemoryState = proxy<{ account: string | null; memory: PageMemory }>({ account: null, memory: EMPTY_MEMORY });

function save(memory: PageMemory): void {
  const { account } = pageMemoryState;
  pageMemoryState.memory = memory;
  if (account !== null) writeLocal('pageMemory', writeAccountMemory(readLocal('pageMemory'), account, memory));
}

/** Reads the account's lists, without the pages it may no longer open (and stores them so). */
export function openPageMemory(account: string, opens: (route: string) => boolean): void {
  pageMemoryState.account = account;
  const stored = readAccountMemory(readLocal('pageMemory'), account);
  const kept = keepOpenable(stored, opens);
  pageMemoryState.memory = kept;
  if (JSON.stringify(kept) !== JSON.stringify(stored)) save(kept);
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
