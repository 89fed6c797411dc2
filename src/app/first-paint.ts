/**
 * The classic script every console page runs before its first paint (it is built on its own by
 * scripts/build/vite-plugin-prerender.ts and placed at the end of the body, so it blocks that paint and
 * nothing else). It gives the page the user's language and colour theme at once, where the console
 * would otherwise set them only after its scripts have loaded; it asks for the translation files the
 * start will read, so they arrive beside the scripts rather than after them; and on the login page it
 * shows the page prerendered in that language, saying the reason the console kept for it if any (a
 * <template> each, engine/prerender/prerender-templates.ts), unless the query asks for more than
 * the build prerendered. The live page takes that markup over (engine/prerender/prerendered-form.ts).
 */
import { detectLanguage, type Language } from '../engine/i18n/language';
import { startUpTranslationFiles } from '../engine/i18n/translation-files';
import { keptLoginReason } from '../engine/leaving/login-reason';
import { prerenderTemplateSelector } from '../engine/prerender/prerender-templates';
import { holdPrerenderedActions, PRERENDERED_ATTRIBUTE } from '../engine/prerender/prerendered-form';
import { applyColorMode } from '../engine/theme/color-mode';
import { storedTheme } from '../engine/theme/stored-theme';
import { prerenderFits } from '../screens/login/login-query';

function showPrerender(root: HTMLElement, language: Language): void {
  // Read, not taken: the live page takes it. A note it cannot read says nothing there either.
  const template = document.querySelector(prerenderTemplateSelector(language, keptLoginReason()));
  if (!(template instanceof HTMLTemplateElement) || !prerenderFits(window.location.search)) return;
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
