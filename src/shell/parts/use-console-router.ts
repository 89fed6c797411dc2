import { useContext } from 'react';
import { ConsoleRouterContext, type ConsoleRouter } from './console-router';

/** The router the app hands down (the frame workspace and the menus' links read it). */
export function useConsoleRouter(): ConsoleRouter {
  const router = useContext(ConsoleRouterContext);
  if (router === null) throw new Error('No ConsoleRouterContext above the frame workspace');
  return router;
}
