/**
 * The checked route table the build embedded (see scripts/build/vite-plugin-manifests.ts). The app builds
 * it once into the console's services (src/app/services.tsx); nothing else reads it, so a test or a
 * preview can render with a table of its own.
 */
import routes from 'virtual:route-manifests';
import { buildRouteTable, type RouteTable } from './route-table';

export function embeddedRouteTable(): RouteTable {
  return buildRouteTable(routes);
}
