import { StrictMode, startTransition } from 'react';
import { prerenderedMarkup } from './engine/prerender/prerendered-form';
// Only the variables the first screen reads; the rest load with the screens that need them.
import 'virtual:primer-theme/first-screen.css';
import './app/global.css';

async function start(container: HTMLElement): Promise<void> {
  // A page prerendered at build time is on screen already (app/first-paint.ts): the first render
  // replaces it, so it must be the page itself, not the spinner shown while the page's code loads.
  const prerendered = prerenderedMarkup(document) !== null;
  // Three chunks, each run in a task of its own (imported statically, i18next, React DOM and the app
  // with its router ran in one task of about 300 ms at 4x CPU throttling). The page's links fetch all
  // three at once; they run as they are imported: the translations as soon as they arrive, then
  // React DOM, then the app, since a chunk runs together with whatever it imports that has not run
  // yet (the router imports React DOM).
  const translations = import('./app/react-i18n').then(({ initReactI18n }) => initReactI18n());
  const { createRoot } = await import('react-dom/client');
  const [{ App }, { routerReady }] = await Promise.all([import('./app/App'), import('./app/router-ready')]);
  // The router is created in a task of its own, after the one that ran its chunk: creating it starts
  // the first navigation (see app/router.tsx).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const ready = routerReady();
  // Rendering waits for the translations so no screen flashes untranslated keys (a failed load
  // renders all the same, as it always has: i18next then falls back to the English file), and a
  // prerendered page waits for its live page's code, so that the first render is that page.
  await Promise.allSettled([translations, prerendered ? ready : null]);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // A prerendered page's first render is the whole page (190 to 340 ms at 4x CPU throttling in one
  // task): as a transition it yields to the browser every few milliseconds, the prerendered page
  // goes on taking input meanwhile, and the page reads it at the commit
  // (engine/prerender/prerendered-form.ts). Only there: React Router's provider takes the router's
  // state when it renders and subscribes when it commits. The router keeps a change made in between
  // (a Back press) for its first subscriber only while nobody else listens, and routerReady listens
  // until the first page is ready, which here it is (app/router-provider-premise.test.tsx).
  // Elsewhere the first render is the loading spinner, and the router's own updates are transitions
  // already.
  if (prerendered) startTransition(render);
  else render();
}

const container = document.getElementById('root');
if (container) {
  // Inside a frame of its own origin the console hands over to the top window before rendering
  // anything. The hand-over code loads only in a frame: the login page does not carry it.
  if (window.top === window) void start(container);
  else
    void import('./engine/frames/frame-handover').then(({ handOverToTop }) => {
      if (!handOverToTop()) void start(container);
    });
}
