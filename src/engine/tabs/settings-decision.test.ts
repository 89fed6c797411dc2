import { describe, expect, it } from 'vitest';
import { settingsDecision, type SettingsDecision, type TabSettings } from './settings-decision';
import type { TabMessage } from './tab-channel';

const LIGHT_EN: TabSettings = { theme: 'light', language: 'en', pageMemoryAccount: '1001' };

const CASES: { name: string; message: TabMessage; tab?: TabSettings; step: SettingsDecision }[] = [
  // Theme: the first message repaints, the second (saved) reloads the legacy pages too.
  {
    name: 'another theme: take it',
    message: { type: 'theme', version: 1, theme: 'dark' },
    step: { kind: 'theme', theme: 'dark', saved: false },
  },
  { name: 'the theme the tab shows: nothing', message: { type: 'theme', version: 1, theme: 'light' }, step: { kind: 'none' } },
  {
    name: 'the theme the tab shows, now saved: reload the legacy pages in it',
    message: { type: 'theme', version: 1, theme: 'light', saved: true },
    step: { kind: 'theme', theme: 'light', saved: true },
  },
  {
    name: 'another theme, already saved (the first message missed): take it and reload the legacy pages',
    message: { type: 'theme', version: 1, theme: 'dark', saved: true },
    step: { kind: 'theme', theme: 'dark', saved: true },
  },
  {
    name: 'saved: false is the first message',
    message: { type: 'theme', version: 1, theme: 'dark', saved: false },
    step: { kind: 'theme', theme: 'dark', saved: false },
  },
  {
    name: 'light into a dark tab',
    message: { type: 'theme', version: 1, theme: 'light' },
    tab: { ...LIGHT_EN, theme: 'dark' },
    step: { kind: 'theme', theme: 'light', saved: false },
  },
  // Language: as the tab's own change, without saving again.
  {
    name: 'another language: store it and switch',
    message: { type: 'language', version: 1, language: 'ja' },
    step: { kind: 'language', language: 'ja' },
  },
  { name: 'the language the tab shows: nothing', message: { type: 'language', version: 1, language: 'en' }, step: { kind: 'none' } },
  {
    name: 'English into a Japanese tab',
    message: { type: 'language', version: 1, language: 'en' },
    tab: { ...LIGHT_EN, language: 'ja' },
    step: { kind: 'language', language: 'en' },
  },
  // Page memory: only the account the tab holds.
  {
    name: 'the lists of the tab’s account: read them again',
    message: { type: 'page-memory', version: 1, account: '1001' },
    step: { kind: 'page-memory' },
  },
  { name: 'another account’s lists: nothing', message: { type: 'page-memory', version: 1, account: '1002' }, step: { kind: 'none' } },
  {
    name: 'lists not read yet: nothing (they are read from storage when the tab opens them)',
    message: { type: 'page-memory', version: 1, account: '1001' },
    tab: { ...LIGHT_EN, pageMemoryAccount: null },
    step: { kind: 'none' },
  },
  // Messages that are not about settings.
  { name: 'signed-out', message: { type: 'signed-out', version: 1, reason: 'logged-off' }, step: { kind: 'none' } },
  { name: 'signed-in', message: { type: 'signed-in', version: 1, account: { id: '1', name: 'a' } }, step: { kind: 'none' } },
  { name: 'account', message: { type: 'account', version: 1, account: { id: '1', name: 'a' }, assumedBy: 'b' }, step: { kind: 'none' } },
  { name: 'session-expired', message: { type: 'session-expired', version: 1 }, step: { kind: 'none' } },
  { name: 'activity', message: { type: 'activity', version: 1, at: 1 }, step: { kind: 'none' } },
];

describe('settingsDecision', () => {
  it.each(CASES)('$name', ({ message, tab, step }) => {
    expect(settingsDecision(message, tab ?? LIGHT_EN)).toEqual(step);
  });
});
