/** The checked route table the build embedded (see scripts/build/vite-plugin-manifests.ts). */
import routes from 'virtual:route-manifests';
import { buildRouteTable, type RouteTable } from './route-table';

export const routeTable: RouteTable = buildRouteTable(routes);
