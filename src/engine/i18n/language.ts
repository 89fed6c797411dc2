/** The console's languages: en and ja, en by default and as fallback. */
import { readLocal, writeLocal } from '../storage/browser-storage.ts';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function toLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/** The stored choice first (i18nextLng), then the browser's languages, then English. */
export function detectLanguage(): Language {
  const stored = toLanguage(readLocal('i18nextLng'));
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of browser) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeLocal('i18nextLng', language);
  writeLocal('useLang', language);
}
