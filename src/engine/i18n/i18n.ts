/**
 * The console's i18next: translations load from /locales/{lng}/translation.json; a failed load falls
 * back to English, and a missing key shows the English text rather than the key.
 */
import i18next, { type InitOptions, type ThirdPartyModule } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, detectLanguage } from './language';
import { loadTranslation, translationBackend } from './translation-loader';

/**
 * A UI library's hook into i18next: its module and the init options it reads. The engine knows no UI
 * library, so the caller that renders hands its binding in.
 */
export interface I18nBinding {
  readonly module: ThirdPartyModule;
  readonly options?: Pick<InitOptions, 'react'>;
}

const NAMESPACE = 'translation';

export async function initI18n(binding?: I18nBinding): Promise<typeof i18next> {
  const language = detectLanguage();
  // The first screen paints once its texts are in, so their files are requested now rather than
  // when i18next gets round to loading (a task later): the user's language and the English fallback.
  const started = new Map(
    [...new Set([language, DEFAULT_LANGUAGE])].map((lng) => [`${lng}/${NAMESPACE}`, loadTranslation(lng, NAMESPACE)]),
  );
  if (binding) i18next.use(binding.module);
  await i18next.use(translationBackend(started)).init({
    ...binding?.options,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.resolvedLanguage ?? language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next;
}
