/**
 * The login page as HTML, rendered when the console is built (scripts/build/vite-plugin-prerender.ts):
 * the form paints from the page itself, before any script has run, and the live page takes it over
 * (prerendered-form.ts). Rendered once per language and reason the console may have kept for the
 * page (the plain page has none); the page shows the one of the user's language and kept reason.
 */
import { createInstance, type ResourceKey } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_LANGUAGE, type Language } from '../../engine/i18n/language';
import type { LoginReason } from '../../engine/leaving/login-reason';
import type { LoadServices } from '../../engine/services/console-services';
import { LoginPage } from './LoginPage';

/** The page is only rendered to markup here: nothing signs in, so nothing asks for the services. */
const notWhilePrerendering: LoadServices = () => Promise.reject(new Error('the prerendered login page has no services'));

/** The page in one language, saying `reason` (null: none); `translations` holds each language's translation.json. */
export function renderLoginPage(language: Language, translations: Record<Language, ResourceKey>, reason: LoginReason | null): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      [language]: { translation: translations[language] },
      [DEFAULT_LANGUAGE]: { translation: translations[DEFAULT_LANGUAGE] },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const router = createMemoryRouter(
    [{ path: '/login', element: <LoginPage loadServices={notWhilePrerendering} takeReason={() => reason} /> }],
    {
      initialEntries: ['/login'],
    },
  );
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}
