/**
 * A React root for a jsdom test: rendered inside act() (React's test environment flag is set here),
 * unmounted after each test, and the document's body emptied.
 */
import { act, startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];
afterEach(() => {
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

interface RenderOptions {
  /** Where to render; a new element at the end of the body by default. */
  readonly container?: HTMLElement;
  /** Renders as a transition, as src/main.tsx renders a prerendered page. */
  readonly transition?: boolean;
}

export async function renderForTest(node: ReactNode, options: RenderOptions = {}): Promise<HTMLElement> {
  const container = options.container ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => {
    if (options.transition) startTransition(() => root.render(node));
    else root.render(node);
  });
  return container;
}
