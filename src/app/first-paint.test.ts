// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepLoginReason, takeLoginReason } from '../engine/leaving/login-reason';

const page = (heading: string, said = '') =>
  `<div class="page"><h1>${heading}</h1>${said}<form id="login"><input name="username"></form></div>`;
const TEMPLATES = `<div id="root"></div>
  <template data-prerender-lang="en" data-prerender-reason="">${page('Log on')}</template>
  <template data-prerender-lang="en" data-prerender-reason="session-expired">${page('Log on', '<p>Your session expired.</p>')}</template>
  <template data-prerender-lang="ja" data-prerender-reason="">${page('ログオン')}</template>
  <template data-prerender-lang="ja" data-prerender-reason="session-expired">${page('ログオン', '<p>セッションが終了しました。</p>')}</template>`;

/** Runs the script on the page as it is now, the way the browser does: once, at the end of the body. */
async function runFirstPaint(): Promise<void> {
  vi.resetModules();
  await import('./first-paint');
}

const root = () => document.getElementById('root') as HTMLElement;
/** The page shown before the scripts run: headed, as the prerendered login page is. */
const headed = () => document.querySelector('body > div h1');

beforeEach(() => {
  document.body.innerHTML = TEMPLATES;
  window.history.replaceState(null, '', '/login');
});

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-color-mode');
  document.documentElement.lang = '';
  vi.restoreAllMocks();
});

describe('the first-paint script', () => {
  it('gives the page the stored language and theme', async () => {
    localStorage.setItem('i18nextLng', 'ja');
    localStorage.setItem('theme', 'dark');
    await runFirstPaint();
    expect(document.documentElement.lang).toBe('ja');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('asks for the translation files the start reads, the way i18next fetches them', async () => {
    localStorage.setItem('i18nextLng', 'ja');
    await runFirstPaint();
    const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
    expect(links.map((link) => [link.getAttribute('href'), link.as, link.crossOrigin])).toEqual([
      ['/locales/ja/translation.json', 'fetch', 'anonymous'],
      ['/locales/en/translation.json', 'fetch', 'anonymous'],
    ]);
  });

  it('falls back to the browser language and the light theme', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'en']);
    localStorage.setItem('theme', 'purple');
    await runFirstPaint();
    expect(document.documentElement.lang).toBe('ja');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('light');
  });

  it('shows the prerendered page of the language beside the React root, marked as prerendered', async () => {
    localStorage.setItem('i18nextLng', 'ja');
    await runFirstPaint();
    const shown = root().nextElementSibling;
    expect(headed()).toBe(shown?.querySelector('h1'));
    expect(shown?.querySelector('h1')?.textContent).toBe('ログオン');
    expect(shown?.getAttribute('data-prerendered')).toBe('ja');
    expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(1);
    // React empties its root when it commits: the markup must be outside it to be read then.
    expect(root().childNodes).toHaveLength(0);
  });

  it('holds a submit of the prerendered form', async () => {
    localStorage.setItem('i18nextLng', 'en');
    await runFirstPaint();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('[data-prerendered] form')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('shows nothing prerendered when the query asks for more than the plain form', async () => {
    window.history.replaceState(null, '', '/login?errorcode=52404');
    await runFirstPaint();
    expect(headed()).toBeNull();
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('light');
  });

  it.each([
    ['en', 'Your session expired.'],
    ['ja', 'セッションが終了しました。'],
  ])(
    'shows the page prerendered for the reason the console kept, in %s, and leaves the reason to the live page',
    async (language, said) => {
      localStorage.setItem('i18nextLng', language);
      keepLoginReason('session-expired');
      await runFirstPaint();
      expect(document.querySelector('body > div p')?.textContent).toBe(said);
      expect(takeLoginReason()).toBe('session-expired');
    },
  );

  it('a note it cannot read says nothing: the plain form shows', async () => {
    sessionStorage.setItem('loginReason', 'forged 1');
    await runFirstPaint();
    expect(headed()?.textContent).toBe('Log on');
    expect(document.querySelector('body > div p')).toBeNull();
  });

  it('a reason in the query is no reason: the plain form shows', async () => {
    window.history.replaceState(null, '', '/login?reason=session-expired');
    await runFirstPaint();
    expect(headed()?.textContent).toBe('Log on');
  });

  it('shows nothing prerendered on a page without templates or with content already', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await runFirstPaint();
    expect(document.body.children).toHaveLength(1);
    document.body.innerHTML = TEMPLATES;
    root().append(document.createElement('p'));
    await runFirstPaint();
    expect(root().children).toHaveLength(1);
    expect(headed()).toBeNull();
  });

  it('shows nothing prerendered inside a frame (the console hands over to the top window there)', async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    await runFirstPaint();
    expect(headed()).toBeNull();
  });
});
