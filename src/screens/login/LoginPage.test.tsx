// @vitest-environment jsdom
/**
 * The live login page taking over the prerendered one. The first render is a transition
 * (src/main.tsx): it yields to the browser, so the user types on into the prerendered form while it
 * runs. What the page read when its render began is not the last word: its commit reads the form again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeNote, keepLoginReason } from '../../engine/leaving/login-reason';
import { PRERENDERED_ATTRIBUTE } from '../../engine/prerender/prerendered-form';
import { renderForTest } from '../../testing/render-for-test';
import { servicesFixture } from '../../testing/services-fixture';
import { renderLoginPage } from './login-prerender';
import { LoginPage } from './LoginPage';

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
  document.body.innerHTML = `<div id="root"></div><div ${PRERENDERED_ATTRIBUTE}="en">${renderLoginPage('en', translations, null)}</div>`;
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

describe('the reason the console kept for the login page', () => {
  afterEach(() => {
    window.sessionStorage.clear();
  });

  /** The live page alone (no prerender) at `url`, in Strict Mode as src/main.tsx renders it. */
  async function openLoginPage(url = '/login', services = servicesFixture()): Promise<HTMLElement> {
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage loadServices={async () => services} /> },
        { path: '/', element: <p data-testid="entry-page" /> },
      ],
      { initialEntries: [url] },
    );
    lastRouter = router;
    return renderForTest(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  }

  let lastRouter: ReturnType<typeof createMemoryRouter> | null = null;

  const alerts = (page: HTMLElement) =>
    Array.from(
      page.querySelectorAll(
        '[data-testid="login-no-access"], [data-testid="login-session-expired"], [data-testid="login-logged-off-elsewhere"]',
      ),
      (el) => [el.getAttribute('data-testid'), el.textContent],
    );

  it.each([
    ['no-access', 'login-no-access', 'login.noAccess'],
    ['session-expired', 'login-session-expired', 'login.sessionExpired'],
    ['logged-off-elsewhere', 'login-logged-off-elsewhere', 'login.loggedOffElsewhere'],
  ] as const)('%s: its sentence shows once, and the next visit says nothing', async (reason, testId, key) => {
    keepLoginReason(reason);
    const first = await openLoginPage();
    // The sentence loads with its own small chunk: the plain page carries none of it.
    await vi.waitFor(() => expect(alerts(first)).toEqual([[testId, i18n.t(key)]]));
    expect(window.sessionStorage.getItem('loginReason')).toBeNull();
    const again = await openLoginPage();
    expect(alerts(again)).toEqual([]);
  });

  it.each(['/login?reason=no-access', '/login?reason=session-expired&return=%2Fdashboard', '/login?reason=%3Cb%3Ehi%3C%2Fb%3E'])(
    'nothing comes from the url: %s says nothing',
    async (url) => {
      expect(alerts(await openLoginPage(url))).toEqual([]);
    },
  );

  it.each([
    ['markup', '<b>forged</b>'],
    ['an unknown reason', `forged ${Date.now()}`],
  ])('a slot holding %s says nothing, and is emptied', async (_name, stored) => {
    window.sessionStorage.setItem('loginReason', stored);
    const page = await openLoginPage();
    expect(alerts(page)).toEqual([]);
    expect(page.textContent).not.toContain('forged');
    expect(window.sessionStorage.getItem('loginReason')).toBeNull();
  });

  it('a stale note says nothing', async () => {
    window.sessionStorage.setItem('loginReason', encodeNote('no-access', Date.now() - 10 * 60_000));
    expect(alerts(await openLoginPage())).toEqual([]);
  });

  describe('after a log off in another tab', () => {
    const signedIn = { type: 'signed-in', version: 1, account: { id: '1001', name: 'admin' } } as const;

    it('a sign-in in another tab brings the page back to its return target through the entry page', async () => {
      const services = servicesFixture();
      keepLoginReason('logged-off-elsewhere');
      await openLoginPage('/login?return=%2Flogs%2Fmessage-trace%3Fq%3D1', services);
      await vi.waitFor(() => expect(lastRouter?.state.location.pathname).toBe('/login'));
      // Until another tab signs in, nothing else moves it.
      await vi.waitFor(() => {
        services.tabs.receive({ type: 'theme', version: 1, theme: 'dark' });
        services.tabs.receive({ type: 'signed-out', version: 1, reason: 'logged-off' });
        expect(lastRouter?.state.location.pathname).toBe('/login');
        services.tabs.receive(signedIn);
        expect(lastRouter?.state.location.pathname).toBe('/');
      });
      expect(lastRouter?.state.location.search).toBe(`?return=${encodeURIComponent('/logs/message-trace?q=1')}`);
    });

    it('without a return target it goes to the entry page', async () => {
      const services = servicesFixture();
      keepLoginReason('logged-off-elsewhere');
      await openLoginPage('/login', services);
      await vi.waitFor(() => {
        services.tabs.receive(signedIn);
        expect(lastRouter?.state.location.pathname).toBe('/');
      });
      expect(lastRouter?.state.location.search).toBe('');
    });

    it.each([
      ['the plain login page', null],
      ['the page after a no-access sign-out', 'no-access'],
      ['the page after an expired session', 'session-expired'],
    ] as const)('%s does not wait: a sign-in elsewhere leaves it where it is', async (_name, reason) => {
      const services = servicesFixture();
      const loadServices = vi.fn(async () => services);
      if (reason !== null) keepLoginReason(reason);
      const router = createMemoryRouter(
        [
          { path: '/login', element: <LoginPage loadServices={loadServices} /> },
          { path: '/', element: <p data-testid="entry-page" /> },
        ],
        { initialEntries: ['/login?return=%2Fdashboard'] },
      );
      const page = await renderForTest(
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      );
      if (reason !== null) await vi.waitFor(() => expect(alerts(page)).toHaveLength(1));
      services.tabs.receive(signedIn);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(router.state.location.pathname).toBe('/login');
      // The page never even loaded the services to listen.
      expect(loadServices).not.toHaveBeenCalled();
    });
  });
});
