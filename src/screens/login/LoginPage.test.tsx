// @vitest-environment jsdom
/**
 * The live login page taking over the prerendered one. The first render is a transition
 * (src/main.tsx): it yields to the browser, so the user types on into the prerendered form while it
 * runs. What the page read when its render began is not the last word: its commit reads the form again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, expect, it } from 'vitest';
import { renderForTest } from '../../testing/render-for-test';
import { PRERENDERED_ATTRIBUTE } from '../../engine/prerender/prerendered-form';
import { servicesFixture } from '../../testing/services-fixture';
import { LoginPage } from './LoginPage';
import { renderLoginPage } from './login-prerender';

const translations = Object.fromEntries(
  (['en', 'ja'] as const).map((language) => [
    language,
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../public/locales/${language}/translation.json`), 'utf8')) as object,
  ]),
) as Record<'en' | 'ja', object>;
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: translations.en } }, interpolation: { escapeValue: false } });
});

const prerenderedField = (id: string) => document.querySelector<HTMLInputElement>(`[${PRERENDERED_ATTRIBUTE}] #${id}`);

/** Types into the prerendered user name field while it renders, after the page has rendered. */
function TypedMeanwhile({ text }: { text: string }) {
  const field = prerenderedField('login_username');
  if (field && !field.value.endsWith(text)) {
    field.value += text;
    field.setSelectionRange(field.value.length, field.value.length);
  }
  return null;
}

it('keeps the keys typed while its first render ran, with the focus and the caret after them', async () => {
  document.body.innerHTML = `<div id="root"></div><div ${PRERENDERED_ATTRIBUTE}="en">${renderLoginPage('en', translations)}</div>`;
  const typed = prerenderedField('login_username');
  if (!typed) throw new Error('the prerendered page has no user name field');
  typed.value = 'adm';
  typed.focus();

  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <>
            <LoginPage loadServices={async () => servicesFixture()} />
            <TypedMeanwhile text="in" />
          </>
        ),
      },
    ],
    { initialEntries: ['/login'] },
  );
  await renderForTest(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
    { container: document.getElementById('root') as HTMLElement, transition: true },
  );

  expect(document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)).toBeNull();
  const live = document.getElementById('login_username') as HTMLInputElement;
  expect(live.value).toBe('admin');
  expect(document.activeElement).toBe(live);
  expect([live.selectionStart, live.selectionEnd]).toEqual([5, 5]);

  // The text in the form made the page start loading the sign-in flow, a task later (its warm-up):
  // that load ends here, not after the test's environment is gone, where it fails the run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./login-flow');
});
