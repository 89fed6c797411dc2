/** Where each language's texts are: one file per language and namespace, under /locales/ (public/locales/ in the repo). */
import { DEFAULT_LANGUAGE, type Language } from './language';

export const TRANSLATION_NAMESPACE = 'translation';

/** i18next's template of a translation file's path. */
export const TRANSLATION_PATH_TEMPLATE = '/locales/{{lng}}/{{ns}}.json';

/** The files a start in `language` reads: its own and, behind it, the English every text falls back to. */
export function startUpTranslationFiles(language: Language): string[] {
  return [...new Set([language, DEFAULT_LANGUAGE])].map((lng) =>
    TRANSLATION_PATH_TEMPLATE.replace('{{lng}}', lng).replace('{{ns}}', TRANSLATION_NAMESPACE),
  );
}
