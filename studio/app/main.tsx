import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
// Primer's variables, for the console's side menu and Administration panel in the preview (ConsoleMenus).
import '@primer/primitives/dist/css/base/motion/motion.css';
import '@primer/primitives/dist/css/base/size/size.css';
import '@primer/primitives/dist/css/base/typography/typography.css';
import '@primer/primitives/dist/css/functional/size/border.css';
import '@primer/primitives/dist/css/functional/size/size.css';
import '@primer/primitives/dist/css/functional/typography/typography.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import '@primer/primitives/dist/css/functional/themes/dark.css';
import './studio.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
