// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabChannelFixture, type TabChannelFixture } from '../../testing/tab-channel-fixture';
import { writeAccountMemory } from '../palette/page-memory';
import { createPageMemory, type PageMemoryStore } from '../palette/page-memory-state';
import { setTheme, themeState } from '../theme/theme';
import { followSettings } from './follow-settings';

const ACCOUNT = '1001';
const opensAll = (route: string) => route !== 'gone';

let tabs: TabChannelFixture;
let pageMemory: PageMemoryStore;
let changeLanguage: ReturnType<typeof vi.fn<(language: 'en' | 'ja') => void>>;
let stop: () => void;
let language: 'en' | 'ja';

beforeEach(() => {
  window.localStorage.clear();
  setTheme('light');
  language = 'en';
  tabs = tabChannelFixture();
  // As the console start builds it (console-start.ts): its saves are told over the same channel.
  pageMemory = createPageMemory((account) => tabs.post({ type: 'page-memory', account }));
  pageMemory.open(ACCOUNT, opensAll);
  changeLanguage = vi.fn<(language: 'en' | 'ja') => void>();
  stop = followSettings(tabs, pageMemory, { language: () => language, changeLanguage });
});

afterEach(() => stop());

/** What another tab of the same account stores before it posts `page-memory`. */
function storeFromOtherTab(favourites: string[]): void {
  window.localStorage.setItem(
    'pageMemory',
    writeAccountMemory(window.localStorage.getItem('pageMemory') ?? '{}', ACCOUNT, { recents: [], favourites }),
  );
}

describe('followSettings', () => {
  it('takes another tab’s theme at once, and reloads the legacy pages only once the server holds it', () => {
    const revision = themeState.savedRevision;
    tabs.receive({ type: 'theme', version: 1, theme: 'dark' });
    expect(themeState.theme).toBe('dark');
    expect(themeState.savedRevision).toBe(revision);
    tabs.receive({ type: 'theme', version: 1, theme: 'dark', saved: true });
    expect(themeState.theme).toBe('dark');
    expect(themeState.savedRevision).toBe(revision + 1);
    // Never saved again nor told back.
    expect(tabs.posted).toEqual([]);
  });

  it('stores another tab’s language and switches to it; the language it shows already changes nothing', () => {
    tabs.receive({ type: 'language', version: 1, language: 'en' });
    expect(changeLanguage).not.toHaveBeenCalled();
    tabs.receive({ type: 'language', version: 1, language: 'ja' });
    expect(window.localStorage.getItem('i18nextLng')).toBe('ja');
    expect(changeLanguage).toHaveBeenCalledWith('ja');
    expect(changeLanguage).toHaveBeenCalledTimes(1);
    expect(tabs.posted).toEqual([]);
  });

  it('reads the account’s lists again when another tab stored them, without the pages it may not open, and tells nobody', () => {
    storeFromOtherTab(['dashboard', 'gone']);
    expect(pageMemory.state.memory.favourites).toEqual([]);
    tabs.receive({ type: 'page-memory', version: 1, account: ACCOUNT });
    expect(pageMemory.state.memory.favourites).toEqual(['dashboard']);
    expect(tabs.posted).toEqual([]);
  });

  it('reads the lists once as it starts: a change another tab stored before it listened is not missed', () => {
    stop();
    storeFromOtherTab(['dashboard']);
    // Its message went out while nothing here listened.
    tabs.receive({ type: 'page-memory', version: 1, account: ACCOUNT });
    expect(pageMemory.state.memory.favourites).toEqual([]);
    stop = followSettings(tabs, pageMemory, { language: () => language, changeLanguage });
    expect(pageMemory.state.memory.favourites).toEqual(['dashboard']);
    expect(tabs.posted).toEqual([]);
  });

  it('ignores another account’s lists', () => {
    storeFromOtherTab(['dashboard']);
    tabs.receive({ type: 'page-memory', version: 1, account: '2002' });
    expect(pageMemory.state.memory.favourites).toEqual([]);
  });

  it('tells the other tabs when this tab stores changed lists, and builds on what they stored', () => {
    storeFromOtherTab(['dashboard']);
    tabs.receive({ type: 'page-memory', version: 1, account: ACCOUNT });
    pageMemory.toggleFavourite('logs');
    expect(tabs.posted).toEqual([{ type: 'page-memory', account: ACCOUNT }]);
    // The other tab's favourite is kept, not overwritten by this tab's older copy.
    expect(pageMemory.state.memory.favourites).toEqual(['dashboard', 'logs']);
  });

  it('does nothing once stopped', () => {
    stop();
    tabs.receive({ type: 'theme', version: 1, theme: 'dark' });
    storeFromOtherTab(['dashboard']);
    tabs.receive({ type: 'page-memory', version: 1, account: ACCOUNT });
    expect(themeState.theme).toBe('light');
    expect(pageMemory.state.memory.favourites).toEqual([]);
    expect(tabs.posted).toEqual([]);
  });
});

describe('the page lists of a console start', () => {
  it('tell the other tabs of a save before anything follows the settings: the store is built with its channel', () => {
    stop();
    window.localStorage.clear();
    const early = tabChannelFixture();
    const lists = createPageMemory((account) => early.post({ type: 'page-memory', account }));
    lists.open(ACCOUNT, opensAll);
    lists.toggleFavourite('dashboard');
    expect(early.posted).toEqual([{ type: 'page-memory', account: ACCOUNT }]);
  });
});

describe('followSettings and the storage event', () => {
  it('reads the lists again when another tab’s write of them arrives after its message', () => {
    storeFromOtherTab(['dashboard']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'pageMemory' }));
    expect(pageMemory.state.memory.favourites).toEqual(['dashboard']);
  });

  it('leaves the lists alone for other keys and once stopped', () => {
    storeFromOtherTab(['dashboard']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(pageMemory.state.memory.favourites).toEqual([]);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'pageMemory' }));
    expect(pageMemory.state.memory.favourites).toEqual([]);
  });
});
