/**
 * The region dropdown's order: the known regions US, EMEA, ANZ, JP, SG, IN, UAE in
 * that order, then any site the console does not know, by the server's order, under its code.
 */
import type { Region } from '../../engine/api/sites';

export const KNOWN_REGIONS = ['US', 'EMEA', 'ANZ', 'JP', 'SG', 'IN', 'UAE'] as const;
export type KnownRegion = (typeof KNOWN_REGIONS)[number];

export interface RegionOption {
  /** The value posted as data_site, exactly as the server named it. */
  readonly site: string;
  /** The known region it is, or null: then the option reads as the site code. */
  readonly known: KnownRegion | null;
}

function knownOf(site: string): KnownRegion | null {
  const upper = site.toUpperCase();
  return (KNOWN_REGIONS as readonly string[]).includes(upper) ? (upper as KnownRegion) : null;
}

export function regionOptions(regions: readonly Region[]): RegionOption[] {
  const seen = new Set<string>();
  const unique = regions.filter((region) => {
    const key = region.site.toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const known = unique
    .map((region) => ({ site: region.site, known: knownOf(region.site) }))
    .filter((option): option is { site: string; known: KnownRegion } => option.known !== null)
    .sort((a, b) => KNOWN_REGIONS.indexOf(a.known) - KNOWN_REGIONS.indexOf(b.known));
  const unknown = unique
    .filter((region) => knownOf(region.site) === null)
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.site.localeCompare(b.site))
    .map((region) => ({ site: region.site, known: null }));
  return [...known, ...unknown];
}
