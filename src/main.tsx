import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initReactI18n } from './app/react-i18n';
import { router } from './app/router';
import { PRERENDERED_ATTRIBUTE } from './engine/prerender/prerendered-form';
// Only the variables the first screen reads; the rest load with the screens that need them.
import 'virtual:primer-theme/first-screen.css';
import './app/global.css';

/** Resolves once the router has the first page's code and data (its first render is that page). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function start(container: HTMLElement): void {
  // A page prerendered at build time is on screen already (app/first-paint.ts): the first render
  // replaces it, so it must be the page itself, not the spinner shown while the page's code loads.
  const prerendered = container.querySelector(`:scope > [${PRERENDERED_ATTRIBUTE}]`) !== null;
  // Rendering waits for the translations so no screen flashes untranslated keys.
  void Promise.all([initReactI18n(), prerendered ? routerReady() : null]).finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) {
  // Inside a frame of its own origin the console hands over to the top window before rendering
  // anything. The hand-over code loads only in a frame: the login page does not carry it.
  if (window.top === window) start(container);
  else
    void import('./engine/navigation/frame-handover').then(({ handOverToTop }) => {
      if (!handOverToTop()) start(container);
    });
}
