/**
 * The classic script every console page runs before its first paint (it is built on its own by
 * scripts/build/vite-plugin-prerender.ts and placed at the end of the body, so it blocks that paint and
 * nothing else). It gives the page the user's language and colour theme at once, where the console
 * would otherwise set them only after its scripts have loaded; it asks for the translation files the
 * start will read, so they arrive beside the scripts rather than after them; and on the login page it
 * shows the form prerendered in that language (a <template> per language), unless the query or a
 * reason the console kept for the page asks for more than the plain form. The live page takes that markup over (engine/prerender/prerendered-form.ts).
 */
import { detectLanguage, type Language } from '../engine/i18n/language';
import { startUpTranslationFiles } from '../engine/i18n/translation-files';
import { applyColorMode } from '../engine/state/color-mode';
import { storedTheme } from '../engine/state/stored-theme';
import { holdPrerenderedActions, PRERENDERED_ATTRIBUTE } from '../engine/prerender/prerendered-form';
import { loginReasonKept } from '../engine/navigation/login-reason';
import { showsPlainForm } from '../screens/login/login-query';

const LANGUAGE_ATTRIBUTE = 'data-prerender-lang';

function showPrerender(root: HTMLElement, language: string): void {
  const template = document.querySelector(`template[${LANGUAGE_ATTRIBUTE}="${language}"]`);
  if (!(template instanceof HTMLTemplateElement) || !showsPlainForm(window.location.search, loginReasonKept())) return;
  holdPrerenderedActions(document);
  const markup = template.content.cloneNode(true) as DocumentFragment;
  // Marked on the markup itself: the live page's first commit removes it, and the mark with it.
  markup.firstElementChild?.setAttribute(PRERENDERED_ATTRIBUTE, language);
  // Beside the React root, not in it: React empties its root when it commits the first render, and
  // the live page reads the markup at that commit (engine/prerender/prerendered-form.ts).
  root.after(markup);
}

/** i18next fetches them same-origin with CORS mode, as a preload with `crossorigin` does: the preload is what it gets. */
function preloadTranslations(language: Language): void {
  for (const file of startUpTranslationFiles(language)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = file;
    document.head.append(link);
  }
}

const html = document.documentElement;
const language = detectLanguage();
html.lang = language;
applyColorMode(html, storedTheme());
preloadTranslations(language);
const root = document.getElementById('root');
if (root && !root.hasChildNodes() && window.top === window) showPrerender(root, language);
