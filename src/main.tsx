import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './engine/i18n/i18n';
import { handOverToTop } from './engine/navigation/frame-handover';
import '@primer/primitives/dist/css/base/size/size.css';
import '@primer/primitives/dist/css/base/typography/typography.css';
import '@primer/primitives/dist/css/functional/size/border.css';
import '@primer/primitives/dist/css/functional/size/size.css';
import '@primer/primitives/dist/css/functional/typography/typography.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import '@primer/primitives/dist/css/functional/themes/dark.css';
import './app/global.css';

const container = document.getElementById('root');
// Inside its own frame the console hands over to the top window before rendering anything.
if (container && !handOverToTop()) {
  // Rendering waits for the translations so no screen flashes untranslated keys.
  void initI18n().finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
