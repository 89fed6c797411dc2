import type { RouteAccess } from '../../engine/access/route-access';
import { routeTable } from '../../engine/manifest/route-manifests';
import { palettePagesByPath, type PalettePage } from '../../engine/palette/palette-pages';

/** The pages the account may open from the palette, by route path. */
export function usePalettePages(access: RouteAccess): ReadonlyMap<string, PalettePage> {
  return palettePagesByPath(routeTable, access);
}
