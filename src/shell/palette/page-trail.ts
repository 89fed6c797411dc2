import type { TFunction } from 'i18next';
import type { PalettePage } from '../../engine/palette/palette-pages';

/** Where a page is, in one language: "Administration › Other Settings". */
export function placeText(t: TFunction, page: PalettePage): string {
  return page.place.map((key) => t(key)).join(' › ');
}

/** The page with its place: "Inbound Protection › Virus Scan". */
export function trailText(t: TFunction, page: PalettePage): string {
  return [...page.place.map((key) => t(key)), t(page.entry.label)].join(' › ');
}
