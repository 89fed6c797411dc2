import { consoleRouter } from './router';

/** Resolves once the router has the first page's code and data (its first render is that page). */
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
