/**
 * The console's router, as the frame workspace needs it: its state, its changes as they happen and
 * its navigate. The app hands it down (it creates the router; the shell may not import the app).
 * The app imports the context into every page, the sign-in page included; the frame workspace and the
 * menus' links read it through useConsoleRouter.
 */
import { createContext, useContext } from 'react';
import type { DataRouter } from 'react-router-dom';

export type ConsoleRouter = Pick<DataRouter, 'state' | 'subscribe' | 'navigate'>;

export const ConsoleRouterContext = createContext<ConsoleRouter | null>(null);

/** The router the app hands down. */
export function useConsoleRouter(): ConsoleRouter {
  const router = useContext(ConsoleRouterContext);
  if (router === null) throw new Error('No ConsoleRouterContext above the frame workspace');
  return router;
}
