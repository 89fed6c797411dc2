import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initReactI18n } from './app/react-i18n';
// Only the variables the first screen reads; the rest load with the screens that need them.
import 'virtual:primer-theme/first-screen.css';
import './app/global.css';

function start(container: HTMLElement): void {
  // Rendering waits for the translations so no screen flashes untranslated keys.
  void initReactI18n().finally(() => {
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
