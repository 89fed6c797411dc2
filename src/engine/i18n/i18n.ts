/**
 * i18next over HTTP: translations load from /locales/{lng}/translation.json; a failed load falls
 * back to English, and a missing key shows the English text rather than the key.
 */
import i18next, { type InitOptions, type ThirdPartyModule } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { DEFAULT_LANGUAGE, LANGUAGES, detectLanguage } from './language';
import { TRANSLATION_NAMESPACE, TRANSLATION_PATH_TEMPLATE } from './translation-files';

/**
 * A UI library's hook into i18next: its module and the init options it reads. The engine knows no UI
 * library, so the caller that renders hands its binding in.
 */
export interface I18nBinding {
  readonly module: ThirdPartyModule;
  readonly options?: Pick<InitOptions, 'react'>;
}

export async function initI18n(binding?: I18nBinding): Promise<typeof i18next> {
  const language = detectLanguage();
  if (binding) i18next.use(binding.module);
  await i18next.use(HttpBackend).init({
    ...binding?.options,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [TRANSLATION_NAMESPACE],
    defaultNS: TRANSLATION_NAMESPACE,
    backend: { loadPath: TRANSLATION_PATH_TEMPLATE },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.resolvedLanguage ?? language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next;
}
