/** The studio's texts, English and Japanese, from its own files (the console does not ship them). */
import en from './locales/en.json';
import ja from './locales/ja.json';

export type Lang = 'en' | 'ja';
export type T = (key: keyof typeof en, vars?: Record<string, string | number>) => string;

const TEXTS: Record<Lang, Record<string, string>> = { en, ja };

export function translatorFor(lang: Lang): T {
  return (key, vars) => (TEXTS[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars?.[name] ?? whole));
}
