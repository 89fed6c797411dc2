/** The translations for the React tree: the engine's i18next, bound to React through react-i18next. */
import type i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initI18n } from '../engine/i18n/i18n';

export function initReactI18n(): Promise<typeof i18next> {
  // Start-up renders only once the translations are in, so no component needs to suspend for them.
  return initI18n({ module: initReactI18next, options: { react: { useSuspense: false } } });
}
