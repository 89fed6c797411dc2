/**
 * The console's router, as the frame workspace needs it: its state, its changes as they happen and
 * its navigate. The app hands it down (it creates the router; the shell may not import the app).
 */
import { createContext, useContext } from 'react';
import type { DataRouter } from 'react-router-dom';

export type ConsoleRouter = Pick<DataRouter, 'state' | 'subscribe' | 'navigate'>;

export const ConsoleRouterContext = createContext<ConsoleRouter | null>(null);

export function useConsoleRouter(): ConsoleRouter {
  const router = useContext(ConsoleRouterContext);
  if (router === null) throw new Error('The frame workspace needs the console router (ConsoleRouterContext).');
  return router;
}
