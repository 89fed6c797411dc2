import { consoleRouter } from './router';

/**
 * Resolves once the router has the first page's code and data (its first render is that page), and
 * stops listening then: a change the router makes while nobody listens is kept for the provider's
 * subscription (see src/main.tsx).
 */
export function routerReady(): Promise<void> {
  const router = consoleRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
