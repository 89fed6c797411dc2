/**
 * The console's services (the route table, the session, the API client) as the shell and the
 * screens reach them: a React context the app fills (src/app/services.tsx), so no component imports
 * module state and a test renders with services, and a route table, of its own.
 */
import { createContext, useContext } from 'react';
import type { ConsoleServices } from '../../engine/services/console-services';

export const ServicesContext = createContext<ConsoleServices | null>(null);

export function useServices(): ConsoleServices {
  const services = useContext(ServicesContext);
  // Only a page the app renders under the services asks for them: a missing provider is a wiring fault.
  if (services === null) throw new Error('useServices: rendered outside the ServicesContext provider');
  return services;
}
