/**
 * The console's router, as the frame workspace needs it: its state, its changes as they happen and
 * its navigate. The app hands it down (it creates the router; the shell may not import the app).
 * Only the context lives here: the app imports it into every page, the sign-in page included (the
 * signed-in parts read it through use-console-router.ts).
 */
import { createContext } from 'react';
import type { DataRouter } from 'react-router-dom';

export type ConsoleRouter = Pick<DataRouter, 'state' | 'subscribe' | 'navigate'>;

export const ConsoleRouterContext = createContext<ConsoleRouter | null>(null);
